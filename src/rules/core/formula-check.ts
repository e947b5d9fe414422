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

/** Recursive descent over the characters of a dice formula; it only checks, it never evaluates. */
class DiceChecker {
  #pos = 0;
  readonly #text: string;
  constructor(text: string) {
    this.#text = text;
  }

  check(): void {
    this.#expr();
    this.#skip();
    if (this.#pos < this.#text.length) throw new CheckError("syntax", this.#pos);
  }

  #skip(): void {
    // Past the end charAt gives "", which is no whitespace: the loop stops there.
    while (/\s/.test(this.#text.charAt(this.#pos))) this.#pos++;
  }

  #peek(): string {
    this.#skip();
    return this.#text.charAt(this.#pos);
  }

  #match(pattern: RegExp): string | null {
    const found = pattern.exec(this.#text.slice(this.#pos));
    if (!found) return null;
    this.#pos += found[0].length;
    return found[0];
  }

  #expect(ch: string): void {
    if (this.#peek() !== ch) throw new CheckError("syntax", this.#pos);
    this.#pos++;
  }

  #expr(): void {
    this.#unary();
    while ("+-*/%".includes(this.#peek()) && this.#peek() !== "") {
      this.#pos++;
      this.#unary();
    }
  }

  #unary(): void {
    while (this.#peek() === "+" || this.#peek() === "-") this.#pos++;
    this.#operand();
    this.#flavor();
  }

  #flavor(): void {
    if (this.#peek() !== "[") return;
    const end = this.#text.indexOf("]", this.#pos);
    if (end === -1) throw new CheckError("syntax", this.#pos);
    this.#pos = end + 1;
  }

  #operand(): void {
    const ch = this.#peek();
    const start = this.#pos;
    // The end of the text ("") matches no branch below and ends in the last line's syntax error.
    if (ch === "(") {
      this.#pos++;
      this.#expr();
      this.#expect(")");
      this.#diceTail();
      return;
    }
    if (ch === "{") {
      this.#pos++;
      this.#expr();
      while (this.#peek() === ",") {
        this.#pos++;
        this.#expr();
      }
      this.#expect("}");
      this.#modifiers();
      return;
    }
    if (ch === "@") {
      if (!this.#match(/^@[A-Za-z_][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*/)) throw new CheckError("syntax", start);
      this.#diceTail();
      return;
    }
    if (/[0-9.]/.test(ch)) {
      if (!this.#match(/^(\d+(\.\d+)?|\.\d+)/)) throw new CheckError("syntax", start);
      this.#diceTail();
      return;
    }
    if (/[dD]/.test(ch) && /^[dD](\d|%|F)/.test(this.#text.slice(this.#pos))) {
      this.#diceTail();
      return;
    }
    const name = this.#match(/^[A-Za-z_][A-Za-z0-9_]*/);
    if (name) {
      if (!MATH_FUNCTIONS.has(name)) throw new CheckError(this.#peek() === "(" ? "unknownFunction" : "syntax", start);
      this.#expect("(");
      if (this.#peek() !== ")") {
        this.#expr();
        while (this.#peek() === ",") {
          this.#pos++;
          this.#expr();
        }
      }
      this.#expect(")");
      this.#diceTail();
      return;
    }
    throw new CheckError("syntax", start);
  }

  /** After a count (or at a bare "d6"): "d" faces, then modifiers; nothing when no die follows. */
  #diceTail(): void {
    // No whitespace between the count and the "d": "2 d6" is not a die.
    const rest = this.#text.slice(this.#pos);
    const die = /^[dD](\d+|%|F)/.exec(rest);
    if (!die) return;
    this.#pos += die[0].length;
    this.#modifiers();
  }

  #modifiers(): void {
    for (;;) {
      const rest = this.#text.slice(this.#pos);
      if (!/^[a-z]/.test(rest)) return;
      const modifier = DIE_MODIFIERS.find((m) => rest.startsWith(m));
      if (!modifier) throw new CheckError("unknownModifier", this.#pos);
      this.#pos += modifier.length;
      this.#match(/^(<=|>=|=|<|>)?\d*/);
    }
  }
}

/** Checks a dice formula's syntax. Blank formulas are reported as "empty": the caller decides whether blank is allowed. */
export function checkDiceFormula(formula: string): FormulaCheck<DiceFormulaErrorReason> {
  if (formula.trim() === "") return { ok: false, reason: "empty", position: 0 };
  if (formula.length > FORMULA_MAX_LENGTH) return { ok: false, reason: "tooLong", position: FORMULA_MAX_LENGTH };
  try {
    new DiceChecker(formula).check();
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
