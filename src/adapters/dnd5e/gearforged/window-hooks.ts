/**
 * The Gearforged window in dnd5e (its header control, redrawn when its actor or one of its items changes, or when
 * world time moves its clocks),
 * stabilisation (GF-BODY-5: dnd5e's *spare the dying* kept from stabilizing a gearforged, ./spare-the-dying.ts; the
 * offer on a chat card when one starts dying, ./dying-card.ts), revival and restoration, memory gears (the window's
 * buttons, ./gearforged-window.ts).
 */
import type { OnDnd5e } from "../on-dnd5e";
import { type HeaderControl, registerHeaderControl } from "../sheet-control";
import { openGearforgedWindow, refreshGearforgedWindow, refreshGearforgedWindowsOnTime, showsGearforgedControl } from "./gearforged-window";
import { refuseSpareTheDying } from "./spare-the-dying";
import { offerStabilizeOnDying } from "./dying-card";

/** The Gearforged window's control in dnd5e's sheet header and Tidy 5e's. */
export const GEARFORGED_CONTROL: HeaderControl = {
  cssClass: "augmented-dnd5e-gearforged",
  icon: "fa-solid fa-gears",
  label: "AUGMENTED.Dnd5eGearforged.open",
  hint: "AUGMENTED.Dnd5eGearforged.openHint",
  shows: showsGearforgedControl,
  open: openGearforgedWindow,
};

export function registerGearforgedWindowHooks(_onDnd5e: OnDnd5e): void {
  registerHeaderControl(GEARFORGED_CONTROL);
  Hooks.on("createItem", (item: Item.Implementation) => refreshGearforgedWindow(item.parent));
  Hooks.on("updateItem", (item: Item.Implementation) => refreshGearforgedWindow(item.parent));
  Hooks.on("deleteItem", (item: Item.Implementation) => refreshGearforgedWindow(item.parent));
  Hooks.on("updateActor", (actor: Actor.Implementation, changes: object, options: unknown, userId: string) => {
    refreshGearforgedWindow(actor);
    void offerStabilizeOnDying(actor, changes, options, userId);
  });
  Hooks.on("updateWorldTime", () => refreshGearforgedWindowsOnTime());
  Hooks.on("preCreateActiveEffect", (effect: ActiveEffect.Implementation) => refuseSpareTheDying(effect));
}
