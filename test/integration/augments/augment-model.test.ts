/**
 * Issue 4, items 2 and 3: the `augment` item type through Foundry's API — its data, what it derives on a
 * character (Visionaire AC, uses, attack, damage, save DC), the data-level section guard, the audit of loaded
 * data, refused bad input, and its item sheet.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { createCharacter, editField, enterEditMode, openSheet, shownText } from "../helpers";
import { tableWithHero } from "../workflows/setup";
import { acOf, type AugmentItem, augmentsOf, augmentSource, createAugment, updateUnchecked } from "./helpers";

describe("augment item type", () => {
  it("CY-DES-3: an augment stores its design and state with the defaults", async () => {
    const world = await createWorld({ seed: 4 });
    // cast: Item.create takes a partial source.
    const item = (await Item.create({ name: "Wrist Cannon", type: "augment" } as Item.CreateData)) as AugmentItem | undefined;
    expect(item?.system.toObject()).toMatchObject({
      sectionKind: "arm",
      purpose: "utility",
      ability: null,
      damageType: null,
      attackSave: null,
      deployment: "",
      limits: "",
      repairTool: "tinker",
      saveDcFeatureId: null,
      functionTag: "",
      dice: 1,
      mobility: { mode: null, bonus: 0 },
      rangeFt: null,
      installedSection: null,
      integrity: "intact",
      uses: { spent: 0 },
      adapted: false,
      quality: null,
      flaw: "",
      lastingEffect: "",
      history: [],
    });
    await world.settle();
  });

  it("records a history of actions with world time", async () => {
    const world = await createWorld({ seed: 4 });
    const actor = await createCharacter();
    const cannon = await createAugment(actor, "Wrist Cannon");
    await cannon.update({ system: { history: [{ action: "install", worldTime: 3600, note: "two checks" }] } });
    expect(cannon.system.history).toEqual([{ action: "install", worldTime: 3600, note: "two checks" }]);
    expect(cannon.system.state.installCount).toBe(1);
    await expect(updateUnchecked(cannon, { system: { history: [{ action: "juggle", worldTime: 0, note: "" }] } })).rejects.toThrow();
    expect(cannon.system.history).toHaveLength(1);
    await world.settle();
  });

  it("the sheet shows when each history entry happened as a day and a clock (no calendar formatter here)", async () => {
    await createWorld({ seed: 4 });
    const actor = await createCharacter();
    const cannon = await createAugment(actor, "Wrist Cannon");
    await cannon.update({ system: { history: [{ action: "install", worldTime: 86400 + 3600 * 9 + 5 * 60, note: "" }] } });
    const sheet = await openSheet(cannon);
    expect(shownText(sheet, ".augment-history-action")).toBe("Installed");
    expect(shownText(sheet, ".augment-history-time")).toBe("Day 2, 09:05");
  });
});

describe("Visionaire AC (CY-VIS-1..3)", () => {
  it("CY-VIS-1: an installed intact augment gives AC +1 with a Visionaire line in the breakdown", async () => {
    const world = await createWorld({ seed: 4 });
    const actor = await createCharacter();
    expect(acOf(actor).value).toBe(10);
    const cannon = await createAugment(actor, "Wrist Cannon", { installedSection: "rightArm" });
    expect(cannon.system.functional).toBe(true);
    expect(acOf(actor).value).toBe(11);
    expect(acOf(actor).breakdown.at(-1)).toMatchObject({ label: "AUGMENTED.AC.Visionaire", amount: 1 });
    expect(augmentsOf(actor).visionaire.counted).toEqual([{ augmentId: cannon.id, functionKey: "attack:wrist cannon" }]);

    // Carried but not installed: nothing.
    await createAugment(actor, "Spare Eye", { sectionKind: "head", purpose: "utility" });
    expect(acOf(actor).value).toBe(11);
    await world.settle();
  });

  it("CY-VIS-3: two augments with the same function count once", async () => {
    const world = await createWorld({ seed: 4 });
    const actor = await createCharacter();
    await createAugment(actor, "Left Blade", { installedSection: "leftArm", functionTag: "blade" });
    await createAugment(actor, "Right Blade", { installedSection: "rightArm", functionTag: "blade" });
    expect(acOf(actor).value).toBe(11);
    expect(augmentsOf(actor).visionaire.excluded).toEqual([{ augmentId: expect.any(String), reason: "sameFunction" }]);
    await world.settle();
  });

  it("CY-VIS-2: a damaged or destroyed augment adds nothing", async () => {
    const world = await createWorld({ seed: 4 });
    const actor = await createCharacter();
    const cannon = await createAugment(actor, "Wrist Cannon", { installedSection: "rightArm" });
    expect(acOf(actor).value).toBe(11);
    await cannon.update({ system: { integrity: "damaged" } });
    expect(cannon.system.functional).toBe(false);
    expect(acOf(actor).value).toBe(10);
    expect(acOf(actor).breakdown.some((line) => line.label === "AUGMENTED.AC.Visionaire")).toBe(false);
    expect(augmentsOf(actor).visionaire.excluded).toEqual([{ augmentId: cannon.id, reason: "damaged" }]);
    await cannon.update({ system: { integrity: "intact" } });
    expect(acOf(actor).value).toBe(11);
    await world.settle();
  });

  it("CY-VIS-1: the bonus is capped at +2, also on top of natural armor", async () => {
    const world = await createWorld({ seed: 4 });
    const actor = await createCharacter({ system: { attributes: { ac: { flat: 13 } } } });
    await createAugment(actor, "Wrist Cannon", { installedSection: "rightArm" });
    await createAugment(actor, "Optic", { sectionKind: "head", purpose: "utility", installedSection: "head" });
    await createAugment(actor, "Spring Legs", { sectionKind: "leg", purpose: "mobility", mobility: { mode: "jump", bonus: 0 }, installedSection: "leftLeg" });
    expect(augmentsOf(actor).visionaire.bonus).toBe(2);
    expect(acOf(actor).value).toBe(15);
    expect(acOf(actor).breakdown).toEqual([
      { source: "base", label: "AUGMENTED.AC.Flat", localize: true, amount: 13 },
      { source: "bonus", label: "AUGMENTED.AC.Visionaire", localize: true, amount: 2 },
    ]);
    expect(augmentsOf(actor).visionaire.excluded.map((e) => e.reason)).toEqual(["capReached"]);
    await world.settle();
  });

  it("CY-SLOT-4: a prosthetic replacement gives no Visionaire AC and no uses", async () => {
    const world = await createWorld({ seed: 4 });
    const actor = await createCharacter();
    const leg = await createAugment(actor, "Peg Leg", { sectionKind: "leg", purpose: "prosthetic", installedSection: "leftLeg" });
    expect(acOf(actor).value).toBe(10);
    expect(leg.system.uses.max).toBe(0);
    // …and a separate augment may be installed into the section it replaces.
    await createAugment(actor, "Spring Leg", { sectionKind: "leg", purpose: "mobility", installedSection: "leftLeg" });
    expect(acOf(actor).value).toBe(11);
    await world.settle();
  });
});

describe("derived numbers", () => {
  it("CY-USE-1: uses max = proficiency bonus and follows the level", async () => {
    const world = await createWorld({ seed: 4 });
    const actor = await createCharacter();
    const cannon = await createAugment(actor, "Wrist Cannon", { installedSection: "rightArm" });
    expect({ value: cannon.system.uses.value, max: cannon.system.uses.max }).toEqual({ value: 2, max: 2 });
    await cannon.update({ system: { uses: { spent: 1 } } });
    expect(cannon.system.uses.value).toBe(1);
    await actor.update({ system: { details: { level: 5 } } });
    await world.settle();
    expect({ value: cannon.system.uses.value, max: cannon.system.uses.max }).toEqual({ value: 2, max: 3 });
    await actor.update({ system: { details: { level: 17 } } });
    expect(cannon.system.uses.max).toBe(6);
    // Stored spent is only the count: toObject has no stale max.
    expect((cannon.system.toObject() as { uses: unknown }).uses).toEqual({ spent: 1, formula: "" });
    await world.settle();
  });

  it("CY-ATK-1/2: attack 1d20 + PB + relevant modifier, damage Nd6 + modifier of the design's type", async () => {
    const world = await createWorld({ seed: 4 });
    const actor = await createCharacter({ system: { abilities: { dex: { value: 16 } } } });
    const cannon = await createAugment(actor, "Wrist Cannon", { installedSection: "rightArm", dice: 2 });
    expect(cannon.system.attack).toMatchObject({ mode: "attackRoll", formula: "1d20 + 2 + 3", bonus: 5, action: "bonus" });
    expect(cannon.system.damage).toEqual({ dice: 2, modifier: 3, formula: "2d6 + 3", damageType: "force" });
    expect(cannon.system.healing).toBeNull();

    await actor.update({ system: { details: { level: 9 } } });
    expect(cannon.system.attack).toMatchObject({ formula: "1d20 + 4 + 3", bonus: 7 });

    // CY-ATK-3: a save-based attack asks for the save against the augment DC.
    await cannon.update({ system: { attackSave: "con" } });
    expect(cannon.system.attack).toMatchObject({ mode: "save", saveAbility: "con", dc: 15 });

    // CY-HEAL-1: a healing augment heals Nd6 + Intelligence.
    const medic = await createAugment(actor, "Medi-Injector", { sectionKind: "torso", purpose: "healing", dice: 3, rangeFt: 30 });
    expect(medic.system.attack).toBeNull();
    expect(medic.system.healing?.formula).toBe("3d6");

    // Unowned: nothing derived from an owner.
    // cast: Item.create takes a partial source.
    const loose = (await Item.create(augmentSource("Loose Cannon") as Item.CreateData)) as AugmentItem | undefined;
    expect(loose?.system.attack).toBeNull();
    await world.settle();
  });

  it("CY-DC-1: a chosen feature DC; the only one when none is chosen; 8 + PB + the relevant ability modifier only without any", async () => {
    const world = await createWorld({ seed: 4 });
    const actor = await createCharacter({
      system: {
        abilities: { dex: { value: 14 }, wis: { value: 18 } },
        featureDcs: [{ id: "ki", name: "Ki", ability: "wis", bonus: 0 }],
      },
    });
    const cannon = await createAugment(actor, "Wrist Cannon", { installedSection: "rightArm" });
    // One class feature DC and none chosen: that one.
    expect(cannon.system.saveDc).toMatchObject({ dc: 14, source: "feature", featureId: "ki", choiceNeeded: false });
    await cannon.update({ system: { saveDcFeatureId: "gone" } });
    expect(cannon.system.saveDc).toMatchObject({ dc: 14, source: "feature", missingFeature: true });
    await actor.update({ system: { featureDcs: [] } } as Actor.UpdateData);
    await cannon.update({ system: { saveDcFeatureId: null } });
    // No class feature DC at all: 8 + PB 2 + Dex 2.
    expect(cannon.system.saveDc).toMatchObject({ dc: 12, source: "augment", missingFeature: false });
    await world.settle();
  });
});

describe("sections at the data level (CY-SLOT-2)", () => {
  it("CY-SLOT-2: a second augment created into an occupied section is refused and the actor is unchanged", async () => {
    const world = await createWorld({ seed: 4 });
    const actor = await createCharacter();
    await createAugment(actor, "Wrist Cannon", { installedSection: "rightArm" });
    const before = actor.toObject();

    const created = await actor.createEmbeddedDocuments("Item", [augmentSource("Arm Blade", { installedSection: "rightArm" }) as Item.CreateData]);
    expect(created).toEqual([]);
    expect(actor.toObject()).toEqual(before);
    expect(acOf(actor).value).toBe(11);
    expect(world.notifications.at(-1)).toMatchObject({ level: "warning", message: expect.stringContaining("Wrist Cannon") });
    expect(world.notifications.at(-1)?.message).toContain("Right arm");
    await world.settle();
  });

  it("CY-SLOT-2: two augments created into one free section in one call: only the first goes in", async () => {
    const world = await createWorld({ seed: 4 });
    const actor = await createCharacter();
    const created = await actor.createEmbeddedDocuments("Item", [
      augmentSource("Wrist Cannon", { installedSection: "leftArm" }) as Item.CreateData,
      augmentSource("Arm Blade", { installedSection: "leftArm" }) as Item.CreateData,
    ]);
    expect(created?.map((item) => item.name)).toEqual(["Wrist Cannon"]);
    expect(augmentsOf(actor).issues).toEqual([]);
    await world.settle();
  });

  it("CY-SLOT-2: moving an augment into an occupied section is refused; a free section is fine", async () => {
    const world = await createWorld({ seed: 4 });
    const actor = await createCharacter();
    await createAugment(actor, "Wrist Cannon", { installedSection: "rightArm" });
    const blade = await createAugment(actor, "Arm Blade");
    const before = actor.toObject();

    const result = await blade.update({ system: { installedSection: "rightArm" } });
    expect(result).toBeUndefined();
    expect(blade.system.installedSection).toBeNull();
    expect(actor.toObject()).toEqual(before);
    expect(world.notifications.at(-1)?.level).toBe("warning");

    await blade.update({ system: { installedSection: "leftArm" } });
    expect(blade.system.installedSection).toBe("leftArm");
    expect(acOf(actor).value).toBe(12);
    await world.settle();
  });

  it("CY-SLOT-3: an augment goes only into a section of its kind", async () => {
    const world = await createWorld({ seed: 4 });
    const actor = await createCharacter();
    const created = await actor.createEmbeddedDocuments("Item", [augmentSource("Wrist Cannon", { installedSection: "head" }) as Item.CreateData]);
    expect(created).toEqual([]);
    expect(world.notifications.at(-1)).toMatchObject({ level: "warning", message: expect.stringContaining("Head") });
    const cannon = await createAugment(actor, "Wrist Cannon", { installedSection: "rightArm" });
    await cannon.update({ system: { sectionKind: "leg" } });
    expect(cannon.system.sectionKind).toBe("arm");
    await world.settle();
  });

  it("CY-SLOT-2: over-capacity found in loaded data is flagged at system.augments.issues, never fixed", async () => {
    const world = await createWorld({ seed: 4 });
    // Imported data: the items arrive inside the actor's source, so no item-level guard runs.
    const actor = await createCharacter({
      items: [
        augmentSource("Wrist Cannon", { installedSection: "rightArm" }),
        augmentSource("Arm Blade", { installedSection: "rightArm" }),
        augmentSource("Spring Leg", { sectionKind: "leg", purpose: "mobility", installedSection: "head" }),
      ],
    });
    const ids = Object.fromEntries(actor.items.map((item) => [item.name, item.id]));
    const issues = augmentsOf(actor).issues;
    expect(issues).toContainEqual({ code: "overCapacity", section: "rightArm", augmentIds: expect.arrayContaining([ids["Wrist Cannon"], ids["Arm Blade"]]) });
    expect(issues).toContainEqual({ code: "wrongKind", section: "head", augmentId: ids["Spring Leg"], expected: "head", actual: "leg" });
    // Nothing was moved.
    const sections = actor.items.map((item) => (item.system as unknown as { installedSection: string | null }).installedSection);
    expect(sections.sort()).toEqual(["head", "rightArm", "rightArm"]);

    // Spending a use on a flagged augment is not blocked (only placement changes are checked).
    const cannon = actor.items.find((item) => item.name === "Wrist Cannon")!;
    await cannon.update({ system: { uses: { spent: 1 } } });
    expect((cannon.system as unknown as { uses: { spent: number } }).uses.spent).toBe(1);
    await world.settle();
  });
});

describe("bad input (CY-ATK-2, CY-MOB-1/2, CY-UTL-1)", () => {
  it("dice outside 1..5 are refused with a clear error and nothing changes", async () => {
    const world = await createWorld({ seed: 4 });
    const actor = await createCharacter();
    const cannon = await createAugment(actor, "Wrist Cannon", { dice: 2 });
    await expect(cannon.update({ system: { dice: 6 } })).rejects.toThrow(/1 to 5/);
    await expect(cannon.update({ system: { dice: 0 } })).rejects.toThrow(/1 to 5/);
    expect(cannon.system.dice).toBe(2);
    await expect(createAugment(actor, "Big Cannon", { dice: 7 })).rejects.toThrow(/1 to 5/);
    expect(actor.items.size).toBe(1);
    await world.settle();
  });

  it("CY-MOB-1/2: mobility beyond the design limits is refused", async () => {
    const world = await createWorld({ seed: 4 });
    const actor = await createCharacter();
    const wings = await createAugment(actor, "Wings", { sectionKind: "torso", purpose: "mobility", mobility: { mode: "fly", bonus: 20 } });
    await expect(wings.update({ system: { mobility: { bonus: 25 } } })).rejects.toThrow(/at most 20 ft/);
    await expect(createAugment(actor, "Fins", { sectionKind: "leg", purpose: "mobility", mobility: { mode: "swim", bonus: 20 } })).rejects.toThrow(/at most 15 ft/);
    await expect(wings.update({ system: { mobility: { mode: "walk" } } })).rejects.toThrow(/at most 10 ft/);
    await expect(wings.update({ system: { mobility: { mode: "jump" } } })).rejects.toThrow(/jump/);
    expect(wings.system.mobility).toEqual({ mode: "fly", bonus: 20 });
    expect(actor.items.size).toBe(1);
    await wings.update({ system: { mobility: { mode: "climb", bonus: 15 } } });
    expect(wings.system.mobility).toEqual({ mode: "climb", bonus: 15 });
    await world.settle();
  });

  it("CY-UTL-1: a range beyond 60 ft is refused", async () => {
    const world = await createWorld({ seed: 4 });
    const actor = await createCharacter();
    const lamp = await createAugment(actor, "Flood Lamp", { sectionKind: "head", purpose: "utility", rangeFt: 60 });
    await expect(lamp.update({ system: { rangeFt: 65 } })).rejects.toThrow(/at most 60 ft/);
    await expect(lamp.update({ system: { rangeFt: -5 } })).rejects.toThrow(/0 ft or more/);
    expect(lamp.system.rangeFt).toBe(60);
    await expect(createAugment(actor, "Long Lamp", { sectionKind: "head", purpose: "utility", rangeFt: 120 })).rejects.toThrow(/at most 60 ft/);
    expect(actor.items.size).toBe(1);
    await world.settle();
  });
});

describe("augment item sheet", () => {
  it("reads as words: a compendium function tag by its label, a typed one as written, a zero to-hit signed", async () => {
    const world = await createWorld({ seed: 4 });
    // Dexterity 6 (−2) and proficiency +2: a to-hit of exactly zero.
    const actor = await createCharacter({ system: { abilities: { dex: { value: 6 } } } });
    const blade = await createAugment(actor, "Arm Blade", { installedSection: "rightArm", functionTag: "integrated-blade" });
    const sheet = await openSheet(blade);
    expect(shownText(sheet, '[data-derived="function-tag"]')).toBe("Integrated blade");
    expect(shownText(sheet, '[data-derived="attack-bonus"]')).toBe("+0");
    await sheet.close();

    const custom = await createAugment(actor, "Odd Tool", { functionTag: "Sonic whistle" });
    const customSheet = await openSheet(custom);
    expect(shownText(customSheet, '[data-derived="function-tag"]')).toBe("Sonic whistle");
    await customSheet.close();
    await world.settle();
  });

  it("shows the augment part with its derived numbers and edits through the form", async () => {
    const world = await createWorld({ seed: 4 });
    const actor = await createCharacter({ system: { abilities: { dex: { value: 16 } } } });
    const cannon = await createAugment(actor, "Wrist Cannon", { installedSection: "rightArm", dice: 2 });
    const sheet = await openSheet(cannon);
    const parts = Array.from(sheet.element.querySelectorAll<HTMLElement>("[data-application-part]"), (el) => el.dataset.applicationPart);
    expect(parts).toEqual(["header", "augment", "description"]);
    expect(shownText(sheet, '[data-derived="type"]')).toBe("Augment");
    expect(shownText(sheet, '[data-derived="uses"]')).toBe("2 / 2");
    expect(shownText(sheet, '[data-derived="attack-bonus"]')).toBe("+5");
    expect(shownText(sheet, '[data-derived="damage-formula"]')).toBe("2d6 + 3");
    // Each number's note: the to-hit's formula, the damage's type.
    const noteOf = (selector: string) => sheet.element.querySelector(selector)?.nextElementSibling?.textContent?.trim();
    expect(noteOf('[data-derived="attack-bonus"]')).toBe("1d20 + 2 + 3");
    expect(noteOf('[data-derived="damage-formula"]')).toBe("Force");
    // An attack-roll augment shows its to-hit, not a save DC.
    expect(sheet.element.querySelector('[data-derived="save-dc"]')).toBeNull();
    expect(shownText(sheet, '[data-derived="integrity"]')).toBe("Intact");

    // The sheet opens in play mode: the design reads as text (issue 28), its fields are Edit mode's.
    expect(sheet.element.querySelector('[name="system.purpose"]')).toBeNull();
    expect(sheet.element.querySelector('[data-derived="augment-design-values"]')?.textContent).toContain("Attack");
    await enterEditMode(sheet);
    editField(sheet, "system.dice", "3");
    await world.settle();
    expect(cannon.system.dice).toBe(3);
    expect(shownText(sheet, '[data-derived="damage-formula"]')).toBe("3d6 + 3");

    editField(sheet, "system.integrity", "damaged");
    await world.settle();
    expect(cannon.system.integrity).toBe("damaged");
    expect(shownText(sheet, '[data-derived="functional"]')).toBe("Not functional");
    expect(acOf(actor).value).toBe(13);

    // Purpose-specific fields: a mobility augment shows movement, not damage.
    editField(sheet, "system.purpose", "mobility");
    await world.settle();
    expect(sheet.element.querySelector('[name="system.mobility.mode"]')).not.toBeNull();
    expect(sheet.element.querySelector('[name="system.damageType"]')).toBeNull();
    await sheet.close();
  });

  it("CY-SLOT-2: choosing an occupied section on the sheet is refused with a warning", async () => {
    const world = await createWorld({ seed: 4 });
    const actor = await createCharacter();
    await createAugment(actor, "Wrist Cannon", { installedSection: "rightArm" });
    const blade = await createAugment(actor, "Arm Blade");
    const sheet = await openSheet(blade);
    await enterEditMode(sheet);
    editField(sheet, "system.installedSection", "rightArm");
    await world.settle();
    expect(blade.system.installedSection).toBeNull();
    expect(world.notifications.at(-1)?.level).toBe("warning");
    await sheet.close();
  });

  it("a player's sheet shows Integrity, Installed in and Uses spent as text: they change through workflows; the GM keeps an override", async () => {
    const table = await tableWithHero();
    const { world, hero } = table;
    const cannon = await createAugment(hero, "Wrist Cannon", { installedSection: "rightArm", dice: 2 });
    const asPlayer = await world.as(world.player, () => openSheet(cannon));
    await world.as(world.player, () => enterEditMode(asPlayer));
    // CY-DES-1..3: a built design is fixed for its owner (only a draft opens its fields to them); never the state.
    expect(asPlayer.element.querySelector('[name="system.purpose"]')).toBeNull();
    expect(shownText(asPlayer, '[data-derived="design-fixed"]')).toContain("only the GM can change it");
    // What is not the design (how it deploys, its limits) stays the owner's to write.
    expect(asPlayer.element.querySelector('[name="system.deployment"]')).not.toBeNull();
    expect(asPlayer.element.querySelector('[name="system.limits"]')).not.toBeNull();
    for (const name of ["system.integrity", "system.installedSection", "system.uses.spent", "system.quality", "system.flaw"]) {
      expect(asPlayer.element.querySelector(`[name="${name}"]`), name).toBeNull();
    }
    expect(shownText(asPlayer, '[data-derived="state-integrity"]')).toBe("Intact");
    expect(shownText(asPlayer, '[data-derived="state-section"]')).toBe("Right arm");
    expect(shownText(asPlayer, '[data-derived="state-uses-spent"]')).toBe("0");
    await world.as(world.player, () => asPlayer.close());

    // The GM's sheet keeps the fields, marked as an override, and they still write.
    const asGm = await openSheet(cannon);
    expect(asGm.element.querySelector('[name="system.integrity"]')).toBeNull();
    await enterEditMode(asGm);
    expect(shownText(asGm, '[data-derived="state-override"]')).toContain("GM override");
    editField(asGm, "system.integrity", "damaged");
    await world.settle();
    expect(cannon.system.integrity).toBe("damaged");
    await asGm.close();
  });

  it("CY-DES-1: a draft opens its design fields to its owner in Edit mode; the GM's sheet edits a built design", async () => {
    const { world, hero } = await tableWithHero();
    const draft = await createAugment(hero, "Arc Blade", { designStatus: "draft" });
    const cannon = await createAugment(hero, "Wrist Cannon", { installedSection: "rightArm" });
    const asPlayer = await world.as(world.player, () => openSheet(draft));
    await world.as(world.player, () => enterEditMode(asPlayer));
    expect(asPlayer.element.querySelector<HTMLSelectElement>('[name="system.purpose"]')?.disabled).toBe(false);
    expect(asPlayer.element.querySelector('[data-derived="design-fixed"]')).toBeNull();
    await world.as(world.player, () => asPlayer.close());
    const asGm = await openSheet(cannon);
    await enterEditMode(asGm);
    expect(asGm.element.querySelector('[data-derived="design-fixed"]')).toBeNull();
    editField(asGm, "system.dice", "3");
    await world.settle();
    expect(cannon.system.dice).toBe(3);
    await asGm.close();
  });

  it("a draft shows no integrity or functional state, only its design status", async () => {
    const world = await createWorld({ seed: 4 });
    const actor = await createCharacter();
    const draft = await createAugment(actor, "Arc Blade", { designStatus: "draft" });
    const sheet = await openSheet(draft);
    expect(sheet.element.querySelector('[data-derived="integrity"]')).toBeNull();
    expect(sheet.element.querySelector('[data-derived="functional"]')).toBeNull();
    expect(sheet.element.querySelector('[data-derived="design-status"]')).not.toBeNull();
    await sheet.close();
    await world.settle();
  });
});
