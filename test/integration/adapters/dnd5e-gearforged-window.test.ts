// The Gearforged window in a dnd5e world: the control in dnd5e's sheet header (beside the body map's), the window
// it opens (the system's Gearforged tab: chassis, upgrade slots, maintenance clock, soul gem and memory gears), and
// what it offers: a dying gearforged's stabilization (GF-BODY-5), the GM's Restore of a dead one (GF-REV-1,
// GC-LIV-2), memory gears (GF-MEM-1), all through the shared workflows and the dnd5e port.
import { describe, expect, it } from "vitest";
import type { World } from "../../foundry";
import { gearforgedTable, MODULE, type Dnd5eGearforged } from "./dnd5e-gearforged-window-table";

const CONTROL = ".augmented-dnd5e-gearforged";
const BODY_MAP = ".augmented-dnd5e-body-map";

interface WindowModule {
  gearforgedWindowOf(actor: unknown): { element: HTMLElement; rendered: boolean; title: string; close(): Promise<unknown> } | null;
}

/** Opens the actor's dnd5e sheet as `who`, clicks the control, and returns the window. */
async function openWindow(world: World, who: "gm" | "player", actor: Dnd5eGearforged) {
  const client = who === "gm" ? world.gm : world.player;
  // cast: that client's copy of the same dnd5e actor.
  const own = world.as(client, () => game.actors!.get(actor.id)) as unknown as Dnd5eGearforged;
  await world.as(client, () => own.sheet.render(true));
  await world.settle();
  const control = world.as(client, () => own.sheet.element.querySelector<HTMLButtonElement>(CONTROL));
  expect(control, "the Gearforged control on dnd5e's sheet").not.toBeNull();
  world.as(client, () => control!.click());
  await world.settle();
  const windows = await world.systemModule<WindowModule>(client, "src/adapters/dnd5e/gearforged/gearforged-window.ts");
  const window = world.as(client, () => windows.gearforgedWindowOf(own));
  expect(window?.rendered).toBe(true);
  return window!;
}

const text = (element: HTMLElement, selector: string) => element.querySelector(selector)?.textContent?.replace(/\s+/g, " ").trim() ?? "";

describe("the Gearforged control on dnd5e's sheets", () => {
  it("is in the header for the GM on every character and for an owning player on a gearforged only, beside the body map's", async () => {
    const { world, hero } = await gearforgedTable();
    // cast: dnd5e's actor, which the system's type definitions do not describe.
    const plain = (await world.as(world.gm, () => Actor.create({ name: "Kit", type: "character", ownership: { default: 0, [world.player.userId]: 3 } } as never))) as unknown as Dnd5eGearforged;
    await world.settle();
    const controls = async (who: "gm" | "player", actor: Dnd5eGearforged) => {
      const client = who === "gm" ? world.gm : world.player;
      const own = world.as(client, () => game.actors!.get(actor.id)) as unknown as Dnd5eGearforged;
      await world.as(client, () => own.sheet.render(true));
      return world.as(client, () => [...own.sheet.element.querySelectorAll<HTMLElement>(".sheet-header-buttons > button")].map((b) => b.className.split(" ")[0]));
    };
    const gm = await controls("gm", hero);
    // The body map's control first (the Cyborg line's, registered first), then the Gearforged window's, in one row.
    expect(gm.indexOf(BODY_MAP.slice(1))).toBeGreaterThanOrEqual(0);
    expect(gm.indexOf(CONTROL.slice(1))).toBe(gm.indexOf(BODY_MAP.slice(1)) + 1);
    expect(await controls("gm", plain)).toContain(CONTROL.slice(1));
    expect(await controls("player", hero)).toContain(CONTROL.slice(1));
    expect(await controls("player", plain)).not.toContain(CONTROL.slice(1));
    // The GM's window on a creature of another species says so.
    const window = await openWindow(world, "gm", plain);
    expect(text(window.element, ".gearforged-life-none")).toContain("Kit is not a gearforged");
    expect(window.element.querySelector(".gearforged-body")).toBeNull();
    expect(world.errors).toEqual([]);
  });

  it("is off in a world without the Gearforged line (a Cyborg table sees only the body map's)", async () => {
    const { createModuleWorld } = await import("./dnd5e-module-world");
    const world = await createModuleWorld();
    // cast: dnd5e's actor, which the system's type definitions do not describe.
    const actor = (await Actor.create({ name: "Vex", type: "character" } as never)) as unknown as Dnd5eGearforged;
    await actor.createEmbeddedDocuments("Item", [{ name: "Gearforged", type: "race", flags: { [MODULE]: { gearforgedVariant: "homebrew" } }, system: {} }]);
    await actor.sheet.render(true);
    await world.settle();
    expect(actor.sheet.element.querySelector(BODY_MAP)).not.toBeNull();
    expect(actor.sheet.element.querySelector(CONTROL)).toBeNull();
  });
});

