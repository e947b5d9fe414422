/**
 * Suite R1 (issue 11, reliability): fuzzed actor and item sources and junk updates through the stand-in, as a
 * macro, an import or a forged request could send them. Each one is valid, cleaned (as v13's DataModel cleans:
 * coerced, defaulted), or refused (a validation error or a veto with a message). Never: a crash (any other
 * exception, or an error in a hook, `prepareData` or `_onUpdate`), a partial write (a refused change that moved
 * anything), a stored source that does not validate, or a derived number that is not finite.
 *
 * N per kind: 300 by default (fast enough for `npm test`), 10,000 with AUGMENTED_SOAK=1 (`npm run test:soak`).
 * The paths fuzzed are read from default documents of every type at run time, so new fields are fuzzed too. An
 * update that stores a finite number as its field's bound without a message is a silent clamp: a failure (issue 25).
 */
import { afterAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { createWorld } from "../../foundry";
import { silentClamps } from "./silent-clamps";

const N = process.env.AUGMENTED_SOAK === "1" ? 10_000 : 300;
/** Hang guards, not speed checks: the first test of the file also loads the system once per client. */
const TIMEOUT = 180_000 + N * 60;
const FIRST = { timeout: 180_000 };

type World = Awaited<ReturnType<typeof createWorld>>;
type Plain = Record<string, unknown>;

interface Counts {
  /** Accepted and changed nothing (the values were already there). */
  unchanged: number;
  valid: number;
  cleaned: number;
  refused: number;
  crashes: number;
  partialWrites: number;
  nonFinite: number;
  /** A finite number outside its field's range stored as the bound with no refusal (issue 25): a failure. */
  silentClamps: number;
}

const counts: Record<string, Counts> = {};
function tally(kind: string): Counts {
  return (counts[kind] ??= { unchanged: 0, valid: 0, cleaned: 0, refused: 0, crashes: 0, partialWrites: 0, nonFinite: 0, silentClamps: 0 });
}

/** Values nobody should store, and a few that look right. */
const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }),
  fc.double(),
  fc.constantFrom(NaN, Infinity, -Infinity, 1e308, -1e308, -0, 0.5, 2 ** 53 + 2, -1),
  fc.string({ maxLength: 12 }),
  fc.constantFrom("", "12", "-3", "NaN", "rightArm", "torso", "intact", "damaged", "destroyed", "attack", "built", "draft", "fire", "<b>x</b>"),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 4 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
);

/** A value for a path: its default, a nudged number, or junk. */
function valueFor(template: unknown): fc.Arbitrary<unknown> {
  const near = typeof template === "number" ? [fc.integer({ min: -50, max: 50 }).map((d) => template + d)] : [];
  return fc.oneof({ weight: 3, arbitrary: fc.constant(template) }, ...near.map((arbitrary) => ({ weight: 3, arbitrary })), { weight: 2, arbitrary: junk });
}

/** Some of the template's leaf paths, each given a value (plus, now and then, an unknown key). */
function junkChanges(prefix: string, leaves: Plain): fc.Arbitrary<Plain> {
  const paths = Object.keys(leaves);
  return fc
    .tuple(
      fc.subarray(paths, { minLength: 1, maxLength: Math.min(4, paths.length) }).chain((picked) => fc.tuple(...picked.map((path) => valueFor(leaves[path]).map((value) => [path, value] as const)))),
      fc.option(fc.tuple(fc.constantFrom("bogus", "attributes", "attributes.hp", "abilities.str", "uses", "mobility"), junk), { freq: 4 }),
    )
    .map(([pairs, extra]) => {
      const out: Plain = {};
      for (const [path, value] of pairs) out[`${prefix}${path}`] = value;
      if (extra) out[`${prefix}${extra[0]}`] = extra[1];
      return out;
    });
}

