/**
 * dnd5e's roll process (release-5.3.3 `module/dice/basic-roll.mjs`, the same in 6.x branch 6.0-deprecations):
 * `build(config, dialog, message)` (:71) = `buildConfigure` (:87) → `buildEvaluate` (:156) → `buildPost` (:171).
 * - configure: `config.hookNames` gets "" appended; for each name `dnd5e.preRoll<Name>` then
 *   `dnd5e.preRoll<Name>V2` with `(config, dialog, message)`, a `false` cancels (no rolls) (:103); with
 *   `dialog.configure === false` each `config.rolls[i]` is built directly after `dialog.options.buildConfig`
 *   and `dnd5e.postBuild<Name>RollConfig(config, roll, index)` (:110); otherwise the configuration dialog runs
 *   (:119); `roll.options.rollType` from `message.data.flags.dnd5e.roll.type` (:124); then
 *   `dnd5e.post<Name>RollConfiguration(rolls, config, dialog, message)`, `false` cancels (:140).
 * - evaluate unless `config.evaluate === false`; post: `toMessage(rolls, message.data, {create, rollMode})`
 *   when `message.create !== false`, each roll's `parent` the created message (:177).
 * D20Roll (`module/dice/d20-roll.mjs`): the formula is the d20 then `parts` joined with " + "; advantage "2d20kh",
 * disadvantage "2d20kl" (`applyKeybindings` :81-103: the mode from the roll's `options.advantage` OR the process's
 * `advantage`, so only a caller's `true` counts there); `isCritical` / `isFumble` from the d20's result against
 * `criticalSuccess` (20) / `criticalFailure` (1); `isSuccess`/`isFailure` against `options.target`
 * (basic-roll.mjs:206). ADV_MODE {NORMAL: 0, ADVANTAGE: 1, DISADVANTAGE: -1} (:33).
 * The configuration dialog is a DialogV2 here (dnd5e's is its own ApplicationV2, `module/applications/dice/
 * d20-configuration-dialog.mjs`): buttons `advantage` / `normal` / `disadvantage` (:45), the default one from the
 * roll's advantage mode (:41), a `roll.0.situational` bonus field (roll-configuration-dialog.mjs:338) and a
 * `rollMode` select (:235). Closing it rolls nothing. Simplified: no keybindings, no minimum/maximum d20 options.
 */
import { ChatMessage } from "../../foundry/chat";
import { DialogV2 } from "../../foundry/dialog";
import { Hooks } from "../../foundry/hooks";
import { Roll } from "../../foundry/roll";
import { escapeHTML, expandObject, getProperty, type PlainObject } from "../../foundry/utils";

export const ADV_MODE = { NORMAL: 0, ADVANTAGE: 1, DISADVANTAGE: -1 } as const;

export interface RollConfig {
  parts?: string[];
  data?: PlainObject;
  options?: PlainObject;
  situational?: string | false;
}

export interface ProcessConfig extends PlainObject {
  rolls?: RollConfig[];
  hookNames?: string[];
  advantage?: boolean;
  disadvantage?: boolean;
  target?: number;
  evaluate?: boolean;
  subject?: unknown;
}

export interface DialogConfig extends PlainObject {
  configure?: boolean;
  options?: PlainObject & { window?: PlainObject; buildConfig?: (process: ProcessConfig, config: RollConfig, formData: FormData | null, index: number) => void };
}

export interface MessageConfig extends PlainObject {
  create?: boolean;
  data?: PlainObject;
  rollMode?: string;
  document?: unknown;
}

const capitalize = (name: string): string => (name ? name[0]!.toUpperCase() + name.slice(1) : "");

export class D20Roll extends Roll {
  static ADV_MODE = ADV_MODE;

