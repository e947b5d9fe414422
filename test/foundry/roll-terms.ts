/**
 * Roll terms (https://foundryvtt.com/api/v13/classes/foundry.dice.terms.Die.html and siblings): `Die` with
 * `number`, `faces`, `modifiers`, `results[{result, active, discarded, rerolled, exploded}]`; `NumericTerm`,
 * `OperatorTerm`, `StringTerm` (an unresolved word: evaluating it throws), `ParentheticalTerm` and
 * `FunctionTerm` holding inner rolls. Supported Die modifiers: kh/kl/k/dh/dl [n], r/rr [comparison n],
 * x/xo [comparison n], min n, max n, cs/cf [comparison n].
 */
import { currentWorld } from "./runtime";
import type { PlainObject } from "./utils";

export interface DieResult {
  result: number;
  active: boolean;
  discarded?: boolean;
  rerolled?: boolean;
  exploded?: boolean;
  success?: boolean;
  failure?: boolean;
  count?: number;
}

export interface EvaluateOptions {
  minimize?: boolean;
  maximize?: boolean;
}

/** A rollable sub-formula (ParentheticalTerm / FunctionTerm arguments). */
export interface InnerRoll {
  formula: string;
  total: number | undefined;
  dice: Die[];
  evaluate(options?: EvaluateOptions): Promise<unknown>;
  toJSON(): PlainObject;
}

export abstract class RollTerm {
  options: PlainObject = {};
  _evaluated = false;

  abstract get formula(): string;
  abstract get total(): number | string | undefined;

  get expression(): string {
    return this.formula;
  }

  get isDeterministic(): boolean {
    return true;
  }

  async evaluate(_options: EvaluateOptions = {}): Promise<this> {
    this._evaluated = true;
    return this;
  }

  get flavor(): string {
    return typeof this.options.flavor === "string" ? this.options.flavor : "";
  }

  toJSON(): PlainObject {
    return { class: this.constructor.name, options: this.options, evaluated: this._evaluated };
  }
}

export class NumericTerm extends RollTerm {
  readonly number: number;

  constructor({ number, options = {} }: { number: number; options?: PlainObject }) {
    super();
    this.number = number;
    this.options = options;
  }

  get formula(): string {
    return String(this.number);
  }

  get total(): number {
    return this.number;
  }

  override toJSON(): PlainObject {
    return { ...super.toJSON(), number: this.number };
  }
}

export class OperatorTerm extends RollTerm {
  readonly operator: string;

  constructor({ operator, options = {} }: { operator: string; options?: PlainObject }) {
    super();
    this.operator = operator;
    this.options = options;
  }

  get formula(): string {
    return ` ${this.operator} `;
  }

  get total(): string {
    return ` ${this.operator} `;
  }

  override toJSON(): PlainObject {
    return { ...super.toJSON(), operator: this.operator };
  }
}

export class StringTerm extends RollTerm {
  readonly term: string;

  constructor({ term, options = {} }: { term: string; options?: PlainObject }) {
    super();
    this.term = term;
    this.options = options;
  }

  get formula(): string {
    return this.term;
  }

  get total(): string {
    return this.term;
  }

  override get isDeterministic(): boolean {
    return false;
  }

  override async evaluate(): Promise<this> {
    throw new Error(`Unresolved StringTerm ${this.term} requested for evaluation`);
  }

  override toJSON(): PlainObject {
    return { ...super.toJSON(), term: this.term };
  }
}

export class ParentheticalTerm extends RollTerm {
  readonly roll: InnerRoll;

  constructor({ roll, options = {} }: { roll: InnerRoll; options?: PlainObject }) {
    super();
    this.roll = roll;
    this.options = options;
  }

  get term(): string {
    return this.roll.formula;
  }

  get formula(): string {
    return `(${this.roll.formula})`;
  }

  get total(): number | undefined {
    return this.roll.total;
  }

  get dice(): Die[] {
    return this.roll.dice;
  }

  override get isDeterministic(): boolean {
    return this.roll.dice.length === 0;
  }

  override async evaluate(options: EvaluateOptions = {}): Promise<this> {
    await this.roll.evaluate(options);
    this._evaluated = true;
    return this;
  }

  override toJSON(): PlainObject {
    return { ...super.toJSON(), term: this.term, roll: this.roll.toJSON() };
  }
}

export class FunctionTerm extends RollTerm {
  readonly fn: string;
  readonly rolls: InnerRoll[];
  /** The function's result once evaluated. */
  _value: number | undefined;

  constructor({ fn, rolls, options = {} }: { fn: string; rolls: InnerRoll[]; options?: PlainObject }) {
    super();
    const method = (Math as unknown as Record<string, unknown>)[fn]; // Foundry allows any Math function
    if (typeof method !== "function") throw new Error(`Unknown roll function "${fn}"`);
    this.fn = fn;
    this.rolls = rolls;
    this.options = options;
  }

  get terms(): string[] {
    return this.rolls.map((r) => r.formula);
  }

  get formula(): string {
    return `${this.fn}(${this.terms.join(", ")})`;
  }

  get total(): number | undefined {
    return this._value;
  }

  get dice(): Die[] {
    return this.rolls.flatMap((r) => r.dice);
  }

  override get isDeterministic(): boolean {
    return this.dice.length === 0;
  }

  override async evaluate(options: EvaluateOptions = {}): Promise<this> {
    for (const roll of this.rolls) await roll.evaluate(options);
    const method = (Math as unknown as Record<string, (...a: number[]) => number>)[this.fn] as (...a: number[]) => number; // checked in the constructor
    this._value = method(...this.rolls.map((r) => Number(r.total)));
    this._evaluated = true;
    return this;
  }