/** Paths under `value` whose number is not finite (the document's own data and derived data, not other documents). */
function nonFinitePaths(value: unknown, path = "", seen = new Set<object>(), out: string[] = [], depth = 0): string[] {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) out.push(path);
    return out;
  }
  if (value === null || typeof value !== "object" || depth > 10 || seen.has(value)) return out;
  seen.add(value);
  if ("documentName" in value) return out;
  const entries: Array<[string, unknown]> = value instanceof Set || Array.isArray(value) ? [...value].map((v, i) => [String(i), v]) : Object.entries(value);
  for (const [key, child] of entries) {
    if (key === "parent") continue;
    nonFinitePaths(child, path ? `${path}.${key}` : key, seen, out, depth + 1);
  }
  return out;
}

function isValidationError(error: unknown): boolean {
  const ValidationError = foundry.data.validation.DataModelValidationError as unknown as new () => Error;
  return error instanceof ValidationError;
}

function sourceOf(document: { toObject(): unknown }): string {
  return JSON.stringify(document.toObject());
}

/** Whether the stored source validates (strict: throws when it does not). */
function storedValid(document: { validate(options?: object): boolean }): boolean {
  try {
    return document.validate({ strict: true }) !== false;
  } catch {
    return false;
  }
}

/** Leaf paths of a default document's system source, with their values. */
function leaves(source: unknown): Plain {
  // Arrays and sets count as leaves (their path is set as a whole).
  return foundry.utils.flattenObject((source ?? {}) as object) as Plain;
}