describe("the Gearforged window in a dnd5e world", () => {
  it("GF-UPG-1, GF-BODY-4, GF-MEM-1: shows the chassis, the slots at 1st and 5th level with what fills them, the clock, soul gem and gears", async () => {
    const { world, hero, add } = await gearforgedTable({ level: 5 });
    await add("Dwarf Chassis");
    await add("Quick Fix");
    await add("Enhanced Optics");
    const window = await openWindow(world, "player", hero);
    expect(window.title).toBe("Gearforged: Ana");
    expect(window.element.querySelector("section.tab.gearforged.active")).not.toBeNull();
    expect(text(window.element, "[data-gearforged=chassis] .gearforged-name")).toBe("Dwarf Chassis");
    const slots = [...window.element.querySelectorAll<HTMLElement>(".gearforged-slot")].map((slot) => [slot.dataset.slotState, text(slot, ".gearforged-name")]);
    expect(slots).toEqual([
      ["filled", "Quick Fix"],
      ["filled", "Enhanced Optics"],
    ]);
    expect(window.element.querySelector("[data-gearforged=clock]")).not.toBeNull();
    expect(text(window.element, "[data-gearforged=soul]")).toContain("Intact");
    expect(text(window.element, ".gearforged-life-state")).toBe("Ana is up and running.");
    // A player sees no record of the remains (the GM keeps it) and no Restore.
    expect(window.element.querySelector(".gearforged-record")).toBeNull();
    expect(window.element.querySelector("[data-action=askRestoreGearforged]")).toBeNull();
    expect(world.errors).toEqual([]);
  });

  it("GF-UPG-1: at 4th level the second slot is locked until 5th", async () => {
    const { world, hero, add } = await gearforgedTable({ level: 4 });
    await add("Quick Fix");
    const window = await openWindow(world, "player", hero);
    expect([...window.element.querySelectorAll<HTMLElement>(".gearforged-slot")].map((slot) => slot.dataset.slotState)).toEqual(["filled", "locked"]);
  });

  it("is drawn again when the actor's items or record change", async () => {
    const { world, hero, add } = await gearforgedTable({ level: 5 });
    const window = await openWindow(world, "gm", hero);
    expect(window.element.querySelector("[data-gearforged=chassis] .gearforged-name")).toBeNull();
    await add("Gnome Chassis");
    await world.settle();
    expect(text(window.element, "[data-gearforged=chassis] .gearforged-name")).toBe("Gnome Chassis");
    await world.as(world.gm, () => hero.update({ [`flags.${MODULE}.gearforged.memoryGears.count`]: 4 }));
    await world.settle();
    expect(text(window.element, "[data-gears=count]")).toBe("4");
    // GF-BODY-4's clock counts from the world's time: moved, the window shows it.
    const now = world.as(world.gm, () => game.time!.worldTime);
    await world.as(world.gm, () => hero.update({ [`flags.${MODULE}.gearforged.maintenance.lastLongRestAt`]: now - 3600 }));
    await world.settle();
    expect(text(window.element, "[data-clock=since]")).toBe("1 h");
    await world.as(world.gm, () => world.time.advance(2 * 3600));
    await world.settle();
    expect(text(window.element, "[data-clock=since]")).toBe("3 h");
  });
});

