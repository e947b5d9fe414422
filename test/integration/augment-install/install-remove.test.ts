/**
 * Install and removal workflows through the stand-in (issue 4, items 4 and 5): CY-INS-1..3, CY-REM-1..3,
 * CY-LE-1, CY-SLOT-1..3. Augments are dragged from the augments compendium onto body-map sections of the
 * real character sheet; the GM's DCs and decisions are answered in dialogs; the dice are queued.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { createCharacter, openSheet, type SheetHandle, showTab } from "../helpers";
import { acOf, createAugment } from "../augments/helpers";
import { augments, dropOn, packUuid, sectionEl, setup, snapshot } from "./helpers";
import { cardHtml, rollBoxes } from "../cards";

/** The chat messages the world recorded, as Foundry's messages. */
function chat(world: { chat: unknown[] }): ChatMessage.Implementation[] {
  // cast: the stand-in records ChatMessage documents.
  return world.chat as unknown as ChatMessage.Implementation[];
}

/** Registers a listener on one of the system's hooks (names in src/utils/hook-names.ts) on the current client. */
function onHook(name: string, fn: () => void): void {
  // cast: tests name hooks by plain strings; one untyped signature serves every hook.
  (Hooks as unknown as { on(name: string, fn: () => void): number }).on(name, fn);
}

