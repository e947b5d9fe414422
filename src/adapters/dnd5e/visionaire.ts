/**
 * Visionaire as dnd5e AC (CY-VIS-1..3): the bonus the rules give (rules/cyborg/visionaire.ts) is carried by one
 * active effect on the actor. Under every AC calculation but one it adds to `system.attributes.ac.bonus`, which
 * dnd5e adds to the calculated AC (its own SRD Ring of Protection adds "+1" there the same way). dnd5e's "flat"
 * calculation takes the flat value as the AC and returns before any bonus (`module/data/actor/templates/
 * attributes.mjs:178-180`), so there the effect adds to `system.attributes.ac.flat` instead (never both: "natural"
 * adds the bonus to the flat value). The effect is kept current as augments, the species and the calculation
 * change: created, changed or deleted by the one acting client.
 */
import { visionaireBonus } from "../../rules/cyborg/visionaire";
import { isActingClient } from "../../utils/acting-user";
import { changesOnlyUses } from "../../data/item/uses-only";
import { localize } from "../../utils/notify";
import { effectChangeValues, effectFields } from "../../compat/effect-data";
import { MODULE_ID } from "./constants";
import { touchesPath } from "../../utils/touches-path";
import { DND5E_SPECIES_TYPE, isCyborg, isModuleAugment, moduleAugmentStates } from "./augments";

export const VISIONAIRE_FLAG = "visionaire";
export const AC_BONUS_KEY = "system.attributes.ac.bonus";
export const AC_FLAT_KEY = "system.attributes.ac.flat";
const AC_CALC_PATH = "system.attributes.ac.calc";

/** The path Visionaire adds to under the actor's AC calculation (dnd5e's prepared one: an unknown calc reads "flat"). */
export function visionaireKey(actor: Actor.Implementation): string {
  // cast: in a dnd5e world the actor's system is dnd5e's data model; only its AC calculation is read.
  const calc = (actor.system as { attributes?: { ac?: { calc?: unknown } } } | undefined)?.attributes?.ac?.calc;
  return calc === "flat" ? AC_FLAT_KEY : AC_BONUS_KEY;
}

/** The Visionaire bonus the actor should have now, 0..2. */
export function visionaireFor(actor: Actor.Implementation): number {
  return visionaireBonus(moduleAugmentStates(actor), { cyborg: isCyborg(actor) }).bonus;
}

function visionaireEffects(actor: Actor.Implementation): ActiveEffect.Implementation[] {
  // cast (both): getFlag's scope and key are typed to the declared flags; the module's scope and key are not.
  return actor.effects.filter((effect) => effect.getFlag(MODULE_ID as never, VISIONAIRE_FLAG as never) === true);
}

/** The bonus the actor's Visionaire effect adds now and where (0 and null without one). */
export function appliedVisionaire(actor: Actor.Implementation): { bonus: number; key: string | null } {
  const effect = visionaireEffects(actor)[0];
  const change = effect ? effectChangeValues(effect).find((c) => c.key === AC_BONUS_KEY || c.key === AC_FLAT_KEY) : undefined;
  return change ? { bonus: Number(change.value) || 0, key: change.key } : { bonus: 0, key: null };
}

/** Bring the actor's Visionaire effect in line with its augments: one write, only when something changed. */
export async function syncVisionaire(actor: Actor.Implementation): Promise<void> {
  const bonus = visionaireFor(actor);
  const [effect, ...extra] = visionaireEffects(actor);
  if (extra.length) await actor.deleteEmbeddedDocuments("ActiveEffect", extra.map((e) => e.id ?? "").filter(Boolean));
  if (bonus === 0) {
    if (effect?.id) await actor.deleteEmbeddedDocuments("ActiveEffect", [effect.id]);
    return;
  }
  // The change in the running generation's shape (v13 `changes`, v14 `system.changes`), with no timing. The flat
  // value is a number field (a plain number); the bonus a formula (a signed term).
  const key = visionaireKey(actor);
  const value = key === AC_FLAT_KEY ? String(bonus) : `+${bonus}`;
  const { duration: _duration, start: _start, ...changes } = effectFields([{ key, kind: "add", value }], null);
  if (!effect) {
    const data = {
      name: localize("AUGMENTED.Dnd5e.Visionaire.effect"),
      img: "icons/svg/shield.svg",
      ...changes,
      flags: { [MODULE_ID]: { [VISIONAIRE_FLAG]: true } },
    };
    // cast: the effect's creation data in Foundry's shape; the types want every optional field spelled out.
    await actor.createEmbeddedDocuments("ActiveEffect", [data as ActiveEffect.CreateData]);
  } else if (appliedVisionaire(actor).bonus !== bonus || appliedVisionaire(actor).key !== key) {
    // cast: as above, the change list in Foundry's shape.
    await effect.update(changes as ActiveEffect.UpdateData);
  }
}

/**
 * A change to one of the actor's items (an augment, the species) on the client that made it: sync once. An
 * update's `changes` (absent for a creation or deletion) that cannot move the bonus is skipped.
 */
export function onItemChanged(item: Item.Implementation, userId: string, changes?: unknown): Promise<void> | undefined {
  // cast: Item.type is typed to this system's sub-types; dnd5e's species type ("race") is not one of them.
  if (!isModuleAugment(item) && (item.type as string) !== DND5E_SPECIES_TYPE) return undefined;
  // Spending or refilling uses (every rest, every use) cannot move the bonus.
  if (changes !== undefined && changesOnlyUses(changes)) return undefined;
  const actor = item.parent;
  if (!(actor instanceof Actor) || !isActingClient(actor, userId)) return undefined;
  return syncVisionaire(actor);
}

/** An actor update on the client that made it: a new AC calculation may move Visionaire to the other path. */
export function onActorChanged(actor: Actor.Implementation, changes: object, userId: string): Promise<void> | undefined {
  if (!touchesPath(changes, AC_CALC_PATH) || !isActingClient(actor, userId)) return undefined;
  return syncVisionaire(actor);
}