describe("the Gearforged window's 13th Age panel in a dnd5e world", () => {
  it("shows the 13th Age timers for a 13th Age gearforged; its buttons run the shared workflows on dnd5e's actor", async () => {
    const { world, hero } = await gearforgedTable({ variant: "thirteenthAge", level: 3 });
    const window = await openWindow(world, "player", hero);
    const panel = window.element.querySelector<HTMLElement>("[data-gearforged=thirteenth-age]");
    expect(panel).not.toBeNull();
    expect([...panel!.querySelectorAll<HTMLElement>("[data-ta]")].map((row) => row.dataset.ta)).toEqual(["days", "penalty", "maintenance", "gate", "underwater"]);
    // No upgrade slots for this variant (GF-UPG-1 is the homebrew body's).
    expect(window.element.querySelector("[data-gearforged=upgrades]")).toBeNull();
    // Going under water is recorded on the actor's record (the module's flags), and the window shows it.
    await world.as(world.player, async () => window.element.querySelector<HTMLButtonElement>("[data-action=thirteenthAgeUnderwater]")!.click());
    await world.settle();
    const underwater = ((hero.flags[MODULE] as { gearforged?: { thirteenthAge?: { underwater?: { since?: number | null } } } }).gearforged?.thirteenthAge?.underwater?.since);
    expect(typeof underwater).toBe("number");
    expect(window.element.querySelector("[data-action=thirteenthAgeUnderwater]")?.getAttribute("data-under")).toBe("false");
    expect(world.errors).toEqual([]);
  });

  it("a homebrew gearforged has no 13th Age panel", async () => {
    const { world, hero } = await gearforgedTable();
    const window = await openWindow(world, "player", hero);
    expect(window.element.querySelector("[data-gearforged=thirteenth-age]")).toBeNull();
  });
});

describe("the Gearforged control on Tidy 5e's character sheet", () => {
  it("is a Tidy header control beside the body map's, for the GM always and an owning player of a gearforged, and opens the window", { timeout: 180_000 }, async () => {
    const { TIDY_CHARACTER_SHEET } = await import("../../dnd5e/tidy5e/manifest");
    const { world, hero } = await gearforgedTable({ tidy5e: true });
    await world.as(world.gm, () => hero.update({ flags: { core: { sheetClass: TIDY_CHARACTER_SHEET } } }));
    await world.settle();
    const sheetOn = async (who: "gm" | "player") => {
      const client = who === "gm" ? world.gm : world.player;
      // cast: the actor's sheet on that client, an ApplicationV2 at runtime.
      const sheet = world.as(client, () => game.actors!.get(hero.id)!.sheet) as unknown as { element: HTMLElement; render(force: boolean): Promise<unknown> };
      await world.as(client, () => sheet.render(true));
      await world.settle();
      return sheet;
    };
    const labels = (sheet: { element: HTMLElement }) => [...sheet.element.querySelectorAll<HTMLElement>(".window-header [data-tidy-header-control]")].map((c) => c.getAttribute("aria-label"));
    expect(labels(await sheetOn("gm"))).toEqual(expect.arrayContaining(["Body map", "Gearforged"]));
    const player = await sheetOn("player");
    expect(labels(player)).toContain("Gearforged");
    await world.as(world.player, async () => player.element.querySelector<HTMLElement>('.window-header [data-tidy-header-control][aria-label="Gearforged"]')!.click());
    await world.settle();
    const windows = await world.systemModule<WindowModule>(world.player, "src/adapters/dnd5e/gearforged/gearforged-window.ts");
    expect(world.as(world.player, () => windows.gearforgedWindowOf(game.actors!.get(hero.id))?.rendered)).toBe(true);
  });
});

describe("the Claw Arm in a dnd5e world", () => {
  it("GF-UPG-6: the window gives its reach and lift (5 × Strength score lb) and which of dnd5e's weapons it may wield: light ones, never a shield", async () => {
    const { world, hero, add } = await gearforgedTable({ system: { abilities: { str: { value: 14 } } } });
    await add("Claw Arm");
    // dnd5e's own shapes: a dagger's `lgt` property (packs/_source/items/weapon/dagger.yml), a shield as equipment of type shield.
    await world.as(world.gm, () =>
      hero.createEmbeddedDocuments("Item", [
        { name: "Dagger", type: "weapon", system: { properties: ["fin", "lgt", "thr"], type: { value: "simpleM", baseItem: "dagger" } } },
        { name: "Longsword", type: "weapon", system: { properties: ["ver"], type: { value: "martialM", baseItem: "longsword" } } },
        { name: "Shield", type: "equipment", system: { type: { value: "shield", baseItem: "shield" }, armor: { value: 2 } } },
      ]),
    );
    await world.settle();
    const window = await openWindow(world, "player", hero);
    const notes = world.as(world.player, () => [...window.element.querySelectorAll<HTMLElement>("[data-claw-note]")].map((el) => el.textContent?.trim() ?? ""));
    expect(notes[0]).toContain("Reach 5 ft; lifts up to 70 lb");
    expect(notes[1]).toBe("Light weapons only, no shields. It can wield: Dagger.");
  });
});

