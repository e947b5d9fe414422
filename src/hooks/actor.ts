/**
 * Listeners on actor hooks: the core `renderActorSheetV2`, and the system's `augmented.hpDrop`, which the actor
 * fires once per update that lowered HP (src/documents/actor/hp-drop.ts). Each workflow picks the one acting
 * client itself.
 */
import { HOOKS } from "../utils/hook-names";
import { bindDueButtons, onHpDropIntegrity } from "../workflows/integrity";
import { onHpDropDeathSave } from "../workflows/death-save/on-damage";
import { onHpDropSystemFailure } from "../workflows/system-failure";
import { onHpDropWreck } from "../workflows/gearforged/thirteenth-age";

export function registerActorHooks(): void {
  Hooks.on(HOOKS.hpDrop, (actor, drop, userId) => {
    void onHpDropDeathSave(actor, drop, userId);
    void onHpDropIntegrity(actor, drop, userId);
    onHpDropSystemFailure(actor, drop, userId);
    void onHpDropWreck(actor, drop, userId);
  });
  Hooks.on("renderActorSheetV2", (app, html) => {
    // cast: the system's actor sheets are ActorSheetV2 with an HTMLElement root.
    bindDueButtons((app as unknown as { actor?: Actor.Implementation }).actor, html as HTMLElement);
  });
}
