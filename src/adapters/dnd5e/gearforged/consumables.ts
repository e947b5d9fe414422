/**
 * GF-BODY-1 on dnd5e's consumables: a Gearforged (homebrew) gains nothing from anything eaten, drunk or inhaled, so
 * using a potion or food through dnd5e (its activity: the sheet, a hotbar macro, another module calling
 * `activity.use()`) is refused with the reason and nothing is spent. The refusal is the rules' own
 * (rules/gearforged/consumables.ts: the variant's body table, so the chassis variant, which needs no food but is not
 * barred from potions, drinks them as anyone).
 *
 * Where: `dnd5e.preUseActivity(activity, usageConfig, dialogConfig, messageConfig)`, before dnd5e's usage dialog,
 * consumption, card or roll (module/documents/activity/mixin.mjs:222 at release-5.3.3); false ends the use there.
 * dnd5e's hook is synchronous, so the GM's override cannot be awaited inside it: a GM's use is stopped, the GM is
 * asked (never assumed), and on "use anyway" the same use runs again through dnd5e with the override marked on its
 * usage configuration. A player is told the GM may override.
 */
import { consumableRefusal } from "../../../rules/gearforged";
import { askConfirm } from "../../../applications/dialogs/form-dialog";
import { variantOf } from "../../../workflows/gearforged/state";
import { localize, notifyWarn } from "../../../utils/notify";

/** dnd5e's consumable types that are eaten or drunk (`CONFIG.DND5E.consumableTypes`, config.mjs at release-5.3.3). */
export const INGESTED_CONSUMABLE_TYPES: readonly string[] = ["potion", "food"];

/** The slice of a dnd5e activity read here (dnd5e passes a clone of the item: same id, same actor). */
export interface ConsumableActivityView {
  item?: { id: string | null; name: string | null; type: string; system?: unknown; actor?: Actor.Implementation | null } | null;
  use(usage?: object, dialog?: object, message?: object): Promise<unknown>;
}

/** The mark, on dnd5e's usage configuration, of a use the GM allowed. */
const OVERRIDE = "augmentedDnd5eGearforgedOverride";

export type ConsumableUsageView = Record<string, unknown> & { [OVERRIDE]?: boolean };

/** Whether a dnd5e item is a consumable that is eaten or drunk. */
export function isIngestedConsumable(item: { type: string; system?: unknown }): boolean {
  if (item.type !== "consumable") return false;
  // cast: dnd5e's consumable data, its `type.value` read with a check.
  const kind = (item.system as { type?: { value?: unknown } } | undefined)?.type?.value;
  return typeof kind === "string" && INGESTED_CONSUMABLE_TYPES.includes(kind);
}

/** `dnd5e.preUseActivity`: false when a gearforged's body refuses the consumable (and the GM is asked). */
export function onPreUseConsumable(activity: ConsumableActivityView, usageConfig: ConsumableUsageView, dialogConfig: object, messageConfig: object): boolean | void {
  const item = activity.item;
  const actor = item?.actor ?? null;
  if (!item || !actor || !isIngestedConsumable(item)) return;
  if (usageConfig[OVERRIDE] === true && game.user?.isGM === true) return;
  const name = item.name ?? "";
  const refusal = consumableRefusal({ name, ingested: true }, variantOf(actor));
  if (!refusal) return;
  if (game.user?.isGM !== true) {
    notifyWarn(refusal.key, { name });
    return false;
  }
  void askOverride(activity, actor, name, refusal.key, usageConfig, dialogConfig, messageConfig);
  return false;
}

/** The GM's question; "use anyway" runs the same use again through dnd5e, marked as allowed. */
async function askOverride(activity: ConsumableActivityView, actor: Actor.Implementation, name: string, refusalKey: string, usageConfig: ConsumableUsageView, dialogConfig: object, messageConfig: object): Promise<void> {
  const allowed = await askConfirm(
    localize("AUGMENTED.Gearforged.Consumable.OverrideTitle"),
    localize("AUGMENTED.Gearforged.Consumable.OverrideText", { name, actor: actor.name ?? "" }),
    localize("AUGMENTED.Gearforged.Consumable.Override"),
  );
  if (!allowed) {
    notifyWarn(refusalKey, { name });
    return;
  }
  // The item may have been used up or removed while the GM decided: dnd5e's own use then refuses as it would.
  if (!activity.item?.id || !actor.items.get(activity.item.id)) return;
  await activity.use({ ...usageConfig, [OVERRIDE]: true }, dialogConfig, messageConfig);
}
