/**
 * Suite R1, second part (issue 25, Deliver 6): fuzzed flags, chat card `system` data and batch writes
 * (`Actor.updateDocuments`, `updateEmbeddedDocuments`, `createDocuments`, `createEmbeddedDocuments`), the paths a
 * macro or a module takes around the documents' own `update()`. Each write is applied whole or refused whole
 * (a validation error, or a veto that says why). Never: a crash (any other exception, or an error in a hook,
 * `prepareData` or a card's rendering), a partial write, a stored source that does not validate, a derived number
 * that is not finite, or a **silent clamp**: a finite number that was written and stored as another number
 * without a refusal (issue 25, finding 7: −5 gp became 0 on the batch paths).
 *
 * N per part: 80 by default, 3,000 with AUGMENTED_SOAK=1 (`npm run test:soak`).
 */
import { afterAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { createWorld } from "../../foundry";
import { type World, renderMessage } from "../workflows/setup";
import { reportCounts, soakCount } from "./soak";
import { silentClamps, storedOutOfRange } from "./silent-clamps";

const N = soakCount(80, 3_000);
const TIMEOUT = 180_000 + N * 200;

type Plain = Record<string, unknown>;

interface Counts {
  applied: number;
  refused: number;
  crashes: number;
  partialWrites: number;
  silentClamps: number;
  nonFinite: number;
  [extra: string]: number;
}
const counts: Record<string, Counts> = {};
const tally = (part: string): Counts => (counts[part] ??= { applied: 0, refused: 0, crashes: 0, partialWrites: 0, silentClamps: 0, nonFinite: 0 });

const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: -1000, max: 1000 }),
  fc.constantFrom(NaN, Infinity, -Infinity, 1e308, -1e308, -0, 0.5, -1, -5, 2 ** 53 + 2),
  fc.string({ maxLength: 8 }),
  fc.constantFrom("", "12", "-3", "rightArm", "intact", "destroyed", "attack", "<b>x</b>"),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 4 })), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
);

function valueFor(template: unknown): fc.Arbitrary<unknown> {
  const near = typeof template === "number" ? [fc.integer({ min: -30, max: 30 }).map((d) => template + d)] : [];
  return fc.oneof({ weight: 2, arbitrary: fc.constant(template) }, ...near.map((arbitrary) => ({ weight: 3, arbitrary })), { weight: 2, arbitrary: junk });
}

/** The system's own flags a macro could write (docs/actor-data.md), and a module's. */
const FLAG_PATHS = ["flags.augmented.systemFailure", "flags.augmented.repairTool", "flags.augmented.requests", "flags.augmented.neglect", "flags.augmented.bogus", "flags.other-module.x"];

function changesFor(prefix: string, leaves: Plain, withFlags: boolean): fc.Arbitrary<Plain> {
  const paths = Object.keys(leaves);
  return fc
    .tuple(
      fc.subarray(paths, { minLength: 1, maxLength: Math.min(3, paths.length) }).chain((picked) => fc.tuple(...picked.map((path) => valueFor(leaves[path]).map((value) => [`${prefix}${path}`, value] as const)))),
      withFlags ? fc.option(fc.tuple(fc.constantFrom(...FLAG_PATHS), junk), { freq: 2 }) : fc.constant(null),
    )
    .map(([pairs, flag]) => {
      const out: Plain = Object.fromEntries(pairs);
      if (flag) out[flag[0]] = flag[1];
      return out;
    });
}

function leaves(source: unknown): Plain {
  return foundry.utils.flattenObject((source ?? {}) as object) as Plain;
}

function isValidationError(error: unknown): boolean {
  const ValidationError = foundry.data.validation.DataModelValidationError as unknown as new () => Error;
  return error instanceof ValidationError;
}

function storedValid(document: unknown): boolean {
  try {
    return (document as { validate(options?: object): boolean }).validate({ strict: true }) !== false;
  } catch {
    return false;
  }
}

