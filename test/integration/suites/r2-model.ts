/**
 * R2's reference model (issue 11, Suites): plain TypeScript, no Foundry. It knows the few rules that decide where
 * an augment is and what state it is in (CY-INS-1, CY-SLOT-1..3, CY-REM-1, CY-REP-1, CY-INT-1, SF-2) and, for
 * one operation, lists every outcome the rules allow (uses too: CY-USE-1..3). Dice decide some of them (a repair fails or not, a
 * failed integrity save damages one of the functional augments), so an operation has a short list of allowed
 * outcomes rather than one; the suite checks that what the system did is in the list.
 */

export type Integrity = "intact" | "damaged" | "destroyed";
export type SectionId = "head" | "torso" | "leftArm" | "rightArm" | "leftLeg" | "rightLeg";
export type SectionKind = "head" | "torso" | "arm" | "leg";

/** CY-UPG-1: an augment's dice never exceed 5d6. */
const MAX_DICE = 5;

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
  /** CY-UPG-1: the augment's dice (an upgrade that succeeds adds one, up to 5; issue 25: a successful upgrade alone was invisible). */
  dice: number;
  /**
   * CY-USE-1: uses of the primary function spent (the remaining uses are the context's maxUses minus this). Only a
   * use spends one; a long rest refills all (CY-USE-2); removal, damage, destruction and System Failure leave the
   * count as it was (no rule gives uses back or takes them), so a re-installed augment has what it had left.
   */
  spent: number;
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
  | { kind: "use"; aug: string }
  | { kind: "undo" };

export interface ModelContext {
  /** Section kind of each augment (fixed at creation). */
  kinds: Readonly<Record<string, SectionKind>>;
  maxHp: number;
  /** SF-4: the overdrive's temporary HP (10 × level). */
  overdriveTemp: number;
  /** CY-USE-1: every augment's uses (PB: no augment here has its own formula). */
  maxUses: number;
}

/**
 * What the model tracks of the actor (issue 25, Deliver 6): the augments' section and integrity, HP and temporary
 * HP, System Failure's once-per-rest use (SF-1, SF-6), its overdrive effect and exhaustion (SF-4, SF-5), each
 * augment's spent uses (CY-USE-1..3). Gold is checked against the cost cards (goldProblem).
 */
export interface State {
  augs: Augs;
  hp: number;
  temp: number;
  /** SF-1: the use is spent (the actor's `flags.augmented.systemFailure` record is there). */
  sfUsed: boolean;
  /** SF-4: System Failure's overdrive Active Effect is on the actor (issue 25, Deliver 6: the model saw no effects). */
  overdrive: boolean;
  /** SF-5, CORE-5: exhaustion (the overdrive's end adds a level, a long rest removes one). */
  exhaustion: number;
}

function withRow(state: State, id: string, row: AugRow): State {
  return { ...state, augs: { ...state.augs, [id]: row } };
}

function occupant(augs: Augs, section: SectionId): string | null {
  for (const [id, row] of Object.entries(augs)) if (row.section === section && row.integrity !== "destroyed") return id;
  return null;
}

/**
 * Work that takes time (an hour of installing, removing, repairing, upgrading: CY-INS-1, CY-REM-1, CY-REP-1) lets
 * world time pass, which may end System Failure's overdrive (SF-4, SF-5): its effect and temporary HP go, and it
 * adds a level of exhaustion.
 */
function overdriveEnds(state: State): State {
  return { ...state, temp: 0, overdrive: false, exhaustion: state.exhaustion + 1 };
}

function whileTimePasses(states: State[]): State[] {
  return states.flatMap((state) => (state.overdrive ? [state, overdriveEnds(state)] : [state]));
}

