/**
 * R4 (issue 11, Suites): a world stored by the previous schema — actors with owned items, a world item, an npc,
 * flag-based chat cards — migrated by src/migration to the next version, then compared deeply with what was
 * stored: nothing lost. The previous schema is played by a test step (version 2 of the test's own numbering:
 * the system has no real step yet, MIGRATION_STEPS is empty) that moves fields the current data models no longer
 * have: the character's `system.notes` into its biography, an augment's `system.location` into
 * `installedSection`, a card's `flags.augmented.state` into `status`. The models drop those fields when the
 * documents load, so the steps must read the raw stored data (src/migration/plan.ts `storedSource`).
 *
 * Also here (issue 25, finding 8): the same world with invalid actors, which the steps must see from their raw data,
 * and with invalid augments of a valid actor (set aside in `actor.items.invalidDocumentIds`, in no contents): the one
 * the step makes valid is written and joins the actor's items, the one it cannot is refused with its data kept.
 * Also covered here: every entry of the system's compendiums (their YAML sources) passes through the steps with
 * nothing lost. Not covered: unlinked-token deltas in a world (the stand-in has no scenes or tokens; the delta
 * migration is unit-tested in test/unit/migration/plan.test.ts), and writing to compendiums (the stand-in's packs
 * are read-only; the runner leaves packs alone).
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { load } from "js-yaml";
import { describe, expect, it } from "vitest";
import { REPO_ROOT, createWorld } from "../../foundry";
import { MIGRATION_STEPS, type MigrationStep, type PlainObject, SCHEMA_VERSION, migrateSource } from "../../../src/migration/plan";
import { SCHEMA_SETTING, migrateWorld } from "../../../src/migration/run";
import { reportCounts } from "./soak";

type Obj = Record<string, unknown>;
const isObj = (value: unknown): value is Obj => typeof value === "object" && value !== null && !Array.isArray(value);

/** Paths the test step moves: old path → the new path holding the value (the old value is also kept under flags.augmented.migrated). */
const MOVED: Record<string, string> = {
  "system.notes": "system.biography",
  "system.location": "system.installedSection",
  "flags.augmented.state": "flags.augmented.status",
};

/** Texts the test step appends to. */
const APPENDED = new Set(["system.biography"]);

const seen: string[] = [];

/** The test's "next schema": it reads the removed fields, so it fails to move them if it is handed cleaned data. */
const NEXT: MigrationStep = {
  version: 2,
  description: "R4: notes into the biography, an augment's location into installedSection, a card's state into status",
  actor: (source) => {
    const system = source.system as { notes?: unknown; biography?: string };
    if (typeof system.notes !== "string") return null;
    seen.push(`actor ${String(source.name)}`);
    return { "system.biography": `${system.biography ?? ""}<p>${system.notes}</p>`, "flags.augmented.migrated.notes": system.notes };
  },
  item: (source) => {
    const system = source.system as { location?: unknown };
    if (source.type !== "augment" || !("location" in system)) return null;
    seen.push(`item ${String(source.name)}`);
    // The previous schema's name of "damaged" (an augment stored with it fails validation now).
    const integrity = (system as { integrity?: unknown }).integrity === "broken" ? { "system.integrity": "damaged" } : {};
    return { "system.installedSection": system.location ?? null, "flags.augmented.migrated.location": system.location ?? null, ...integrity };
  },
  message: (source) => {
    const flags = (source.flags as { augmented?: { state?: unknown } } | undefined)?.augmented;
    if (typeof flags?.state !== "string") return null;
    seen.push(`message ${String(source._id)}`);
    return { "flags.augmented.status": flags.state === "open" ? "pending" : "answered", "flags.augmented.migrated.state": flags.state };
  },
};
const STEPS: MigrationStep[] = [{ version: 1, description: "R4: the released shape" }, NEXT];

