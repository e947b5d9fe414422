/**
 * GF-BODY-5 against dnd5e's own stabilization. dnd5e has no stabilize step of its own to intercept: a Wisdom
 * (Medicine) check is a plain skill roll that changes no death save (`rollSkill`, module/documents/actor/actor.mjs:1209
 * at release-5.3.3), and a creature stops rolling death saves only at three successes (`rollDeathSave`,
 * actor.mjs:1569). What stabilizes in dnd5e is *spare the dying*'s effect: the 2024 spell's utility activity applies
 * an effect with the `stable` status (packs/_source/spells24/cantrips/spare-the-dying.yml, effect "Stabilized",
 * `statuses: [stable]`; CONFIG.DND5E's `stable` status, module/config.mjs:3876), created on the target with its
 * `origin` the spell's effect (module/applications/components/effect-application.mjs:213-219); the 2014 spell's heal
 * activity has no formula and changes nothing (packs/_source/spells/cantrip/spare-the-dying.yml). So the refusal is
 * of that effect: created on a gearforged whose body refuses *spare the dying*, from an item whose identifier is
 * `spare-the-dying`, it is not created, and the user is told why and what works instead. The GM's own toggle of the
 * `stable` status (no origin) is the GM's call and passes.
 */
import { stabilizeMethods } from "../../../rules/gearforged";
import { variantOf } from "../../../workflows/gearforged/state";
import { notifyWarn } from "../../../utils/notify";

/** dnd5e's identifier of *spare the dying* (both spell entries: `system.identifier`). */
export const SPARE_THE_DYING = "spare-the-dying";
const STABLE = "stable";

/** The item an effect's origin names: the item itself, or the item that holds the effect it names. */
function originItem(origin: string | null | undefined): { system?: unknown } | null {
  if (!origin) return null;
  // cast: an effect's origin is a document uuid string; what it names is checked below.
  const found: unknown = foundry.utils.fromUuidSync(origin as `Item.${string}`);
  if (found instanceof Item) return found;
  if (found instanceof ActiveEffect && found.parent instanceof Item) return found.parent;
  return null;
}

function isSpareTheDying(item: { system?: unknown } | null): boolean {
  // cast: dnd5e's item data read structurally (its identifier, a string on every dnd5e item).
  const identifier = (item?.system as { identifier?: unknown } | undefined)?.identifier;
  return identifier === SPARE_THE_DYING;
}

/** `preCreateActiveEffect`: false (not created) for *spare the dying*'s `stable` effect on a gearforged that refuses it. */
export function refuseSpareTheDying(effect: ActiveEffect.Implementation): false | void {
  const actor = effect.parent;
  if (!(actor instanceof Actor)) return;
  if (!effect.statuses.has(STABLE)) return;
  const refused = stabilizeMethods(variantOf(actor)).refused.find((entry) => entry.method === "spareTheDying");
  if (!refused || !isSpareTheDying(originItem(effect.origin))) return;
  notifyWarn(refused.reason.key, { ...refused.reason.data, name: actor.name ?? "" });
  return false;
}
