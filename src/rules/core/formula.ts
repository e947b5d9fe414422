/**
 * A tiny, safe evaluator for non-dice arithmetic in data fields (uses max, bonuses): numbers, + − × ÷,
 * parentheses, unary minus, `@path` lookups into a plain data object, and a few functions
 * (min, max, floor, ceil, round, abs). No eval, no Function, no prototype access. Broken formulas return a
 * typed error with a reason code and position, never throw, so a typo on an item sheet shows a message
 * instead of breaking actor preparation.
 */

export type FormulaData = { readonly [key: string]: unknown };

export type FormulaErrorReason =
  | "empty"
  | "tooLong"
  | "syntax"
  | "diceNotAllowed"
  | "unknownPath"
  | "notANumber"
  | "unknownFunction"
  | "wrongArity"
  | "divisionByZero"
  | "nonFinite";

export type FormulaResult =
  | { ok: true; value: number }
  | { ok: false; reason: FormulaErrorReason; position: number; detail?: string };

/** Long enough for any sensible field; bounds recursion depth too. */
export const FORMULA_MAX_LENGTH = 200;

/** The functions a formula may call, each with its number of arguments (least, most). */
export type FormulaFunctions = Readonly<Record<string, { arity: [number, number]; fn: (args: number[]) => number }>>;

/**
 * How a smaller language built on this evaluator reads (the uses formula of an augment, rules/cyborg/uses-formula.ts):
 * its own functions, its own `@name` values, and division rounded down with ÷ 0 giving 0.
 */
export interface FormulaDialect {
  functions?: FormulaFunctions;
  /** The value of `@path`; throws (formulaError("unknownPath", …)) for a name it does not know. */
  lookup?: (path: string, pos: number) => number;
  floorDivision?: boolean;
}

const FUNCTIONS: FormulaFunctions = {
  min: { arity: [1, 16], fn: (a) => Math.min(...a) },
  max: { arity: [1, 16], fn: (a) => Math.max(...a) },
  floor: { arity: [1, 1], fn: (a) => Math.floor(a[0] ?? 0) },
  ceil: { arity: [1, 1], fn: (a) => Math.ceil(a[0] ?? 0) },
  round: { arity: [1, 1], fn: (a) => Math.round(a[0] ?? 0) },
  abs: { arity: [1, 1], fn: (a) => Math.abs(a[0] ?? 0) },
};

type Token =
  | { kind: "num"; value: number; pos: number }
  | { kind: "path"; path: string; pos: number }
  | { kind: "ident"; name: string; pos: number }
  | { kind: "op"; op: "+" | "-" | "*" | "/" | "(" | ")" | ","; pos: number };

class FormulaError {
  constructor(
    readonly reason: FormulaErrorReason,
    readonly position: number,
    readonly detail?: string,
  ) {}
}

/** The error a dialect's lookup throws for a name it does not know. */
export function unknownPathError(path: string, pos: number): unknown {
  return new FormulaError("unknownPath", pos, `@${path}`);
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text.charAt(i);
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    const rest = text.slice(i);
    const number = /^(\d+(\.\d+)?|\.\d+)/.exec(rest);
    if (number) {
      // "1d6" or "2d20": dice belong to Foundry's Roll, not here.
      if (/^d\d/i.test(rest.slice(number[0].length))) throw new FormulaError("diceNotAllowed", i);
      tokens.push({ kind: "num", value: Number(number[0]), pos: i });
      i += number[0].length;
      continue;
    }
    const path = /^@([A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z0-9_]+)*)/.exec(rest);
    if (path) {
      tokens.push({ kind: "path", path: path[1] ?? "", pos: i });
      i += path[0].length;
      continue;
    }
    const ident = /^[A-Za-z_][A-Za-z0-9_]*/.exec(rest);
    if (ident) {
      if (/^d\d/i.test(ident[0])) throw new FormulaError("diceNotAllowed", i);
      tokens.push({ kind: "ident", name: ident[0], pos: i });
      i += ident[0].length;
      continue;
    }
    if ("+-*/(),".includes(ch)) {
      // cast: the character was just matched against these operators.
      tokens.push({ kind: "op", op: ch as "+" | "-" | "*" | "/" | "(" | ")" | ",", pos: i });
      i++;
      continue;
    }
    throw new FormulaError("syntax", i, ch);
  }
  return tokens;
}

// Number.isFinite is false for every non-number, so it alone decides (the predicate tells TypeScript).
function isFiniteNumber(value: unknown): value is number {
  return Number.isFinite(value);
}