/** Runs one operation; a thrown error that is not a validation error, or a recorded world error, is a crash. */
async function attempt<T>(world: World, fn: () => Promise<T>): Promise<{ result: T | undefined; refused: boolean; crash: string | null }> {
  const errorsBefore = world.errors.length;
  try {
    const result = await fn();
    const crash = world.errors.length > errorsBefore ? String(world.errors.at(-1)?.error) : null;
    return { result, refused: false, crash };
  } catch (error) {
    if (isValidationError(error)) return { result: undefined, refused: true, crash: null };
    return { result: undefined, refused: false, crash: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

function sameValues(input: Plain, stored: Plain): boolean {
  return Object.entries(input).every(([path, value]) => JSON.stringify(foundry.utils.getProperty(stored, path)) === JSON.stringify(value));
}

const ACTOR_TYPES = ["character", "npc"] as const;
const ITEM_TYPES = ["weapon", "equipment", "feature", "tool", "augment", "species", "automail", "chassis", "port", "upgrade", "consumable"] as const;

async function fuzzWorld() {
  const world = await createWorld({ seed: 101 });
  const templates: Record<string, Plain> = {};
  for (const type of ACTOR_TYPES) {
    const actor = (await Actor.create({ name: `Template ${type}`, type } as Actor.CreateData))!;
    templates[type] = leaves((actor.toObject() as { system: unknown }).system);
  }
  const holder = (await Actor.create({ name: "Holder", type: "character" } as Actor.CreateData))!;
  for (const type of ITEM_TYPES) {
    // World items: some types are refused on a plain character (a Gearforged upgrade needs a Gearforged).
    const item = await Item.create({ name: `Template ${type}`, type } as Item.CreateData);
    if (!item) throw new Error(`a default ${type} item was refused: ${world.notifications.at(-1)?.message ?? ""}`);
    templates[type] = leaves((item.toObject() as { system: unknown }).system);
  }
  await world.settle();
  return { world, templates, holder };
}

describe("suite R1: fuzzed sources and junk updates (issue 11)", () => {
  // One line with every count, whichever parts ran (also after a failure: the counts show where it stopped).
  afterAll(() => {
    if (Object.keys(counts).length === 0) return;
    const total = (key: keyof Counts) => Object.values(counts).reduce((sum, c) => sum + c[key], 0);
    console.info(
      `R1 fuzz (N=${N} per part): ${Object.entries(counts)
        .map(([kind, c]) => `${kind}: ${c.valid} valid, ${c.cleaned} cleaned, ${c.refused} refused${c.unchanged ? `, ${c.unchanged} unchanged` : ""}`)
        .join("; ")}; crashes ${total("crashes")}, partial writes ${total("partialWrites")}, non-finite ${total("nonFinite")}, silent clamps ${total("silentClamps")}`,
    );
  });

  it("R1 finding: ±Infinity in a number field without `integer` (automail acclimation time) is refused with a message, nothing written", FIRST, async () => {
    const world = await createWorld({ seed: 102 });
    const created = await Item.create({ name: "Limb", type: "automail", system: { acclimation: { failedUntil: -Infinity } } } as Item.CreateData);
    expect(created).toBeFalsy();
    expect(game.items!.size).toBe(0);
    expect(world.notifications.at(-1)?.message).toContain("acclimation.failedUntil must be a finite number");
    const limb = (await Item.create({ name: "Limb", type: "automail" } as Item.CreateData))!;
    const before = sourceOf(limb);
    await limb.update({ "system.acclimation.failedUntil": Infinity } as Item.UpdateData);
    expect(sourceOf(limb)).toBe(before);
    expect(world.notifications.at(-1)?.message).toContain("must be a finite number");
    await world.settle();
  });

  it("R1 finding: an object without a prototype as HP (junk from a macro) is refused by validation, never a TypeError in the HP guard", FIRST, async () => {
    const world = await createWorld({ seed: 103 });
    const npc = (await Actor.create({ name: "Drone", type: "npc" } as Actor.CreateData))!;
    const before = sourceOf(npc);
    const { crash } = await attempt(world, () => npc.update({ "system.attributes.hp.value": Object.create(null), "system.attributes.hp.temp": {} } as never) as Promise<unknown>);
    expect(crash).toBeNull();
    expect(sourceOf(npc)).toBe(before);
    await world.settle();
  });

  it(
    "R1: actor and item sources: valid, cleaned or refused; 0 crashes, stored sources validate, derived numbers finite",
    async () => {
      const { world, templates, holder } = await fuzzWorld();
      const sourceArb = (types: readonly string[]) =>
        fc.constantFrom(...types).chain((type) =>
          fc.record({
            type: fc.oneof({ weight: 12, arbitrary: fc.constant(type) }, { weight: 1, arbitrary: fc.constantFrom("", "vehicle", "augmentx") }),
            name: fc.oneof({ weight: 6, arbitrary: fc.string({ minLength: 1, maxLength: 10 }) }, { weight: 1, arbitrary: junk }),
            system: junkChanges("", templates[type]!).map((flat) => foundry.utils.expandObject(flat) as Plain),
          }),
        );

      for (const [kind, types, create] of [
        ["actor source", ACTOR_TYPES, (data: Plain) => Actor.create(data as Actor.CreateData)],
        ["item source", ITEM_TYPES, async (data: Plain) => (await holder.createEmbeddedDocuments("Item", [data as Item.CreateData]))?.[0]],
      ] as const) {
        const tallyKind = tally(kind);
        await fc.assert(
          fc.asyncProperty(sourceArb(types), async (source) => {
            const before = kind === "actor source" ? game.actors!.size : holder.items.size;
            const { result, refused, crash } = await attempt(world, () => create(source) as Promise<Actor.Implementation | Item.Implementation | undefined>);
            if (crash) tallyKind.crashes++;
            expect(crash, `${kind} ${JSON.stringify(source)}`).toBeNull();
            if (refused || !result) {
              tallyKind.refused++;
              const after = kind === "actor source" ? game.actors!.size : holder.items.size;
              if (after !== before) tallyKind.partialWrites++;
              expect(after, "a refused create left a document").toBe(before);
              return;
            }
            const stored = result.toObject() as Plain;
            if (sameValues(foundry.utils.flattenObject(source.system) as Plain, (stored.system ?? {}) as Plain)) tallyKind.valid++;
            else tallyKind.cleaned++;
            expect(storedValid(result as unknown as { validate(o?: object): boolean }), `stored source invalid: ${JSON.stringify(stored)}`).toBe(true);
            const bad = nonFinitePaths((result as { system: unknown }).system);
            if (bad.length) tallyKind.nonFinite++;
            expect(bad, `${kind} ${JSON.stringify(source)}`).toEqual([]);
            await result.delete();
          }),
          { numRuns: N, seed: 11 },
        );
      }
      await world.settle();
    },
    TIMEOUT,
  );

  it(
    "R1: junk updates of actors and items: applied whole (valid or cleaned) or refused with nothing moved; no silent clamp, 0 crashes",
    async () => {
      const { world, templates, holder } = await fuzzWorld();
      const npc = (await Actor.create({ name: "Drone", type: "npc" } as Actor.CreateData))!;
      const targets: Array<{ kind: string; doc: () => Actor.Implementation | Item.Implementation; template: Plain }> = [
        { kind: "character update", doc: () => holder, template: templates.character! },
        { kind: "npc update", doc: () => npc, template: templates.npc! },
      ];
      for (const type of ITEM_TYPES) {
        // Owned where a plain character may hold the type (its guards then run), else a world item.
        const data = { name: `Target ${type}`, type } as Item.CreateData;
        const item = (await holder.createEmbeddedDocuments("Item", [data]))?.[0] ?? (await Item.create(data));
        if (!item) throw new Error(`a default ${type} item was refused`);
        // cast: both kinds of item are the configured Item class.
        targets.push({ kind: "item update", doc: () => item as Item.Implementation, template: templates[type]! });
      }
      await world.settle();

      const updateArb = fc.nat({ max: targets.length - 1 }).chain((index) => junkChanges("system.", targets[index]!.template).map((changes) => ({ index, changes })));
      await fc.assert(
        fc.asyncProperty(updateArb, async ({ index, changes }) => {
          const target = targets[index]!;
          const tallyKind = tally(target.kind);
          const doc = target.doc();
          const before = sourceOf(doc);
          const told = world.notifications.length;
          const { result, refused, crash } = await attempt(world, () => doc.update(changes as never) as Promise<unknown>);
          if (crash) tallyKind.crashes++;
          expect(crash, `${target.kind} ${JSON.stringify(changes)}`).toBeNull();
          const after = sourceOf(doc);
          if (refused || result === undefined) {
            // No write: a veto says why (a notification); without one the values were already there.
            if (!refused && world.notifications.length === told) tallyKind.unchanged++;
            else tallyKind.refused++;
            if (after !== before) tallyKind.partialWrites++;
            expect(after, `a refused update moved something: ${JSON.stringify(changes)}`).toBe(before);
            return;
          }
          // A clamp with a message is a refusal that said why; without one it is a failure (issue 25, Deliver 6).
          const clamps = world.notifications.length > told ? [] : silentClamps(changes, doc);
          if (clamps.length) tallyKind.silentClamps++;
          expect(clamps, `${target.kind} ${JSON.stringify(changes)}`).toEqual([]);
          if (sameValues(changes, JSON.parse(after) as Plain)) tallyKind.valid++;
          else tallyKind.cleaned++;
          expect(storedValid(doc as unknown as { validate(o?: object): boolean }), `stored source invalid after ${JSON.stringify(changes)}`).toBe(true);
          const bad = nonFinitePaths((doc as { system: unknown }).system);
          if (bad.length) tallyKind.nonFinite++;
          expect(bad, `${target.kind} ${JSON.stringify(changes)}`).toEqual([]);
        }),
        { numRuns: N, seed: 12 },
      );
      await world.settle({ throwErrors: false });
      expect(world.errors.map((e) => e.context)).toEqual([]);
    },
    TIMEOUT,
  );
});
