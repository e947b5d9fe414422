// The Gearforged body in a dnd5e world with the Gearforged line on: the maintenance clock (GF-BODY-4) started by the
// species and run on world time, dnd5e's long rest clearing it before dnd5e's own −1, the rest's note on dnd5e's rest
// card (GF-BODY-3 / GC-VIT-1), and dnd5e's consumables refused to a body that cannot eat or drink (GF-BODY-1).
import { describe, expect, it } from "vitest";
import type { PlainObject } from "../../foundry/utils";
import { type GearforgedTable, MODULE, advance, gearforgedTable, recordOf } from "./dnd5e-gearforged-table";

const DAY = 86_400;
const START = 1_000_000;

function maintenanceCards(table: GearforgedTable): PlainObject[] {
  return table.world.chat.filter((m) => JSON.stringify(m.toObject()).includes("AUGMENTED.Gearforged.Maintenance.Lapsed") || JSON.stringify(m.toObject()).includes("full day(s)")).map((m) => m.toObject() as PlainObject);
}

async function homebrew(options: { dnd5eVersion?: string } = {}): Promise<GearforgedTable> {
  return gearforgedTable("Gearforged (homebrew)", { ...options, worldTime: START, choices: { gfHb1Asi00000000: { assignments: { str: 1, con: 1 } } } });
}

describe("GF-BODY-4: the maintenance clock on world time", () => {
  it("GF-BODY-4: the species dropped on the sheet starts the clock in the module's record at the world's time", async () => {
    const table = await homebrew();
    expect(recordOf(table.actor)?.maintenance).toMatchObject({ lastLongRestAt: START, lapses: 0 });
    expect(table.world.errors).toEqual([]);
  });

  for (const dnd5eVersion of ["5.3.3", "6.0.0"]) {
    it(`GF-BODY-4 (dnd5e ${dnd5eVersion}): exactly 24 h adds nothing, 24 h + 1 s one dnd5e exhaustion level, each further 24 h another; one client writes`, async () => {
      const table = await homebrew({ dnd5eVersion });
      await advance(table.world, DAY);
      expect(table.actor.system.attributes.exhaustion).toBe(0);
      await advance(table.world, 1);
      expect(table.actor.system.attributes.exhaustion).toBe(1);
      expect(recordOf(table.actor)?.maintenance).toMatchObject({ lapses: 1, exhaustion: 1 });
      // dnd5e's own exhaustion effect follows the level (actor.mjs:3513).
      expect(table.actor.effects.get("dnd5eexhaustion0")).toBeDefined();
      await advance(table.world, DAY);
      expect(table.actor.system.attributes.exhaustion).toBe(2);
      expect(table.mine().system.attributes.exhaustion).toBe(2);
      expect(maintenanceCards(table)).toHaveLength(2);
      expect(table.world.errors).toEqual([]);
    });
  }

  it("GF-BODY-4: world time moved by years settles once, bounded at dnd5e's six levels, with one card", async () => {
    const table = await homebrew();
    await advance(table.world, 3 * 365 * DAY);
    expect(table.actor.system.attributes.exhaustion).toBe(6);
    expect(recordOf(table.actor)?.maintenance?.exhaustion).toBe(6);
    expect(maintenanceCards(table)).toHaveLength(1);
    await advance(table.world, 60);
    expect(maintenanceCards(table)).toHaveLength(1);
  });

  it("GF-BODY-4: the chassis variant has no maintenance clock", async () => {
    const table = await gearforgedTable("Gearforged (chassis variant, 2024)", { worldTime: START });
    expect(recordOf(table.actor)).toBeUndefined();
    await advance(table.world, 3 * DAY);
    expect(table.actor.system.attributes.exhaustion).toBe(0);
  });
});