/** The stored world of the previous schema. */
function fixture(): Record<string, PlainObject[]> {
  const augment = (id: string, name: string, system: Obj) => ({
    _id: id,
    name,
    type: "augment",
    system: { sectionKind: "arm", purpose: "attack", ability: "dex", damageType: "force", functionTag: name.toLowerCase(), ...system },
    flags: { augmented: { note: `kept ${name}` } },
  });
  return {
    Actor: [
      {
        _id: "actorAna00000001",
        name: "Ana",
        type: "character",
        system: {
          attributes: { hp: { value: 14, max: 20 } },
          details: { level: 3 },
          biography: "<p>Born in a lab.</p>",
          currency: { gp: 321 },
          notes: "Owes Bea 5 gp.",
        },
        items: [
          augment("itemCannon000001", "Wrist Cannon", { location: "rightArm", integrity: "damaged", quality: "minorFlaw", flaw: "Jams in the cold." }),
          augment("itemBlade0000001", "Arm Blade", { location: null }),
          { _id: "itemRope00000001", name: "Rope", type: "equipment", system: { quantity: 2 } },
        ],
        flags: { augmented: { custom: { a: 1 } }, world: { mark: "x" } },
      },
      {
        _id: "actorGoblin00001",
        name: "Goblin",
        type: "npc",
        system: { attributes: { hp: { value: 7, max: 7 } }, biography: "<p>Sneaky.</p>" },
        items: [augment("itemGobBlade0001", "Rusty Blade", { location: "leftArm" })],
      },
    ],
    Item: [augment("itemSpare0000001", "Spare Optic", { sectionKind: "head", purpose: "utility", functionTag: "", location: null })],
    ChatMessage: [
      { _id: "messageCard00001", content: '<div class="augmented card" data-card="integrity"></div>', flags: { augmented: { kind: "integrity", state: "open", version: 3 } } },
      { _id: "messageCard00002", content: '<div class="augmented card" data-card="death-save"></div>', flags: { augmented: { kind: "death-save", state: "answered", undo: { actorUuid: "Actor.actorAna00000001", previous: { "system.attributes.hp.value": 20 } } } } },
      { _id: "messagePlain0001", content: "<p>Good game.</p>" },
    ],
  };
}

/** Leaves of a source as dotted paths; embedded documents keyed by id, so order does not matter. */
function leaves(value: unknown, prefix = "", out: Obj = {}): Obj {
  if (Array.isArray(value) && value.every((entry) => isObj(entry) && typeof entry._id === "string")) {
    for (const entry of value as Obj[]) leaves(entry, `${prefix}[${String(entry._id)}]`, out);
  } else if (isObj(value) && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) leaves(inner, prefix ? `${prefix}.${key}` : key, out);
  } else out[prefix] = value;
  return out;
}

/** Every stored leaf that the migrated source no longer holds, where the step did not move it either. */
function lost(stored: Obj, migrated: Obj): string[] {
  const before = leaves(stored);
  const after = leaves(migrated);
  const problems: string[] = [];
  for (const [path, value] of Object.entries(before)) {
    if (JSON.stringify(after[path]) === JSON.stringify(value)) continue;
    // A text a step appended to (the biography takes the notes) still holds what was stored, at its start.
    if (APPENDED.has(path) && typeof value === "string" && typeof after[path] === "string" && (after[path] as string).startsWith(value)) continue;
    const owner = path.includes("]") ? path.slice(0, path.lastIndexOf("]") + 1) + "." : "";
    const local = owner ? path.slice(owner.length) : path;
    const target = MOVED[local];
    if (target) {
      const keptAs = `${owner}flags.augmented.migrated.${local.split(".").at(-1)}`;
      const movedValue = after[`${owner}${target}`];
      const landed = local === "system.notes" ? typeof movedValue === "string" && movedValue.includes(String(value)) : JSON.stringify(movedValue) === JSON.stringify(value);
      if (landed && JSON.stringify(after[keptAs]) === JSON.stringify(value)) continue;
    }
    problems.push(`${path}: stored ${JSON.stringify(value)}, now ${JSON.stringify(after[path])}`);
  }
  return problems;
}

