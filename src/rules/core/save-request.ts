/**
 * A save asked of a target (GF-UPG-11's laser, CY-ATK-3's save-based augments): the target's owner rolls it, the
 * card records it once, and the writing client decides the outcome from what it can check itself. What it can
 * check of a roll made on another client: that it is one d20 test (one d20, or two kept high or low, each face
 * 1..20, the kept one the right one) and that its total lies between the lowest and highest its formula can give
 * (the caller measures that with Foundry's Roll). What the roller chose in its own dialog (advantage, a
 * situational bonus) is theirs, as every roll of their own actor is.
 */
import type { D20Mode } from "./rolls";

/** One die term of a roll as its JSON holds it. */
export interface RolledDie {
  faces: number;
  number: number;
  modifiers: readonly string[];
  results: ReadonlyArray<{ result: number; active?: boolean; discarded?: boolean }>;
}

export type D20ShapeError = "noD20" | "extraDice" | "badFace" | "badKeep";

/** The d20 test's mode when `dice` is exactly one d20 term rolled as a d20 test is; else why not. */
export function d20TestShape(dice: readonly RolledDie[]): { ok: true; mode: D20Mode; natural: number } | { ok: false; error: D20ShapeError } {
  const [die, ...rest] = dice;
  if (!die || die.faces !== 20) return { ok: false, error: "noD20" };
  // A situational bonus may roll its own dice (a bless d4), but never another d20.
  if (rest.some((other) => other.faces === 20)) return { ok: false, error: "extraDice" };
  const faces = die.results.map((r) => r.result);
  if (faces.length !== die.number || faces.some((face) => !Number.isInteger(face) || face < 1 || face > 20)) return { ok: false, error: "badFace" };
  const kept = die.results.filter((r) => r.active !== false && r.discarded !== true).map((r) => r.result);
  const keep = die.modifiers.join("");
  if (die.number === 1 && keep === "" && kept.length === 1) return { ok: true, mode: "normal", natural: kept[0]! };
  if (die.number === 2 && kept.length === 1 && (keep === "kh" || keep === "kh1")) {
    return kept[0] === Math.max(...faces) ? { ok: true, mode: "advantage", natural: kept[0]! } : { ok: false, error: "badKeep" };
  }
  if (die.number === 2 && kept.length === 1 && (keep === "kl" || keep === "kl1")) {
    return kept[0] === Math.min(...faces) ? { ok: true, mode: "disadvantage", natural: kept[0]! } : { ok: false, error: "badKeep" };
  }
  return { ok: false, error: "badKeep" };
}

/** A save meets the DC when its total is at least the DC (5e: ties succeed). */
export function saveSucceeds(total: number, dc: number): boolean {
  return Number.isFinite(total) && Number.isFinite(dc) && total >= dc;
}

export interface SaveRecord {
  total: number;
  natural: number;
  saved: boolean;
}

/**
 * The one result a save request records: refused when one is recorded already (every card answers once) or the
 * total is not a finite number; else whether it meets the DC the writing client worked out.
 */
export function recordSaveResult(recorded: SaveRecord | null, roll: { total: number; natural: number }, dc: number): { ok: true; record: SaveRecord } | { ok: false; error: "answered" | "badTotal" } {
  if (recorded !== null) return { ok: false, error: "answered" };
  if (!Number.isFinite(roll.total)) return { ok: false, error: "badTotal" };
  return { ok: true, record: { total: roll.total, natural: roll.natural, saved: saveSucceeds(roll.total, dc) } };
}