describe("GF-BODY-4 / GF-BODY-3 / GC-VIT-1 through dnd5e's rests", () => {
  for (const dnd5eVersion of ["5.3.3", "6.0.0"]) {
    it(`GF-BODY-4 (dnd5e ${dnd5eVersion}): dnd5e's long rest removes the maintenance exhaustion first, then dnd5e's −1 takes one of the rest, and the clock restarts`, async () => {
      const table = await homebrew({ dnd5eVersion });
      await advance(table.world, 2 * DAY + 1);
      expect(table.actor.system.attributes.exhaustion).toBe(2);
      // Two more levels from elsewhere (a forced march, the GM's hand).
      await table.world.as(table.world.gm, () => table.actor.update({ "system.attributes.exhaustion": 4 }));
      await table.world.settle();
      await table.world.as(table.world.player, () => table.mine().longRest({ dialog: false }));
      await table.world.settle();
      expect(table.actor.system.attributes.exhaustion).toBe(1);
      expect(recordOf(table.actor)?.maintenance).toMatchObject({ lastLongRestAt: START + 2 * DAY + 1, lapses: 0, exhaustion: 0 });
      // The clock runs again from the rest's end.
      await advance(table.world, DAY);
      expect(table.actor.system.attributes.exhaustion).toBe(1);
      await advance(table.world, 1);
      expect(table.actor.system.attributes.exhaustion).toBe(2);
    });
  }

  it("GF-BODY-4: a GM's long rest that advances dnd5e's clock restarts the maintenance clock at the rest's end, so the advance counts no lapse", async () => {
    const table = await homebrew();
    await advance(table.world, 20 * 3600);
    await table.world.as(table.world.gm, () => table.actor.longRest({ dialog: false, advanceTime: true }));
    await table.world.settle();
    expect(table.world.as(table.world.gm, () => game.time!.worldTime)).toBe(START + 28 * 3600);
    expect(table.actor.system.attributes.exhaustion).toBe(0);
    expect(recordOf(table.actor)?.maintenance).toMatchObject({ lastLongRestAt: START + 28 * 3600, lapses: 0 });
  });

  it("GF-BODY-3 / GF-BODY-4: dnd5e's rest card says what the body did and what the rest removed, in words; no path of the module's record is listed", async () => {
    const table = await homebrew();
    await advance(table.world, DAY + 1);
    await table.world.as(table.world.player, () => table.mine().longRest({ dialog: false }));
    await table.world.settle();
    const card = table.world.chat.filter((m) => (m.type as string) === "rest").at(-1)!.toObject() as PlainObject & { content: string; system: { deltas: { actor: { keyPath: string }[] } } };
    expect(card.content).toContain("Gearforged maintenance: aware of the surroundings, disadvantage on Wisdom (Perception).");
    expect(card.content).toContain("Maintenance exhaustion removed: 1.");
    expect(card.content).toContain("The maintenance clock starts again.");
    const paths = card.system.deltas.actor.map((d) => d.keyPath);
    expect(paths).toContain("system.attributes.exhaustion");
    expect(paths.filter((p) => p.startsWith(`flags.${MODULE}`))).toEqual([]);
    // A short rest: the note alone.
    await table.world.as(table.world.player, () => table.mine().shortRest({ dialog: false }));
    await table.world.settle();
    const short = table.world.chat.filter((m) => (m.type as string) === "rest").at(-1)!.toObject() as PlainObject & { content: string };
    expect(short.content).toContain("Gearforged maintenance");
    expect(short.content).not.toContain("Maintenance exhaustion removed");
    expect(table.world.errors).toEqual([]);
  });

  it("GC-VIT-1: the chassis variant's long rest card says it stood dormant six hours; its short rest says nothing more", async () => {
    const table = await gearforgedTable("Gearforged (chassis variant, 2024)", { worldTime: START });
    await table.world.as(table.world.player, () => table.mine().longRest({ dialog: false }));
    await table.world.settle();
    const cards = () => table.world.chat.filter((m) => (m.type as string) === "rest").map((m) => String((m.toObject() as PlainObject).content));
    expect(cards().at(-1)).toContain("Six hours dormant (semiconscious, disadvantage on Wisdom (Perception)), counting as the rest");
    await table.world.as(table.world.player, () => table.mine().shortRest({ dialog: false }));
    await table.world.settle();
    expect(cards().at(-1)).not.toContain("dormant");
  });

  it("GF-BODY-3 / GC-VIT-1: Wisdom (Perception) marked as during a rest rolls with disadvantage through dnd5e's skill roll", async () => {
    const table = await homebrew();
    const rolled = await table.world.as(table.world.player, () => table.mine().rollSkill({ skill: "prc", duringRest: true }, { configure: false }, { create: false }));
    expect(rolled![0]!.formula).toMatch(/^2d20kl/);
    const plain = await table.world.as(table.world.player, () => table.mine().rollSkill({ skill: "prc" }, { configure: false }, { create: false }));
    expect(plain![0]!.formula).toMatch(/^1d20/);
  });
});