  /** dnd5e `D20Roll.fromConfig`: the d20 term (with advantage) and the parts. */
  static fromConfig(config: RollConfig, process: ProcessConfig): D20Roll {
    const options = { ...(config.options ?? {}) };
    if (options.advantageMode === undefined) {
      // d20-roll.mjs:96-97: the roll's own mode OR the process's, so `advantage: false` on the process cannot
      // remove an advantage the roll already carries (the actor's, for checks and saves).
      const advantage = Boolean(options.advantage || process.advantage);
      const disadvantage = Boolean(options.disadvantage || process.disadvantage);
      options.advantageMode = advantage && !disadvantage ? ADV_MODE.ADVANTAGE : !advantage && disadvantage ? ADV_MODE.DISADVANTAGE : ADV_MODE.NORMAL;
    }
    if (process.target !== undefined) options.target ??= process.target;
    const d20 = options.advantageMode === ADV_MODE.ADVANTAGE ? "2d20kh" : options.advantageMode === ADV_MODE.DISADVANTAGE ? "2d20kl" : "1d20";
    const formula = [d20, ...(config.parts ?? [])].join(" + ");
    return new this(formula, config.data ?? {}, options);
  }

  /** dnd5e `D20Roll.mergeConfigs` (shallow for the roll, deep for its options and data). */
  static mergeConfigs(original: RollConfig, other: RollConfig = {}): RollConfig {
    return {
      ...original, ...other,
      parts: [...(original.parts ?? []), ...(other.parts ?? [])],
      data: { ...(original.data ?? {}), ...(other.data ?? {}) },
      options: { ...(original.options ?? {}), ...(other.options ?? {}) },
    };
  }

  /**
   * dnd5e `BasicRoll.constructParts` (dice/basic-roll.mjs:49-60): an `@key` part and its data for every set value; a
   * string value has its own `@` references replaced from the roll data first (a missing one as 0), so an attack
   * bonus of "@prof" adds the proficiency bonus.
   */
  static constructParts(parts: Record<string, unknown>, data: PlainObject = {}): { parts: string[]; data: PlainObject } {
    const out: string[] = [];
    for (const [key, value] of Object.entries(parts)) {
      if (value === null || value === undefined || value === "" || value === 0) continue;
      out.push(`@${key}`);
      data[key] = typeof value === "string" ? Roll.replaceFormulaData(value, data, { missing: "0" }) : value;
    }
    return { parts: out, data };
  }

  static async build(config: ProcessConfig = {}, dialog: DialogConfig = {}, message: MessageConfig = {}): Promise<D20Roll[]> {
    const rolls = await this.buildConfigure(config, dialog, message);
    if (config.evaluate !== false) for (const roll of rolls) await roll.evaluate();
    await this.buildPost(rolls, config, message);
    return rolls;
  }

  static async buildConfigure(config: ProcessConfig, dialog: DialogConfig, message: MessageConfig): Promise<D20Roll[]> {
    config.hookNames = [...(config.hookNames ?? []), ""];
    for (const hookName of config.hookNames) {
      if (Hooks.call(`dnd5e.preRoll${capitalize(hookName)}`, config, dialog, message) === false) return [];
      if (Hooks.call(`dnd5e.preRoll${capitalize(hookName)}V2`, config, dialog, message) === false) return [];
    }
    dialog.configure ??= true;
    let rolls: D20Roll[];
    if (dialog.configure === false) {
      rolls = (config.rolls ?? []).map((r, index) => {
        dialog.options?.buildConfig?.(config, r, null, index);
        for (const hookName of config.hookNames ?? []) Hooks.callAll(`dnd5e.postBuild${capitalize(hookName)}RollConfig`, config, r, index);
        return this.fromConfig(r, config);
      });
    } else rolls = await this.configureDialog(config, dialog, message);
    const rollType = getProperty(message, "data.flags.dnd5e.roll.type");
    if (rollType) for (const roll of rolls) roll.options.rollType ??= rollType;
    for (const hookName of config.hookNames) {
      if (Hooks.call(`dnd5e.post${capitalize(hookName)}RollConfiguration`, rolls, config, dialog, message) === false) return [];
    }
    return rolls;
  }

