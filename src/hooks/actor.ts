/** Listeners on core actor hooks: automation that follows a change runs on the one acting client. */
import { damageFollowUp, damageInfoFrom } from "../automation/death-save-on-damage";

export function registerActorHooks(): void {
  Hooks.on("updateActor", (actor, _changed, options, userId) => {
    const info = damageInfoFrom(options);
    if (info) void damageFollowUp(actor as Actor.Implementation, info, userId);
  });
}