/** A dnd5e potion: a heal activity that spends the item's own use (dnd5e's SRD potions have this shape). */
function potion(kind = "potion"): PlainObject {
  return {
    name: kind === "food" ? "Rations" : "Potion of Healing",
    type: "consumable",
    system: {
      type: { value: kind },
      quantity: 2,
      uses: { spent: 0, max: "1", recovery: [] },
      activities: { drink00000000000: { type: "heal", consumption: { targets: [{ type: "itemUses", target: "", value: "1" }] }, healing: { number: 2, denomination: 4, bonus: "2", types: ["healing"] } } },
    },
  };
}

interface UsableActivity {
  use(usage: PlainObject, dialog: PlainObject, message: PlainObject): Promise<unknown>;
}

async function usePotion(table: GearforgedTable, who: "gm" | "player", kind = "potion"): Promise<{ item: Item.Implementation; use: Promise<unknown> }> {
  const [item] = await table.world.as(table.world.gm, () => table.actor.createEmbeddedDocuments("Item", [potion(kind)]));
  await table.world.settle();
  const client = who === "gm" ? table.world.gm : table.world.player;
  const use = table.world.as(client, () => {
    const mine = game.actors!.get(table.actor.id)!.items.get(item!.id!)!;
    // cast: dnd5e's activity collection on the item's system data.
    const activity = (mine.system as unknown as { activities: { get(id: string): UsableActivity } }).activities.get("drink00000000000");
    return activity.use({}, { configure: false }, {});
  });
  return { item: item!, use };
}

function spent(item: Item.Implementation): number {
  // cast: dnd5e's uses on the consumable's system data.
  return (item.system as unknown as { uses: { spent: number } }).uses.spent;
}

describe("GF-BODY-1: potions and food through dnd5e's activities", () => {
  it("GF-BODY-1: a player's potion or food is refused with the reason; nothing spent, no card, no healing", async () => {
    for (const kind of ["potion", "food"]) {
      const table = await homebrew();
      await table.world.as(table.world.gm, () => table.actor.update({ "system.attributes.hp.value": 5 }));
      const cardsBefore = table.world.chat.length;
      const { item, use } = await usePotion(table, "player", kind);
      expect(await use).toBeUndefined();
      await table.world.settle();
      expect(spent(item), kind).toBe(0);
      expect(table.actor.system.attributes.hp.value).toBe(5);
      expect(table.world.chat.length).toBe(cardsBefore);
      const warnings = table.world.notifications.filter((n) => n.level === "warning" && n.userId === table.world.player.userId).map((n) => n.message);
      expect(warnings).toEqual([`A gearforged cannot eat, drink or breathe: ${item.name} has no effect on it. Nothing was used (the GM may override).`]);
    }
  });

  it("GF-BODY-1: the GM is asked; cancelled, nothing is spent; 'use anyway' runs dnd5e's own use", async () => {
    const table = await homebrew();
    table.world.dialogs.respond({ action: "cancel", matching: "Override" });
    const first = await usePotion(table, "gm");
    await first.use;
    await table.world.settle();
    expect(spent(first.item)).toBe(0);
    table.world.dialogs.respond({ action: "confirm", matching: "Override" });
    table.world.dialogs.respond({ action: "normal" });
    const second = await usePotion(table, "gm");
    await second.use;
    await table.world.settle();
    expect(spent(second.item)).toBe(1);
    expect(table.world.chat.some((m) => (m.type as string) === "usage")).toBe(true);
    expect(table.world.errors).toEqual([]);
  });

  it("GF-BODY-1: the chassis variant (no food needed, not barred from potions) and a consumable that is not eaten are used as dnd5e uses them", async () => {
    const table = await gearforgedTable("Gearforged (chassis variant, 2024)");
    table.world.dialogs.respond({ action: "normal" });
    const { item, use } = await usePotion(table, "player");
    await use;
    await table.world.settle();
    expect(spent(item)).toBe(1);
    const hb = await homebrew();
    hb.world.dialogs.respond({ action: "normal" });
    const scroll = await usePotion(hb, "player", "scroll");
    await scroll.use;
    await hb.world.settle();
    expect(spent(scroll.item)).toBe(1);
  });
});
