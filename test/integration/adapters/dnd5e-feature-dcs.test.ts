// CY-DC-1 in a dnd5e world (issue 29; docs/dnd5e-module.md, "Class feature save DCs"): the class feature save DCs
// the module's port offers are the DCs the character's dnd5e classes and class features use: each spellcasting
// class's DC and the prepared DC of the save activities of its class and subclass features (test/dnd5e: class
// spellcasting, feat items of type "class" with save activities). The shared install workflow takes the only one
// without asking, asks among several and records the pick; a character with none falls back to 8 + PB + the
// augment's ability; the augment's sheet lists them. A level-5 character (PB 3) installs an adapted Chest Cannon
// (a Constitution save attack, its ability Constitution) through the module's API on the player's client.
import { describe, expect, it } from "vitest";
import type { PlainObject } from "../../foundry/utils";
import type { World } from "../../foundry";
import { createModuleWorld, packUuid } from "./dnd5e-module-world";
import type { ModuleApi } from "../../../src/adapters/dnd5e/api";

// A hang guard, not a speed check: the first test of a file boots the world on a loaded two-core machine.
const SCENARIO = { timeout: 180_000 };
const MODULE = "augmented-dnd5e";
// Modifiers: Str +2, Dex +3, Con +2, Int +3, Wis +2, Cha −1. Every ability's DC is 8 + 3 + its modifier.
const SCORES = { str: { value: 14 }, dex: { value: 16 }, con: { value: 14 }, int: { value: 16 }, wis: { value: 14 }, cha: { value: 8 } };

const cls = (name: string, levels: number, ability = "") => ({
  name,
  type: "class",
  system: { identifier: name.toLowerCase(), levels, hd: { denomination: "d8" }, spellcasting: ability ? { progression: "full", ability } : { progression: "none", ability: "" } },
});
/** A feature with one save activity (dnd5e's SaveActivity source: `save.ability`, `save.dc.{calculation, formula}`). */
const feature = (name: string, type: string, calculation: string, formula = "") => ({
  name,
  type: "feat",
  system: { type: { value: type, subtype: "" }, activities: { [`${name.slice(0, 4).toLowerCase()}save000000000`.slice(0, 16)]: { type: "save", save: { ability: ["str"], dc: { calculation, formula } } } } },
});

interface SaveDcView { dc: number; source: string; featureId: string | null; choiceNeeded: boolean }
interface CannonView { saveDcFeatureId: string | null; installedSection: string | null; saveDc: SaveDcView | null; attack: { dc: number } | null }
interface Table { world: World; actor: Actor.Implementation; cannon: Item.Implementation; install(): Promise<unknown> }

async function table(items: PlainObject[]): Promise<Table> {
  const world = await createModuleWorld();
  const { actor, cannon } = await world.as(world.gm, async () => {
    const ownership = { default: 0, [world.player.userId]: 3 };
    // cast: dnd5e's actor, which the system's type definitions do not describe.
    const created = (await Actor.create({ name: "Ana", type: "character", ownership, system: { abilities: SCORES, attributes: { hp: { value: 40, max: 40 } } } } as never)) as unknown as Actor.Implementation;
    // One at a time: the first class sets the actor's spellcasting ability (dnd5e's class `_onCreate`).
    for (const item of items) await created.createEmbeddedDocuments("Item", [item] as never);
    await created.createEmbeddedDocuments("Item", [{ name: "Cyborg", type: "race", flags: { [MODULE]: { cyborg: true } }, system: {} }] as never);
    const source = (await fromUuid(await packUuid("augments", "Chest Cannon"))) as Item.Implementation;
    // Installed once before and adapted: no checks are due, only CY-DC-1's choice.
    const data = foundry.utils.mergeObject(source.toObject(), { system: { installCount: 1, quality: "flawless" } }) as PlainObject;
    const [made] = (await created.createEmbeddedDocuments("Item", [data] as never)) as Item.Implementation[];
    return { actor: created, cannon: made! };
  });
  await world.settle();
  const install = async () => {
    const result = await world.as(world.player, () => {
      // cast: the configured Actor class of this client (a dnd5e Actor5e here); the module's API on its package.
      const own = game.actors!.get(actor.id!)! as unknown as Actor.Implementation;
      const api = (game.modules!.get(MODULE) as unknown as { api: ModuleApi }).api;
      return api.installAugment(own, own.items.get(cannon.id!)!, "torso");
    });
    await world.settle();
    return result;
  };
  return { world, actor, cannon, install };
}

function view(item: Item.Implementation): CannonView {
  // cast: the module's augment item carries the system's augment model.
  return item.system as unknown as CannonView;
}

/** The feature DCs the shared workflows read: the GM client's actor port (the module's, registered at init). */
async function featureDcs(world: World, actor: Actor.Implementation): Promise<Array<{ id: string; label: string; dc: number }>> {
  const ports = await world.systemModule<{ portOf(a: unknown): { featureDcs: readonly { id: string; label: string; dc: number }[] } }>(world.gm, "src/ports/actor-port.ts");
  return world.as(world.gm, () => [...ports.portOf(actor).featureDcs]);
}