describe("augment install (CY-INS-1..3)", () => {
  it("CY-INS-1, CY-INS-2, CY-VIS-1, CY-USE-1: Wrist Cannon dropped on the right arm: GM DCs, two checks, installed flawless, AC +1, 2/2 uses", async () => {
    const { world, actor } = await setup();
    const uuid = await packUuid("Wrist Cannon");
    const ac = acOf(actor).value;
    const calls: string[] = [];

    // The player drags from the compendium; the DC dialog opens on the GM's screen (src/requests/gm-decision.ts).
    world.dice.queue([12, 16]);
    world.dialogs.respond({ action: "ok", fields: { dc1: 11, dc2: 14 }, client: world.gm });
    let sheet!: SheetHandle;
    await world.as(world.player, async () => {
      onHook("augmented.preInstallAugment", () => void calls.push("pre"));
      onHook("augmented.installAugment", () => void calls.push("post"));
      sheet = await openSheet(actor);
      await showTab(sheet, "augments");
      dropOn(sectionEl(sheet, "rightArm"), uuid);
    });
    await world.settle();

    const [cannon] = augments(actor);
    expect(cannon?.name).toBe("Wrist Cannon");
    expect(cannon?.system.installedSection).toBe("rightArm");
    expect(cannon?.system.quality).toBe("flawless");
    expect(cannon?.system.flaw).toBe("");
    expect(cannon?.system.history).toEqual([expect.objectContaining({ action: "install", worldTime: 1000 })]);
    expect(cannon?._stats.compendiumSource).toBe(uuid);
    expect(acOf(actor).value).toBe(ac + 1);
    expect(cannon?.system.uses.value).toBe(2);
    expect(cannon?.system.uses.max).toBe(2);
    expect(calls).toEqual(["pre", "post"]);

    const dialog = world.dialogs.history.at(-1)!;
    expect(dialog.title).toContain("Wrist Cannon");
    expect(dialog.userId).toBe(world.gm.user.id);
    const card = chat(world).at(-1)!;
    expect(await cardHtml(card)).toContain("Wrist Cannon is installed in the Right arm.");
    // Issue 16: the checks are labelled roll boxes with their DC and outcome (colour by data-outcome).
    expect(await rollBoxes(card)).toEqual([
      { label: "Check 1: Sleight of Hand", dc: "DC 11", outcome: "success", outcomeText: "Success", total: "12" },
      { label: "Check 2: Sleight of Hand", dc: "DC 14", outcome: "success", outcomeText: "Success", total: "16" },
    ]);
    expect(await cardHtml(card)).toContain("Quality: Flawless");
    expect(card.rolls).toHaveLength(2);
    expect(sectionEl(sheet, "rightArm").querySelector(".augment-name")?.textContent?.trim()).toBe("Wrist Cannon");
  });

  it("CY-INS-2, CY-INS-3: both checks fail → still installed with a major flaw and the GM's text; no damage", async () => {
    const { world, actor } = await setup();
    const hp = actor.system.attributes.hp.value;
    world.dice.queue([3, 5]);
    world.dialogs.respond({ action: "ok", fields: { dc1: 10, dc2: 15 } });
    world.dialogs.respond({ action: "ok", fields: { text: "The barrel jams in the cold." } });
    const sheet = await openSheet(actor);
    dropOn(sectionEl(sheet, "leftArm"), await packUuid("Wrist Cannon"));
    await world.settle();

    const [cannon] = augments(actor);
    expect(cannon?.system.installedSection).toBe("leftArm");
    expect(cannon?.system.quality).toBe("majorFlaw");
    expect(cannon?.system.flaw).toBe("The barrel jams in the cold.");
    expect(actor.system.attributes.hp.value).toBe(hp);
    expect(await cardHtml(chat(world).at(-1))).toContain("Quality: Major flaw");
    expect(await cardHtml(chat(world).at(-1))).toContain("Flaw: The barrel jams in the cold.");
  });

  it("CY-INS-2: a second DC not higher than the first is refused and asked again", async () => {
    const { world, actor } = await setup();
    const item = await createAugment(actor, "Arm Blade");
    world.dice.queue([12, 9]);
    world.dialogs.respond({ action: "ok", fields: { dc1: 15, dc2: 15 } });
    world.dialogs.respond({ action: "ok", fields: { dc1: 8, dc2: 12 } });
    world.dialogs.respond({ action: "ok", fields: { text: "Slow to deploy." } });
    await actor.installAugment(item, "rightArm");
    await world.settle();
    expect(world.notifications.some((n) => n.level === "warning" && n.message.includes("higher than the first"))).toBe(true);
    expect(item.system.quality).toBe("minorFlaw");
    expect(item.system.flaw).toBe("Slow to deploy.");
    expect((await rollBoxes(chat(world).at(-1))).map((box) => box.dc)).toContain("DC 12");
  });

  it("CY-LE-1: a natural 18–20 offers a Lasting Effect; the text is recorded", async () => {
    const { world, actor } = await setup();
    const item = await createAugment(actor, "Arm Blade");
    world.dice.queue([19, 16]);
    world.dialogs.respond({ action: "ok", fields: { dc1: 10, dc2: 15 } });
    world.dialogs.respond({ action: "ok", fields: { text: "Sparks blind a foe." } });
    await actor.installAugment(item, "rightArm");
    await world.settle();
    expect(item.system.quality).toBe("flawless");
    expect(item.system.lastingEffect).toBe("Sparks blind a foe.");
    expect(await cardHtml(chat(world).at(-1))).toContain("Lasting Effect: Sparks blind a foe.");
  });

  it("CY-INS-1: in an active combat the drop is refused; nothing is created or changed", async () => {
    const { world, actor } = await setup();
    await Combat.create({ active: true, combatants: [{ actorId: actor.id }] } as Combat.CreateData);
    expect(actor.inCombat).toBe(true);
    const before = snapshot(actor);
    const messages = world.chat.length;
    const sheet = await openSheet(actor);
    dropOn(sectionEl(sheet, "rightArm"), await packUuid("Wrist Cannon"));
    await world.settle();
    expect(snapshot(actor)).toEqual(before);
    expect(world.chat.length).toBe(messages);
    expect(world.dialogs.history).toHaveLength(0);
    expect(world.notifications.at(-1)?.message).toContain("cannot be installed during combat");
  });

  it("CY-SLOT-1, CY-SLOT-2: an occupied section refuses the drop; nothing is created", async () => {
    const { world, actor } = await setup();
    await createAugment(actor, "Arm Blade", { installedSection: "rightArm" });
    const before = snapshot(actor);
    const sheet = await openSheet(actor);
    dropOn(sectionEl(sheet, "rightArm"), await packUuid("Wrist Cannon"));
    await world.settle();
    expect(snapshot(actor)).toEqual(before);
    expect(world.notifications.at(-1)?.message).toBe(
      "Wrist Cannon cannot go into the Right arm: Arm Blade is already installed there. Nothing was changed.",
    );
  });

  it("CY-SLOT-3: a wrong section kind refuses the drop; CY-REM-3: a damaged augment cannot be installed", async () => {
    const { world, actor } = await setup();
    const sheet = await openSheet(actor);
    dropOn(sectionEl(sheet, "head"), await packUuid("Wrist Cannon"));
    await world.settle();
    expect(augments(actor)).toHaveLength(0);
    expect(world.notifications.at(-1)?.message).toContain("is not designed for the Head");

    const broken = await createAugment(actor, "Arm Blade", { integrity: "damaged" });
    expect(await actor.installAugment(broken, "leftArm")).toBeNull();
    expect(broken.system.installedSection).toBeNull();
    expect(world.notifications.at(-1)?.message).toContain("repair it before installing it");
  });

  it("CY-INS-1: an augment dropped elsewhere on the sheet asks which section (only those that accept it)", async () => {
    const { world, actor } = await setup();
    await createAugment(actor, "Arm Blade", { installedSection: "rightArm" });
    world.dice.queue([12, 16]);
    world.dialogs.respond({ action: "ok", fields: { section: "leftArm" } });
    world.dialogs.respond({ action: "ok", fields: { dc1: 10, dc2: 15 } });
    const sheet = await openSheet(actor);
    dropOn(sheet.element, await packUuid("Wrist Cannon"));
    await world.settle();
    const sectionDialog = world.dialogs.history[0]!;
    expect(sectionDialog.title).toBe("Install into which section?");
    // Only the free arm is offered: the right arm is occupied, head, torso and legs are the wrong kind.
    const offered = sectionDialog.content.replace(/\s+/g, " ");
    expect(offered).toContain("Left arm");
    for (const other of ["Right arm", "Head", "Torso", "leg"]) expect(offered).not.toContain(other);
    expect(augments(actor).find((a) => a.name === "Wrist Cannon")?.system.installedSection).toBe("leftArm");
  });

  it("CY-INS-1: a carried augment's Install button on the body map asks the section, then installs", async () => {
    const { world, actor } = await setup();
    const item = await createAugment(actor, "Arm Blade");
    world.dice.queue([15, 15]);
    world.dialogs.respond({ action: "ok", fields: { section: "rightArm" } });
    world.dialogs.respond({ action: "ok", fields: { dc1: 10, dc2: 14 } });
    const sheet = await openSheet(actor);
    await showTab(sheet, "augments");
    sheet.element.querySelector<HTMLElement>(`[data-augment-list="carried"] [data-item-id="${item.id}"] [data-action="installAugment"]`)!.click();
    await world.settle();
    expect(item.system.installedSection).toBe("rightArm");
    expect(item.system.quality).toBe("flawless");
    expect(sheet.element.querySelector(`[data-drop-section="rightArm"] [data-action="removeAugment"]`)).not.toBeNull();
  });

  it("CY-REM-2: an adapted augment is swapped (removed, installed) without checks or DC dialogs", async () => {
    const { world, actor } = await setup();
    const item = await createAugment(actor, "Arm Blade", { installedSection: "rightArm", adapted: true, quality: "minorFlaw", flaw: "Squeaks." });
    const sheet = await openSheet(actor);
    await showTab(sheet, "augments");
    (sheet.element.querySelector<HTMLElement>(`[data-drop-section="rightArm"] [data-action="removeAugment"]`))!.click();
    await world.settle();
    expect(item.system.installedSection).toBeNull();
    dropOn(sectionEl(sheet, "leftArm"), item.uuid);
    await world.settle();
    expect(item.system.installedSection).toBe("leftArm");
    expect(item.system.quality).toBe("minorFlaw");
    expect(item.system.flaw).toBe("Squeaks.");
    expect(world.dice.history).toHaveLength(0);
    expect(world.dialogs.history).toHaveLength(0);
    expect(item.system.history.map((h) => h.action)).toEqual(["remove", "install"]);
    expect(await cardHtml(chat(world).at(-1))).toContain("Adapted augment: no checks needed.");
  });
  it("CY-INS-2: the checks belong to the first installation only; a reinstall of a non-adapted augment keeps its quality, flaw and lasting effect", async () => {
    const { world, actor } = await setup();
    const item = await createAugment(actor, "Arm Blade", {
      installedSection: "rightArm",
      installCount: 1,
      quality: "majorFlaw",
      flaw: "Jams in the cold.",
      lastingEffect: "Glows faintly.",
    });
    // A flawed first removal, not compromised by the GM: out, intact, not adapted.
    world.dice.queue([4, 17]);
    world.dialogs.respond({ action: "ok", fields: { dc1: 10, dc2: 15 } });
    world.dialogs.respond({ action: "no" });
    await actor.removeAugment(item);
    await world.settle();
    expect(item.system).toMatchObject({ installedSection: null, integrity: "intact", adapted: false });
    const dice = world.dice.history.length;
    const dialogs = world.dialogs.history.length;
    const sheet = await openSheet(actor);
    dropOn(sectionEl(sheet, "leftArm"), item.uuid);
    await world.settle();
    expect(item.system).toMatchObject({ installedSection: "leftArm", quality: "majorFlaw", flaw: "Jams in the cold.", lastingEffect: "Glows faintly." });
    expect(world.dice.history).toHaveLength(dice);
    expect(world.dialogs.history).toHaveLength(dialogs);
    expect(await cardHtml(chat(world).at(-1))).toContain("the installation checks are not repeated");
    // CY-REM-1/2: not adapted, so the next removal is checked again.
    world.dice.queue([15, 18]);
    world.dialogs.respond({ action: "ok", fields: { dc1: 10, dc2: 15 } });
    await actor.removeAugment(item);
    await world.settle();
    expect(world.dice.history).toHaveLength(dice + 2);
    expect(item.system.adapted).toBe(true);
  });
});

