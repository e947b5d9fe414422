/**
 * `Roll` (https://foundryvtt.com/api/v13/classes/foundry.dice.Roll.html): `new Roll(formula, data)` with
 * `@path` substitution, async `evaluate()`, `evaluateSync()` for formulas without dice, `total`, `result`,
 * `formula`, `terms`, `dice`, `toMessage`, `render`, `toJSON`/`fromData`/`fromJSON`, static `validate`,
 * `safeEval`, `replaceFormulaData`. Dice come from the world's DiceSource (seeded; `world.dice.queue`).
 */
import { deprecationWarning, standInGeneration } from "./generation";
import { evaluateArithmetic, parseTerms } from "./roll-parser";
import { Die, FunctionTerm, OperatorTerm, ParentheticalTerm, type EvaluateOptions, type InnerRoll, type RollTerm } from "./roll-terms";
import { currentClient } from "./runtime";
import { escapeHTML, getProperty, isPlainObject, mergeObject, type PlainObject } from "./utils";

export interface RollJSON extends PlainObject {
  class: string;
  formula: string;
  options: PlainObject;
  terms: PlainObject[];
  total: number | undefined;
  evaluated: boolean;
}

export class Roll implements InnerRoll {
  static CHAT_TEMPLATE = "templates/dice/roll.html";
  readonly data: PlainObject;
  options: PlainObject;
  terms: RollTerm[];
  _evaluated = false;
  _total: number | undefined = undefined;

  constructor(formula: string, data: PlainObject = {}, options: PlainObject = {}) {
    this.data = data;
    this.options = options;
    const replaced = Roll.replaceFormulaData(String(formula), data);
    this.terms = parseTerms(replaced, (inner) => new Roll(inner, {}, {}));
  }

  static create(formula: string, data: PlainObject = {}, options: PlainObject = {}): Roll {
    const rolls = (currentClient().config.Dice as { rolls?: (typeof Roll)[] } | undefined)?.rolls;
    const cls = rolls?.[0] ?? Roll;
    return new cls(formula, data, options);
  }

  static get defaultImplementation(): typeof Roll {
    return Roll;
  }

  /** Replaces `@path` references with values from `data`; unresolved references stay (and fail evaluation). */
  static replaceFormulaData(formula: string, data: PlainObject, { missing, warn = false }: { missing?: string; warn?: boolean } = {}): string {
    return formula.replace(/@([a-z.0-9_-]+)/gi, (match, path: string) => {
      let value = getProperty(data, path);
      if (value === null || value === undefined) {
        if (warn) currentClient().notifications.warn(`The attribute ${path} was not present in the provided roll data.`);
        return missing !== undefined ? String(missing) : match;
      }
      if (isPlainObject(value) && "formula" in value) value = value.formula;
      return String(value).trim();
    });
  }

  static validate(formula: string): boolean {
    try {
      const roll = new Roll(formula.replace(/@([a-z.0-9_-]+)/gi, "1"));
      return !roll.terms.some((t) => t.constructor.name === "StringTerm");
    } catch {
      return false;
    }
  }

  static safeEval(expression: string): number {
    const result = evaluateArithmetic(String(expression));
    if (!Number.isFinite(result) && !Number.isNaN(result)) return result;
    if (Number.isNaN(result)) throw new Error(`Roll.safeEval produced a non-numeric result from expression "${expression}"`);
    return result;
  }

  get formula(): string {
    return this.terms.map((t) => t.formula).join("").trim();
  }

  get total(): number | undefined {
    return this._total;
  }

  get result(): string {
    return this.terms.map((t) => (t instanceof OperatorTerm ? t.formula : String(t.total ?? t.formula))).join("").trim();
  }

  get dice(): Die[] {
    return this.terms.flatMap((t) => (t instanceof Die ? [t] : t instanceof ParentheticalTerm || t instanceof FunctionTerm ? t.dice : []));
  }

  get isDeterministic(): boolean {
    return this.terms.every((t) => t.isDeterministic);
  }

  get evaluated(): boolean {
    return this._evaluated;
  }

  async evaluate({ minimize = false, maximize = false }: EvaluateOptions & { allowStrings?: boolean; allowInteractive?: boolean } = {}): Promise<this> {
    if (this._evaluated) throw new Error(`The ${this.constructor.name} has already been evaluated and is now immutable`);
    for (const term of this.terms) if (!(term instanceof OperatorTerm)) await term.evaluate({ minimize, maximize });
    this.finish();
    return this;
  }

  /** Synchronous evaluation, for formulas without dice (as Foundry's strict mode). */
  evaluateSync({ strict = true }: { strict?: boolean; minimize?: boolean; maximize?: boolean } = {}): this {
    if (this._evaluated) throw new Error(`The ${this.constructor.name} has already been evaluated and is now immutable`);
    if (!this.isDeterministic) {
      throw new Error(strict ? `The ${this.formula} roll contains dice and cannot be evaluated synchronously` : "Non-strict synchronous evaluation is not supported by the Foundry stand-in");
    }
    this._total = Roll.safeEval(this.formula);
    for (const t of this.terms) t._evaluated = true;
    this._evaluated = true;
    return this;
  }