  override toJSON(): PlainObject {
    return { ...super.toJSON(), fn: this.fn, terms: this.terms, rolls: this.rolls.map((r) => r.toJSON()), total: this._value };
  }
}

type Comparison = (value: number) => boolean;

function comparison(spec: string | undefined, fallbackTarget: number, fallbackOp = "="): Comparison {
  const match = /^(<=|>=|<|>|=)?(\d+)?$/.exec(spec ?? "");
  const op = match?.[1] ?? fallbackOp;
  const target = match?.[2] !== undefined ? Number(match[2]) : fallbackTarget;
  switch (op) {
    case "<": return (v) => v < target;
    case "<=": return (v) => v <= target;
    case ">": return (v) => v > target;
    case ">=": return (v) => v >= target;
    default: return (v) => v === target;
  }
}

export class Die extends RollTerm {
  number: number;
  readonly faces: number;
  readonly modifiers: string[];
  results: DieResult[] = [];
  static DENOMINATION = "d";
  static MODIFIER_REGEXP = /(kh|kl|k|dh|dl|d|rr|r|xo|x|min|max|cs|cf)((?:<=|>=|<|>|=)?\d*)/g;

  constructor({ number = 1, faces = 6, modifiers = [], results = [], options = {} }: { number?: number; faces?: number; modifiers?: string[]; results?: DieResult[]; options?: PlainObject }) {
    super();
    if (!Number.isInteger(faces) || faces < 1) throw new Error(`Invalid die: d${faces}`);
    this.number = number;
    this.faces = faces;
    this.modifiers = modifiers;
    this.results = results;
    this.options = options;
    if (results.length) this._evaluated = true;
  }

  get denomination(): string {
    return `d${this.faces}`;
  }

  override get expression(): string {
    return `${this.number}d${this.faces}${this.modifiers.join("")}`;
  }

  get formula(): string {
    return this.flavor ? `${this.expression}[${this.flavor}]` : this.expression;
  }

  override get isDeterministic(): boolean {
    return false;
  }

  get values(): number[] {
    return this.results.filter((r) => r.active).map((r) => r.result);
  }

  get total(): number | undefined {
    if (!this._evaluated) return undefined;
    if (this.modifiers.some((m) => m.startsWith("cs") || m.startsWith("cf"))) {
      return this.results.filter((r) => r.active).reduce((n, r) => n + (r.count ?? 0), 0);
    }
    return this.values.reduce((a, b) => a + b, 0);
  }

  private rollOne(options: EvaluateOptions): DieResult {
    const result = options.maximize ? this.faces : options.minimize ? 1 : currentWorld().dice.roll(this.faces);
    const r: DieResult = { result, active: true };
    this.results.push(r);
    return r;
  }

  override async evaluate(options: EvaluateOptions = {}): Promise<this> {
    if (this._evaluated) throw new Error(`The ${this.expression} DiceTerm has already been evaluated`);
    for (let i = 0; i < this.number; i++) this.rollOne(options);
    for (const modifier of this.modifiers) this.applyModifier(modifier, options);
    this._evaluated = true;
    return this;
  }

  private applyModifier(modifier: string, options: EvaluateOptions): void {
    const match = /^(kh|kl|k|dh|dl|d|rr|r|xo|x|min|max|cs|cf)(.*)$/.exec(modifier);
    if (!match) throw new Error(`Unsupported die modifier "${modifier}" on ${this.expression}`);
    const [, code = "", arg = ""] = match;
    const n = arg === "" ? 1 : Number(arg.replace(/[<>=]/g, ""));
    const active = () => this.results.filter((r) => r.active);
    const discard = (list: DieResult[]) => list.forEach((r) => Object.assign(r, { active: false, discarded: true }));
    switch (code) {
      case "k":
      case "kh": discard([...active()].sort((a, b) => b.result - a.result).slice(n)); break;
      case "kl": discard([...active()].sort((a, b) => a.result - b.result).slice(n)); break;
      case "d":
      case "dl": discard([...active()].sort((a, b) => a.result - b.result).slice(0, n)); break;
      case "dh": discard([...active()].sort((a, b) => b.result - a.result).slice(0, n)); break;
      case "r":
      case "rr": {
        const test = comparison(arg, 1);
        const recursive = code === "rr";
        for (let guard = 0; guard < 100; guard++) {
          const targets = active().filter((r) => !r.rerolled && test(r.result));
          if (!targets.length) break;
          for (const r of targets) {
            Object.assign(r, { rerolled: true, active: false });
            const fresh = this.rollOne(options);
            if (!recursive) fresh.rerolled = false;
          }
          if (!recursive) break;
        }
        break;
      }
      case "x":
      case "xo": {
        const test = comparison(arg, this.faces);
        let queue = active().filter((r) => test(r.result));
        for (let guard = 0; queue.length && guard < 100; guard++) {
          const next: DieResult[] = [];
          for (const r of queue) {
            r.exploded = true;
            const fresh = this.rollOne(options);
            if (code === "x" && test(fresh.result)) next.push(fresh);
          }
          queue = next;
        }
        break;
      }
      case "min": for (const r of active()) if (r.result < n) r.result = n; break;
      case "max": for (const r of active()) if (r.result > n) r.result = n; break;
      case "cs":
      case "cf": {
        const test = comparison(arg, this.faces, ">=");
        for (const r of active()) {
          const hit = test(r.result);
          if (code === "cs") Object.assign(r, { success: hit, count: hit ? 1 : 0 });
          else Object.assign(r, { failure: hit, count: hit ? -1 : 0 });
        }
        break;
      }
    }
  }

  override toJSON(): PlainObject {
    return { ...super.toJSON(), number: this.number, faces: this.faces, modifiers: this.modifiers, results: this.results };
  }
}