describe("who does the work (CY-WHO-1)", () => {
  it("CY-WHO-1: another creature the player owns installs: asked, its Sleight of Hand rolls, the card names it", async () => {
    const { world, actor } = await setup();
    const surgeon = await createCharacter({
      name: "Doc",
      ownership: { default: 0, [world.player.user.id!]: 3 },
      system: { abilities: { dex: { value: 18 } }, skills: { slt: { proficiency: 1 } } },
    });
    const item = await createAugment(actor, "Arm Blade");
    world.dialogs.respond({ action: "ok", fields: { worker: surgeon.uuid }, matching: "Who installs", client: world.player });
    world.dialogs.respond({ action: "ok", fields: { dc1: 10, dc2: 15 }, client: world.gm });
    world.dice.queue([6, 8]);
    await world.as(world.player, () => actor.installAugment(item, "leftArm", { flaw: "Sticks." }));
    await world.settle();
    // Dex 18 (+4) and proficiency (+2): 12 and 14 against 10 and 15.
    const card = chat(world).at(-1)!;
    expect((await rollBoxes(card)).map((box) => [box.total, box.dc, box.outcome])).toEqual([
      ["12", "DC 10", "success"],
      ["14", "DC 15", "failure"],
    ]);
    expect(await cardHtml(card)).toContain("Doc does the work");
    expect(item.system).toMatchObject({ installedSection: "leftArm", quality: "minorFlaw" });
  });

  it("CY-WHO-1: an installer the user does not control is refused; nothing is rolled or changed", async () => {
    const { world, actor } = await setup();
    const stranger = await createCharacter({ name: "Stranger" });
    const item = await createAugment(actor, "Arm Blade");
    const before = snapshot(actor);
    const result = await world.as(world.player, () => actor.installAugment(item, "leftArm", { worker: stranger }));
    await world.settle();
    expect(result).toBeNull();
    expect(snapshot(actor)).toEqual(before);
    expect(world.dice.history).toHaveLength(0);
    expect(world.notifications.at(-1)?.message).toContain("you do not control that creature");
  });
});

