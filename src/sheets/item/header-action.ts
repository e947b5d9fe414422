/**
 * The item sheet header's Use or Attack button: an owned item's main action, run through the
 * same actor entry point the character sheet calls (src/workflows/workflow-actor.ts), so the two can never differ. Shown
 * only to a user who may act for the item (an editable sheet) and only while the item is on an actor; an augment
 * that cannot be used now shows its button disabled with the reason, as its body-map card does.
 */
import { itemSystemOf } from "../../data/system-of";
import { localize } from "../../utils/notify";
import { headerActionOf } from "./header-actions";
import { augmentUseButton } from "../actor/body-map";
import { itemKind } from "../../data/item/kinds";

/** Which entry point the button calls; `kind` picks the label and icon. */
export type HeaderActionKind = "attack" | "use";

export interface HeaderAction {
  kind: HeaderActionKind;
  label: string;
  icon: string;
  /** The sentence the tooltip reads: what a click does, or why it cannot be done now. */
  hint: string;
  disabled: boolean;
}

export function action(kind: HeaderActionKind, hint: string, disabled = false): HeaderAction {
  return {
    kind,
    label: localize(kind === "attack" ? "AUGMENTED.Item.Attack" : "AUGMENTED.Item.Use"),
    icon: kind === "attack" ? "fa-crosshairs" : "fa-hand-pointer",
    hint,
    disabled,
  };
}

/** The button an owned item's sheet shows in its header, or null for items with no action of their own. */
export function headerAction(item: Item.Implementation, editable: boolean): HeaderAction | null {
  const actor = item.actor;
  if (!actor || !editable) return null;
  const name = item.name;
  // Every augment type (the dnd5e module's too) has the augment's button, from the same model.
  const type = itemKind(item);
  const registered = headerActionOf(type);
  if (registered) return registered.button(item);
  switch (type) {
    case "weapon":
      return action("attack", localize("AUGMENTED.Item.HeaderAction.Attack", { name }));
    case "tool":
      return action("use", localize("AUGMENTED.Item.HeaderAction.Tool", { name }));
    case "consumable":
      return action("use", localize("AUGMENTED.Item.HeaderAction.Consumable", { name }));
    case "augment": {
      const use = augmentUseButton(actor, item);
      if (!use.show) return null;
      const kind = itemSystemOf(item, "augment").purpose === "attack" ? "attack" : "use";
      return action(kind, use.disabled ? use.reason : localize("AUGMENTED.AugmentUse.UseHint", { name }), use.disabled);
    }
    default:
      return null;
  }
}

/** Runs the header button's entry point for the item's actor. */
export async function runHeaderAction(item: Item.Implementation, event: Event): Promise<void> {
  const actor = item.actor;
  if (!actor) return;
  const registered = headerActionOf(item.type);
  if (registered) {
    await registered.run(actor, item, event);
    return;
  }
  switch (item.type) {
    case "weapon":
      await actor.rollAttack(item, { event });
      return;
    case "tool":
      await actor.rollToolCheck(item, { event });
      return;
    case "consumable":
      await actor.useConsumable(item);
      return;
    case "augment":
      await actor.useAugment(item, { event });
      return;
    default:
      return;
  }
}
