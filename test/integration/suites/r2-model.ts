/**
 * R2's reference model (issue 11, Suites): plain TypeScript, no Foundry. It knows the few rules that decide where
 * an augment is and what state it is in (CY-INS-1, CY-SLOT-1..3, CY-REM-1, CY-REP-1, CY-INT-1, SF-2) and, for
 * one operation, lists every outcome the rules allow. Dice decide some of them (a repair fails or not, a
 * failed integrity save damages one of the functional augments), so an operation has a short list of allowed
 * outcomes rather than one; the suite checks that what the system did is in the list.
 */

export type Integrity = "intact" | "damaged" | "destroyed";
export type SectionId = "head" | "torso" | "leftArm" | "rightArm" | "leftLeg" | "rightLeg";
export type SectionKind = "head" | "torso" | "arm" | "leg";

export const SECTION_IDS: readonly SectionId[] = ["head", "torso", "leftArm", "rightArm", "leftLeg", "rightLeg"];
export const KIND_OF_SECTION: Record<SectionId, SectionKind> = {
  head: "head",
  torso: "torso",
  leftArm: "arm",
  rightArm: "arm",
  leftLeg: "leg",
  rightLeg: "leg",
};

export interface AugRow {
  section: SectionId | null;
  integrity: Integrity;
}

/** The augments the model tracks: item id → row. */
export type Augs = Readonly<Record<string, AugRow>>;

export type Op =
  | { kind: "install"; aug: string; section: SectionId }
  | { kind: "remove"; aug: string }
  | { kind: "damage"; amount: number }
  | { kind: "repair"; aug: string }
  | { kind: "upgrade"; aug: string }
  | { kind: "rest" }
  | { kind: "delete"; aug: string }
  | { kind: "systemFailure"; aug: string }
  | { kind: "undo" };

export interface ModelContext {
  /** Section kind of each augment (fixed at creation). */
  kinds: Readonly<Record<string, SectionKind>>;
  /** HP before the operation (read from the actor: temp HP and healing are not modelled). */
  hp: number;
  maxHp: number;
  /** Whether System Failure's once-per-rest use is still free (read from the actor). */
  systemFailureFree: boolean;
  /** Concurrent pairs: preconditions read before both operations may be stale, so dice-free refusals widen. */
  lenient: boolean;
}

function withRow(augs: Augs, id: string, row: AugRow): Augs {
  return { ...augs, [id]: row };
}

function occupant(augs: Augs, section: SectionId): string | null {
  for (const [id, row] of Object.entries(augs)) if (row.section === section && row.integrity !== "destroyed") return id;
  return null;
}

/** Every outcome the rules allow for `op` from `augs` (the first is the unchanged state when a refusal is allowed). */
export function outcomes(augs: Augs, op: Op, context: ModelContext): Augs[] {
  const same = [augs];
  switch (op.kind) {
    case "install": {
      const row = augs[op.aug];
      if (!row || row.integrity !== "intact" || row.section !== null) return same;
      if (context.kinds[op.aug] !== KIND_OF_SECTION[op.section]) return same;
      if (occupant(augs, op.section) !== null) return same;
      return [withRow(augs, op.aug, { ...row, section: op.section })];
    }
    case "remove": {
      const row = augs[op.aug];
      if (!row || row.section === null || row.integrity === "destroyed") return same;
      // CY-REM-1: a failed check may leave it compromised (damaged); it always comes out and stays carried.
      return [withRow(augs, op.aug, { ...row, section: null }), withRow(augs, op.aug, { section: null, integrity: "damaged" })];
    }
    case "damage": {
      // CY-INT-1: an instance of at least half the maximum may damage one functional installed augment.
      if (op.amount < context.maxHp / 2) return same;
      const hit = Object.entries(augs)
        .filter(([, row]) => row.section !== null && row.integrity === "intact")
        .map(([id, row]) => withRow(augs, id, { ...row, integrity: "damaged" }));
      return [augs, ...hit];
    }
    case "repair": {
      const row = augs[op.aug];
      if (!row || row.integrity !== "damaged") return same;
      return [withRow(augs, op.aug, { ...row, integrity: "intact" }), augs];
    }
    case "upgrade":
    case "rest":
      return same;
    case "delete": {
      if (!augs[op.aug]) return same;
      const rest: Record<string, AugRow> = { ...augs };
      delete rest[op.aug];
      // An installed augment may be protected from deletion ("nothing is lost"); either is allowed here.
      return [rest, augs];
    }
    case "systemFailure": {
      const row = augs[op.aug];
      if (!row || row.section === null || row.integrity !== "intact") return same;
      const destroyed = withRow(augs, op.aug, { section: null, integrity: "destroyed" });
      if (context.lenient) return [augs, destroyed];
      // SF-1: at 0 HP, once until a rest outside combat; the direct entry point may still refuse when the drop
      // to 0 did not just happen, so a refusal is always allowed.
      return context.hp <= 0 && context.systemFailureFree ? [destroyed, augs] : same;
    }
    case "undo":
      return same;
  }
}

/** Outcomes of two operations run at once: any interleaving ends like one of the two orders. */
export function pairOutcomes(augs: Augs, a: Op, b: Op, context: ModelContext): Augs[] {
  const lenient = { ...context, lenient: true };
  const results: Augs[] = [];
  for (const [first, second] of [
    [a, b],
    [b, a],
  ] as const) {
    for (const middle of outcomes(augs, first, lenient)) results.push(...outcomes(middle, second, lenient));
  }
  // Issue 11 Deliver 4: a workflow whose state changed while it waited stops and changes nothing, so either one
  // alone is a correct outcome too. "Neither" is not, unless an order allows it (issue 25: the model used to
  // accept it always, so a race that lost both writes passed).
  results.push(...outcomes(augs, a, lenient), ...outcomes(augs, b, lenient));
  return results;
}

/** A stable text form, to compare states. */
export function key(augs: Augs): string {
  return JSON.stringify(Object.keys(augs).sort().map((id) => [id, augs[id]!.section, augs[id]!.integrity]));
}

/** The invariants every state must keep, as messages (empty: all kept). */
export function invariantBreaks(augs: Augs): string[] {
  const problems: string[] = [];
  const seen = new Map<SectionId, string>();
  for (const [id, row] of Object.entries(augs)) {
    if (row.integrity === "destroyed" && row.section !== null) problems.push(`${id} is destroyed and installed in ${row.section}`);
    if (row.section === null || row.integrity === "destroyed") continue;
    const other = seen.get(row.section);
    if (other) problems.push(`${row.section} holds both ${other} and ${id}`);
    seen.set(row.section, id);
  }
  return problems;
}

export function describeOp(op: Op): string {
  switch (op.kind) {
    case "install":
      return `install ${op.aug} → ${op.section}`;
    case "damage":
      return `damage ${op.amount}`;
    case "rest":
    case "undo":
      return op.kind;
    default:
      return `${op.kind} ${op.aug}`;
  }
}

/**
 * CORE-8 across clients (issue 25, finding 3): the gold after some operations is the gold before minus what each
 * carried-out payment said it took (the cost cards), whatever their order: two charges are two charges.
 */
export function goldProblem(before: number, after: number, paid: readonly number[]): string | null {
  const expected = paid.reduce((rest, amount) => rest - amount, before);
  return Math.abs(after - expected) < 1e-6 ? null : `gold ${before} → ${after}, but the payments made (${paid.join(", ") || "none"}) leave ${expected}`;
}
