/**
 * Visionaire as dnd5e AC (CY-VIS-1..3): the bonus the rules give (rules/cyborg/visionaire.ts)
 * is carried by one active effect on the actor that adds it to `system.attributes.ac.bonus`, the field dnd5e adds
 * to every AC calculation (its own SRD Ring of Protection adds "+1" there the same way). The effect is kept
 * current as augments and the species change: created, changed or deleted by the one acting client.
 */
import { visionaireBonus } from "../../rules/cyborg/visionaire";
import { isActingClient } from "../../utils/acting-user";
import { localize } from "../../utils/notify";
import { effectChangeValues, effectFields } from "../../compat/effect-data";
import { MODULE_ID } from "./constants";
import { DND5E_SPECIES_TYPE, isCyborg, isModuleAugment, moduleAugmentStates } from "./augments";

export const VISIONAIRE_FLAG = "visionaire";
export const AC_BONUS_KEY = "system.attributes.ac.bonus";

/** The Visionaire bonus the actor should have now, 0..2. */
export function visionaireFor(actor: Actor.Implementation): number {
  return visionaireBonus(moduleAugmentStates(actor), { cyborg: isCyborg(actor) }).bonus;
}

function visionaireEffects(actor: Actor.Implementation): ActiveEffect.Implementation[] {
  // cast (both): getFlag's scope and key are typed to the declared flags; the module's scope and key are not.
  return actor.effects.filter((effect) => effect.getFlag(MODULE_ID as never, VISIONAIRE_FLAG as never) === true);
}

/** The bonus the actor's Visionaire effect adds now (0 without one). */
export function appliedVisionaire(actor: Actor.Implementation): number {
  const effect = visionaireEffects(actor)[0];
  const change = effect ? effectChangeValues(effect).find((c) => c.key === AC_BONUS_KEY) : undefined;
  return change ? Number(change.value) || 0 : 0;
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
  // The change in the running generation's shape (v13 `changes`, v14 `system.changes`), with no timing.
  const { duration: _duration, start: _start, ...changes } = effectFields([{ key: AC_BONUS_KEY, kind: "add", value: `+${bonus}` }], null);
  if (!effect) {
    const data = {
      name: localize("AUGMENTED.Dnd5e.Visionaire.effect"),
      img: "icons/svg/shield.svg",
      ...changes,
      flags: { [MODULE_ID]: { [VISIONAIRE_FLAG]: true } },
    };
    // cast: the effect's creation data in Foundry's shape; the types want every optional field spelled out.
    await actor.createEmbeddedDocuments("ActiveEffect", [data as ActiveEffect.CreateData]);
  } else if (appliedVisionaire(actor) !== bonus) {
    // cast: as above, the change list in Foundry's shape.
    await effect.update(changes as ActiveEffect.UpdateData);
  }
}

/** A change to one of the actor's items (an augment, the species) on the client that made it: sync once. */
export function onItemChanged(item: Item.Implementation, userId: string): Promise<void> | undefined {
  // cast: Item.type is typed to this system's sub-types; dnd5e's species type ("race") is not one of them.
  if (!isModuleAugment(item) && (item.type as string) !== DND5E_SPECIES_TYPE) return undefined;
  const actor = item.parent;
  if (!(actor instanceof Actor) || !isActingClient(actor, userId)) return undefined;
  return syncVisionaire(actor);
}
