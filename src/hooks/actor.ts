/** Listeners on core actor hooks: automation that follows a change runs on the one acting client. */
import { damageFollowUp, damageInfoFrom } from "../workflows/death-save/on-damage";
import { recordHpBefore } from "../documents/actor/hp-drop";

export function registerActorHooks(): void {
  // On the client making the update: HP before it, so every client can tell a typed edit's drop.
  Hooks.on("preUpdateActor", (actor, changes, options) => {
    recordHpBefore(actor, changes, options as Record<string, unknown>);
  });
  Hooks.on("updateActor", (actor, _changed, options, userId) => {
    const info = damageInfoFrom(options);
    if (info) void damageFollowUp(actor as Actor.Implementation, info, userId);
  });
}
