/**
 * CY-DES-1 with CY-WHO-1 in a dnd5e world: a designer's lock may sit on another creature's design, and a rest finds
 * it through the index of items that store locks (src/workflows/augment-design/lock-index.ts) instead of walking every
 * actor. The index must see what changes after it was built: a lock written later, a design deleted, an actor
 * brought into play with a locked design.
 */
import { describe, expect, it } from "vitest";
import type { PlainObject } from "../foundry/utils";
import { createModuleWorld, packUuid } from "../integration/adapters/dnd5e-module-world";

type Actor5eLike = Actor.Implementation & { longRest(c: PlainObject): Promise<unknown> };
type World = Awaited<ReturnType<typeof createModuleWorld>>;

const restCount = (actor: Actor.Implementation): unknown => actor.getFlag("augmented-dnd5e" as never, "restCount" as never);

async function character(name: string, items: PlainObject[] = []): Promise<Actor5eLike> {
  // cast: dnd5e's actor with its rest methods, which the type definitions do not declare.
  return (await Actor.create({ name, type: "character", items, system: { attributes: { hp: { value: 20, max: 20 } } } } as never)) as unknown as Actor5eLike;
}

async function design(designer?: Actor.Implementation): Promise<PlainObject> {
  const source = (await fromUuid(await packUuid("augments", "Wrist Cannon"))) as Item.Implementation;
  const locks = designer ? { flags: { "augmented-dnd5e": { designLocks: [{ designer: designer.uuid, restCount: 0 }] } } } : {};
  return { ...source.toObject(), ...locks };
}

async function rest(world: World, actor: Actor5eLike): Promise<void> {
  await actor.longRest({ dialog: false, chat: false });
  await world.settle();
}

describe("a rest finds the designer's locks on other creatures' designs (the lock index)", () => {
  it("a lock written on another creature's design after a rest built the index counts at the designer's next rest", async () => {
    const world = await createModuleWorld();
    const vex = await character("Vex");
    const ana = await character("Ana", [await design()]);
    await rest(world, vex);
    expect(restCount(vex)).toBeUndefined();
    const augment = ana.items.contents[0]!;
    await augment.update({ "flags.augmented-dnd5e.designLocks": [{ designer: vex.uuid, restCount: 0 }] } as never);
    await world.settle();
    await rest(world, vex);
    expect(restCount(vex)).toBe(1);
    // The lock is lifted: the next rest counts nothing.
    await rest(world, vex);
    expect(restCount(vex)).toBe(1);
  });

  it("a creature brought into play with a locked design counts; a deleted design no longer does", async () => {
    const world = await createModuleWorld();
    const vex = await character("Vex");
    const bo = await character("Bo");
    await rest(world, bo);
    const ana = await character("Ana", [await design(vex)]);
    await world.settle();
    await rest(world, bo);
    await ana.deleteEmbeddedDocuments("Item", [ana.items.contents[0]!.id!]);
    await world.settle();
    await rest(world, vex);
    expect(restCount(vex)).toBeUndefined();
    await character("Cy", [await design(vex)]);
    await world.settle();
    await rest(world, vex);
    expect(restCount(vex)).toBe(1);
  });
});
