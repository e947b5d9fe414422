/**
 * R2's table and its observation: a GM and a player owning a level-3 cyborg with gold, the repair tool and five
 * augments (two arm, one head, one leg, one torso), and how the suite reads the actor back (augment rows for the
 * model; HP, death saves, exhaustion, augment uses and the System Failure record for undo's all-or-nothing check).
 */
import { augmentSource } from "../augments/helpers";
import { type CharacterActor, createCharacter } from "../helpers";
import { type World, renderMessage } from "../workflows/setup";
import type { AugRow, Augs, Integrity, SectionId, SectionKind, State } from "./r2-model";
import { cardKind as kindOfCard } from "../cards";
import { overdriveRecord } from "../../../src/workflows/system-failure/overdrive";

export interface Hero {
  actor: CharacterActor;
  kinds: Record<string, SectionKind>;
}

/** Name, section kind, purpose, integrity at the start (one damaged, so repairs happen early). */
const AUGMENTS: Array<[string, SectionKind, string, Integrity?]> = [
  ["Wrist Cannon", "arm", "attack"],
  ["Arm Blade", "arm", "attack", "damaged"],
  ["Optic", "head", "utility"],
  ["Leg Spring", "leg", "utility"],
  ["Chest Plate", "torso", "utility"],
];

export async function freshHero(world: World): Promise<Hero> {
  const actor = await world.as(world.gm, () =>
    createCharacter({
      name: "Ana",
      ownership: { default: 0, [world.player.user.id!]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER },
      system: { attributes: { hp: { value: 20, max: 20 } }, details: { level: 3 }, currency: { gp: 1_000_000 } },
    }),
  );
  const sources = [
    { name: "Tinker's Tools", type: "tool", flags: { augmented: { repairTool: "tinker" } } },
    ...AUGMENTS.map(([name, sectionKind, purpose, integrity]) =>
      augmentSource(name, { sectionKind, purpose, integrity: integrity ?? "intact", ...(purpose === "utility" ? { functionTag: "" } : {}) }),
    ),
  ];
  // cast: partial item sources, as createEmbeddedDocuments takes them.
  const created = (await world.as(world.gm, () => actor.createEmbeddedDocuments("Item", sources as unknown as Item.CreateData[]))) as unknown as Item.Implementation[];
  await world.settle();
  const kinds: Record<string, SectionKind> = {};
  created.slice(1).forEach((item, index) => {
    kinds[item.id!] = AUGMENTS[index]![1];
  });
  return { actor, kinds };
}

interface AugmentSystem {
  installedSection: SectionId | null;
  integrity: Integrity;
  dice: number;
  uses: { spent: number };
}

export function augmentItems(actor: Actor.Implementation): Item.Implementation[] {
  return actor.items.filter((item) => (item.type as string) === "augment");
}

export function observeAugs(actor: Actor.Implementation): Augs {
  const rows: Record<string, AugRow> = {};
  for (const item of augmentItems(actor)) {
    // cast: the augment model's fields (src/data/item/augment).
    const system = item.system as unknown as AugmentSystem;
    rows[item.id!] = { section: system.installedSection, integrity: system.integrity, dice: system.dice, spent: system.uses.spent };
  }
  return rows;
}

/** What the reference model tracks of the actor (./r2-model.ts, State). */
export function observeState(actor: CharacterActor): State {
  const hp = actor.system.attributes.hp as unknown as { value: number; temp: number | null };
  const exhaustion = (actor.system.attributes as unknown as { exhaustion: number }).exhaustion;
  const overdrive = actor.effects.some((effect) => overdriveRecord(effect) !== null);
  return { augs: observeAugs(actor), hp: hp.value, temp: hp.temp ?? 0, sfUsed: systemFailureRecord(actor) !== null, overdrive, exhaustion };
}

/** Everything an undo may restore, flattened to paths (augment rows, HP, death saves, exhaustion, SF record). */
export function observeAll(actor: CharacterActor): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [id, row] of Object.entries(observeAugs(actor))) {
    out[`aug.${id}.section`] = row.section;
    out[`aug.${id}.integrity`] = row.integrity;
    out[`aug.${id}.spent`] = row.spent;
  }
  const attributes = actor.system.attributes as unknown as { hp: { value: number; temp: number }; death: { success: number; failure: number }; exhaustion: number };
  out["hp.value"] = attributes.hp.value;
  out["hp.temp"] = attributes.hp.temp;
  out["death.success"] = attributes.death.success;
  out["death.failure"] = attributes.death.failure;
  out.exhaustion = attributes.exhaustion;
  out.systemFailure = systemFailureRecord(actor) !== null;
  return out;
}

export function systemFailureRecord(actor: Actor.Implementation): unknown {
  // cast: the system's own flag (docs/actor-data.md `flags.augmented.systemFailure`).
  return (actor.flags as Record<string, Record<string, unknown> | undefined>).augmented?.systemFailure ?? null;
}

export function hpOf(actor: CharacterActor): { value: number; max: number } {
  return { value: actor.system.attributes.hp.value, max: actor.system.attributes.hp.max };
}

/** The newest chat messages (at most `look`) whose GM rendering shows an Undo button, newest first. */
export async function undoableCards(world: World, look = 8): Promise<ChatMessage.Implementation[]> {
  // cast: the stand-in records ChatMessage documents.
  const recent = (world.chat as unknown as ChatMessage.Implementation[]).slice(-look).reverse();
  const found: ChatMessage.Implementation[] = [];
  for (const message of recent) {
    const html = await world.as(world.gm, () => renderMessage(world, message));
    if (html.querySelector("[data-augmented-action=undo]")) found.push(message);
  }
  return found;
}

export function cardKind(message: ChatMessage.Implementation): string {
  return kindOfCard(message);
}

/** Clicks Undo on `message` as the GM (the caller drives the world until it is done). */
export function clickUndo(world: World, message: ChatMessage.Implementation): Promise<void> {
  return world.as(world.gm, async () => {
    const html = await renderMessage(world, message);
    html.querySelector<HTMLButtonElement>("[data-augmented-action=undo]")?.click();
  });
}

/** The actor's gold (CORE-8). */
export function goldOf(actor: CharacterActor): number {
  return (actor.system as unknown as { currency: { gp: number } }).currency.gp;
}

/** What the cost cards among `messages` say was paid, in gp (a waived cost pays nothing). */
export function paidOn(messages: readonly ChatMessage.Implementation[], text: (message: ChatMessage.Implementation) => string): number[] {
  return messages.filter((message) => kindOfCard(message) === "cost").flatMap((message) => {
    const match = / paid ([\d.]+) gp/.exec(text(message));
    return match ? [Number(match[1])] : [];
  });
}
