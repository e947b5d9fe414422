/**
 * The "Gearforged body" effect: one Active Effect the module keeps on a gearforged dnd5e character, carrying what its
 * body changes in dnd5e's derived numbers, on dnd5e's keys through the actor port (`port.effectChanges`, each dnd5e
 * line's layout: data-paths.ts). Its first part is GF-BODY-2: a body that sinks swims at 0 whatever else grants a
 * swim speed, until Water Jets (GF-UPG-4, rules/gearforged/body-upgrades.ts `sinksInWater`). Other parts join it by
 * `registerBodyContribution` (the upgrades' numbers), so the body stays one effect on the sheet.
 *
 * Kept in step on the client of the user who changed the actor's species or upgrades (who may change the actor),
 * rebuilt whole each time: created when it has changes, updated when they differ, deleted when none are left.
 */
import { GEARFORGED_BODIES, sinksInWater } from "../../../rules/gearforged";
import type { DerivedContribution } from "../../../ports/derived-effects";
import { portOf } from "../../../ports/actor-port";
import { upgradeKeys, variantOf } from "../../../workflows/gearforged/state";
import { isItemOfKind } from "../../../data/item/kinds";
import { effectChangeValues, effectFields, type EffectChangeSpec } from "../../../compat/effect-data";
import { localize } from "../../../utils/notify";
import { MODULE_ID } from "../constants";

export const BODY_EFFECT_FLAG = "gearforgedBody";

/** What one part of the body adds to the effect, for one actor (none: []). */
export type BodyContribution = (actor: Actor.Implementation) => DerivedContribution[];

/** GF-BODY-2: a body that sinks (and has no Water Jets) swims at 0. */
export const sinking: BodyContribution = (actor) => {
  const variant = variantOf(actor);
  if (!variant || !sinksInWater(GEARFORGED_BODIES[variant].sinks, upgradeKeys(actor))) return [];
  return [{ kind: "speed", mode: "swim", set: 0 }];
};

const CONTRIBUTIONS: BodyContribution[] = [sinking];

/** Add a part of the body's effect (at init). */
export function registerBodyContribution(contribution: BodyContribution): void {
  if (!CONTRIBUTIONS.includes(contribution)) CONTRIBUTIONS.push(contribution);
}

/** The body effect's changes for the actor now. */
export function bodyEffectChanges(actor: Actor.Implementation): EffectChangeSpec[] {
  if (!variantOf(actor)) return [];
  return portOf(actor).effectChanges(CONTRIBUTIONS.flatMap((contribution) => contribution(actor)));
}

/** The actor's body effect, or null. */
export function bodyEffectOf(actor: Actor.Implementation): ActiveEffect.Implementation | null {
  // The module's flag on the effect, read by its path (no cast).
  return actor.effects.find((effect) => foundry.utils.getProperty(effect, `flags.${MODULE_ID}.${BODY_EFFECT_FLAG}`) === true) ?? null;
}

function sameChanges(effect: ActiveEffect.Implementation, changes: readonly EffectChangeSpec[]): boolean {
  const stored = effectChangeValues(effect);
  return stored.length === changes.length && stored.every((change, i) => change.key === changes[i]?.key && change.value === changes[i]?.value);
}

/** Bring the body effect in step with the actor's species and upgrades (one write at most). */
export async function syncBodyEffect(actor: Actor.Implementation): Promise<void> {
  if (actor.type !== "character") return;
  const changes = bodyEffectChanges(actor);
  const existing = bodyEffectOf(actor);
  if (changes.length === 0) {
    if (existing?.id) await actor.deleteEmbeddedDocuments("ActiveEffect", [existing.id]);
    return;
  }
  if (existing?.id) {
    // cast: the generation's change fields as update data, which the community types model per generation.
    if (!sameChanges(existing, changes)) await existing.update(effectFields(changes, null) as ActiveEffect.UpdateData);
    return;
  }
  const data = {
    name: localize("AUGMENTED.Dnd5e.Gearforged.bodyEffect"),
    img: "icons/commodities/tech/cog-large-steel-white.webp",
    transfer: false,
    ...effectFields(changes, null),
    flags: { [MODULE_ID]: { [BODY_EFFECT_FLAG]: true } },
  };
  // cast: effect source data built above.
  await actor.createEmbeddedDocuments("ActiveEffect", [data as ActiveEffect.CreateData]);
}

/** `createItem` / `updateItem` / `deleteItem`: a species or upgrade changed on a character, on its changer's client. */
export function onBodyItemChanged(item: Item.Implementation, userId: string): void {
  if (userId !== game.user?.id) return;
  if (!isItemOfKind(item, "species") && !isItemOfKind(item, "upgrade")) return;
  // cast: an owned item's parent is an actor (null for a world item).
  const actor = item.parent as Actor.Implementation | null;
  if (!actor) return;
  void syncBodyEffect(actor);
}
