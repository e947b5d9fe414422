/**
 * CY-USE-1 "unless otherwise stated": an augment may carry its own uses formula. The language is deliberately
 * small, so a GM can type what the seed's designs say ("1", "PB + 1", "Intelligence modifier (minimum 1)") and
 * nothing else can run: integers, + - * /, parentheses, @prof (or @pb), the six ability modifiers (@str … @cha,
 * also written @abilities.str.mod), and min(a, b) / max(a, b). Division rounds down; the result is an integer
 * of at least 0. A blank formula means the default, the proficiency bonus.
 */
import { ABILITY_IDS, type AbilityId } from "../core/abilities";

export interface UsesFormulaOwner {
  pb: number;
  mods: Partial<Record<AbilityId, number>>;
}

type Expr =
  | { kind: "num"; value: number }
  | { kind: "var"; name: "prof" | AbilityId }
  | { kind: "neg"; operand: Expr }
  | { kind: "bin"; op: "+" | "-" | "*" | "/"; left: Expr; right: Expr }
  | { kind: "call"; fn: "min" | "max"; args: [Expr, Expr] };

export type UsesFormulaParse = { ok: true; expr: Expr | null } | { ok: false; error: UsesFormulaError };

/** Why a formula was refused; the sheet shows the localized reason. */
export type UsesFormulaError = "unexpected" | "unknownVariable" | "tooLong";

const MAX_LENGTH = 80;
const TOKEN = /\s*(\d+|@[a-z.]+|min|max|[-+*/(),])/giy;

function tokenize(formula: string): string[] | null {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  let index = 0;
  // Ends at the end of the text or before trailing whitespace (the slice left is blank either way).
  for (;;) {
    if (formula.slice(index).trim() === "") break;
    TOKEN.lastIndex = index;
    // The sticky flag: a match starts exactly at `index` or there is none.
    const match = TOKEN.exec(formula);
    if (!match) return null;
    tokens.push(match[1]!.toLowerCase());
    index = TOKEN.lastIndex;
  }
  return tokens;
}

function variableName(token: string): "prof" | AbilityId | null {
  const name = token.slice(1);
  if (name === "prof" || name === "pb" || name === "attributes.prof") return "prof";
  const ability = /^abilities\.([a-z]{3})\.mod$/.exec(name)?.[1] ?? name;
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  return (ABILITY_IDS as readonly string[]).includes(ability) ? (ability as AbilityId) : null;
}

class Parser {
  #position = 0;
  unknownVariable = false;
  readonly #tokens: string[];
  constructor(tokens: string[]) {
    this.#tokens = tokens;
  }

  parse(): Expr | null {
    const expr = this.#sum();
    return expr && this.#position === this.#tokens.length ? expr : null;
  }

  #peek(): string | undefined {
    return this.#tokens[this.#position];
  }

  #take(expected?: string): string | undefined {
    const token = this.#tokens[this.#position];
    if (token === undefined || (expected !== undefined && token !== expected)) return undefined;
    this.#position += 1;
    return token;
  }

  #sum(): Expr | null {
    let left = this.#product();
    while (left && (this.#peek() === "+" || this.#peek() === "-")) {
      // cast: the token was just peeked as one of these operators.
      const op = this.#take() as "+" | "-";
      const right = this.#product();
      left = right && { kind: "bin", op, left, right };
    }
    return left;
  }

  #product(): Expr | null {
    let left = this.#unary();
    while (left && (this.#peek() === "*" || this.#peek() === "/")) {
      // cast: the token was just peeked as one of these operators.
      const op = this.#take() as "*" | "/";
      const right = this.#unary();
      left = right && { kind: "bin", op, left, right };
    }
    return left;
  }

  #unary(): Expr | null {
    if (this.#take("-")) {
      const operand = this.#unary();
      return operand && { kind: "neg", operand };
    }
    if (this.#take("+")) return this.#unary();
    return this.#atom();
  }

  #atom(): Expr | null {
    const token = this.#take();
    if (token === undefined) return null;
    if (/^\d+$/.test(token)) return { kind: "num", value: Number(token) };
    if (token.startsWith("@")) {
      const name = variableName(token);
      if (!name) this.unknownVariable = true;
      return name && { kind: "var", name };
    }
    if (token === "(") {
      const inner = this.#sum();
      return inner && this.#take(")") ? inner : null;
    }
    if (token === "min" || token === "max") {
      if (!this.#take("(")) return null;
      const first = this.#sum();
      if (!first || !this.#take(",")) return null;
      const second = this.#sum();
      if (!second || !this.#take(")")) return null;
      return { kind: "call", fn: token, args: [first, second] };
    }
    return null;
  }
}

/** Parse a formula once; `expr: null` is the blank default (PB). */
export function parseUsesFormula(formula: string): UsesFormulaParse {
  const text = formula.trim();
  if (text === "") return { ok: true, expr: null };
  if (text.length > MAX_LENGTH) return { ok: false, error: "tooLong" };
  const tokens = tokenize(text);
  if (!tokens) return { ok: false, error: "unexpected" };
  const parser = new Parser(tokens);
  const expr = parser.parse();
  if (parser.unknownVariable) return { ok: false, error: "unknownVariable" };
  return expr ? { ok: true, expr } : { ok: false, error: "unexpected" };
}

function evaluate(expr: Expr, owner: UsesFormulaOwner): number {
  switch (expr.kind) {
    case "num":
      return expr.value;
    case "var":
      return expr.name === "prof" ? owner.pb : (owner.mods[expr.name] ?? 0);
    case "neg":
      return -evaluate(expr.operand, owner);
    case "call": {
      // cast: the parser gives these functions exactly two arguments.
      const [a, b] = expr.args.map((arg) => evaluate(arg, owner)) as [number, number];
      return expr.fn === "min" ? Math.min(a, b) : Math.max(a, b);
    }
    case "bin": {
      const left = evaluate(expr.left, owner);
      const right = evaluate(expr.right, owner);
      if (expr.op === "+") return left + right;
      if (expr.op === "-") return left - right;
      if (expr.op === "*") return left * right;
      return right === 0 ? 0 : Math.floor(left / right);
    }
  }
}

/**
 * The number of uses a formula gives this owner: a whole number, at least 0 and at most 99 (a typo such as
 * "100 * @prof" cannot make a use counter nobody can read). A formula that does not parse gives the default.
 */
export function usesFromFormula(formula: string | undefined, owner: UsesFormulaOwner): number {
  const parsed = parseUsesFormula(formula ?? "");
  const value = parsed.ok && parsed.expr ? evaluate(parsed.expr, owner) : owner.pb;
  return Number.isFinite(value) ? Math.min(99, Math.max(0, Math.trunc(value))) : 0;
}