describe("augment save DC at installation (CY-DC-1)", () => {
  async function withDcs(featureDcs: Array<{ id: string; name: string; ability: string }>) {
    const world = await createWorld({ seed: 11, worldTime: 1000 });
    const actor = await createCharacter({
      ownership: { default: 0, [world.player.user.id!]: 3 },
      system: { abilities: { int: { value: 16 }, wis: { value: 14 } }, featureDcs: featureDcs.map((dc) => ({ ...dc, bonus: 0 })) },
    });
    // Installed before (no checks now), a save-based attack: it calls for the augment save DC.
    const item = await createAugment(actor, "Shock Palm", { attackSave: "con", installCount: 1, quality: "flawless" });
    return { world, actor, item };
  }
  const TWO = [
    { id: "spells", name: "Spellcasting", ability: "int" },
    { id: "ki", name: "Ki", ability: "wis" },
  ];

  it("CY-DC-1: with several class feature DCs the install asks which one and records it", async () => {
    const { world, actor, item } = await withDcs(TWO);
    world.dialogs.respond({ action: "ok", fields: { featureId: "ki" }, client: world.player });
    await world.as(world.player, () => actor.installAugment(item, "leftArm"));
    await world.settle();
    const dialog = world.dialogs.history.at(-1)!;
    expect(dialog.title).toContain("Save DC for Shock Palm");
    expect(dialog.userId).toBe(world.player.user.id);
    expect(item.system).toMatchObject({ installedSection: "leftArm", saveDcFeatureId: "ki" });
    expect(item.system.saveDc).toMatchObject({ dc: 12, source: "feature", featureId: "ki", choiceNeeded: false });
  });

  it("CY-DC-1: closing the question cancels the installation before anything is rolled or written", async () => {
    const { world, actor, item } = await withDcs(TWO);
    const before = snapshot(actor);
    world.dialogs.respond({ action: "cancel", client: world.player });
    await world.as(world.player, () => actor.installAugment(item, "leftArm"));
    await world.settle();
    expect(snapshot(actor)).toEqual(before);
    expect(world.dice.history).toHaveLength(0);
  });

  it("CY-DC-1: the only class feature DC is taken without asking; none → nothing recorded (8 + PB + mod)", async () => {
    const one = await withDcs([TWO[1]!]);
    await one.world.as(one.world.player, () => one.actor.installAugment(one.item, "leftArm"));
    await one.world.settle();
    expect(one.world.dialogs.history).toHaveLength(0);
    expect(one.item.system.saveDcFeatureId).toBe("ki");
    const none = await withDcs([]);
    await none.world.as(none.world.player, () => none.actor.installAugment(none.item, "leftArm"));
    await none.world.settle();
    expect(none.world.dialogs.history).toHaveLength(0);
    expect(none.item.system).toMatchObject({ installedSection: "leftArm", saveDcFeatureId: null });
    expect(none.item.system.saveDc).toMatchObject({ source: "augment" });
  });
});