describe("CY-DC-1: class feature save DCs in a dnd5e world", () => {
  it("CY-DC-1: a Wizard is offered its spellcasting DC only, and it is taken without asking", SCENARIO, async () => {
    const { world, actor, cannon, install } = await table([cls("Wizard", 5, "int")]);
    expect(await install()).not.toBeNull();
    expect(world.dialogs.history).toHaveLength(0);
    expect(view(cannon)).toMatchObject({ installedSection: "torso", saveDcFeatureId: "ability.int" });
    expect(view(cannon).attack?.dc).toBe(14);
    expect(await featureDcs(world, actor)).toEqual([{ id: "ability.int", label: "Intelligence: Wizard spellcasting", dc: 14 }]);
    expect(world.errors).toEqual([]);
  });

  it("CY-DC-1: a Battle Master-like fighter's one Dexterity save feature is its only DC (other feats and their saves are not class features)", SCENARIO, async () => {
    const { world, actor, cannon, install } = await table([cls("Fighter", 5), feature("Combat Superiority", "class", "dex"), feature("Lucky Strike", "feat", "wis")]);
    expect(await featureDcs(world, actor)).toEqual([{ id: "ability.dex", label: "Dexterity: Combat Superiority", dc: 14 }]);
    expect(await install()).not.toBeNull();
    expect(world.dialogs.history).toHaveLength(0);
    expect(view(cannon).saveDcFeatureId).toBe("ability.dex");
    expect(view(cannon).attack?.dc).toBe(14);
    expect(world.errors).toEqual([]);
  });

  it("CY-DC-1: a Fighter with no save feature has none: nothing asked or recorded, 8 + PB + the augment's Constitution", SCENARIO, async () => {
    const { world, actor, cannon, install } = await table([cls("Fighter", 5)]);
    expect(await featureDcs(world, actor)).toEqual([]);
    expect(await install()).not.toBeNull();
    expect(world.dialogs.history).toHaveLength(0);
    expect(view(cannon).saveDcFeatureId).toBeNull();
    expect(view(cannon).saveDc).toMatchObject({ source: "augment", dc: 8 + 3 + 2 });
    expect(view(cannon).attack?.dc).toBe(13);
    expect(world.errors).toEqual([]);
  });

  it("CY-DC-1: a Wizard/Cleric with a fixed-DC feature is asked which DC, the pick is recorded, and the augment's sheet lists the three", SCENARIO, async () => {
    const { world, actor, cannon, install } = await table([cls("Wizard", 3, "int"), cls("Cleric", 2, "wis"), feature("Warding Flare", "class", "", "15")]);
    const dcs = await featureDcs(world, actor);
    expect(dcs.map((dc) => [dc.label, dc.dc])).toEqual([["Intelligence: Wizard spellcasting", 14], ["Wisdom: Cleric spellcasting", 13], ["Warding Flare (fixed DC)", 15]]);
    world.dialogs.respond({ action: "ok", fields: { featureId: "ability.wis" }, client: world.player });
    expect(await install()).not.toBeNull();
    const asked = world.dialogs.history.at(-1)!;
    expect(asked.title).toContain("Save DC for Chest Cannon");
    expect(asked.userId).toBe(world.player.userId);
    expect(view(cannon)).toMatchObject({ installedSection: "torso", saveDcFeatureId: "ability.wis" });
    expect(view(cannon).saveDc).toMatchObject({ dc: 13, source: "feature", featureId: "ability.wis", choiceNeeded: false });
    // The item sheet (dnd5e's, with the augment's part): the save DC and, in dnd5e's Edit mode, the list.
    // cast: the item's sheet, an ApplicationV2 at runtime (the stand-in's).
    const sheet = world.as(world.gm, () => cannon.sheet) as unknown as { element: HTMLElement; rendered: boolean; render(force: boolean): Promise<unknown>; close(): Promise<unknown>; changeMode(edit: boolean): Promise<void> };
    await world.as(world.gm, () => sheet.render(true));
    await world.settle();
    expect(world.as(world.gm, () => sheet.element.querySelector('[data-derived="save-dc"]')?.textContent?.trim())).toBe("13");
    // dnd5e's header toggle (the stand-in's changeMode, primary-sheet-mixin.mjs:335-340). The chosen option is read
    // from the markup (its `selected` attribute): happy-dom's live selectedness of a select drawn into dnd5e's details tab
    // does not follow its `selected` attribute.
    await world.as(world.gm, () => sheet.changeMode(true));
    await world.settle();
    const options = world.as(world.gm, () => [...sheet.element.querySelectorAll<HTMLOptionElement>('select[name="system.saveDcFeatureId"] option')].map((o) => [o.value, o.textContent?.trim(), o.hasAttribute("selected")]));
    expect(options.slice(1)).toEqual([
      ["ability.int", "Intelligence: Wizard spellcasting (14)", false],
      ["ability.wis", "Wisdom: Cleric spellcasting (13)", true],
      [dcs[2]!.id, "Warding Flare (fixed DC) (15)", false],
    ]);
    await world.as(world.gm, () => sheet.close());
    expect(world.errors).toEqual([]);
  });
});