  /** The stand-in's roll configuration dialog (see the file comment). */
  static async configureDialog(config: ProcessConfig, dialog: DialogConfig, message: MessageConfig): Promise<D20Roll[]> {
    const first = config.rolls?.[0] ?? {};
    const advantage = Boolean(first.options?.advantage || config.advantage);
    const disadvantage = Boolean(first.options?.disadvantage || config.disadvantage);
    const preferred = advantage && !disadvantage ? "advantage" : !advantage && disadvantage ? "disadvantage" : "normal";
    const title = String(getProperty(dialog, "options.window.title") ?? "");
    const formula = (config.rolls ?? []).map((r) => ["1d20", ...(r.parts ?? [])].join(" + ")).join(", ");
    const content = `<div class="dnd5e2 roll-configuration"><p class="formula">${escapeHTML(formula)}</p>`
      + `<label>Situational <input type="text" name="roll.0.situational" value=""></label>`
      + `<select name="rollMode"><option value="publicroll">publicroll</option><option value="gmroll">gmroll</option><option value="blindroll">blindroll</option><option value="selfroll">selfroll</option></select></div>`;
    const read = (_event: Event, button: HTMLButtonElement): PlainObject => {
      const form = button.form;
      const fields: PlainObject = {};
      for (const el of Array.from(form?.elements ?? []) as HTMLInputElement[]) if (el.name) fields[el.name] = el.value;
      return { action: button.dataset.action, fields: expandObject(fields) };
    };
    const answer = (await DialogV2.wait({
      window: { title, ...(dialog.options?.window ?? {}) },
      content,
      buttons: (["advantage", "normal", "disadvantage"] as const).map((action) => ({ action, label: `DND5E.${capitalize(action)}`, default: action === preferred, callback: read })),
    })) as { action: string; fields: PlainObject & { roll?: Record<string, { situational?: string }>; rollMode?: string } } | null;
    if (!answer) return [];
    if (answer.fields.rollMode) message.rollMode = answer.fields.rollMode;
    const mode = answer.action === "advantage" ? ADV_MODE.ADVANTAGE : answer.action === "disadvantage" ? ADV_MODE.DISADVANTAGE : ADV_MODE.NORMAL;
    return (config.rolls ?? []).map((r, index) => {
      const roll: RollConfig = { ...r, parts: [...(r.parts ?? [])], data: { ...(r.data ?? {}) }, options: { ...(r.options ?? {}), advantageMode: mode } };
      dialog.options?.buildConfig?.(config, roll, null, index);
      const situational = answer.fields.roll?.[String(index)]?.situational;
      if (situational && r.situational !== false) {
        roll.parts!.push("@situational");
        roll.data!.situational = situational;
      }
      return this.fromConfig(roll, config);
    });
  }

  static async buildPost(rolls: D20Roll[], config: ProcessConfig, message: MessageConfig): Promise<unknown> {
    message.data = expandObject(message.data ?? {});
    if (rolls.length && config.evaluate !== false && message.create !== false) {
      const data = { ...message.data, rolls: rolls.map((r) => r.toJSON()) };
      const created = await ChatMessage.implementation.create(data, { rollMode: message.rollMode });
      message.document = created;
      for (const roll of rolls) (roll as unknown as { parent: unknown }).parent = created; // cast: dnd5e sets `parent` on each roll
    }
    return message.document;
  }

  /** The d20 term (the first die). */
  get d20(): { total?: number; results: { result: number; active?: boolean }[] } | undefined {
    return this.dice[0] as unknown as { total?: number; results: { result: number; active?: boolean }[] } | undefined;
  }

  private get d20Result(): number | undefined {
    const d20 = this.d20;
    if (!this._evaluated || !d20) return undefined;
    return d20.total ?? d20.results.find((r) => r.active !== false)?.result;
  }

  get isCritical(): boolean | undefined {
    const r = this.d20Result;
    return r === undefined ? undefined : r >= Number(this.options.criticalSuccess ?? 20);
  }

  get isFumble(): boolean | undefined {
    const r = this.d20Result;
    return r === undefined ? undefined : r <= Number(this.options.criticalFailure ?? 1);
  }

  get isSuccess(): boolean | undefined {
    if (!this._evaluated) return undefined;
    return typeof this.options.target === "number" ? Number(this.total) >= this.options.target : false;
  }

  get isFailure(): boolean | undefined {
    if (!this._evaluated) return undefined;
    return typeof this.options.target === "number" ? Number(this.total) < this.options.target : false;
  }

  get hasAdvantage(): boolean {
    return this.options.advantageMode === ADV_MODE.ADVANTAGE;
  }

  get hasDisadvantage(): boolean {
    return this.options.advantageMode === ADV_MODE.DISADVANTAGE;
  }
}
