// Visionaire as dnd5e AC and the long-rest refill (src/adapters/dnd5e/visionaire.ts, rest.ts; issue 29, Deliver 3),
// over actors shaped as dnd5e's: items with type and system, effects with their changes. The scenarios on the
// dnd5e stand-in run the same through dnd5e's documents and rest.
import fs from "node:fs";
import path from "node:path";
import { load as loadYaml } from "js-yaml";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { onPreRestCompleted, type Dnd5eRestResult } from "../../../src/adapters/dnd5e/rest";
import { AC_BONUS_KEY, syncVisionaire, visionaireFor } from "../../../src/adapters/dnd5e/visionaire";

const AUGMENTS = path.resolve(import.meta.dirname, "../../../packs/_source/augments");
const source = (file: string) => (loadYaml(fs.readFileSync(path.join(AUGMENTS, file), "utf8")) as { system: Record<string, unknown> }).system;

interface FakeItem {
  id: string;
  name: string;
  type: string;
  flags: Record<string, unknown>;
  system: Record<string, unknown>;
}

function augment(id: string, file: string, patch: Record<string, unknown> = {}): FakeItem {
  return { id, name: file.replace(".yml", ""), type: "augmented-dnd5e.augment", flags: {}, system: { ...source(file), ...patch } };
}
const CYBORG_RACE: FakeItem = { id: "race", name: "Cyborg", type: "race", flags: { "augmented-dnd5e": { cyborg: true } }, system: {} };

interface FakeEffect {
  id: string;
  changes: { key: string; value: string }[];
  flags: Record<string, Record<string, unknown>>;
  getFlag(scope: string, key: string): unknown;
  update: ReturnType<typeof vi.fn>;
}

function fakeActor(items: FakeItem[]) {
  const effects: FakeEffect[] = [];
  const makeEffect = (data: { changes: { key: string; value: string }[]; flags: Record<string, Record<string, unknown>> }): FakeEffect => {
    const effect: FakeEffect = {
      id: `e${effects.length + 1}`,
      changes: data.changes,
      flags: data.flags,
      getFlag: (scope, key) => effect.flags[scope]?.[key],
      update: vi.fn(async (changes: { changes: FakeEffect["changes"] }) => void (effect.changes = changes.changes)),
    };
    return effect;
  };
  const actor = {
    items,
    effects,
    createEmbeddedDocuments: vi.fn(async (_name: string, data: Parameters<typeof makeEffect>[0][]) => data.map((d) => (effects.push(makeEffect(d)), d))),
    deleteEmbeddedDocuments: vi.fn(async (_name: string, ids: string[]) => {
      for (const id of ids) effects.splice(effects.findIndex((e) => e.id === id), 1);
    }),
  };
  // cast: a plain object with the slice of Actor5e these functions use.
  return { actor: actor as unknown as Actor.Implementation, effects, fake: actor };
}

const acBonus = (effects: FakeEffect[]) => effects.flatMap((e) => e.changes).filter((c) => c.key === AC_BONUS_KEY).map((c) => c.value);

describe("Visionaire as dnd5e AC (CY-VIS-1..3)", () => {
  // No world here: the effect's change is written in v13's shape, whose modes are Foundry's constants
  // (CONST.ACTIVE_EFFECT_MODES, https://foundryvtt.com/api/v13/variables/CONST.ACTIVE_EFFECT_MODES.html).
  beforeAll(() => {
    vi.stubGlobal("CONST", { ACTIVE_EFFECT_MODES: { CUSTOM: 0, MULTIPLY: 1, ADD: 2, DOWNGRADE: 3, UPGRADE: 4, OVERRIDE: 5 } });
  });
  afterAll(() => vi.unstubAllGlobals());

  it("CY-VIS-1: +1 per distinct working installed augment, at most +2, carried by one effect on ac.bonus", async () => {
    const items = [CYBORG_RACE, augment("a1", "wrist-cannon.yml", { installedSection: "rightArm" })];
    const { actor, effects, fake } = fakeActor(items);
    await syncVisionaire(actor);
    expect(acBonus(effects)).toEqual(["+1"]);
    items.push(augment("a2", "head-lamp.yml", { installedSection: "head" }), augment("a3", "spring-heels.yml", { installedSection: "leftLeg" }));
    await syncVisionaire(actor);
    expect(acBonus(effects)).toEqual(["+2"]);
    expect(fake.createEmbeddedDocuments).toHaveBeenCalledOnce();
    // Nothing changed: no write.
    await syncVisionaire(actor);
    expect(effects[0]?.update).toHaveBeenCalledOnce();
  });

  it("CY-VIS-2: a damaged augment adds nothing, and the effect goes when nothing counts", async () => {
    const items = [CYBORG_RACE, augment("a1", "wrist-cannon.yml", { installedSection: "rightArm" })];
    const { actor, effects } = fakeActor(items);
    await syncVisionaire(actor);
    expect(acBonus(effects)).toEqual(["+1"]);
    items[1]!.system.integrity = "damaged";
    expect(visionaireFor(actor)).toBe(0);
    await syncVisionaire(actor);
    expect(effects).toEqual([]);
  });

  it("CY-VIS-3 and the species trait: the same function counts once; no Cyborg species, no bonus", () => {
    const twins = [CYBORG_RACE, augment("a1", "wrist-cannon.yml", { installedSection: "rightArm" }), augment("a2", "wrist-cannon.yml", { installedSection: "leftArm" })];
    expect(visionaireFor(fakeActor(twins).actor)).toBe(1);
    expect(visionaireFor(fakeActor(twins.slice(1)).actor)).toBe(0);
  });
});

describe("augment uses refilled by dnd5e's long rest (CY-USE-2)", () => {
  it("adds nothing to dnd5e's item updates: the augments' dnd5e uses recover through dnd5e's own recovery (test/dnd5e/augment-activities.test.ts)", () => {
    const items = [augment("a1", "wrist-cannon.yml", { uses: { spent: 2, formula: "" } }), augment("a2", "head-lamp.yml"), CYBORG_RACE];
    const { actor } = fakeActor(items);
    const long: Dnd5eRestResult = { longRest: true, updateItems: [{ _id: "x", "system.uses.spent": 0 }] };
    onPreRestCompleted(actor, long, { type: "long" });
    expect(long.updateItems).toEqual([{ _id: "x", "system.uses.spent": 0 }]);
  });
});
