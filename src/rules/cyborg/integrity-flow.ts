/**
 * The integrity card's state machine (CY-INT-1/2, CY-ENV-2), kept free of Foundry so every transition and its
 * refusals are unit-tested: a save is due (stage "save": the GM may change the DC, the owner or GM rolls), then
 * either it passed, nothing could be damaged, or one augment must be picked (stage "pick", per the world's pick
 * mode), then it is done. The state is stored on the card (`flags.augmented.integrity`); whichever client
 * carries out a step (the card's author or a GM) checks it with these functions first.
 */
import { type IntegrityCandidate, type IntegrityPickMode, pickRandomCandidate, randomPickFormula, resolveIntegritySave } from "./integrity";
import { isValidDc, isValidNatural } from "./checks";

export type IntegritySource = "damage" | "structuralBacklash";
export type IntegrityStage = "save" | "pick" | "done";
/** How a finished check ended: saved; failed and an augment damaged; failed with nothing left to damage. */
export type IntegrityOutcome = "saved" | "damaged" | "nothing";

/** A candidate as the card lists it (the rules' candidate plus the name shown on its button). */
export interface CardCandidate {
  augmentId: string;
  name: string;
  /** A body section id, or null for a backlash on an augment that is not installed. */
  section: string | null;
  hinted: boolean;
}

export interface IntegrityCardState {
  actorUuid: string;
  source: IntegritySource;
  /** The damage instance (CY-INT-1); null for a backlash. */
  amount: number | null;
  dc: number;
  hitLocation: string | null;
  /** CY-ENV-2: the augment that backlashed (the only one the save can damage); null for damage. */
  target: CardCandidate | null;
  pickMode: IntegrityPickMode;
  stage: IntegrityStage;
  save: { total: number; natural: number; saved: boolean } | null;
  /** Frozen when the save fails: the augments one of which is damaged (a backlash has exactly one). */
  candidates: CardCandidate[];
  /** Random mode: the 1dN result. */
  pickDie: number | null;
  chosen: CardCandidate | null;
  outcome: IntegrityOutcome | null;
}

export type FlowError = "notPending" | "wrongStage" | "badDc" | "badRoll" | "notCandidate" | "notAllowed" | "badDie";
export type FlowResult = { ok: true; state: IntegrityCardState } | { ok: false; error: FlowError };

/** Who is asking: owners may roll; a GM may do everything; the pick mode decides who picks. */
export interface Asker {
  isGM: boolean;
  owner: boolean;
}

export function newCardState(init: {
  actorUuid: string;
  source: IntegritySource;
  amount: number | null;
  dc: number;
  hitLocation: string | null;
  target?: CardCandidate | null;
  pickMode: IntegrityPickMode;
}): IntegrityCardState {
  return { ...init, target: init.target ?? null, stage: "save", save: null, candidates: [], pickDie: null, chosen: null, outcome: null };
}

function fail(error: FlowError): FlowResult {
  return { ok: false, error };
}

/** CY-INT-1: "a GM DC": only a GM changes it, only before the roll, and only to a whole number ≥ 1. */
export function setDc(state: IntegrityCardState, dc: number, asker: Asker): FlowResult {
  if (!asker.isGM) return fail("notAllowed");
  if (state.stage !== "save") return fail("wrongStage");
  if (!isValidDc(dc)) return fail("badDc");
  return { ok: true, state: { ...state, dc } };
}

/** The owner (or a GM) may roll the save. */
export function mayRoll(asker: Asker): boolean {
  return asker.isGM || asker.owner;
}

/**
 * Record the save (CY-INT-1). Passed → done. Failed → the candidates are frozen (CY-INT-2); none → done with
 * nothing damaged; else the pick stage.
 */
export function recordSave(state: IntegrityCardState, save: { total: number; natural: number }, candidates: readonly CardCandidate[], asker: Asker): FlowResult {
  if (!mayRoll(asker)) return fail("notAllowed");
  if (state.stage !== "save") return fail("wrongStage");
  if (!Number.isFinite(save.total) || !isValidNatural(save.natural)) return fail("badRoll");
  const { saved, pickRequired } = resolveIntegritySave({ total: save.total, dc: state.dc }, candidates.map(toRulesCandidate));
  const recorded = { ...state, save: { ...save, saved } };
  if (saved) return { ok: true, state: { ...recorded, stage: "done", outcome: "saved" } };
  if (!pickRequired) return { ok: true, state: { ...recorded, stage: "done", outcome: "nothing" } };
  return { ok: true, state: { ...recorded, stage: "pick", candidates: candidates.map((c) => ({ ...c })) } };
}

function toRulesCandidate(candidate: CardCandidate): IntegrityCandidate {
  // cast: only the count matters to resolveIntegritySave; a backlash target may have no section.
  return { augmentId: candidate.augmentId, section: (candidate.section ?? "torso") as IntegrityCandidate["section"], hinted: candidate.hinted };
}

/**
 * CY-INT-2, who picks: gm mode → a GM; owner mode → the owner or a GM (a GM always can, so a card left pending
 * with nobody else around can be finished); random → nobody (the die picks). A backlash damages its one
 * augment: whoever may roll confirms it.
 */
export function mayPick(state: IntegrityCardState, asker: Asker): boolean {
  if (state.source === "structuralBacklash") return mayRoll(asker);
  if (state.pickMode === "random") return false;
  if (asker.isGM) return true;
  return state.pickMode === "owner" && asker.owner;
}

/** Choose the damaged augment among the frozen candidates. `stillCandidate`: it is still installed and intact. */
export function pickAugment(state: IntegrityCardState, augmentId: string, asker: Asker, stillCandidate: boolean): FlowResult {
  if (state.stage !== "pick") return fail(state.stage === "done" ? "notPending" : "wrongStage");
  if (!mayPick(state, asker)) return fail("notAllowed");
  const chosen = state.candidates.find((c) => c.augmentId === augmentId);
  if (!chosen || !stillCandidate) return fail("notCandidate");
  return { ok: true, state: { ...state, stage: "done", outcome: "damaged", chosen: { ...chosen } } };
}

/** Random mode: the die to roll for the frozen candidates (1dN), or null with none. */
export function pickDieFormula(state: IntegrityCardState): string | null {
  return randomPickFormula(state.candidates.map(toRulesCandidate));
}

/** Random mode: the 1dN result picks (CY-INT-2). */
export function pickByDie(state: IntegrityCardState, die: number): FlowResult {
  if (state.stage !== "pick") return fail("wrongStage");
  const chosen = pickRandomCandidate(state.candidates, die);
  if (!chosen) return fail("badDie");
  return { ok: true, state: { ...state, stage: "done", outcome: "damaged", pickDie: die, chosen: { ...chosen } } };
}

/** The picked augment turned out to be gone or no longer intact when it was applied: nothing was damaged. */
export function nothingDamaged(state: IntegrityCardState): IntegrityCardState {
  return { ...state, stage: "done", outcome: "nothing", chosen: null };
}