describe("augment removal (CY-REM-1..3)", () => {
  it("CY-REM-1, CY-REM-2: a clean removal makes the augment adapted; it stays in the inventory", async () => {
    const { world, actor } = await setup();
    const item = await createAugment(actor, "Arm Blade", { installedSection: "rightArm", quality: "flawless" });
    const calls: string[] = [];
    onHook("augmented.preRemoveAugment", () => void calls.push("pre"));
    onHook("augmented.removeAugment", () => void calls.push("post"));
    world.dice.queue([14, 17]);
    world.dialogs.respond({ action: "ok", fields: { dc1: 10, dc2: 15 } });
    await actor.removeAugment(item);
    await world.settle();
    expect(actor.items.get(item.id!)).toBeDefined();
    expect(item.system.installedSection).toBeNull();
    expect(item.system.adapted).toBe(true);
    expect(item.system.integrity).toBe("intact");
    expect(calls).toEqual(["pre", "post"]);
    expect(await cardHtml(chat(world).at(-1))).toContain("now adapted");
  });

  it("CY-REM-1, CY-REM-3: a removal with a failure → the GM marks it compromised → damaged, not adapted, kept", async () => {
    const { world, actor } = await setup();
    const item = await createAugment(actor, "Arm Blade", { installedSection: "rightArm", quality: "flawless" });
    let updates = 0;
    Hooks.on("updateItem", () => void updates++);
    world.dice.queue([14, 4]);
    world.dialogs.respond({ action: "ok", fields: { dc1: 10, dc2: 15 } });
    world.dialogs.respond({ action: "yes" });
    await actor.removeAugment(item);
    await world.settle();
    expect(item.system.installedSection).toBeNull();
    expect(item.system.integrity).toBe("damaged");
    expect(item.system.adapted).toBe(false);
    expect(actor.items.get(item.id!)).toBeDefined();
    expect(updates).toBe(1);
    expect(await cardHtml(chat(world).at(-1))).toContain("integrity is compromised");
  });

  it("CY-REM-1: removal in combat is refused; nothing changes", async () => {
    const { world, actor } = await setup();
    const item = await createAugment(actor, "Arm Blade", { installedSection: "rightArm", quality: "flawless" });
    await Combat.create({ active: true, combatants: [{ actorId: actor.id }] } as Combat.CreateData);
    const before = snapshot(actor);
    expect(await actor.removeAugment(item)).toBeNull();
    await world.settle();
    expect(snapshot(actor)).toEqual(before);
    expect(world.notifications.at(-1)?.message).toContain("cannot be removed during combat");
  });
});
