/**
 * The Cyborg rules gate the module's augments' dnd5e activities: a draft (CY-DES-1/2), uninstalled, destroyed,
 * damaged (CY-INT-3), passive (CY-USE-3) or spent (CY-USE-1) augment, or a flight still grounded (CY-MOB-1), cannot be
 * used. The reasons are the system's own use workflow's (src/workflows/augment-use/availability.ts, the same answer
 * its body map and Use button give), with the same localized messages.
 *
 * Where: `dnd5e.preUseActivity(activity, usageConfig, dialogConfig, messageConfig)`, which dnd5e's `Activity#use`
 * calls before its usage dialog, consumption, card or roll (module/documents/activity/mixin.mjs:222 at release-5.3.3);
 * returning false ends the use there. Every use passes through it: dnd5e's sheet (`Item5e#use` → `activity.use`), a
 * hotbar macro (`Item5e#use` as well) and another module calling `activity.use()` (midi-qol among them). So a refused
 * use rolls nothing and spends nothing.
 */
import { stateOf, designStatusOf } from "../../../data/item/augment/read";
import { useAvailability } from "../../../workflows/augment-use/availability";
import { proficiencyOf } from "../../../workflows/augment-use/spend";
import { portOf } from "../../../ports/actor-port";
import { notifyWarn } from "../../../utils/notify";
import { isModuleAugment } from "../augments";

/** The slice of a dnd5e activity read here: its item (dnd5e passes a clone of the item; same id, same actor). */
export interface GatedActivity {
  item?: { id: string | null; type: string; actor?: Actor.Implementation | null } | null;
}

/** Why the augment cannot be used now, as a lang key and its data; null when it can. */
export interface UseRefusalText {
  key: string;
  data: Record<string, string | number>;
}

/** CY-DES-1/2, CY-USE-1/3, CY-INT-3, CY-MOB-1: the refusal for one augment on its actor, or null. */
export function augmentUseRefusal(item: Item.Implementation, actor: Actor.Implementation, now: number): UseRefusalText | null {
  const name = item.name ?? "";
  if (designStatusOf(item) !== "built") return { key: "AUGMENTED.AugmentUse.Refused.notBuilt", data: { name } };
  const availability = useAvailability(stateOf(item), proficiencyOf(actor), actor, now, portOf(actor).abilityMods());
  if (availability.block) return { key: `AUGMENTED.AugmentUse.Refused.${availability.block}`, data: { name, seconds: availability.groundedSeconds } };
  if (!availability.show) return { key: "AUGMENTED.AugmentUse.Refused.passive", data: { name } };
  return null;
}

/** `dnd5e.preUseActivity`: false (and the reason shown) when the activity is an augment's that cannot be used now. */
export function onPreUseActivity(activity: GatedActivity): boolean | void {
  const used = activity.item;
  const actor = used?.actor ?? null;
  if (!used || !actor || !isModuleAugment(used)) return;
  // The actor's own item, not dnd5e's clone of it: the state the rules read is the stored one.
  const item = (used.id ? actor.items.get(used.id) : undefined) ?? null;
  if (!item) return;
  const refusal = augmentUseRefusal(item, actor, game.time?.worldTime ?? 0);
  if (!refusal) return;
  notifyWarn(refusal.key, refusal.data);
  return false;
}
