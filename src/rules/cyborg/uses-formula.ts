/**
 * CY-USE-1 "unless otherwise stated": an augment may carry its own uses formula. The language is deliberately
 * small, so a GM can type what the seed's designs say ("1", "PB + 1", "Intelligence modifier (minimum 1)") and
 * nothing else can run: integers, + - * /, parentheses, @prof (or @pb), the six ability modifiers (@str … @cha,
 * also written @abilities.str.mod), and min(a, b) / max(a, b). Division rounds down; the result is an integer
 * of at least 0. A blank formula means the default, the proficiency bonus.
 */
import { type AbilityId, isAbilityId } from "../core/abilities";
import { type FormulaFunctions, evaluateFormula, unknownPathError } from "../core/formula";

export interface UsesFormulaOwner {
  pb: number;
  mods: Partial<Record<AbilityId, number>>;
}

/** A formula that parses: `expr` is its canonical text for the evaluator (`@prof`, `@str` …), null when blank. */
export type UsesFormulaParse = { ok: true; expr: string | null } | { ok: false; error: UsesFormulaError };

/** Why a formula was refused; the sheet shows the localized reason. */
export type UsesFormulaError = "unexpected" | "unknownVariable" | "tooLong";

const MAX_LENGTH = 80;
const TOKEN = /\s*(\d+|@[a-z.]+|min|max|[-+*/(),])/giy;
/**
 * A name no variable has: an unknown variable's token, refused when the evaluator reaches it. Short, so the
 * canonical text stays within the evaluator's length (at most twice the formula's 80 characters).
 */
const UNKNOWN = "u";

/** min(a, b) and max(a, b): exactly two arguments. */
const FUNCTIONS: FormulaFunctions = {
  min: { arity: [2, 2], fn: ([a = 0, b = 0]) => Math.min(a, b) },
  max: { arity: [2, 2], fn: ([a = 0, b = 0]) => Math.max(a, b) },
};

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
  return isAbilityId(ability) ? ability : null;
}

/**
 * Evaluates the canonical text with the shared evaluator (rules/core/formula.ts) in this language's dialect:
 * its two functions, its variables read from `owner`, division rounded down with ÷ 0 giving 0. Without an owner
 * every variable reads 0, which checks the formula alone.
 */
function evaluate(expr: string, owner: UsesFormulaOwner | null) {
  return evaluateFormula(expr, {}, {
    functions: FUNCTIONS,
    floorDivision: true,
    lookup: (path, pos) => {
      if (path === "prof") return owner ? owner.pb : 0;
      if (isAbilityId(path)) return owner ? (owner.mods[path] ?? 0) : 0;
      throw unknownPathError(path, pos);
    },
  });
}

/** Parse a formula once; `expr: null` is the blank default (PB). */
export function parseUsesFormula(formula: string): UsesFormulaParse {
  const text = formula.trim();
  if (text === "") return { ok: true, expr: null };
  if (text.length > MAX_LENGTH) return { ok: false, error: "tooLong" };
  const tokens = tokenize(text);
  if (!tokens) return { ok: false, error: "unexpected" };
  const expr = tokens.map((token) => (token.startsWith("@") ? `@${variableName(token) ?? UNKNOWN}` : token)).join(" ");
  const checked = evaluate(expr, null);
  if (checked.ok) return { ok: true, expr };
  return { ok: false, error: checked.reason === "unknownPath" ? "unknownVariable" : "unexpected" };
}

/**
 * The number of uses a formula gives this owner: a whole number, at least 0 and at most 99 (a typo such as
 * "100 * @prof" cannot make a use counter nobody can read). A formula that does not parse gives the default.
 */
export function usesFromFormula(formula: string | undefined, owner: UsesFormulaOwner): number {
  const parsed = parseUsesFormula(formula ?? "");
  const result = parsed.ok && parsed.expr ? evaluate(parsed.expr, owner) : { ok: true as const, value: owner.pb };
  // The evaluator refuses a value that is not finite (an infinite modifier): 0 uses, as for NaN.
  return result.ok && Number.isFinite(result.value) ? Math.min(99, Math.max(0, Math.trunc(result.value))) : 0;
}
