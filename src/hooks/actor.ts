/**
 * Listeners on actor hooks: the core `updateActor` (also: an HP claim received, a payment's ledger entry, src/workflows/currency/charge-ledger.ts) and `renderActorSheetV2`, and the system's `augmented.hpDrop`, which the actor
 * fires once per update that lowered HP (src/documents/actor/hp-drop.ts). Each workflow picks the one acting
 * client itself. The listeners return the workflows' promise (Foundry ignores it; the test stand-in's settle() waits
 * for it).
 */
import { HOOKS } from "../utils/hook-names";
import { bindDueButtons } from "../workflows/integrity/due";
import { onHpDropIntegrity } from "../workflows/integrity";
import { onHpDropDeathSave } from "../workflows/death-save/on-damage";
import { onHpDropSystemFailure } from "../workflows/system-failure";
import { onHpDropWreck, onUpdateBeyondRepair } from "../workflows/gearforged/thirteenth-age/wreck";
import { onLevelUpdated } from "../workflows/gearforged/thirteenth-age/refresh";
import { onChargeRecorded } from "../workflows/currency/charge-ledger";
import { receiveClaim } from "../workflows/recheck/write-claims";
import { foreignAugmentRefusal, type DropData } from "../utils/foreign-augment";
import { SYSTEM_ID, packageId } from "../constants";

export function registerActorHooks(): void {
  Hooks.on(HOOKS.hpDrop, (actor, drop, userId) => {
    // In this order: the death-save card, the integrity saves, the System Failure offer, a 13th Age wreck (GA-WRECK-1).
    const started = [onHpDropDeathSave(actor, drop, userId), onHpDropIntegrity(actor, drop, userId)];
    onHpDropSystemFailure(actor, drop, userId);
    started.push(onHpDropWreck(actor, drop, userId));
    return Promise.all(started);
  });
  // The one core updateActor listener: what an actor update means beyond an HP drop: a 13th
  // Age gearforged's level changed (its effects follow at once), or the update made it dead (the beyond-repair card).
  Hooks.on("updateActor", (actor, changed, options, userId) => {
    // cast: the hook passes the configured Actor class (src/types.d.ts).
    const doc = actor as Actor.Implementation;
    // Every client remembers the HP claim an update carries, for the writes racing it (workflows/recheck/write-claims.ts).
    receiveClaim(doc, options);
    // CORE-8: a charge recorded; the acting client charges again what a race between clients lost.
    const charged = onChargeRecorded(doc, changed);
    onLevelUpdated(doc, changed, userId ?? null);
    const beyond = onUpdateBeyondRepair(doc, changed, options, userId ?? null);
    return charged && beyond ? Promise.all([charged, beyond]) : (charged ?? beyond);
  });
  Hooks.on("renderActorSheetV2", (app, html) => {
    // cast: the system's actor sheets are ActorSheetV2 with an HTMLElement root.
    bindDueButtons((app as { actor?: Actor.Implementation }).actor, html as HTMLElement);
  });
  // An augment of the dnd5e module dropped on an actor: refused with the reason before Foundry builds the item.
  Hooks.on("dropActorSheetData", (_actor, _sheet, data) => {
    const refusal = foreignAugmentRefusal(data as DropData, packageId(), SYSTEM_ID); // cast: the drag payload, read field by field
    if (!refusal) return undefined;
    ui.notifications?.warn(refusal);
    return false;
  });
}
