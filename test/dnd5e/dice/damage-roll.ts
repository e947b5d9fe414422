/**
 * dnd5e's DamageRoll (release-5.3.3 `module/dice/damage-roll.mjs`), built through the same process as its other
 * rolls (`basic-roll.mjs:71-180`): for each hook name (with "" appended) `dnd5e.preRoll<Name>` and
 * `dnd5e.preRoll<Name>V2(config, dialog, message)` (false: nothing rolled), the dialog unless `dialog.configure`
 * is false, `dnd5e.post<Name>RollConfiguration`, evaluation, one message with every roll (`toMessage`).
 * A critical roll (`config.isCritical`, each roll's `options.isCritical` ??= it, :72-77) multiplies the number of
 * every die by 2 (`configureDamage` :160-194, `critical.multiplier ?? 2`; numeric terms unchanged, the
 * `criticalDamageModifiers` setting's default). `options.type` is the damage type.
 * The dialog is a DialogV2 with `critical` and `normal` buttons (default: critical for a critical roll, as
 * attack.mjs:303 asks); closing it rolls nothing. Simplified: no powerful critical, bonus dice or keybindings.
 */
import { ChatMessage } from "../../foundry/chat";
import { DialogV2 } from "../../foundry/dialog";
import { Hooks } from "../../foundry/hooks";
import { Roll } from "../../foundry/roll";
import { expandObject, type PlainObject } from "../../foundry/utils";
import type { DialogConfig, MessageConfig, RollConfig } from "./d20-roll";

export interface DamageProcessConfig extends PlainObject {
  rolls?: RollConfig[];
  hookNames?: string[];
  isCritical?: boolean;
  subject?: unknown;
  evaluate?: boolean;
}

const capitalize = (name: string): string => (name ? name[0]!.toUpperCase() + name.slice(1) : "");

/** Every `NdX` of a formula with its count multiplied. */
function multiplyDice(formula: string, multiplier: number): string {
  return formula.replace(/(\d*)d(\d+)/g, (_m, n: string, faces: string) => `${(Number(n || 1)) * multiplier}d${faces}`);
}

export class DamageRoll extends Roll {
  static fromConfig(config: RollConfig, process: DamageProcessConfig): DamageRoll {
    const options = { ...(config.options ?? {}) };
    options.isCritical ??= process.isCritical === true;
    let formula = (config.parts ?? []).join(" + ") || "0";
    if (options.isCritical === true) formula = multiplyDice(formula, 2);
    return new this(formula, config.data ?? {}, options);
  }

  static async build(config: DamageProcessConfig = {}, dialog: DialogConfig = {}, message: MessageConfig = {}): Promise<DamageRoll[]> {
    config.hookNames = [...(config.hookNames ?? []), ""];
    for (const hookName of config.hookNames) {
      if (Hooks.call(`dnd5e.preRoll${capitalize(hookName)}`, config, dialog, message) === false) return [];
      if (Hooks.call(`dnd5e.preRoll${capitalize(hookName)}V2`, config, dialog, message) === false) return [];
    }
    dialog.configure ??= true;
    if (dialog.configure) {
      const answer = await DialogV2.wait({
        window: { title: String((dialog.options?.window as PlainObject | undefined)?.title ?? "DND5E.DamageRoll") },
        content: `<p class="formula">${(config.rolls ?? []).map((r) => (r.parts ?? []).join(" + ")).join(", ")}</p>`,
        buttons: (["critical", "normal"] as const).map((action) => ({ action, label: `DND5E.${capitalize(action)}Hit`, default: (action === "critical") === (config.isCritical === true) })),
      });
      if (!answer) return [];
      config.isCritical = answer === "critical";
      for (const roll of config.rolls ?? []) (roll.options ??= {}).isCritical = config.isCritical;
    }
    const rolls = (config.rolls ?? []).map((r) => this.fromConfig(r, config));
    for (const hookName of config.hookNames) {
      if (Hooks.call(`dnd5e.post${capitalize(hookName)}RollConfiguration`, rolls, config, dialog, message) === false) return [];
    }
    if (config.evaluate !== false) for (const roll of rolls) await roll.evaluate();
    message.data = expandObject(message.data ?? {});
    if (rolls.length && config.evaluate !== false && message.create !== false) {
      const created = await ChatMessage.implementation.create({ ...message.data, rolls: rolls.map((r) => r.toJSON()) }, { rollMode: message.rollMode });
      message.document = created;
      for (const roll of rolls) (roll as unknown as { parent: unknown }).parent = created; // cast: dnd5e sets `parent` on each roll
    }
    return rolls;
  }

  get isCritical(): boolean {
    return this.options.isCritical === true;
  }
}
