import { evaluateFormula, FORMULA_MAX_LENGTH, type FormulaErrorReason } from "./formula";

/**
 * Syntax checks for formulas typed on item sheets, run before anything is stored, so a broken formula is refused
 * with a reason and a position instead of failing later at roll time.
 *
 * - `checkDiceFormula`: a damage or roll formula in Foundry's dice syntax ("1d8", "2d6 + @abilities.str.mod",
 *   "(@prof)d4", "1d20kh", "{1d8, 3}kh", "floor(@details.level / 2)d6", "1d6[fire]").
 * - `checkUsesFormula`: a non-dice arithmetic formula (uses max): only its structure is checked here, since
 *   whether "@prof" resolves depends on the actor that owns the item.
 */

export type DiceFormulaErrorReason = "empty" | "tooLong" | "syntax" | "unknownFunction" | "unknownModifier";

export type FormulaCheck<R extends string> = { ok: true } | { ok: false; reason: R; position: number };

/** Functions a Foundry roll formula may call: every Math function (floor, ceil, round, abs, min, max, …). */
const MATH_FUNCTIONS: ReadonlySet<string> = new Set(
  Object.getOwnPropertyNames(Math).filter((name) => typeof Reflect.get(Math, name) === "function"),
);

/** Die modifiers Foundry's Die term understands, longest first so "kh" is not read as "k". */
const DIE_MODIFIERS = ["min", "max", "kh", "kl", "dh", "dl", "rr", "xo", "cs", "cf", "df", "sf", "ms", "k", "d", "r", "x"] as const;

class CheckError {
  constructor(
    readonly reason: DiceFormulaErrorReason,
    readonly position: number,
  ) {}
}

/**
 * Recursive descent over the characters of a dice formula; it only checks, it never evaluates. Throws a
 * CheckError at the first fault. (Closures over the position rather than a class: the shipped module is smaller.)
 */
function checkDice(text: string): void {
  let pos = 0;
  const fail = (reason: DiceFormulaErrorReason = "syntax", at = pos): never => {
    throw new CheckError(reason, at);
  };
  const skip = (): void => {
    // Past the end charAt gives "", which is no whitespace: the loop stops there.
    while (/\s/.test(text.charAt(pos))) pos++;
  };
  const peek = (): string => {
    skip();
    return text.charAt(pos);
  };
  const match = (pattern: RegExp): string | null => {
    const found = pattern.exec(text.slice(pos));
    if (!found) return null;
    pos += found[0].length;
    return found[0];
  };
  const expect = (ch: string): void => {
    if (peek() !== ch) fail();
    pos++;
  };
  const expr = (): void => {
    unary();
    while ("+-*/%".includes(peek()) && peek() !== "") {
      pos++;
      unary();
    }
  };
  /** Expressions separated by commas, up to `close` (a dice pool's "}", a function's ")"). */
  const list = (close: string): void => {
    expr();
    while (peek() === ",") {
      pos++;
      expr();
    }
    expect(close);
  };
  const unary = (): void => {
    while (peek() === "+" || peek() === "-") pos++;
    operand();
    // A flavor text: "1d6[fire]".
    if (peek() !== "[") return;
    const end = text.indexOf("]", pos);
    if (end === -1) fail();
    pos = end + 1;
  };
  const operand = (): void => {
    const ch = peek();
    const start = pos;
    // The end of the text ("") matches no branch below and ends in the last line's syntax error.
    if (ch === "(") {
      pos++;
      expr();
      expect(")");
    } else if (ch === "{") {
      pos++;
      list("}");
      return modifiers();
    } else if (ch === "@") {
      if (!match(/^@[A-Za-z_][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*/)) fail("syntax", start);
    } else if (/[0-9.]/.test(ch)) {
      if (!match(/^(\d+(\.\d+)?|\.\d+)/)) fail("syntax", start);
    } else if (!(/[dD]/.test(ch) && /^[dD](\d|%|F)/.test(text.slice(pos)))) {
      const name = match(/^[A-Za-z_][A-Za-z0-9_]*/);
      if (!name) fail("syntax", start);
      else if (!MATH_FUNCTIONS.has(name)) fail(peek() === "(" ? "unknownFunction" : "syntax", start);
      expect("(");
      if (peek() !== ")") list(")");
      else expect(")");
    }
    diceTail();
  };
  /** After a count (or at a bare "d6"): "d" faces, then modifiers; nothing when no die follows. */
  const diceTail = (): void => {
    // No whitespace between the count and the "d": "2 d6" is not a die.
    if (match(/^[dD](\d+|%|F)/)) modifiers();
  };
  const modifiers = (): void => {
    for (;;) {
      const rest = text.slice(pos);
      if (!/^[a-z]/.test(rest)) return;
      const modifier = DIE_MODIFIERS.find((m) => rest.startsWith(m));
      if (!modifier) fail("unknownModifier");
      pos += modifier!.length;
      match(/^(<=|>=|=|<|>)?\d*/);
    }
  };
  expr();
  skip();
  if (pos < text.length) fail();
}

/** Checks a dice formula's syntax. Blank formulas are reported as "empty": the caller decides whether blank is allowed. */
export function checkDiceFormula(formula: string): FormulaCheck<DiceFormulaErrorReason> {
  if (formula.trim() === "") return { ok: false, reason: "empty", position: 0 };
  if (formula.length > FORMULA_MAX_LENGTH) return { ok: false, reason: "tooLong", position: FORMULA_MAX_LENGTH };
  try {
    checkDice(formula);
    return { ok: true };
  } catch (error) {
    if (error instanceof CheckError) return { ok: false, reason: error.reason, position: error.position };
    throw error;
  }
}

/** Errors in an arithmetic formula that no actor's data can fix. */
const STRUCTURAL_REASONS: ReadonlySet<FormulaErrorReason> = new Set<FormulaErrorReason>(["empty", "tooLong", "syntax", "diceNotAllowed", "unknownFunction", "wrongArity"]);

/**
 * Checks the structure of a uses formula ("3", "@prof", "max(1, @abilities.con.mod)"). Every `@path` stands for
 * 1 while checking; errors that depend on the data (an unknown path, division by zero) are left to evaluation.
 */
export function checkUsesFormula(formula: string): FormulaCheck<FormulaErrorReason> {
  const substituted = formula.replace(/@[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*/g, (path) => "1".padEnd(path.length, " "));
  const result = evaluateFormula(substituted, {});
  if (result.ok || !STRUCTURAL_REASONS.has(result.reason)) return { ok: true };
  return { ok: false, reason: result.reason, position: result.position };
}