function nonFinite(value: unknown, path = "", seen = new Set<object>(), out: string[] = [], depth = 0): string[] {
  if (typeof value === "number") {
    if (!Number.isFinite(value)) out.push(path);
    return out;
  }
  if (value === null || typeof value !== "object" || depth > 8 || seen.has(value) || "documentName" in value) return out;
  seen.add(value);
  for (const [key, child] of Object.entries(value)) if (key !== "parent") nonFinite(child, path ? `${path}.${key}` : key, seen, out, depth + 1);
  return out;
}

/** One write; a thrown error that is not a validation error, or an error the world recorded, is a crash. */
async function attempt(world: World, fn: () => Promise<unknown>): Promise<{ result: unknown; refused: boolean; crash: string | null }> {
  const errors = world.errors.length;
  try {
    const result = await fn();
    await world.settle({ throwErrors: false });
    return { result, refused: false, crash: world.errors.length > errors ? String(world.errors.splice(errors).map((e) => `${e.context}: ${String(e.error)}`)) : null };
  } catch (error) {
    if (isValidationError(error)) return { result: undefined, refused: true, crash: null };
    return { result: undefined, refused: false, crash: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
}

const source = (document: { toObject(): unknown }) => JSON.stringify(document.toObject());
const ITEM_TYPES = ["weapon", "equipment", "feature", "tool", "augment", "consumable", "automail", "port"] as const;

async function fuzzWorld() {
  const world = await createWorld({ seed: 111 });
  const templates: Record<string, Plain> = {};
  const hero = (await Actor.create({ name: "Ana", type: "character" } as Actor.CreateData))!;
  const other = (await Actor.create({ name: "Bo", type: "character" } as Actor.CreateData))!;
  const npc = (await Actor.create({ name: "Drone", type: "npc" } as Actor.CreateData))!;
  templates.character = leaves((hero.toObject() as { system: unknown }).system);
  templates.npc = leaves((npc.toObject() as { system: unknown }).system);
  const items: Item.Implementation[] = [];
  for (const type of ITEM_TYPES) {
    const [item] = ((await hero.createEmbeddedDocuments("Item", [{ name: `Target ${type}`, type } as Item.CreateData])) ?? []) as Item.Implementation[];
    if (!item) continue; // a type this character may not hold (its own guard says so)
    templates[type] = leaves((item.toObject() as { system: unknown }).system);
    items.push(item);
  }
  await world.settle();
  return { world, templates, hero, other, npc, items };
}

describe("suite R1, batch writes, flags and card data (issue 25)", () => {
  afterAll(() => {
    for (const [part, c] of Object.entries(counts)) reportCounts(`R1 ${part}`, { ...c });
  });

  it(
    "R1: Actor.updateDocuments and updateEmbeddedDocuments with junk system data and flags: whole or refused, no silent clamp, 0 crashes",
    async () => {
      const { world, templates, hero, other, npc, items } = await fuzzWorld();
      const actors = [hero, other, npc];
      const arb = fc.oneof(
        fc.tuple(fc.nat({ max: 2 }), fc.nat({ max: 2 })).chain(([a, b]) =>
          fc.tuple(changesFor("system.", templates[actors[a]!.type]!, true), changesFor("system.", templates[actors[b]!.type]!, true)).map(([first, second]) => ({ part: "actor batch", a, b, first, second })),
        ),
        fc.tuple(fc.nat({ max: items.length - 1 }), fc.nat({ max: items.length - 1 })).chain(([a, b]) =>
          fc.tuple(changesFor("system.", templates[items[a]!.type]!, true), changesFor("system.", templates[items[b]!.type]!, true)).map(([first, second]) => ({ part: "item batch", a, b, first, second })),
        ),
      );
      await fc.assert(
        fc.asyncProperty(arb, async ({ part, a, b, first, second }) => {
          const counted = tally(part);
          const docs = part === "actor batch" ? [actors[a]!, actors[b]!] : [items[a]!, items[b]!];
          const batch = a === b ? [{ _id: docs[0]!.id!, ...first }] : [{ _id: docs[0]!.id!, ...first }, { _id: docs[1]!.id!, ...second }];
          const before = docs.map(source);
          const told = world.notifications.length;
          const { result, refused, crash } = await attempt(world, () =>
            part === "actor batch" ? CONFIG.Actor.documentClass.updateDocuments(batch as never) : hero.updateEmbeddedDocuments("Item", batch as never),
          );
          if (crash) counted.crashes++;
          expect(crash, `${part} ${JSON.stringify(batch)}`).toBeNull();
          const written = Array.isArray(result) ? result.length : 0;
          if (refused || written === 0) {
            counted.refused++;
            const after = docs.map(source);
            if (after.some((s, i) => s !== before[i])) counted.partialWrites++;
            expect(after, `a refused batch moved something: ${JSON.stringify(batch)}`).toEqual(before);
            return;
          }
          counted.applied++;
          const refusedSome = world.notifications.length > told;
          for (const [index, changes] of batch.entries()) {
            const doc = docs[index]!;
            const clamps = refusedSome ? [] : silentClamps(changes, doc);
            if (clamps.length) counted.silentClamps++;
            expect(clamps, `${part} ${JSON.stringify(changes)}`).toEqual([]);
            expect(storedValid(doc), `stored source invalid after ${JSON.stringify(changes)}`).toBe(true);
            const bad = nonFinite((doc as unknown as { system: unknown }).system);
            if (bad.length) counted.nonFinite++;
            expect(bad, `${part} ${JSON.stringify(changes)}`).toEqual([]);
          }
        }),
        { numRuns: N, seed: 25 },
      );
    },
    TIMEOUT,
  );

  it(
    "R1: createDocuments and createEmbeddedDocuments with junk sources: created whole or nothing, no silent clamp, 0 crashes",
    async () => {
      const { world, templates, hero } = await fuzzWorld();
      const arb = fc.oneof(
        fc.constantFrom("character", "npc").chain((type) => changesFor("", templates[type]!, false).map((system) => ({ part: "actor creates", type, system }))),
        fc.constantFrom(...ITEM_TYPES.filter((type) => templates[type])).chain((type) => changesFor("", templates[type]!, false).map((system) => ({ part: "item creates", type, system }))),
      );
      await fc.assert(
        fc.asyncProperty(arb, async ({ part, type, system }) => {
          const counted = tally(part);
          const data = [{ name: "Fuzz", type, system: foundry.utils.expandObject(system) }];
          const size = () => (part === "actor creates" ? game.actors!.size : hero.items.size);
          const before = size();
          const told = world.notifications.length;
          const { result, refused, crash } = await attempt(world, () => (part === "actor creates" ? CONFIG.Actor.documentClass.createDocuments(data as never) : hero.createEmbeddedDocuments("Item", data as never)));
          if (crash) counted.crashes++;
          expect(crash, `${part} ${JSON.stringify(data)}`).toBeNull();
          const created = (Array.isArray(result) ? result : []) as Array<Actor.Implementation | Item.Implementation>;
          if (refused || created.length === 0) {
            counted.refused++;
            if (size() !== before) counted.partialWrites++;
            expect(size(), "a refused create left a document").toBe(before);
            return;
          }
          counted.applied++;
          const doc = created[0]!;
          const clamps = world.notifications.length > told ? [] : silentClamps(system, doc, "system.");
          if (clamps.length) counted.silentClamps++;
          expect(clamps, `${part} ${JSON.stringify(data)}`).toEqual([]);
          expect(storedValid(doc), `stored source invalid: ${JSON.stringify(doc.toObject())}`).toBe(true);
          const bad = nonFinite((doc as unknown as { system: unknown }).system);
          if (bad.length) counted.nonFinite++;
          expect(bad).toEqual([]);
          await doc.delete();
        }),
        { numRuns: N, seed: 26 },
      );
    },
    TIMEOUT,
  );

  it(
    "R1: finite numbers through every write path (the system's class, Foundry's base classes, an embedded item's batch, compendium actors and items): written, or refused with a message; 0 silent clamps, 0 bare errors, nothing stored out of range",
    async () => {
      const world = await createWorld({
        seed: 113,
        packs: [
          { name: "heroes", type: "Actor", label: "Heroes", source: "test/integration/documents/fixtures/heroes" },
          { name: "tools", type: "Item", label: "Tools", source: "packs/_source/tools" },
        ],
      });
      const heroes = game.packs!.get("augmented.heroes")!;
      const tools = game.packs!.get("augmented.tools")!;
      await heroes.configure({ locked: false });
      await tools.configure({ locked: false });
      const hero = (await Actor.create({ name: "Ana", type: "character" } as Actor.CreateData))!;
      const [kit] = (await hero.createEmbeddedDocuments("Item", [{ name: "Kit", type: "tool" } as Item.CreateData, { name: "Claw", type: "augment" } as Item.CreateData])) as Item.Implementation[];
      const claw = hero.items.find((item) => item.type === "augment")!;
      // cast: the heroes pack holds Actors, the tools pack Items.
      const vera = (await heroes.getDocument("heroVera0000000a")) as Actor.Implementation;
      const packTool = (await tools.getDocument("TBZojie90xmY9F6Q")) as Item.Implementation;
      await world.settle();
      // The number leaves of each document's model, choices excepted (a number that is no choice is no range),
      // and an augment's design numbers, which the model's design rules refuse by throwing the rule's own
      // message (CY-ATK-2 dice, CY-UTL-1 range, CY-MOB-1 mobility: test/integration/augments/augment-model.test.ts).
      const DESIGN_RULES = new Set(["dice", "rangeFt", "mobility.bonus"]);
      const numbers = (document: { system: unknown; toObject(): unknown }): Plain => {
        const all = leaves((document.toObject() as { system: unknown }).system);
        // cast: the type model's schema, read for each leaf's field.
        const schema = (document.system as { schema: { getField(path: string): { choices?: unknown } | undefined } }).schema;
        return Object.fromEntries(Object.entries(all).filter(([path, value]) => typeof value === "number" && !schema.getField(path)?.choices && !DESIGN_RULES.has(path)));
      };
      const number = (template: unknown) =>
        fc.oneof(
          fc.integer({ min: -30, max: 30 }).map((d) => (template as number) + d),
          fc.constantFrom(-1, -5, 0.5, 1e300, 1e308, -1e308, 2 ** 53 + 2, 1_000_000_001),
        );
      const changesOf = (template: Plain) =>
        fc.subarray(Object.keys(template), { minLength: 1, maxLength: Math.min(3, Object.keys(template).length) }).chain((picked) => fc.tuple(...picked.map((path) => number(template[path]).map((value) => [`system.${path}`, value] as const)))).map((pairs) => Object.fromEntries(pairs) as Plain);
      type Path = { part: string; document: Actor.Implementation | Item.Implementation; write: (update: Plain) => Promise<unknown> };
      const paths: Path[] = [
        { part: "system class", document: hero, write: (u) => CONFIG.Actor.documentClass.updateDocuments([u] as never) },
        { part: "base class", document: hero, write: (u) => Actor.updateDocuments([u] as never) },
        { part: "base class, embedded", document: kit!, write: (u) => Item.updateDocuments([u] as never, { parent: hero } as never) },
        { part: "base class, embedded augment", document: claw, write: (u) => Item.updateDocuments([u] as never, { parent: hero } as never) },
        { part: "compendium actor", document: vera, write: (u) => Actor.updateDocuments([u] as never, { pack: heroes.collection } as never) },
        { part: "compendium item", document: packTool, write: (u) => Item.updateDocuments([u] as never, { pack: tools.collection } as never) },
      ];
      const arb = fc.nat({ max: paths.length - 1 }).chain((index) => changesOf(numbers(paths[index]!.document)).map((changes) => ({ index, changes })));
      await fc.assert(
        fc.asyncProperty(arb, async ({ index, changes }) => {
          const { part, document, write } = paths[index]!;
          const counted = tally(`every path: ${part}`);
          counted.bareErrors ??= 0;
          counted.outOfRange ??= 0;
          const before = source(document);
          const told = world.notifications.length;
          let thrown: string | null = null;
          await write({ _id: document.id!, ...changes }).catch((error: unknown) => (thrown = error instanceof Error ? `${error.name}: ${error.message}` : String(error)));
          await world.settle({ throwErrors: false });
          if (thrown) counted.bareErrors++;
          expect(thrown, `${part} ${JSON.stringify(changes)}`).toBeNull();
          const said = world.notifications.slice(told).some((n) => n.level === "error");
          if (said) {
            counted.refused++;
            if (source(document) !== before) counted.partialWrites++;
            expect(source(document), `${part}: a refusal wrote ${JSON.stringify(changes)}`).toBe(before);
            return;
          }
          counted.applied++;
          const clamps = silentClamps(changes, document);
          if (clamps.length) counted.silentClamps++;
          expect(clamps, `${part} ${JSON.stringify(changes)}`).toEqual([]);
          const outside = storedOutOfRange(changes, document);
          if (outside.length) counted.outOfRange++;
          expect(outside, `${part} ${JSON.stringify(changes)}`).toEqual([]);
        }),
        { numRuns: N, seed: 28 },
      );
    },
    TIMEOUT,
  );

  it(
    "R1: chat cards with junk `system` data of every card type: created and rendered, or refused; 0 crashes",
    async () => {
      const world = await createWorld({ seed: 112 });
      // cast: the registered card models (src/workflows/card-kinds.ts), by type.
      const models = CONFIG.ChatMessage.dataModels as unknown as Record<string, new (data?: object) => { toObject(): unknown }>;
      const templates: Record<string, Plain> = {};
      for (const [type, Model] of Object.entries(models)) {
        try {
          templates[type] = leaves(new Model({}).toObject());
        } catch {
          templates[type] = {};
        }
      }
      const types = Object.keys(templates);
      expect(types.length).toBeGreaterThan(5);
      const arb = fc.constantFrom(...types).chain((type) =>
        (Object.keys(templates[type]!).length > 0 ? changesFor("", templates[type]!, false) : fc.dictionary(fc.constantFrom("actorUuid", "itemId", "state", "amount"), junk, { maxKeys: 3 })).map((system) => ({ type, system })),
      );
      await fc.assert(
        fc.asyncProperty(arb, async ({ type, system }) => {
          const counted = tally("card data");
          const data = { type, content: "", system: foundry.utils.expandObject(system) };
          const before = game.messages!.size;
          const made = await attempt(world, () => ChatMessage.create(data as never) as Promise<unknown>);
          if (made.crash) counted.crashes++;
          expect(made.crash, `card ${JSON.stringify(data)}`).toBeNull();
          const message = made.result as ChatMessage.Implementation | undefined;
          if (made.refused || !message) {
            counted.refused++;
            expect(game.messages!.size, "a refused card was kept").toBe(before);
            return;
          }
          counted.applied++;
          const shown = await attempt(world, () => renderMessage(world, message));
          if (shown.crash) counted.crashes++;
          expect(shown.crash, `rendering card ${JSON.stringify(data)}`).toBeNull();
          await message.delete();
        }),
        { numRuns: N, seed: 27 },
      );
    },
    TIMEOUT,
  );
});