function settingsGet(key: string): unknown {
  // cast: the system's hidden setting, read by name in tests.
  return (game.settings as unknown as { get(ns: string, key: string): unknown }).get("augmented", key);
}

describe("R4: a world of the previous schema migrated, nothing lost", () => {
  it("actors with items, a world item, an npc and flag cards: migrated by the steps from the raw stored data; deep comparison finds nothing lost", async () => {
    const stored = fixture();
    const world = await createWorld({ seed: 4, stored });
    // At ready the system's own steps ran (none yet): the world is stamped, nothing changed.
    expect(world.as(world.gm, () => settingsGet(SCHEMA_SETTING))).toBe(SCHEMA_VERSION);
    // The current models dropped the removed fields when the documents loaded…
    const ana = game.actors!.get("actorAna00000001")!;
    expect((ana.toObject() as unknown as { system: Obj }).system.notes).toBeUndefined();

    seen.length = 0;
    const report = await world.as(world.gm, () => migrateWorld(2, STEPS));
    await world.settle();
    // …yet each step read them.
    expect(seen.sort()).toEqual(["actor Ana", "item Arm Blade", "item Rusty Blade", "item Spare Optic", "item Wrist Cannon", "message messageCard00001", "message messageCard00002"].sort());
    expect(report).toMatchObject({ from: 1, to: 2, actors: 1, items: 4, messages: 2, tokens: 0, failed: [] });
    expect(world.as(world.gm, () => settingsGet(SCHEMA_SETTING))).toBe(2);

    const problems: string[] = [];
    let documents = 0;
    let storedLeaves = 0;
    const collections: Array<[string, { get(id: string): { toObject(): unknown } | undefined }]> = [
      ["Actor", game.actors!],
      ["Item", game.items!],
      ["ChatMessage", game.messages!],
    ];
    for (const [name, collection] of collections) {
      for (const source of stored[name] ?? []) {
        const doc = collection.get(String(source._id));
        documents += 1 + (Array.isArray(source.items) ? source.items.length : 0);
        storedLeaves += Object.keys(leaves(source)).length;
        if (!doc) {
          problems.push(`${name} ${String(source._id)} is gone`);
          continue;
        }
        problems.push(...lost(source, doc.toObject() as Obj).map((line) => `${name} ${String(source.name ?? source._id)}: ${line}`));
      }
    }
    const cannon = ana.items.get("itemCannon000001")!;
    // cast: the augment model's field.
    expect((cannon.system as unknown as { installedSection: string | null }).installedSection).toBe("rightArm");
    reportCounts("R4", { "stored documents": documents, "stored fields": storedLeaves, "fields lost": problems.length });
    expect(problems).toEqual([]);

    // A second load at the new version changes nothing more.
    seen.length = 0;
    expect(await world.as(world.gm, () => migrateWorld(2, STEPS))).toBeNull();
    expect(seen).toEqual([]);
  });

  /**
   * Issue 25, finding 8: documents Foundry set aside as invalid at load (here HP that is no number, CORE-2) are in
   * no collection, yet the steps see their raw stored data; one the steps change but cannot make valid is
   * reported by name, and the stored version stays, so the next load tries again. The valid ones migrate as above.
   */
  it("CORE-2: the same world with two invalid actors (one the step changes, one it leaves): the steps see both, the one that cannot be written is reported, the version stays", async () => {
    const stored = fixture();
    const broken = { _id: "actorBroken00001", name: "Broken", type: "character", system: { attributes: { hp: { value: "fifty", max: 10 } }, biography: "", notes: "Lost a bet." } };
    const odd = { _id: "actorOdd00000001", name: "Odd", type: "character", system: { attributes: { hp: { value: "sixty", max: 10 } } } };
    stored.Actor = [...stored.Actor!, broken, odd];
    // Two augments of Ana (valid) that fail validation ("broken", "melted" are no integrity states): set aside.
    const fixable = { _id: "itemOptic0000001", name: "Old Optic", type: "augment", system: { sectionKind: "head", purpose: "utility", ability: "int", damageType: "force", functionTag: "optic", location: "head", integrity: "broken" } };
    const hopeless = { _id: "itemSlag00000001", name: "Slag Arm", type: "augment", system: { sectionKind: "arm", purpose: "attack", ability: "str", damageType: "force", functionTag: "slag", location: "leftArm", integrity: "melted" } };
    const ana = stored.Actor![0]!;
    ana.items = [...(ana.items as PlainObject[]), fixable, hopeless];
    const world = await createWorld({ seed: 5, stored });
    expect(game.actors!.get("actorBroken00001")).toBeUndefined();
    const anaItems = () => game.actors!.get("actorAna00000001")!.items;
    expect(anaItems().get("itemOptic0000001")).toBeUndefined();
    seen.length = 0;
    const report = await world.as(world.gm, () => migrateWorld(2, STEPS));
    await world.settle({ throwErrors: false });
    expect(seen).toContain("actor Broken");
    expect(seen).toContain("actor Ana");
    expect(seen).toEqual(expect.arrayContaining(["item Old Optic", "item Slag Arm"]));
    expect(report?.failed.some((line) => line.includes("Broken") && line.includes("actorBroken00001"))).toBe(true);
    expect(report?.failed.some((line) => line.includes("Slag Arm") && line.includes("itemSlag00000001"))).toBe(true);
    expect(report?.failed).toHaveLength(2);
    // The fixed augment is valid now, in Ana's items, migrated; the refused one is kept on the server as stored.
    const optic = anaItems().get("itemOptic0000001");
    // cast: the augment model's fields.
    expect(optic?.system as unknown as { installedSection: string; integrity: string } | undefined).toMatchObject({ installedSection: "head", integrity: "damaged" });
    const onServer = world.server.source("Actor", "actorAna00000001")!.items as PlainObject[];
    expect(onServer.find((item) => item._id === "itemSlag00000001")).toEqual(hopeless);
    expect(lost(fixable, optic!.toObject() as Obj).filter((line) => !line.startsWith("system.integrity"))).toEqual([]);
    expect(report?.invalid).toEqual(["Actor Odd [actorOdd00000001]"]);
    expect(world.as(world.gm, () => settingsGet(SCHEMA_SETTING))).toBe(1);
    // The valid ones were migrated all the same (a step is written to be run again on what it already moved).
    expect((game.actors!.get("actorAna00000001")!.toObject() as unknown as { system: Obj }).system.biography).toContain("Owes Bea 5 gp.");
  });

  it("every entry of the system's compendiums passes through the steps (the system's and the test's) with nothing lost", () => {
    const root = join(REPO_ROOT, "packs", "_source");
    const files: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(join(dir, entry.name));
        else if (entry.name.endsWith(".yml")) files.push(join(dir, entry.name));
      }
    };
    walk(root);
    const problems: string[] = [];
    let entries = 0;
    for (const file of files) {
      const source = load(readFileSync(file, "utf8")) as Obj;
      if (!isObj(source) || typeof source.type !== "string" || source._key?.toString().startsWith("!folders")) continue;
      entries++;
      const kind = String(source._key ?? "").startsWith("!actors") ? "actor" : "item";
      for (const steps of [MIGRATION_STEPS, STEPS]) {
        const update = migrateSource(source, steps, kind);
        const migrated = structuredClone(source);
        for (const [path, value] of Object.entries(update ?? {})) foundry.utils.setProperty(migrated, path, value);
        problems.push(...lost(source, migrated).map((line) => `${file.slice(root.length + 1)}: ${line}`));
      }
    }
    reportCounts("R4 compendiums", { entries, "fields lost": problems.length });
    expect(entries).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });
});