/** Own-property walk only: "@constructor" or "@__proto__" never reach the prototype chain. */
function lookup(data: FormulaData, path: string, pos: number): number {
  let node: unknown = data;
  for (const key of path.split(".")) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, key)) {
      throw new FormulaError("unknownPath", pos, `@${path}`);
    }
    // cast: a non-null object, read by key with checks.
    node = (node as Record<string, unknown>)[key];
  }
  if (isFiniteNumber(node)) return node;
  if (typeof node === "boolean") return node ? 1 : 0;
  if (typeof node === "string" && node.trim() !== "" && Number.isFinite(Number(node))) return Number(node);
  throw new FormulaError("notANumber", pos, `@${path}`);
}

/**
 * Recursive descent: expr := term (("+"|"-") term)*; term := unary (("*"|"/") unary)*; unary := "-" unary | atom.
 * (Closures over the position rather than a class: the shipped module is smaller.)
 */
function parse(tokens: Token[], data: FormulaData, length: number, dialect: FormulaDialect): number {
  let index = 0;
  const peekOp = (...ops: string[]): boolean => {
    const token = tokens[index];
    return token?.kind === "op" && ops.includes(token.op);
  };
  const expect = (op: string): void => {
    const token = tokens[index];
    if (token?.kind !== "op" || token.op !== op) throw new FormulaError("syntax", token?.pos ?? length, op);
    index++;
  };
  const expr = (): number => {
    let value = term();
    while (peekOp("+", "-")) {
      const op = tokens[index++];
      const right = term();
      value = op?.kind === "op" && op.op === "-" ? value - right : value + right;
    }
    return value;
  };
  const term = (): number => {
    let value = unary();
    while (peekOp("*", "/")) {
      const op = tokens[index++];
      const right = unary();
      if (op?.kind === "op" && op.op === "/") {
        if (dialect.floorDivision) value = right === 0 ? 0 : Math.floor(value / right);
        else if (right === 0) throw new FormulaError("divisionByZero", op.pos);
        else value = value / right;
      } else value = value * right;
    }
    return value;
  };
  const unary = (): number => {
    if (peekOp("-")) {
      index++;
      return -unary();
    }
    if (peekOp("+")) {
      index++;
      return unary();
    }
    return atom();
  };
  const atom = (): number => {
    const token = tokens[index];
    if (!token) throw new FormulaError("syntax", length);
    index++;
    if (token.kind === "num") return token.value;
    if (token.kind === "path") return (dialect.lookup ?? ((path, pos) => lookup(data, path, pos)))(token.path, token.pos);
    if (token.kind === "op" && token.op === "(") {
      const value = expr();
      expect(")");
      return value;
    }
    if (token.kind === "ident") {
      const functions = dialect.functions ?? FUNCTIONS;
      const spec = Object.hasOwn(functions, token.name) ? functions[token.name] : undefined;
      if (!spec) throw new FormulaError("unknownFunction", token.pos, token.name);
      expect("(");
      const args = [expr()];
      while (peekOp(",")) {
        // A dialect's function refuses an argument too many where it stands, before reading it.
        if (dialect.functions && args.length >= spec.arity[1]) throw new FormulaError("wrongArity", token.pos, token.name);
        index++;
        args.push(expr());
      }
      expect(")");
      if (args.length < spec.arity[0] || args.length > spec.arity[1]) {
        throw new FormulaError("wrongArity", token.pos, token.name);
      }
      return spec.fn(args);
    }
    throw new FormulaError("syntax", token.pos);
  };
  const value = expr();
  const extra = tokens[index];
  if (extra) throw new FormulaError("syntax", extra.pos);
  return value;
}

/** Evaluate a formula against data. Numbers pass straight through (a field may hold 3 or "@prof"). */
export function evaluateFormula(formula: string | number, data: FormulaData = {}, dialect: FormulaDialect = {}): FormulaResult {
  if (typeof formula === "number") {
    return Number.isFinite(formula) ? { ok: true, value: formula } : { ok: false, reason: "nonFinite", position: 0 };
  }
  const text = formula;
  if (text.trim() === "") return { ok: false, reason: "empty", position: 0 };
  if (text.length > FORMULA_MAX_LENGTH) return { ok: false, reason: "tooLong", position: FORMULA_MAX_LENGTH };
  try {
    const value = parse(tokenize(text), data, text.length, dialect);
    if (!Number.isFinite(value)) return { ok: false, reason: "nonFinite", position: 0 };
    return { ok: true, value };
  } catch (error) {
    if (error instanceof FormulaError) {
      return { ok: false, reason: error.reason, position: error.position, ...(error.detail === undefined ? {} : { detail: error.detail }) };
    }
    throw error;
  }
}
