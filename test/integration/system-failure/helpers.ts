/**
 * The System Failure scenarios' table: a GM, a player, and the player's level-3 cyborg with two functional
 * installed augments and a damaged one; optionally a goblin and a combat. Typed conveniences for the effect and
 * the prompt card.
 */
import { type AugmentItem, createAugment } from "../augments/helpers";
import { type CharacterActor } from "../helpers";
import { type World, clickCardButton, messages, tableWithHero } from "../workflows/setup";
import { cardKind } from "../cards";

export interface SfTable {
  world: World;
  hero: CharacterActor;
  cannon: AugmentItem;
  optic: AugmentItem;
  blade: AugmentItem;
}

/** Ana: level 3, 20 HP, Str 14 / Dex 12 / Con 10 / Int 8 / Wis 10 / Cha 10. */
export async function cyborgTable(users?: Parameters<typeof tableWithHero>[1]): Promise<SfTable> {
  const { world, hero } = await tableWithHero(
    { details: { level: 3 }, abilities: { str: { value: 14 }, dex: { value: 12 }, int: { value: 8 } } },
    users,
  );
  const cannon = await createAugment(hero, "Wrist Cannon", { installedSection: "rightArm" });
  const optic = await createAugment(hero, "Optic", { sectionKind: "head", purpose: "utility", installedSection: "head" });
  const blade = await createAugment(hero, "Arm Blade", { installedSection: "leftArm", integrity: "damaged" });
  await world.settle();
  return { world, hero, cannon, optic, blade };
}

export interface CombatHandle {
  id: string | null;
  round: number;
  turn: number | null;
  startCombat(): Promise<unknown>;
  nextTurn(): Promise<unknown>;
  delete(): Promise<unknown>;
}

/** A started combat (as the GM): the goblin (initiative 15) acts first, then Ana (10). */
export async function startFight(world: World, hero: Actor.Implementation): Promise<{ combat: CombatHandle; goblin: Actor.Implementation }> {
  return world.as(world.gm, async () => {
    // cast: partial source data, as Actor.create accepts it.
    const goblin = await Actor.create({ name: "Goblin", type: "npc" } as Actor.CreateData);
    // cast: the combat's creation data (combatants by actor id); the stand-in's Combat implements the public API used.
    const combat = (await Combat.create({
      active: true,
      combatants: [
        { actorId: hero.id, initiative: 10 },
        { actorId: goblin!.id, initiative: 15 },
      ],
    } as unknown as Combat.CreateData)) as unknown as CombatHandle;
    await combat.startCombat();
    await world.settle();
    return { combat, goblin: goblin! };
  });
}

/** Advance the combat one turn as the GM. */
export async function nextTurn(world: World, combat: CombatHandle): Promise<void> {
  await world.as(world.gm, () => combat.nextTurn());
  await world.settle();
}

/** The prompt cards posted so far. */
export function prompts(world: World): ChatMessage.Implementation[] {
  return messages(world).filter((message) => cardKind(message) === "system-failure-prompt");
}

/**
 * The System Failure result and overdrive-end cards, oldest first (other workflows reacting to the same HP
 * changes, such as integrity saves, may post cards in between).
 */
export function sfCards(world: World): ChatMessage.Implementation[] {
  return messages(world).filter((message) => cardKind(message) === "system-failure");
}

export function lastSfCard(world: World): ChatMessage.Implementation {
  const card = sfCards(world).at(-1);
  if (!card) throw new Error("no System Failure card");
  return card;
}

/** Click "Destroy <augment>" on a prompt as `client`. */
export function choose(world: World, client: Parameters<World["as"]>[0], prompt: ChatMessage.Implementation, augmentId: string): Promise<void> {
  return clickCardButton(world, client, prompt, "systemFailureChoose", `[data-augment-id="${augmentId}"]`);
}

/** The overdrive effects on the actor. */
export function overdriveEffects(actor: Actor.Implementation): ActiveEffect.Implementation[] {
  return [...actor.effects].filter((effect) => {
    // cast: the system's flags on the overdrive effect.
    const flags = effect.flags as Record<string, { overdrive?: unknown } | undefined>;
    return flags.augmented?.overdrive !== undefined;
  });
}

export function exhaustionOf(actor: CharacterActor): number {
  return actor.system.attributes.exhaustion;
}

export function useRecord(actor: Actor.Implementation): unknown {
  // cast: the system's own flag (docs/actor-data.md `flags.augmented.systemFailure`).
  return (actor.flags as Record<string, Record<string, unknown> | undefined>).augmented?.systemFailure ?? null;
}

export function integrityOf(item: AugmentItem): { integrity: string; installedSection: string | null } {
  return { integrity: item.system.integrity, installedSection: item.system.installedSection };
}
