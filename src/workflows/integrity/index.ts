/**
 * Integrity saves (CY-INT-1..3, CY-REP-2, CY-ENV-2) across the GM's and the players' clients.
 *
 * - Trigger: every HP drop (applyDamage's instances, or a typed edit / token HUD change as one instance),
 *   announced once by the actor as `augmented.hpDrop` (src/documents/actor/hp-drop.ts); the ONE acting client
 *   (src/utils/acting-user.ts) starts one save per instance of at least half the HP maximum, when the actor
 *   has an installed, intact augment to lose. Structural backlash (CY-ENV-2) calls `startIntegritySave` itself.
 * - World setting `integritySave`: `prompt` posts a card (DC editable by a GM, Roll for the owner or a GM);
 *   `auto` rolls at once; `off` notes the save on the sheet (due.ts).
 * - A failed save picks the augment per `integrityPick` (steps.ts, actions.ts); the result card has Undo.
 */
import { notifyError, notifyInfo } from "../../utils/notify";
import { DEFAULT_DCS, isValidDc } from "../../rules/cyborg/checks";
import { integrityDefaultDc, integrityTrigger } from "../../rules/cyborg/integrity";
import { automationMode, integrityPickMode } from "../../settings";
import { isActingClient } from "../../utils/acting-user";
import type { HpDrop } from "../../documents/actor/hp-drop";
import { writeCard } from "./card";
import { currentCandidates } from "./candidates";
import { integrityParts } from "./registry";
import { bindDueButtons, noteDue } from "./due";
import { newCardState } from "../../rules/cyborg/integrity-flow";
import { askerFor, performRoll } from "./steps";

export type { IntegrityCheckConfig, IntegrityCheckResult } from "./steps";

export interface IntegritySaveRequest {
  source: "damage" | "structuralBacklash";
  /** The damage instance's final amount (CY-INT-1: sets the default DC). */
  amount?: number;
  /** The GM's DC when already decided; else the default (CY-INT-1, or DEFAULT_DCS.structuralBacklashSave). */
  dc?: number;
  /** CY-ENV-2: the augment that backlashed (the only one the save can damage). */
  augmentId?: string;
  /** Where the damage landed (a section id or kind): shown as a hint (CY-INT-2). */
  hitLocation?: string | null;
}

/**
 * Start one integrity save for `actor` on this client (the caller is the one acting client). Does nothing when
 * no augment could be damaged; refuses bad input with a message.
 */
export async function startIntegritySave(actor: Actor.Implementation, request: IntegritySaveRequest): Promise<void> {
  const source = request.source;
  const amount = typeof request.amount === "number" && Number.isFinite(request.amount) ? request.amount : null;
  if (source === "damage" && (amount === null || amount <= 0)) {
    notifyError("AUGMENTED.Integrity.Error.badAmount", { amount: String(request.amount) });
    return;
  }
  if (request.dc !== undefined && !isValidDc(request.dc)) {
    notifyError("AUGMENTED.Integrity.Error.badDc");
    return;
  }
  const hitLocation = typeof request.hitLocation === "string" && request.hitLocation !== "" ? request.hitLocation : null;
  const candidates = currentCandidates(actor, source, { hitLocation, augmentId: request.augmentId ?? null, amount });
  if (candidates.length === 0) {
    if (source === "structuralBacklash") notifyInfo("AUGMENTED.Integrity.NothingToDamage", { name: actor.name ?? "" });
    return;
  }
  const dc = request.dc ?? (source === "damage" ? integrityDefaultDc(amount ?? 0) : DEFAULT_DCS.structuralBacklashSave);
  const state = newCardState({
    actorUuid: actor.uuid,
    source,
    amount,
    dc,
    hitLocation,
    target: source === "structuralBacklash" ? (candidates[0] ?? null) : null,
    pickMode: integrityPickMode(),
  });
  const mode = automationMode("integritySave");
  if (mode === "off") {
    await noteDue(actor, { source, amount, dc, hitLocation, augmentName: state.target?.name ?? null });
    return;
  }
  if (mode === "prompt") {
    await writeCard(actor, state, null);
    return;
  }
  await performRoll(actor, state, null, askerFor(game.user, actor), mode);
}

/**
 * `augmented.hpDrop` on every client: the acting client starts one save when the drop's one instance qualifies. A
 * drop that asks for none (the usual hit, and every other client) returns no promise: nothing to wait for.
 */
export function onHpDropIntegrity(actor: Actor.Implementation, drop: HpDrop, userId: string | null | undefined): Promise<void> | undefined {
  // CY-INT-1: one damage application is one instance; its lines (one per damage type) are added together.
  const trigger = integrityTrigger(drop.instances, drop.before.max);
  // Augments are at risk from half the maximum, a registered part's items (automail, AM-DMG-1) from its own threshold.
  const atRisk = trigger.saveRequired || integrityParts().some((part) => part.atRisk(actor, trigger.amount, drop.before.max));
  if (!atRisk || !isActingClient(actor, userId)) return undefined;
  // Characters and npcs alike: what matters is an installed, intact augment (or worn limb) that could be damaged.
  if (currentCandidates(actor, "damage", { amount: trigger.amount }).length === 0) return undefined;
  return startIntegritySave(actor, { source: "damage", amount: trigger.amount, hitLocation: drop.hitLocation });
}

export { bindDueButtons };

export { onDcChange, onPickClick, onRollClick, pickTransition, rollTransition } from "./actions";
