/**
 * The item sheet header's Use or Attack button: an owned item's main action, run through the
 * same actor entry point the character sheet calls (src/workflows/workflow-actor.ts), so the two can never differ. Shown
 * only to a user who may act for the item (an editable sheet) and only while the item is on an actor; an augment
 * that cannot be used now shows its button disabled with the reason, as its body-map card does.
 */
import { itemSystemOf } from "../../data/system-of";
import { localize } from "../../utils/notify";
import { headerActionOf, registerHeaderAction } from "./header-actions";
import { augmentUseButton } from "../actor/body-map";
import { itemKind } from "../../data/item/kinds";

/** Which entry point the button calls; `kind` picks the label and icon (the template words it). */
export type HeaderActionKind = "attack" | "use";

export interface HeaderAction {
  kind: HeaderActionKind;
  /** The sentence the tooltip reads: what a click does, or why it cannot be done now. */
  hint: string;
  disabled: boolean;
}

export function action(kind: HeaderActionKind, hint: string, disabled = false): HeaderAction {
  return { kind, hint, disabled };
}

// The sheet's own types' buttons go through the same registry as the types a feature brings (./header-actions.ts).
registerHeaderAction("weapon", {
  button: (item) => action("attack", localize("AUGMENTED.Item.HeaderAction.Attack", { name: item.name })),
  run: (actor, item, event) => actor.rollAttack(item, { event }),
});
registerHeaderAction("tool", {
  button: (item) => action("use", localize("AUGMENTED.Item.HeaderAction.Tool", { name: item.name })),
  run: (actor, item, event) => actor.rollToolCheck(item, { event }),
});
registerHeaderAction("consumable", {
  button: (item) => action("use", localize("AUGMENTED.Item.HeaderAction.Consumable", { name: item.name })),
  run: (actor, item) => actor.useConsumable(item),
});
registerHeaderAction("augment", {
  button: (item) => {
    // headerAction asks for an owned item only.
    const use = augmentUseButton(item.actor!, item);
    if (!use.show) return null;
    const kind = itemSystemOf(item, "augment").purpose === "attack" ? "attack" : "use";
    return action(kind, use.disabled ? use.reason : localize("AUGMENTED.AugmentUse.UseHint", { name: item.name }), use.disabled);
  },
  run: (actor, item, event) => actor.useAugment(item, { event }),
});

/** The button an owned item's sheet shows in its header, or null for items with no action of their own. */
export function headerAction(item: Item.Implementation, editable: boolean): HeaderAction | null {
  if (!item.actor || !editable) return null;
  // Every augment type (the dnd5e module's too) has the augment's button, from the same model.
  return headerActionOf(itemKind(item))?.button(item) ?? null;
}

/** Runs the header button's entry point for the item's actor. */
export async function runHeaderAction(item: Item.Implementation, event: Event): Promise<void> {
  const actor = item.actor;
  if (actor) await headerActionOf(item.type)?.run(actor, item, event);
}
