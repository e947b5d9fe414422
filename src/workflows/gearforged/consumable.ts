/**
 * Using a consumable: potions and the like. GF-BODY-1: a seed-001 gearforged gains nothing
 * from anything eaten, drunk or inhaled, so using an `ingested` one is refused with a message and nothing is
 * spent. The GM may override: a GM using it is asked (never assumed); a player is told the GM may. A potion with a
 * formula heals (through the damage workflow's healing, so HP rules and cards stay one path); any other formula
 * is rolled to chat. One item update spends it.
 */
import { watchState } from "../recheck/recheck";
import { askConfirm } from "../../applications/dialogs/form-dialog";
import { consumableRefusal } from "../../rules/gearforged";
import { HOOKS } from "../../utils/hook-names";
import { ensureCanModify, localize, notifyWarn } from "../../utils/notify";
import { callPostHook, callPreHook } from "../../utils/workflow-hooks";
import { variantOf } from "./state";
import { portOf } from "../../ports/actor-port";
import { itemSystemOf } from "../../data/system-of";

export interface UseConsumableOptions {
  /** The GM already decided to override GF-BODY-1 (GM only; ignored for a player). */
  gmOverride?: boolean;
}

export interface UsedConsumable {
  roll: Roll | null;
  /** HP healed (a potion), else 0. */
  healed: number;
  overridden: boolean;
  quantity: number;
}

/**
 * Use one of `item` (owned by `actor`). Hooks `augmented.preUseConsumable` (false cancels) /
 * `augmented.useConsumable`. Null when refused or cancelled: nothing spent.
 */
export async function useConsumable(actor: Actor.Implementation, item: Item.Implementation, options: UseConsumableOptions = {}): Promise<UsedConsumable | null> {
  if (item.type !== "consumable" || item.parent !== actor || !item.id) return null;
  if (!ensureCanModify(actor)) return null;
  const system = itemSystemOf(item, "consumable");
  if (system.quantity <= 0) {
    notifyWarn("AUGMENTED.Gearforged.Consumable.NoneLeft", { name: item.name });
    return null;
  }
  const isGM = game.user?.isGM === true;
  // DESIGN.md, Trust: the actor must still exist after the GM's override question (the item is read again below).
  const watch = watchState({ actor });
  const refusal = consumableRefusal({ name: item.name, ingested: system.ingested }, variantOf(actor));
  let overridden = false;
  if (refusal) {
    if (!isGM) {
      notifyWarn(refusal.key, { name: item.name });
      return null;
    }
    overridden =
      options.gmOverride === true ||
      (await askConfirm(
        localize("AUGMENTED.Gearforged.Consumable.OverrideTitle"),
        localize("AUGMENTED.Gearforged.Consumable.OverrideText", { name: item.name, actor: actor.name ?? "" }),
        localize("AUGMENTED.Gearforged.Consumable.Override"),
      ));
    if (!overridden) {
      notifyWarn(refusal.key, { name: item.name });
      return null;
    }
  }
  if (!callPreHook(HOOKS.preUseConsumable, actor, item, options)) return null;
  // Re-check after the dialog: the actor may be gone, the item used up or removed meanwhile.
  if (!watch.holds()) return null;
  const current = actor.items.get(item.id);
  if (!current || itemSystemOf(current, "consumable").quantity <= 0) {
    notifyWarn("AUGMENTED.Gearforged.Consumable.NoneLeft", { name: item.name });
    return null;
  }
  const now = itemSystemOf(current, "consumable");
  const usesLeft = now.uses.maxValue > 0 ? now.uses.value : null;
  // Uses run out: one item of the stack is gone and the next one is full.
  const spendsOne = usesLeft === null || usesLeft <= 1;
  const update: Record<string, number> = spendsOne ? { "system.quantity": now.quantity - 1 } : { "system.uses.spent": now._source.uses.spent + 1 };
  if (spendsOne && usesLeft !== null) update["system.uses.spent"] = 0;
  // cast: a map of dotted paths to numbers, valid update data the type does not model.
  await current.update(update as Item.UpdateData);

  let roll: Roll | null = null;
  let healed = 0;
  if (now.formula.trim() !== "") {
    roll = new Roll(now.formula);
    await roll.evaluate();
    const total = Math.max(0, Math.floor(roll.total ?? 0));
    if (now.kind === "potion") {
      const applied = await portOf(actor).applyDamage([{ amount: total, type: "healing" }], { source: item.name });
      healed = applied ? total : 0;
    }
    await roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor }), flavor: localize("AUGMENTED.Gearforged.Consumable.Used", { name: item.name, actor: actor.name ?? "" }) });
  }
  const result: UsedConsumable = { roll, healed, overridden, quantity: spendsOne ? now.quantity - 1 : now.quantity };
  callPostHook(HOOKS.useConsumable, actor, item, result);
  return result;
}
