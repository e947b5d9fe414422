/**
 * Carrying out the integrity card's steps (CY-INT-1/2, CY-ENV-2). Each step runs on ONE client that may write
 * the card (its author or a GM): the client that clicked when it may, else the active GM on a socket request
 * (actions.ts). Every step re-reads the state, checks it with flow.ts for the user who asked, and only then
 * rolls or writes. After a failed save the step goes on as far as nobody has to be asked: a backlash damages
 * its one augment, random mode rolls 1dN; gm/owner modes stop at the pick stage.
 */
import { callPostHook, callPreHook } from "../../utils/workflow-hooks";
import { localize, notifyError, notifyWarn } from "../../utils/notify";
import { HOOKS } from "../../utils/hook-names";
import { isValidDc } from "../../rules/cyborg/checks";
import type { AutomationMode } from "../../settings";
import { undoRecord } from "../cards/undo";
import { damageAugment } from "./apply";
import { writeCard } from "./card";
import type { CardWrite } from "../cards/card-action";
import { currentCandidates, isCurrentCandidate } from "./candidates";
import {
  type Asker,
  type FlowError,
  type FlowResult,
  type IntegrityCardState,
  type IntegrityOutcome,
  type IntegritySource,
  nothingDamaged,
  pickAugment,
  pickByDie,
  pickDieFormula,
  recordSave,
  setDc,
} from "../../rules/cyborg/integrity-flow";
import { rollIntegritySave, rollPickDie } from "./roll";

/** `augmented.preIntegrityCheck`'s second argument; handlers may change `dc`. */
export interface IntegrityCheckConfig {
  source: IntegritySource;
  amount: number | null;
  dc: number;
  hitLocation: string | null;
  augmentId: string | null;
  mode: AutomationMode;
}

/** `augmented.integrityCheck`'s second argument. */
export interface IntegrityCheckResult {
  state: IntegrityCardState;
  saved: boolean;
  outcome: IntegrityOutcome;
  /** The augment damaged, if any. */
  augment: Item.Implementation | null;
  roll: Roll | null;
  message: ChatMessage.Implementation | null;
}

/** What a user may do on a card of `actor`. */
export function askerFor(user: User.Implementation | null | undefined, actor: { testUserPermission(user: User.Implementation, permission: "OWNER"): boolean }): Asker {
  if (!user) return { isGM: false, owner: false };
  return { isGM: user.isGM, owner: user.isGM || actor.testUserPermission(user, "OWNER") };
}

export function reportFlowError(error: FlowError): void {
  if (error === "notPending" || error === "wrongStage") notifyWarn("AUGMENTED.Chat.AlreadyResolved");
  else notifyError(`AUGMENTED.Integrity.Error.${error}`);
}

/**
 * Roll the save for the state's check, then continue (see the module comment). `message` is null when the card
 * is not posted yet (automatic mode). Returns the card, or null when cancelled or refused.
 */
export async function performRoll(actor: Actor.Implementation, state: IntegrityCardState, message: ChatMessage.Implementation | null, asker: Asker, mode: AutomationMode, into?: CardWrite): Promise<ChatMessage.Implementation | null> {
  const config: IntegrityCheckConfig = {
    source: state.source,
    amount: state.amount,
    dc: state.dc,
    hitLocation: state.hitLocation,
    augmentId: state.target?.augmentId ?? null,
    mode,
  };
  if (!callPreHook(HOOKS.preIntegrityCheck, actor, config)) return null;
  if (!isValidDc(config.dc)) {
    notifyError("AUGMENTED.Integrity.Error.badDc");
    return null;
  }
  const save = await rollIntegritySave(actor);
  if (!save) return null;
  const candidates = currentCandidates(actor, state.source, { hitLocation: state.hitLocation, augmentId: state.target?.augmentId ?? null, amount: state.amount });
  const recorded = recordSave({ ...state, dc: config.dc }, save, candidates, asker);
  if (!recorded.ok) {
    reportFlowError(recorded.error);
    return null;
  }
  return continueAfterSave(actor, recorded.state, message, asker, save.roll, into);
}

async function continueAfterSave(actor: Actor.Implementation, state: IntegrityCardState, message: ChatMessage.Implementation | null, asker: Asker, roll: Roll, into?: CardWrite): Promise<ChatMessage.Implementation | null> {
  let next: FlowResult = { ok: true, state };
  if (state.stage === "pick" && state.source === "structuralBacklash") {
    // CY-ENV-2: the save was for THAT augment; there is nothing to choose.
    const only = state.candidates[0];
    next = only ? pickAugment(state, only.augmentId, asker, true) : { ok: true, state: nothingDamaged(state) };
  } else if (state.stage === "pick" && state.pickMode === "random") {
    const formula = pickDieFormula(state);
    if (formula) next = pickByDie(state, (await rollPickDie(formula)).result);
  }
  if (!next.ok) {
    reportFlowError(next.error);
    return null;
  }
  return finish(actor, next.state, message, roll, into);
}

/** Write the state; when an augment was chosen, damage it first (one item update) and keep its undo record. */
async function finish(actor: Actor.Implementation, state: IntegrityCardState, message: ChatMessage.Implementation | null, roll: Roll | null, into?: CardWrite): Promise<ChatMessage.Implementation | null> {
  let final = state;
  let augment: Item.Implementation | null = null;
  let undo = null;
  if (state.stage === "done" && state.outcome === "damaged" && state.chosen) {
    const note = state.source === "damage" ? localize("AUGMENTED.Integrity.HistoryDamage", { amount: state.amount ?? 0 }) : localize("AUGMENTED.Integrity.HistoryBacklash");
    const damaged = await damageAugment(actor, state.chosen.augmentId, state.source, note);
    if (damaged) {
      augment = damaged.item;
      undo = undoRecord(actor, {}, { items: { [damaged.item.id ?? ""]: damaged.previous } });
    } else final = nothingDamaged(state);
  }
  const written = await writeCard(actor, final, message, { roll, undo, ...(into ? { into } : {}) });
  if (final.stage === "done" && final.outcome) {
    const result: IntegrityCheckResult = { state: final, saved: final.outcome === "saved", outcome: final.outcome, augment, roll, message: written };
    callPostHook(HOOKS.integrityCheck, actor, result);
  }
  return written;
}

/** CY-INT-2: damage the augment `augmentId` picked on the card (checked for the user who picked). */
export async function performPick(actor: Actor.Implementation, state: IntegrityCardState, message: ChatMessage.Implementation, augmentId: string, asker: Asker, into?: CardWrite): Promise<ChatMessage.Implementation | null> {
  const still = isCurrentCandidate(actor, state.source, augmentId, state.target?.augmentId ?? null, state.amount);
  const picked = pickAugment(state, augmentId, asker, still);
  if (!picked.ok) {
    reportFlowError(picked.error);
    return null;
  }
  return finish(actor, picked.state, message, null, into);
}

/** CY-INT-1: the GM changes the DC on the card before the roll. */
export async function performSetDc(actor: Actor.Implementation, state: IntegrityCardState, message: ChatMessage.Implementation, dc: number, asker: Asker, into: CardWrite): Promise<IntegrityCardState | null> {
  const changed = setDc(state, dc, asker);
  if (!changed.ok) {
    reportFlowError(changed.error);
    return null;
  }
  if (changed.state.dc !== state.dc) await writeCard(actor, changed.state, message, { into });
  return changed.state;
}
