/**
 * Designing an augment (CY-DES-1..3) through `actor.designAugment` and the augment sheet: the design record is
 * checked first, the lockout after a failure lasts until a rest, the GM's DC is asked for, the Intelligence
 * check goes through the actor's d20 evaluator, construction costs 1,000 gp (CORE-8), the card carries a GM
 * Undo, and the hooks frame it. A built design can then be installed.
 */
import { describe, expect, it } from "vitest";
import { type AugmentItem, augmentSource, createAugment } from "../augments/helpers";
import { startDesign } from "../../../src/workflows/augment-design/view";
import { clickCardButton, lastMessage, tableWithHero } from "../workflows/setup";
import { createCharacter, enterEditMode, openSheet } from "../helpers";
import { type DesignAugmentOptions, designLockedOut } from "../../../src/workflows/augment-design/design";
import { cardHtml, rollBoxes } from "../cards";

const DC_DIALOG = "The GM sets the DC";
// cast (these three): the character's currency, the augment's design status and the system flag, read by path.
const gold = (actor: { system: unknown }) => (actor.system as { currency: Record<string, number> }).currency.gp;
const status = (item: AugmentItem) => (item.system as unknown as { designStatus: string }).designStatus;
/** CY-DES-1: is `designer` locked out of this design? */
const lockedOut = (design: AugmentItem, designer: Actor.Implementation) => designLockedOut(design as unknown as Item.Implementation, designer);

/** A complete attack-augment design (CY-DES-3), still a draft. */
const DESIGN = { designStatus: "draft", deployment: "Slides out of the forearm; hidden under a skin flap", limits: "Needs a free hand" };

async function heroWithDraft(gp: number, system: Record<string, unknown> = {}) {
  const table = await tableWithHero({ currency: { gp }, abilities: { int: { value: 14 } }, ...system });
  const blade = await createAugment(table.hero, "Arc Blade", DESIGN);
  await table.world.settle();
  return { ...table, blade };
}

