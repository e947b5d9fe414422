/**
 * d20 formula building. Nothing here rolls: it returns a formula string (with `@` paths left for Foundry's
 * Roll to resolve against roll data) and the parts it is made of, so the glue can show them and tests can
 * read them.
 */

export type D20Mode = "normal" | "advantage" | "disadvantage";

/** Advantage and disadvantage from any number of sources cancel completely (5e: one of each is enough). */
export function resolveD20Mode(sources: { advantage?: boolean; disadvantage?: boolean }): D20Mode {
  const adv = sources.advantage === true;
  const dis = sources.disadvantage === true;
  if (adv === dis) return "normal";
  return adv ? "advantage" : "disadvantage";
}

/** The d20 term for a mode: 1d20, 2d20kh (keep highest), 2d20kl (keep lowest). */
export function d20Term(mode: D20Mode): string {
  if (mode === "advantage") return "2d20kh";
  if (mode === "disadvantage") return "2d20kl";
  return "1d20";
}

/** A term: a number, an `@path`, or a small dice/arithmetic expression typed by a user ("1d4", "-2"). */
export type RollTerm = number | string;

export interface D20FormulaInput {
  mode?: D20Mode;
  /** Modifier terms, in the order they should appear (ability, proficiency, bonuses). */
  parts?: readonly RollTerm[];
  /** A situational bonus typed in a roll dialog; a leading "+" is allowed. */
  situational?: string;
}

export interface D20Formula {
  formula: string;
  /** The d20 term followed by every non-empty modifier term, normalised (no leading "+"). */
  parts: string[];
  mode: D20Mode;
}

/** Normalise one term; empty strings and zeros are dropped so formulas stay readable ("1d20 + 3", not "+ 0"). */
function normaliseTerm(term: RollTerm): string | null {
  if (typeof term === "number") {
    if (!Number.isFinite(term) || term === 0) return null;
    return String(term);
  }
  let text = term.trim();
  while (text.startsWith("+")) text = text.slice(1).trim();
  if (text === "" || text === "0") return null;
  return text;
}

/** Join terms with " + " or " - " so "-2" reads as "1d20 - 2" rather than "1d20 + -2". */
export function joinTerms(terms: readonly string[]): string {
  let out = "";
  terms.forEach((term, index) => {
    if (index === 0) {
      out = term;
      return;
    }
    if (term.startsWith("-")) out += ` - ${term.slice(1).trim()}`;
    else out += ` + ${term}`;
  });
  return out;
}

/** Build a d20 test formula: the d20 term for the mode, then the modifier terms, then the situational bonus. */
export function buildD20Formula(input: D20FormulaInput = {}): D20Formula {
  const mode = input.mode ?? "normal";
  const parts = [d20Term(mode)];
  for (const term of input.parts ?? []) {
    const text = normaliseTerm(term);
    if (text !== null) parts.push(text);
  }
  if (input.situational !== undefined) {
    const text = normaliseTerm(input.situational);
    if (text !== null) parts.push(text);
  }
  return { formula: joinTerms(parts), parts, mode };
}