/** Every outcome the rules allow for `op` from `state` (the first is the unchanged state when a refusal is allowed). */
export function outcomes(state: State, op: Op, context: ModelContext): State[] {
  const same = [state];
  const augs = state.augs;
  switch (op.kind) {
    case "install": {
      const row = augs[op.aug];
      if (!row || row.integrity !== "intact" || row.section !== null) return same;
      if (context.kinds[op.aug] !== KIND_OF_SECTION[op.section]) return same;
      if (occupant(augs, op.section) !== null) return same;
      return whileTimePasses([withRow(state, op.aug, { ...row, section: op.section })]);
    }
    case "remove": {
      const row = augs[op.aug];
      if (!row || row.section === null || row.integrity === "destroyed") return same;
      // CY-REM-1: a failed check may leave it compromised (damaged); it always comes out and stays carried.
      return whileTimePasses([withRow(state, op.aug, { ...row, section: null }), withRow(state, op.aug, { ...row, section: null, integrity: "damaged" })]);
    }
    case "damage": {
      // CORE: temporary HP take damage first; HP never fall below 0.
      const absorbed = Math.min(state.temp, op.amount);
      const hurt: State = { ...state, temp: state.temp - absorbed, hp: Math.max(0, state.hp - (op.amount - absorbed)) };
      // CY-INT-1: an instance of at least half the maximum may damage one functional installed augment.
      if (op.amount < context.maxHp / 2) return [hurt];
      const hit = Object.entries(augs)
        .filter(([, row]) => row.section !== null && row.integrity === "intact")
        .map(([id, row]) => withRow(hurt, id, { ...row, integrity: "damaged" }));
      return [hurt, ...hit];
    }
    case "repair": {
      const row = augs[op.aug];
      if (!row || row.integrity !== "damaged") return same;
      return whileTimePasses([withRow(state, op.aug, { ...row, integrity: "intact" }), state]);
    }
    case "upgrade": {
      const row = augs[op.aug];
      // CY-UPG-1: attack augments (the two arm ones here) that are not destroyed, below 5d6; success adds a die,
      // failure loses the materials only; success or not, time passes.
      if (!row || row.integrity === "destroyed" || context.kinds[op.aug] !== "arm" || row.dice >= MAX_DICE) return same;
      return whileTimePasses([withRow(state, op.aug, { ...row, dice: row.dice + 1 }), state]);
    }
    case "rest": {
      // A long rest needs at least 1 HP (5e); it ends the overdrive first (SF-5: its effect, temp HP, +1
      // exhaustion), then heals fully, removes a level of exhaustion (CORE-5) and frees System Failure's use (SF-6).
      // CY-USE-2: and every augment's uses come back, installed or not, damaged or destroyed alike.
      if (state.hp <= 0) return same;
      const from = state.overdrive ? overdriveEnds(state) : state;
      const refilled = Object.fromEntries(Object.entries(from.augs).map(([id, row]) => [id, { ...row, spent: 0 }]));
      return [{ ...from, augs: refilled, hp: context.maxHp, temp: 0, sfUsed: false, exhaustion: Math.max(0, from.exhaustion - 1) }];
    }
    case "delete": {
      if (!augs[op.aug]) return same;
      const rest: Record<string, AugRow> = { ...augs };
      delete rest[op.aug];
      // An installed augment may be protected from deletion ("nothing is lost"); either is allowed here.
      return [{ ...state, augs: rest }, state];
    }
    case "systemFailure": {
      const row = augs[op.aug];
      if (!row || row.section === null || row.integrity !== "intact") return same;
      if (state.hp > 0 || state.sfUsed) return same;
      // SF-2..4: the augment is destroyed, 1 HP, the overdrive's temporary HP. The direct entry point may still
      // refuse when the drop to 0 did not just happen, so a refusal is allowed.
      return [withRow({ ...state, hp: 1, temp: context.overdriveTemp, sfUsed: true, overdrive: true }, op.aug, { ...row, section: null, integrity: "destroyed" }), state];
    }
    case "use": {
      // CY-USE-1, CY-INT-3: installed, functional, a use left: one use spent (an Action: no time passes). HP do not
      // matter: the rules give no refusal at 0 HP (neither does the system: the sheet is the player's).
      const row = augs[op.aug];
      if (!row || row.section === null || row.integrity !== "intact" || row.spent >= context.maxUses) return same;
      return [withRow(state, op.aug, { ...row, spent: row.spent + 1 })];
    }
    case "undo":
      return same;
  }
}

/**
 * Outcomes of two operations run at once: any interleaving ends like one of the two orders. `done` says which of
 * them the system reports carried out (a result, not a refusal).
 */
export function pairOutcomes(state: State, a: Op, b: Op, context: ModelContext, done: readonly [boolean, boolean] = [false, false]): State[] {
  const results: State[] = [];
  for (const [first, second, firstDone] of [
    [a, b, done[0]],
    [b, a, done[1]],
  ] as const) {
    for (const middle of outcomes(state, first, context)) {
      results.push(...outcomes(middle, second, context));
      // Issue 11 Deliver 4: a workflow whose state changed while it waited (the other one wrote) stops and
      // changes nothing, so the first alone is a correct outcome too. "Neither" is not, unless an order allows
      // it (issue 25: the model used to accept it always, so a race that lost both writes passed). A first that
      // was carried out without changing what the model tracks (a failed upgrade: only the materials go) is
      // "the first alone" too, when the system reports it done.
      if (key(middle) !== key(state) || firstDone) results.push(middle);
    }
  }
  return results;
}

/** A stable text form, to compare states. */
export function key(state: State): string {
  const augs = state.augs;
  return JSON.stringify([Object.keys(augs).sort().map((id) => [id, augs[id]!.section, augs[id]!.integrity, augs[id]!.dice, augs[id]!.spent]), state.hp, state.temp, state.sfUsed, state.overdrive, state.exhaustion]);
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
