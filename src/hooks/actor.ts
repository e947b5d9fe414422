/**
 * Listeners on actor hooks: the core `updateActor` (also: a payment's ledger entry, src/workflows/currency/charge-ledger.ts) and `renderActorSheetV2`, and the system's `augmented.hpDrop`, which the actor
 * fires once per update that lowered HP (src/documents/actor/hp-drop.ts). Each workflow picks the one acting
 * client itself. The workflows are loaded on first use (./later.ts); the listeners return the promise.
 */
import { HOOKS } from "../utils/hook-names";
import { bindDueButtons } from "../workflows/integrity/due";
import { loadIntegrity } from "../workflows/integrity/load";
import { loadDeathSaveFollowUp } from "../workflows/death-save/load";
import { loadSystemFailure } from "../workflows/system-failure/load";
import { loadThirteenthAge } from "../workflows/gearforged/thirteenth-age/load";
import { isThirteenthAge } from "../workflows/gearforged/thirteenth-age/state";
import { onChargeRecorded } from "../workflows/currency/charge-ledger";

export function registerActorHooks(): void {
  Hooks.on(HOOKS.hpDrop, (actor, drop, userId) => {
    // Only a 13th Age gearforged loads the wreck workflow (GA-WRECK-1); the wreck re-checks the actor when it runs.
    const wreck = isThirteenthAge(actor) ? loadThirteenthAge() : Promise.resolve(null);
    // The subscribers start in this order once their chunks are in (each checks the actor when it runs).
    return Promise.all([loadDeathSaveFollowUp(), loadIntegrity(), loadSystemFailure(), wreck]).then(async ([deathSave, integrity, systemFailure, thirteenthAge]) => {
      const started = [deathSave.onHpDropDeathSave(actor, drop, userId), integrity.onHpDropIntegrity(actor, drop, userId)];
      systemFailure.onHpDropSystemFailure(actor, drop, userId);
      if (thirteenthAge) started.push(thirteenthAge.onHpDropWreck(actor, drop, userId));
      await Promise.all(started);
    });
  });
  // The one core updateActor listener: what an actor update means beyond an HP drop (issue 14 follow-ups): a 13th
  // Age gearforged's level changed (its effects follow at once), or the update made it dead (the beyond-repair card).
  Hooks.on("updateActor", (actor, changed, options, userId) => {
    // cast: the hook passes the configured Actor class (src/types.d.ts).
    const doc = actor as Actor.Implementation;
    // CORE-8: a charge recorded; the acting client charges again what a race between clients lost.
    const charged = onChargeRecorded(doc, changed);
    // The gate stays synchronous: only a 13th Age gearforged loads its workflows.
    if (!isThirteenthAge(doc)) return charged;
    const work = loadThirteenthAge().then(async (thirteenthAge) => {
      thirteenthAge.onLevelUpdated(doc, changed, userId ?? null);
      await thirteenthAge.onUpdateBeyondRepair(doc, changed, options, userId ?? null);
    });
    return charged ? Promise.all([charged, work]) : work;
  });
  Hooks.on("renderActorSheetV2", (app, html) => {
    // cast: the system's actor sheets are ActorSheetV2 with an HTMLElement root.
    bindDueButtons((app as unknown as { actor?: Actor.Implementation }).actor, html as HTMLElement);
  });
}