describe("augment design (CY-DES-1..3)", () => {
  it("CY-DES-1 / CY-DES-2: a successful design check with 1,000 gp builds the augment, which can then be installed", async () => {
    const { world, hero, blade } = await heroWithDraft(1200);
    const fired: string[] = [];
    await world.as(world.player, () => {
      Hooks.on("augmented.preDesignAugment", () => void fired.push("pre"));
      Hooks.on("augmented.designAugment", (_actor, _item, result) => void fired.push(result.built ? "built" : "not built"));
    });
    // A draft is never installed (CY-DES-2).
    expect(await world.as(world.player, () => hero.installAugment(blade, "rightArm", { dcs: [10, 15] }))).toBeNull();
    expect(world.notifications.at(-1)?.message).toContain("not built yet");

    let prefilled = "";
    world.dialogs.respond((dialog) => {
      const input = dialog.element.querySelector<HTMLInputElement>("input[name=dc]")!;
      prefilled = input.value;
      input.value = "13";
      dialog.element.querySelector<HTMLButtonElement>('button[data-action="ok"]')!.click();
    });
    world.dialogs.respond({ action: "pay", matching: "pays 1000" });
    world.dice.queue([11]);

    const result = await world.as(world.player, () => hero.designAugment(blade));
    await world.settle();

    expect(prefilled).toBe("15");
    expect(result).toMatchObject({ dc: 13, natural: 11, viable: true, built: true, lockedOut: false });
    expect(result?.roll?.formula).toBe("1d20 + 2");
    expect(result?.roll?.total).toBe(13);
    expect(status(blade)).toBe("built");
    expect(gold(hero)).toBe(200);
    expect(lockedOut(blade, hero)).toBe(false);
    expect(blade.system.history.at(-1)?.action).toBe("design");
    expect(fired).toEqual(["pre", "built"]);
    const card = lastMessage(world);
    expect(await cardHtml(card)).toContain("viable");
    expect(await cardHtml(card)).toContain("ready to install");
    expect(card.rolls).toHaveLength(1);

    world.dice.queue([15, 16]);
    const installed = await world.as(world.player, () => hero.installAugment(blade, "rightArm", { dcs: [10, 15], flaw: "" }));
    await world.settle();
    expect(installed?.section).toBe("rightArm");
    expect(blade.system.installedSection).toBe("rightArm");
  });

  it("CY-DES-1: a failed check locks the actor out; a second attempt is refused; a short rest ends the lockout", async () => {
    const { world, hero, blade } = await heroWithDraft(1200);
    world.dialogs.respond({ action: "ok", matching: DC_DIALOG });
    world.dice.queue([3]);

    const failed = await world.as(world.player, () => hero.designAugment(blade));
    await world.settle();

    expect(failed).toMatchObject({ viable: false, lockedOut: true, built: false, payment: null });
    expect(status(blade)).toBe("draft");
    expect(lockedOut(blade, hero)).toBe(true);
    expect(gold(hero)).toBe(1200);
    expect(await cardHtml(lastMessage(world))).toContain("short or long rest");
    // Issue 28, item 5: the lockout card's check is a roll box with its outcome in colour and word, not a grey box.
    const [box] = await rollBoxes(lastMessage(world));
    expect(box).toMatchObject({ outcome: "failure", outcomeText: "Failure" });
    expect(box?.dc).toMatch(/^DC \d+$/);

    // The sheet shows the lockout and disables the button.
    const sheet = await world.as(world.player, () => openSheet(blade));
    const button = sheet.element.querySelector<HTMLButtonElement>('[data-action="designAugment"]');
    expect(button?.disabled).toBe(true);
    expect(sheet.element.querySelector("[data-derived=design-reason]")?.textContent).toBe(
      `${hero.name} failed this design's check: no new attempt by ${hero.name} until a short or long rest.`,
    );

    const dialogsBefore = world.dialogs.history.length;
    const again = await world.as(world.player, () => hero.designAugment(blade));
    await world.settle();
    expect(again).toBeNull();
    expect(world.dialogs.history.length).toBe(dialogsBefore);
    expect(world.notifications.at(-1)?.message).toContain("cannot try it again until finishing a short or long rest");

    await world.as(world.player, () => hero.shortRest({ hitDice: 0 }));
    await world.settle();
    expect(lockedOut(blade, hero)).toBe(false);

    world.dialogs.respond({ action: "ok", matching: DC_DIALOG });
    world.dialogs.respond({ action: "pay", matching: "pays 1000" });
    world.dice.queue([18]);
    const retried = await world.as(world.player, () => hero.designAugment(blade));
    await world.settle();
    expect(retried?.built).toBe(true);
  });

  it("CY-DES-2 / CORE-8: without the gold a viable design stays viable; once paid it is built without a new check", async () => {
    const { world, hero, blade } = await heroWithDraft(300);
    world.dialogs.respond({ action: "ok", matching: DC_DIALOG });
    world.dice.queue([17]);

    const first = await world.as(world.player, () => hero.designAugment(blade));
    await world.settle();
    expect(first).toMatchObject({ viable: true, built: false });
    expect(status(blade)).toBe("viable");
    expect(gold(hero)).toBe(300);
    expect(world.notifications.some((n) => n.message.includes("short by 700"))).toBe(true);
    expect(await cardHtml(lastMessage(world))).toContain("stays viable");

    // cast: a dotted path map is valid update data.
    await world.as(world.gm, () => hero.update({ "system.currency.gp": 1000 } as Actor.UpdateData));
    await world.settle();
    const dialogsBefore = world.dialogs.history.length;
    world.dialogs.respond({ action: "pay", matching: "pays 1000" });
    const rollsBefore = world.dice.history.length;

    const built = await world.as(world.player, () => hero.designAugment(blade));
    await world.settle();
    expect(built).toMatchObject({ roll: null, built: true });
    expect(world.dice.history.length).toBe(rollsBefore);
    // Only the cost was asked, no DC.
    expect(world.dialogs.history.length).toBe(dialogsBefore + 1);
    expect(status(blade)).toBe("built");
    expect(gold(hero)).toBe(0);
  });

  it("CY-DES-2 / CORE-8: the GM may waive the construction cost of an actor who cannot pay", async () => {
    const { world, hero, blade } = await heroWithDraft(0);
    world.dialogs.respond({ action: "ok", matching: DC_DIALOG });
    world.dialogs.respond({ action: "waive", matching: "short by 1000" });
    world.dice.queue([20]);

    const result = await world.as(world.gm, () => hero.designAugment(blade));
    await world.settle();
    expect(result?.payment?.waived).toBe(true);
    expect(status(blade)).toBe("built");
    expect(gold(hero)).toBe(0);
  });

  it("CY-DES-3: an incomplete design is refused with every missing field named, and nothing changes", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 2000 } });
    const sketch = await createAugment(hero, "Sketch", { designStatus: "draft", damageType: null });
    await world.settle();
    const chatBefore = world.chat.length;

    const result = await world.as(world.player, () => hero.designAugment(sketch));
    await world.settle();

    expect(result).toBeNull();
    const message = world.notifications.at(-1)?.message ?? "";
    expect(message).toContain("Damage type (required)");
    expect(message).toContain("Deployment (required)");
    expect(message).toContain("Physical limits (required)");
    expect(world.dialogs.history).toHaveLength(0);
    expect(world.chat.length).toBe(chatBefore);
    expect(status(sketch)).toBe("draft");
    expect(sketch.system.history).toHaveLength(0);
    expect(gold(hero)).toBe(2000);
  });

  it("CY-DES-1: preDesignAugment returning false cancels before anything is asked; a handler may set the DC", async () => {
    const { world, hero, blade } = await heroWithDraft(1200);
    await world.as(world.player, async () => {
      Hooks.once("augmented.preDesignAugment", () => false);
      expect(await hero.designAugment(blade)).toBeNull();
    });
    await world.settle();
    expect(world.dialogs.history).toHaveLength(0);
    expect(status(blade)).toBe("draft");

    await world.as(world.player, () => {
      Hooks.once("augmented.preDesignAugment", (_actor: Actor.Implementation, _item: Item.Implementation, options: DesignAugmentOptions) => {
        options.dc = 8;
        options.costConfirmed = true;
      });
    });
    world.dice.queue([6]);
    const result = await world.as(world.player, () => hero.designAugment(blade));
    await world.settle();
    expect(result).toMatchObject({ dc: 8, built: true });
    expect(world.dialogs.history).toHaveLength(0);
  });

  it("CY-DES-1: a player cannot design an augment of an actor they do not own", async () => {
    const { world } = await tableWithHero();
    const npcOwner = await world.as(world.gm, () => createCharacter({ name: "Ward", ownership: { default: 0 }, system: { currency: { gp: 5000 } } }));
    const draft = await world.as(world.gm, () => createAugment(npcOwner, "Ward's Blade", DESIGN));
    await world.settle();

    const result = await world.as(world.player, () => npcOwner.designAugment(draft));
    await world.settle();
    expect(result).toBeNull();
    expect(world.notifications.at(-1)?.message).toContain("You do not own Ward");
    expect(status(draft)).toBe("draft");
    expect(world.dialogs.history).toHaveLength(0);
  });

  it("CORE-6: exhaustion applies to the design check (2024: -2 per level)", async () => {
    const { world, hero, blade } = await heroWithDraft(1200, { attributes: { hp: { value: 20, max: 20 }, exhaustion: 2 } });
    world.dialogs.respond({ action: "ok", matching: DC_DIALOG });
    world.dice.queue([14]);
    const result = await world.as(world.player, () => hero.designAugment(blade, { costConfirmed: true }));
    await world.settle();
    expect(result?.roll?.formula).toBe("1d20 + 2 - 4");
    expect(result?.roll?.total).toBe(12);
    expect(result?.viable).toBe(false);
  });

  it("Undo: the GM's Undo on a design card restores the status, the history, the gold and the lockout", async () => {
    const { world, hero, blade } = await heroWithDraft(1200);
    world.dialogs.respond({ action: "ok", matching: DC_DIALOG });
    world.dialogs.respond({ action: "pay", matching: "pays 1000" });
    world.dice.queue([19]);
    await world.as(world.player, () => hero.designAugment(blade));
    await world.settle();
    expect(status(blade)).toBe("built");
    const successCard = lastMessage(world);

    await clickCardButton(world, world.gm, successCard, "undo");
    expect(status(blade)).toBe("draft");
    expect(gold(hero)).toBe(1200);
    expect(blade.system.history).toHaveLength(0);

    world.dialogs.respond({ action: "ok", matching: DC_DIALOG });
    world.dice.queue([2]);
    await world.as(world.player, () => hero.designAugment(blade));
    await world.settle();
    expect(lockedOut(blade, hero)).toBe(true);
    // The failure card is the last one (no cost card after a failure).
    await clickCardButton(world, world.gm, lastMessage(world), "undo");
    expect(lockedOut(blade, hero)).toBe(false);
    expect(blade.system.history).toHaveLength(0);
  });

  it("CY-DES-1: the augment sheet starts a design and runs the design check from its button", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 1000 } });
    const fresh = await createAugment(hero, "Fresh Idea", { deployment: "Pops out", limits: "Short reach" });
    await world.settle();
    const sheet = await world.as(world.player, () => openSheet(fresh));
    expect(sheet.element.querySelector('[data-action="designAugment"]')).toBeNull();
    // The player sees no status select (only GMs set the status by hand).
    expect(sheet.element.querySelector('select[name="system.designStatus"]')).toBeNull();

    await world.as(world.player, async () => sheet.element.querySelector<HTMLElement>('[data-action="startDesign"]')!.click());
    await world.settle();
    expect(status(fresh)).toBe("draft");

    world.dialogs.respond({ action: "ok", matching: DC_DIALOG });
    world.dialogs.respond({ action: "pay", matching: "pays 1000" });
    world.dice.queue([20]);
    await world.as(world.player, async () => {
      await sheet.render(true);
      sheet.element.querySelector<HTMLElement>('[data-action="designAugment"]')!.click();
    });
    await world.settle();
    expect(status(fresh)).toBe("built");
    expect(gold(hero)).toBe(0);
  });

  it("CY-DES-2: a design that is not built is neither repaired nor upgraded, and nothing is asked or spent", async () => {
    const { world, hero, blade } = await heroWithDraft(2000);
    // cast: a dotted path map is valid update data.
    await world.as(world.gm, () => blade.update({ "system.integrity": "damaged" } as Item.UpdateData));
    await world.settle();
    expect(await world.as(world.player, () => hero.repairAugment(blade))).toBeNull();
    expect(world.notifications.at(-1)?.message).toContain("not built yet");
    expect(await world.as(world.player, () => hero.upgradeAugment(blade))).toBeNull();
    expect(world.notifications.at(-1)?.message).toContain("not built yet");
    await world.settle();
    expect(world.dialogs.history).toHaveLength(0);
    expect(gold(hero)).toBe(2000);
  });

  it("CY-DES-1 / CY-UPG-1: a ready-made augment from a compendium, carried, stays a design: it says to install it and offers neither a new design nor an upgrade until installed", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 1000 } });
    // cast: partial source data of an augment, with the compendium source Foundry records on an import.
    const [created] = (await hero.createEmbeddedDocuments("Item", [
      { ...augmentSource("Forearm Blade", { dice: 1, deployment: "Slides out", limits: "Short reach" }), _stats: { compendiumSource: "Compendium.augmented.augments.Item.forearmBlade0001" } } as unknown as Item.CreateData,
    ])) ?? [];
    // cast: created with type "augment".
    const blade = created as unknown as AugmentItem;
    await world.settle();
    const sheet = await world.as(world.player, () => openSheet(blade));
    expect(sheet.element.querySelector('[data-derived="functional"]')?.textContent?.trim()).toBe("Carried: install it to use it");
    expect(sheet.element.querySelector('[data-action="startDesign"]')).toBeNull();
    expect(sheet.element.querySelector('[data-action="upgradeAugment"]')).toBeNull();
    // The workflow refuses it too, whatever calls it.
    expect(await world.as(world.player, () => startDesign(blade))).toBe(false);
    // No stored status reads as built: the design was not sent back to a draft.
    expect(status(blade)).not.toBe("draft");
    await world.as(world.player, () => sheet.close());

    await world.as(world.gm, () => blade.update({ system: { installedSection: "rightArm" } } as Item.UpdateData));
    await world.settle();
    const installed = await world.as(world.player, () => openSheet(blade));
    expect(installed.element.querySelector('[data-derived="functional"]')?.textContent?.trim()).toBe("Functional");
    expect(installed.element.querySelector('[data-action="upgradeAugment"]')).not.toBeNull();
    await world.as(world.player, () => installed.close());
  });

  it("CY-DES-2: only the GM sets the design status by hand; an augment with a past is never turned back into a draft", async () => {
    const { world, hero, blade } = await heroWithDraft(0);
    const gmSheet = await world.as(world.gm, () => openSheet(blade));
    await world.as(world.gm, () => enterEditMode(gmSheet));
    const select = gmSheet.element.querySelector<HTMLSelectElement>('select[name="system.designStatus"]');
    expect(select?.value).toBe("draft");
    expect([...select!.options].map((option) => `${option.value}: ${option.textContent}`)).toEqual([
      "draft: Draft: needs its design check",
      "viable: Viable: needs construction",
      "built: Built",
    ]);
    expect(gmSheet.element.querySelector("[data-derived=design-status]")?.textContent).toContain("Draft: needs its design check");
    await world.as(world.gm, async () => {
      select!.value = "built";
      select!.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await world.settle();
    expect(status(blade)).toBe("built");
    // The sheet drawn again selects the status now stored.
    expect(gmSheet.element.querySelector<HTMLSelectElement>('select[name="system.designStatus"]')?.value).toBe("built");

    const used = await createAugment(hero, "Old Arm", { ...DESIGN, designStatus: "built", history: [{ action: "install", worldTime: 0, note: "" }] });
    await world.settle();
    const sheet = await world.as(world.player, () => openSheet(used));
    expect(sheet.element.querySelector('[data-action="startDesign"]')).toBeNull();
    expect(sheet.element.querySelector('select[name="system.designStatus"]')).toBeNull();
  });

  it("CY-DES-1: a failed check locks that design only: another design of the same cyborg is checked at once", async () => {
    const { world, hero, blade } = await heroWithDraft(1200);
    const visor = await createAugment(hero, "Visor", { ...DESIGN, sectionKind: "head", purpose: "utility", functionTag: "sight", damageType: null, ability: null });
    world.dialogs.respond({ action: "ok", matching: DC_DIALOG });
    world.dice.queue([2]);
    await world.as(world.player, () => hero.designAugment(blade));
    await world.settle();
    expect(lockedOut(blade, hero)).toBe(true);
    expect(lockedOut(visor, hero)).toBe(false);
    world.dialogs.respond({ action: "ok", matching: DC_DIALOG });
    world.dice.queue([18]);
    const other = await world.as(world.player, () => hero.designAugment(visor, { costConfirmed: true }));
    await world.settle();
    expect(world.notifications.filter((n) => n.level !== "info").map((n) => n.message)).toEqual([]);
    expect(other?.viable).toBe(true);
  });

  it("CY-WHO-1 / CY-DES-1: another creature the player owns designs: its Intelligence rolls, and the lock is its own", async () => {
    const { world, hero, blade } = await heroWithDraft(1200);
    const tinkerer = await createCharacter({
      name: "Tess",
      ownership: { default: 0, [world.player.user.id!]: 3 },
      system: { abilities: { int: { value: 20 } } },
    });
    world.dialogs.respond({ action: "ok", fields: { worker: tinkerer.uuid }, matching: "Who designs" });
    world.dialogs.respond({ action: "ok", matching: DC_DIALOG });
    world.dice.queue([5]);
    const failed = await world.as(world.player, () => hero.designAugment(blade));
    await world.settle();
    // Int 20: +5. 5 + 5 = 10 < 15: a failure, locking Tess, not the cyborg.
    expect(failed?.roll?.total).toBe(10);
    expect(await cardHtml(lastMessage(world))).toContain("Tess does the work");
    expect(lockedOut(blade, tinkerer)).toBe(true);
    expect(lockedOut(blade, hero)).toBe(false);
    // The cyborg may still try this design itself.
    world.dialogs.respond({ action: "ok", fields: { worker: hero.uuid }, matching: "Who designs" });
    world.dialogs.respond({ action: "ok", matching: DC_DIALOG });
    world.dice.queue([17]);
    const second = await world.as(world.player, () => hero.designAugment(blade, { costConfirmed: true }));
    await world.settle();
    expect(second?.viable).toBe(true);
  });

  it("CY-WHO-1: a designer the user does not control is refused with the reason; nothing is asked, rolled or changed", async () => {
    const { world, hero, blade } = await heroWithDraft(1200);
    const stranger = await createCharacter({ name: "Stranger" });
    const before = foundry.utils.deepClone(blade.toObject());
    const result = await world.as(world.player, () => hero.designAugment(blade, { worker: stranger.uuid }));
    await world.settle();
    expect(result).toBeNull();
    expect(world.dialogs.history).toHaveLength(0);
    expect(world.dice.history).toHaveLength(0);
    expect(blade.toObject()).toEqual(before);
    expect(world.notifications.at(-1)?.message).toContain("you do not control that creature");
  });
});
