/**
 * The item sheet header's button for the item types a feature brings (a Gearforged upgrade, an automail limb),
 * registered by that feature at init: which button an owned item of the type shows, and what a click runs. The
 * sheet's own types (weapon, tool, consumable, augment) are in ./header-action.ts.
 */
import type { HeaderAction } from "./header-action";

export interface TypeHeaderAction {
  /** The button for an owned item of the type on an editable sheet, or null for none. */
  button(item: Item.Implementation): HeaderAction | null;
  /** What a click runs, through the actor's own entry point. */
  run(actor: Actor.Implementation, item: Item.Implementation, event: Event): Promise<unknown>;
}

const BY_TYPE = new Map<string, TypeHeaderAction>();

export function registerHeaderAction(type: string, action: TypeHeaderAction): void {
  BY_TYPE.set(type, action);
}

export function headerActionOf(type: string): TypeHeaderAction | undefined {
  return BY_TYPE.get(type);
}
