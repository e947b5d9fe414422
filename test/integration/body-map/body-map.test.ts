/**
 * Issue 4, item 4 (display): the character sheet's Augments tab shows the body map through the real sheet —
 * six sections (CY-SLOT-1), installed augments with purpose, uses (CY-USE-1) and integrity (CY-INT-3), prosthetic
 * replacements as a note (CY-SLOT-4), the Visionaire summary (CY-VIS-1..3), over-capacity in loaded data flagged
 * and left as it is (CY-SLOT-2), and the augments carried but not installed.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { tableWithHero } from "../workflows/setup";
import { createCharacter, openSheet, showTab, type SheetHandle } from "../helpers";
import { augmentSource, createAugment } from "../augments/helpers";

const SECTIONS = ["head", "torso", "leftArm", "rightArm", "leftLeg", "rightLeg"];

function section(sheet: SheetHandle, id: string): HTMLElement {
  const el = sheet.element.querySelector<HTMLElement>(`.body-map [data-section="${id}"]`);
  if (!el) throw new Error(`no body-map section ${id}`);
  return el;
}

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, " ").trim() ?? "";

describe("body map (character sheet, Augments tab)", () => {
  it("CY-SLOT-1: an empty body map shows six free sections, each a drop target", async () => {
    const world = await createWorld({ seed: 11 });
    const actor = await createCharacter();
    const sheet = await openSheet(actor);
    await showTab(sheet, "augments");
    expect(sheet.element.querySelector('[data-action="tab"][data-tab="augments"]')?.textContent?.trim()).toBe("Augments");
    const sections = [...sheet.element.querySelectorAll<HTMLElement>(".body-map [data-section]")];
    expect(sections.map((el) => el.dataset.section)).toEqual(SECTIONS);
    for (const el of sections) {
      expect(el.dataset.dropSection).toBe(el.dataset.section);
      expect(el.classList.contains("free")).toBe(true);
      expect(text(el.querySelector(".section-free"))).toMatch(/^Free/);
    }
    // Each free section invites a drop.
    expect(text(section(sheet, "leftArm").querySelector('[data-derived="drop-hint"]'))).toBe("Drop an augment here to install it");
    expect(text(section(sheet, "head").querySelector('[data-derived="drop-hint"]'))).toBe("Drop an augment here to install it");
    expect(text(section(sheet, "leftArm").querySelector(".section-label"))).toBe("Left arm");
    expect(sheet.element.querySelector(".body-map-issues")).toBeNull();
    expect(text(sheet.element.querySelector(".visionaire"))).toContain("No installed augment adds AC.");
    expect(text(sheet.element.querySelector('[data-augment-list="carried"]'))).toContain("No augments carried.");
    await sheet.close();
    await world.settle();
  });

  it("CY-USE-1, CY-VIS-1: installed augments show in their sections with purpose, uses and integrity", async () => {
    const world = await createWorld({ seed: 11 });
    const actor = await createCharacter({ system: { details: { level: 5 } } });
    await createAugment(actor, "Wrist Cannon", { installedSection: "rightArm", uses: { spent: 1 } });
    await createAugment(actor, "Optic Array", { sectionKind: "head", purpose: "utility", installedSection: "head" });
    await createAugment(actor, "Spring Legs", { sectionKind: "leg", purpose: "mobility", mobility: { mode: "jump", bonus: 0 }, installedSection: "leftLeg" });
    await createAugment(actor, "Spare Blade", { functionTag: "blade" });
    const sheet = await openSheet(actor);
    await showTab(sheet, "augments");

    const arm = section(sheet, "rightArm");
    expect(arm.classList.contains("free")).toBe(false);
    expect(text(arm.querySelector(".augment-name"))).toBe("Wrist Cannon");
    expect(text(arm.querySelector(".augment-purpose"))).toBe("Attack");
    expect(text(arm.querySelector('[data-derived="uses"]'))).toBe("Uses 2/3");
    expect(text(arm.querySelector(".integrity-badge"))).toBe("Intact");
    expect(arm.querySelector(".integrity-badge")?.getAttribute("data-integrity")).toBe("intact");
    expect(text(section(sheet, "head").querySelector(".augment-name"))).toBe("Optic Array");
    expect(text(section(sheet, "head").querySelector(".augment-purpose"))).toBe("Utility");
    expect(text(section(sheet, "leftLeg").querySelector('[data-derived="uses"]'))).toBe("Uses 3/3");
    for (const id of ["torso", "leftArm", "rightLeg"]) expect(section(sheet, id).classList.contains("free")).toBe(true);

    // CY-VIS-1: capped at +2, the third says why it adds nothing.
    expect(text(sheet.element.querySelector('[data-derived="visionaire"]'))).toBe("+2");
    expect(sheet.element.querySelectorAll(".visionaire .counted")).toHaveLength(2);
    expect(text(sheet.element.querySelector(".visionaire .excluded"))).toContain("bonus already at +2");

    // Carried but not installed, with an edit control that opens its sheet.
    const carried = sheet.element.querySelector('[data-augment-list="carried"]')!;
    expect([...carried.querySelectorAll(".augment-row .item-name")].map(text)).toEqual(["Spare Blade"]);
    const spare = actor.items.find((item) => item.name === "Spare Blade")!;
    carried.querySelector<HTMLElement>(`[data-item-id="${spare.id}"] [data-action="editItem"]`)!.click();
    await world.settle();
    expect(spare.sheet?.rendered).toBe(true);
    await spare.sheet?.close();
    await sheet.close();
    await world.settle();
  });

  it("CY-INT-3, CY-VIS-2: a damaged augment shows Damaged and is listed as adding no AC", async () => {
    const world = await createWorld({ seed: 11 });
    const actor = await createCharacter();
    const cannon = await createAugment(actor, "Wrist Cannon", { installedSection: "rightArm" });
    const sheet = await openSheet(actor);
    await showTab(sheet, "augments");
    expect(text(section(sheet, "rightArm").querySelector(".integrity-badge"))).toBe("Intact");
    expect(text(sheet.element.querySelector('[data-derived="visionaire"]'))).toBe("+1");

    await cannon.update({ system: { integrity: "damaged" } });
    await world.settle();
    const badge = section(sheet, "rightArm").querySelector(".integrity-badge");
    expect(text(badge)).toBe("Damaged");
    expect(badge?.getAttribute("data-integrity")).toBe("damaged");
    expect(text(sheet.element.querySelector('[data-derived="visionaire"]'))).toBe("+0");
    expect(text(sheet.element.querySelector(".visionaire .excluded"))).toBe("Wrist Cannon: damaged, adds nothing until repaired");
    await sheet.close();
    await world.settle();
  });

  it("CY-SLOT-4: a prosthetic replacement is a note on its section, which stays free for an augment", async () => {
    const world = await createWorld({ seed: 11 });
    const actor = await createCharacter();
    await createAugment(actor, "Peg Leg", { sectionKind: "leg", purpose: "prosthetic", installedSection: "leftLeg" });
    const sheet = await openSheet(actor);
    await showTab(sheet, "augments");
    const leg = section(sheet, "leftLeg");
    expect(leg.classList.contains("free")).toBe(true);
    expect(text(leg.querySelector(".section-prosthetic"))).toContain("Replaced by Peg Leg");
    expect(text(sheet.element.querySelector('[data-derived="visionaire"]'))).toBe("+0");
    await sheet.close();
    await world.settle();
  });

  it("CY-SLOT-2, CY-SLOT-3: imported data with an augment in a section its structure does not fit, or destroyed and still in its section, is named in words on the section and in the banner", async () => {
    const world = await createWorld({ seed: 11 });
    const actor = await createCharacter({
      items: [
        augmentSource("Arm Blade", { sectionKind: "arm", installedSection: "torso" }),
        augmentSource("Wrist Cannon", { installedSection: "rightArm", integrity: "destroyed" }),
      ],
    });
    const sheet = await openSheet(actor);
    await showTab(sheet, "augments");
    const wrongKind = "Arm Blade is installed in the Torso but its structure fits only Arm sections.";
    const destroyed = "Wrist Cannon is destroyed but still recorded in the Right arm.";
    expect(text(section(sheet, "torso").querySelector(".section-issue"))).toBe(wrongKind);
    expect(text(section(sheet, "rightArm").querySelector(".section-issue"))).toBe(destroyed);
    const banner = text(sheet.element.querySelector(".body-map-issues"));
    expect(banner).toContain(wrongKind);
    expect(banner).toContain(destroyed);
    await sheet.close();
    await world.settle();
  });

  it("CY-SLOT-2: two augments in one section from imported data are flagged on the section and in a banner, never fixed", async () => {
    const world = await createWorld({ seed: 11 });
    // Imported data: the items arrive inside the actor's source, so no item-level guard runs.
    const actor = await createCharacter({
      items: [augmentSource("Wrist Cannon", { installedSection: "rightArm" }), augmentSource("Arm Blade", { installedSection: "rightArm" })],
    });
    const sheet = await openSheet(actor);
    await showTab(sheet, "augments");
    const arm = section(sheet, "rightArm");
    expect(arm.classList.contains("flagged")).toBe(true);
    expect([...arm.querySelectorAll(".augment-name")].map(text).sort()).toEqual(["Arm Blade", "Wrist Cannon"]);
    expect(text(arm.querySelector(".section-issue"))).toBe("More than one augment is installed in the Right arm.");
    expect(text(sheet.element.querySelector(".body-map-issues"))).toContain("More than one augment is installed in the Right arm.");
    for (const id of SECTIONS.filter((s) => s !== "rightArm")) expect(section(sheet, id).classList.contains("flagged")).toBe(false);
    // Nothing was moved.
    expect(actor.items.map((item) => (item.system as unknown as { installedSection: string | null }).installedSection)).toEqual(["rightArm", "rightArm"]);
    await sheet.close();
    await world.settle();
  });

  it("destroyed augments are kept as records below the map", async () => {
    const world = await createWorld({ seed: 11 });
    const actor = await createCharacter();
    await createAugment(actor, "Burnt Cannon", { integrity: "destroyed" });
    const sheet = await openSheet(actor);
    await showTab(sheet, "augments");
    const records = sheet.element.querySelector('[data-augment-list="records"]');
    expect(text(records?.querySelector(".augment-row .item-name"))).toBe("Burnt Cannon");
    expect(text(records?.querySelector(".integrity-badge"))).toBe("Destroyed");
    expect(text(sheet.element.querySelector('[data-augment-list="carried"]'))).toContain("No augments carried.");
    await sheet.close();
    await world.settle();
  });

  it("CY-REP-1: a damaged augment's section has one control row, Use (disabled), Repair and a labelled Remove; Repair runs the repair", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 300 } });
    const line = await createAugment(hero, "Grapple Line", { purpose: "utility", installedSection: "leftArm", integrity: "damaged" });
    await createAugment(hero, "Wrist Cannon", { installedSection: "rightArm" });
    await world.time.advance(3600);
    const sheet = await world.as(world.player, () => openSheet(hero));
    const arm = section(sheet, "leftArm");
    const controls = [...arm.querySelectorAll<HTMLButtonElement>(".augment-controls button")];
    expect(controls.map((b) => [b.dataset.action, text(b), b.disabled])).toEqual([
      ["useAugment", "Use", true],
      ["repairAugment", "Repair", false],
      ["removeAugment", "Remove", false],
    ]);
    // An intact augment offers no Repair.
    expect(section(sheet, "rightArm").querySelector('[data-action="repairAugment"]')).toBeNull();
    expect(text(section(sheet, "rightArm").querySelector('[data-action="removeAugment"]'))).toBe("Remove");

    // CY-REP-1: the GM rules the designated tool not needed (the hero carries none).
    world.dialogs.respond({ action: "ok", matching: "The GM sets the DC", fields: { toolRuling: "notNeeded" } });
    world.dialogs.respond({ action: "pay", matching: "pays 250" });
    world.dice.queue([19, 19]);
    await world.as(world.player, async () => arm.querySelector<HTMLButtonElement>('[data-action="repairAugment"]')!.click());
    await world.settle();
    expect(line.system.integrity).toBe("intact");
    await world.as(world.player, () => sheet.close());
  });
});