  /** Deprecated alias of evaluate. */
  async roll(options: EvaluateOptions = {}): Promise<this> {
    return this.evaluate(options);
  }

  private finish(): void {
    const parts = this.terms.map((t) => {
      if (t instanceof OperatorTerm) return t.operator;
      const value = Number(t.total);
      return value < 0 ? `(${value})` : String(value);
    });
    this._total = Roll.safeEval(parts.join(" "));
    this._evaluated = true;
  }

  async reroll(options: EvaluateOptions = {}): Promise<Roll> {
    return this.clone().evaluate(options);
  }

  clone(): Roll {
    const cls = this.constructor as typeof Roll;
    return new cls(this.formula, this.data, this.options);
  }

  /** Creates a ChatMessage with this roll (evaluating it first), honouring the roll mode. */
  async toMessage(messageData: PlainObject = {}, { rollMode, messageMode, create = true }: { rollMode?: string; messageMode?: string; create?: boolean } = {}): Promise<unknown> {
    // v14: `messageMode`; `rollMode` still works there, with a deprecation warning (README, "Generations").
    if (rollMode !== undefined) deprecationWarning("Roll#toMessage's rollMode option is deprecated: use messageMode");
    if (standInGeneration() >= 14) rollMode = messageMode ?? rollMode;
    if (!this._evaluated) await this.evaluate();
    const client = currentClient();
    const cls = (client.config.ChatMessage as { documentClass: { create(d: PlainObject, o: PlainObject): Promise<unknown>; applyRollMode(d: PlainObject, m: string): PlainObject } }).documentClass;
    const data: PlainObject = mergeObject<PlainObject>({ author: client.user.id, content: String(this.total) }, messageData, { inplace: false });
    data.rolls = [this];
    const mode = rollMode ?? (typeof messageData.rollMode === "string" ? messageData.rollMode : "publicroll");
    cls.applyRollMode(data, mode);
    if (!create) return data;
    return cls.create(data, { rollMode: mode });
  }

  getTooltip(): string {
    const parts = this.dice.map((die) => {
      const items = die.results.map((r) => {
        const classes = ["roll", "die", die.denomination, r.discarded || r.rerolled ? "discarded" : "", r.result === 1 ? "min" : "", r.result === die.faces ? "max" : ""].filter(Boolean).join(" ");
        return `<li class="${classes}">${r.result}</li>`;
      });
      return `<section class="tooltip-part"><div class="dice"><header class="part-header"><span class="part-formula">${escapeHTML(die.expression)}</span><span class="part-total">${die.total ?? ""}</span></header><ol class="dice-rolls">${items.join("")}</ol></div></section>`;
    });
    return `<div class="dice-tooltip">${parts.join("")}</div>`;
  }

  async render({ flavor, isPrivate = false }: { flavor?: string; template?: string; isPrivate?: boolean } = {}): Promise<string> {
    if (!this._evaluated) await this.evaluate();
    const total = isPrivate ? "?" : String(Math.round(Number(this.total) * 100) / 100);
    const flavorHTML = flavor ? `<div class="dice-flavor">${escapeHTML(flavor)}</div>` : "";
    return `<div class="dice-roll">${flavorHTML}<div class="dice-result"><div class="dice-formula">${isPrivate ? "???" : escapeHTML(this.formula)}</div>${isPrivate ? "" : this.getTooltip()}<h4 class="dice-total">${total}</h4></div></div>`;
  }

  toJSON(): RollJSON {
    return {
      class: this.constructor.name, formula: this.formula, options: this.options,
      terms: this.terms.map((t) => t.toJSON()), total: this._total, evaluated: this._evaluated,
    };
  }

  /** Rebuilds a roll (with its results) from toJSON data, using the class named there if it is in CONFIG.Dice.rolls. */
  static fromData(data: PlainObject): Roll {
    const rolls = (currentClient().config.Dice as { rolls?: (typeof Roll)[] } | undefined)?.rolls ?? [];
    const cls = rolls.find((r) => r.name === data.class) ?? this;
    const roll = new cls(String(data.formula ?? "0"), {}, (data.options as PlainObject) ?? {});
    if (data.evaluated) restore(roll, data);
    return roll;
  }

  static fromJSON(json: string): Roll {
    return this.fromData(JSON.parse(json) as PlainObject);
  }
}

function restore(roll: Roll, data: PlainObject): void {
  const terms = Array.isArray(data.terms) ? (data.terms as PlainObject[]) : [];
  roll.terms.forEach((term, i) => {
    const saved = terms[i] ?? {};
    if (isPlainObject(saved.options)) term.options = saved.options;
    if (term instanceof Die && Array.isArray(saved.results)) term.results = saved.results as Die["results"];
    if (term instanceof ParentheticalTerm && isPlainObject(saved.roll)) restore(term.roll as Roll, saved.roll);
    if (term instanceof FunctionTerm && Array.isArray(saved.rolls)) {
      term.rolls.forEach((r, j) => restore(r as Roll, (saved.rolls as PlainObject[])[j] ?? {}));
      term._value = typeof saved.total === "number" ? saved.total : undefined;
    }
    term._evaluated = true;
  });
  roll._total = typeof data.total === "number" ? data.total : undefined;
  roll._evaluated = true;
}
