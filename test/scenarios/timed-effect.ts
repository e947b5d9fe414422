/**
 * Timed effects run out exactly once (CY-MOB-1, CY-MOB-3; docs/ARCHITECTURE.md, Conventions: "one client acts"): a flight (1 minute) used
 * from Leg Thrusters still applies after 59 seconds of world time and is gone after 60, replaced by exactly one
 * "grounded" effect; a Track Legs transformation (1 minute) in a combat is still there after nine rounds and
 * ends at the tenth (each round advances world time), deleted once although both the world-time change and the
 * turn change trigger the sweep.
 */
import { equal, present, same } from "./assert";
import { defineScenario, type Harness } from "./harness";
import { createActor, createOwnedItems, onHook, systemFlag, systemValue } from "./support";

interface UseFlag {
  kind: string;
  mode: string;
}

interface Using {
  useAugment(item: Item.Implementation, options: { hover?: boolean }): Promise<{ effectId?: string | null } | null>;
}

/** Creations and deletions of this actor's augment effects, as every client sees them (core hooks). */
function watchEffects(actor: Actor.Implementation) {
  const created: string[] = [];
  const deleted: string[] = [];
  const kind = (effect: unknown) => {
    const e = effect as ActiveEffect.Implementation; // cast: the hook's document
    if (e.parent !== actor) return null;
    const flag = systemFlag<UseFlag>(e, "augmentUse");
    return flag ? `${flag.kind}:${flag.mode}` : null;
  };
  const stops = [
    onHook("createActiveEffect", (effect) => void (kind(effect) && created.push(kind(effect)!))),
    onHook("deleteActiveEffect", (effect) => void (kind(effect) && deleted.push(kind(effect)!))),
  ];
  return { created, deleted, stop: () => stops.forEach((stop) => stop()) };
}

function legAugment(name: string, mobility: Record<string, unknown>): Record<string, unknown> {
  return { name, type: "augment", system: { sectionKind: "leg", installedSection: "leftLeg", purpose: "mobility", ability: "dex", functionTag: name.toLowerCase(), damageType: null, mobility } };
}

function speed(actor: Actor.Implementation, mode: string): number {
  return Number(systemValue(actor, `attributes.speed.${mode}`));
}

async function flight(h: Harness): Promise<void> {
  const hero = await createActor(h, { name: "Quench flyer", type: "character", system: { details: { level: 5 }, attributes: { hp: { value: 20, max: 20 } } } });
  const [thrusters] = await createOwnedItems(hero, [legAugment("Leg Thrusters", { mode: "fly", bonus: 20 })]);
  const effects = watchEffects(hero);
  try {
    // cast: the system's Actor method (docs/hooks.md, useAugment).
    const used = await (hero as unknown as Using).useAugment(thrusters!, { hover: false });
    present(used?.effectId, "the flight effect");
    await h.settle();
    equal(speed(hero, "fly"), 20, "fly speed while flying");
    await h.advanceTime(59);
    await h.settle();
    equal(speed(hero, "fly"), 20, "fly speed after 59 s");
    await h.advanceTime(1);
    await h.eventually("the flight ended", () => equal(speed(hero, "fly"), 0, "fly speed after 60 s"));
    await h.settle();
    same(effects.deleted, ["mobility:fly"], "effects deleted when the minute was up");
    same(effects.created, ["mobility:fly", "grounded:fly"], "effects created: the flight, then one grounded effect");
  } finally {
    effects.stop();
  }
}

async function transformation(h: Harness): Promise<void> {
  const hero = await createActor(h, { name: "Quench walker", type: "character", system: { details: { level: 5 }, attributes: { hp: { value: 20, max: 20 } } } });
  const [legs] = await createOwnedItems(hero, [legAugment("Track Legs", { mode: "transform", bonus: 10 })]);
  const walk = speed(hero, "walk");
  // cast: as above.
  await (hero as unknown as Using).useAugment(legs!, {});
  await h.eventually("transformed", () => equal(speed(hero, "walk"), walk + 10, "walking speed transformed"));
  const effects = watchEffects(hero);
  try {
    // cast: Combat.create takes source data with embedded combatants (an actor combatant, no scene needed).
    const combat = h.track(present(await Combat.create({ active: true, combatants: [{ actorId: hero.id, initiative: 10 }] } as unknown as Combat.CreateData), "combat"));
    await combat.startCombat();
    for (let round = 0; round < 9; round += 1) await combat.nextRound();
    await h.settle();
    equal(speed(hero, "walk"), walk + 10, "still transformed after nine rounds");
    await combat.nextRound();
    await h.eventually("the transformation ended", () => equal(speed(hero, "walk"), walk, "walking speed after ten rounds"));
    await h.settle();
    same(effects.deleted, ["mobility:transform"], "the transformation was deleted once");
    same(effects.created, [], "nothing else was created");
  } finally {
    effects.stop();
  }
}

export default defineScenario({
  id: "timed-effect",
  title: "world time and combat rounds end a timed augment effect exactly once",
  proves: "CY-MOB-1, CY-MOB-3, docs/ARCHITECTURE.md one client acts",
  async run(h) {
    await flight(h);
    await transformation(h);
  },
});
