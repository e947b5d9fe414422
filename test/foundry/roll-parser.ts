/**
 * Formula parsing for Roll: `NdX` dice with modifiers, numbers, `+ - * / %`, parentheses, Math functions
 * (`floor(…)`, `max(a, b)`), `[flavor]` after a term. A syntax error throws when the Roll is built; an
 * unresolved word becomes a StringTerm that throws when evaluated (as in Foundry). `safeEval` evaluates plain
 * arithmetic without `eval`.
 */
import { Die, FunctionTerm, NumericTerm, OperatorTerm, ParentheticalTerm, StringTerm, type InnerRoll, type RollTerm } from "./roll-terms";

const DIE = /^(\d*)d(\d+|%)((?:(?:kh|kl|k|dh|dl|d|rr|r|xo|x|min|max|cs|cf)(?:<=|>=|<|>|=)?\d*)*)/;
const MODIFIER = /(kh|kl|k|dh|dl|d|rr|r|xo|x|min|max|cs|cf)((?:<=|>=|<|>|=)?\d*)/g;
const NUMBER = /^\d+(?:\.\d+)?/;
const WORD = /^[@A-Za-z_][\w.@]*/;
const OPERATORS = "+-*/%";

function matchingParen(text: string, open: number, formula: string): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")" && --depth === 0) return i;
  }
  throw new Error(`Unbalanced parentheses in roll formula "${formula}"`);
}

function splitArguments(text: string): string[] {
  const args: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "," && depth === 0) {
      args.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  args.push(text.slice(start).trim());
  return args.filter((a) => a.length);
}

export function parseTerms(formula: string, makeRoll: (formula: string) => InnerRoll): RollTerm[] {
  const terms: RollTerm[] = [];
  let i = 0;
  const text = formula;
  while (i < text.length) {
    const c = text[i] as string;
    const rest = text.slice(i);
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === "(") {
      const close = matchingParen(text, i, formula);
      terms.push(new ParentheticalTerm({ roll: makeRoll(text.slice(i + 1, close)) }));
      i = close + 1;
      continue;
    }
    if (c === ")") throw new Error(`Unbalanced parentheses in roll formula "${formula}"`);
    if (c === "[") {
      const close = text.indexOf("]", i);
      const previous = terms[terms.length - 1];
      if (close < 0 || !previous) throw new Error(`Invalid flavor text in roll formula "${formula}"`);
      previous.options.flavor = text.slice(i + 1, close);
      i = close + 1;
      continue;
    }
    if (OPERATORS.includes(c)) {
      terms.push(new OperatorTerm({ operator: c }));
      i++;
      continue;
    }
    const die = DIE.exec(rest);
    if (die) {
      const [whole, count = "", faces = "", mods = ""] = die;
      const modifiers = Array.from(mods.matchAll(MODIFIER), (m) => m[0]);
      terms.push(new Die({ number: count === "" ? 1 : Number(count), faces: faces === "%" ? 100 : Number(faces), modifiers }));
      i += whole.length;
      continue;
    }
    const number = NUMBER.exec(rest);
    if (number) {
      terms.push(new NumericTerm({ number: Number(number[0]) }));
      i += number[0].length;
      continue;
    }
    const word = WORD.exec(rest);
    if (word) {
      const after = i + word[0].length;
      if (text[after] === "(") {
        const close = matchingParen(text, after, formula);
        const args = splitArguments(text.slice(after + 1, close)).map((a) => makeRoll(a));
        terms.push(new FunctionTerm({ fn: word[0], rolls: args }));
        i = close + 1;
      } else {
        terms.push(new StringTerm({ term: word[0] }));
        i = after;
      }
      continue;
    }
    throw new Error(`Unable to parse roll formula "${formula}" at "${rest}"`);
  }
  checkSequence(terms, formula);
  return terms;
}

/** Operands and operators must alternate; a leading sign is allowed, a trailing operator is not. */
function checkSequence(terms: RollTerm[], formula: string): void {
  if (!terms.length) throw new Error(`The roll formula "${formula}" is empty`);
  let expectOperand = true;
  for (const term of terms) {
    const isOperator = term instanceof OperatorTerm;
    if (expectOperand && isOperator) {
      if (term.operator !== "+" && term.operator !== "-") throw new Error(`Invalid operator "${term.operator}" in roll formula "${formula}"`);
      continue;
    }
    if (!expectOperand && !isOperator) throw new Error(`Missing operator between terms in roll formula "${formula}"`);
    expectOperand = isOperator;
  }
  if (expectOperand) throw new Error(`The roll formula "${formula}" ends with an operator`);
}

/** Evaluates arithmetic: numbers, + - * / %, parentheses, unary signs, Math functions. */
export function evaluateArithmetic(expression: string): number {
  const tokens = expression.match(/\d+(?:\.\d+)?(?:e[+-]?\d+)?|[A-Za-z_]\w*|[-+*/%(),]|\S/g) ?? [];
  let pos = 0;
  const peek = () => tokens[pos];
  const fail = (): never => {
    throw new Error(`Roll.safeEval cannot evaluate "${expression}"`);
  };
  const expr = (): number => {
    let value = term();
    while (peek() === "+" || peek() === "-") value = tokens[pos++] === "+" ? value + term() : value - term();
    return value;
  };
  const term = (): number => {
    let value = unary();
    while (peek() === "*" || peek() === "/" || peek() === "%") {
      const op = tokens[pos++];
      const right = unary();
      value = op === "*" ? value * right : op === "/" ? value / right : value % right;
    }
    return value;
  };
  const unary = (): number => {
    if (peek() === "-") {
      pos++;
      return -unary();
    }
    if (peek() === "+") {
      pos++;
      return unary();
    }
    return primary();
  };
  const primary = (): number => {
    const token = tokens[pos++];
    if (token === undefined) return fail();
    if (token === "(") {
      const value = expr();
      if (tokens[pos++] !== ")") fail();
      return value;
    }
    if (/^\d/.test(token)) return Number(token);
    const method = (Math as unknown as Record<string, unknown>)[token]; // Math functions, as Foundry allows
    if (typeof method !== "function" || tokens[pos++] !== "(") return fail();
    const args: number[] = [];
    if (peek() !== ")") {
      args.push(expr());
      while (peek() === ",") {
        pos++;
        args.push(expr());
      }
    }
    if (tokens[pos++] !== ")") fail();
    return (method as (...a: number[]) => number)(...args);
  };
  const value = expr();
  if (pos !== tokens.length) fail();
  return value;
}
