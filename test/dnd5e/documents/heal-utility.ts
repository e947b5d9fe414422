/**
 * The heal and utility activities (release-5.3.3):
 * - heal (`module/documents/activity/heal.mjs`, `data/activity/heal-data.mjs:15-18`): stored `healing` (one damage
 *   part: `number`, `denomination`, `bonus`, `types` such as "healing" or "temphp", `custom`); after `use` its
 *   healing is rolled (`_triggerSubsequentActions` :62-64) through `rollDamage` with the message flag
 *   `dnd5e.roll.type: "healing"` (:71-76), so `dnd5e.preRollDamageV2` / `rollDamageV2` fire for it; the card's
 *   `rollHealing` button (:48-57) rolls it again; flavor `DND5E.HEAL.HealingRoll` (:39).
 * - utility (`module/documents/activity/utility.mjs`): stored `roll: {formula, name, prompt, visible}`; nothing
 *   follows the use; the card's `rollFormula` button (:45-55) runs `rollFormula` (:68-119: hook names
 *   [..., "formula"], a basic roll of the formula, flags `dnd5e.roll.type: "generic"`, then `dnd5e.rollFormula` /
 *   `rollFormulaV2(rolls, {subject})`); without a formula it only warns on the console (:69-72).
 */
import { ChatMessage } from "../../foundry/chat";
import { Hooks } from "../../foundry/hooks";
import { mergeObject, type PlainObject } from "../../foundry/utils";
import { DamageRoll, type DamageProcessConfig } from "../dice/damage-roll";
import type { DialogConfig, MessageConfig } from "../dice/d20-roll";
import { Activity, damageFormula, type ActivityItem, type UsageConfig, type UsageResults } from "./activity";

export class HealActivity extends Activity {
  static override TYPE = "heal";
  readonly healing: PlainObject;

  constructor(source: PlainObject, item: ActivityItem) {
    super(source, item);
    this.healing = { ...((source.healing ?? {}) as PlainObject) };
  }

  protected override get damageFlavor(): string {
    return "DND5E.HEAL.HealingRoll";
  }

  /** heal-data.mjs:49-56: one roll, the healing part (no actor damage bonus). */
  override getDamageConfig(config: DamageProcessConfig = {}): DamageProcessConfig {
    const formula = damageFormula(this.healing);
    if (!formula) return { rolls: [], ...config };
    const types = [...((this.healing.types ?? []) as Iterable<string>)];
    return { ...config, rolls: [{ parts: [formula], data: this.getRollData(), options: { type: types[0] ?? "healing", types } }, ...(config.rolls ?? [])] };
  }

  override rollDamage(config: DamageProcessConfig = {}, dialog: DialogConfig = {}, message: MessageConfig = {}): Promise<DamageRoll[] | undefined> {
    return super.rollDamage(config, dialog, mergeObject({ data: { flags: { dnd5e: { roll: { type: "healing" } } } } }, message) as MessageConfig);
  }

  protected override _usageChatButtons(): { action: string; label: string }[] {
    return damageFormula(this.healing) ? [{ action: "rollHealing", label: "DND5E.HEAL.HealingButton" }] : [];
  }

  protected override async _triggerSubsequentActions(config: UsageConfig, results: UsageResults): Promise<void> {
    await this.rollDamage({ event: config.event }, {}, { data: { flags: { dnd5e: { originatingMessage: (results.message as { id?: string } | undefined)?.id } } } });
  }

  override async usageAction(action: string, dataset: DOMStringMap): Promise<unknown> {
    if (action === "rollHealing") return this.rollDamage();
    return super.usageAction(action, dataset);
  }
}

export class UtilityActivity extends Activity {
  static override TYPE = "utility";
  readonly roll: { formula: string; name: string; prompt: boolean; visible: boolean };

  constructor(source: PlainObject, item: ActivityItem) {
    super(source, item);
    const roll = (source.roll ?? {}) as PlainObject;
    this.roll = { formula: String(roll.formula ?? ""), name: String(roll.name ?? ""), prompt: roll.prompt === true, visible: roll.visible === true };
  }

  protected override _usageChatButtons(): { action: string; label: string }[] {
    return this.roll.formula ? [{ action: "rollFormula", label: this.roll.name || "DND5E.Roll" }] : [];
  }

  async rollFormula(config: DamageProcessConfig = {}, dialog: DialogConfig = {}, message: MessageConfig = {}): Promise<DamageRoll[] | undefined> {
    if (!this.roll.formula) {
      console.warn(`No formula defined for the activity ${this.name} on ${this.item.name}.`);
      return undefined;
    }
    const rollConfig: DamageProcessConfig = { ...config, hookNames: [...(config.hookNames ?? []), "formula"], rolls: [{ parts: [this.roll.formula], data: this.getRollData() }, ...(config.rolls ?? [])], subject: this };
    const messageConfig = mergeObject({ create: true, data: { flavor: `${this.item.name} - ${this.roll.name || "DND5E.OtherFormula"}`, flags: { dnd5e: { ...this.messageFlags, messageType: "roll", roll: { type: "generic" } } }, speaker: ChatMessage.getSpeaker({ actor: this.actor as never }) } }, message) as MessageConfig; // cast: the stand-in's getSpeaker reads `actor` only
    const rolls = await DamageRoll.build(rollConfig, { configure: this.roll.prompt, ...dialog }, messageConfig);
    if (!rolls.length) return undefined;
    Hooks.callAll("dnd5e.rollFormula", rolls, { subject: this });
    Hooks.callAll("dnd5e.rollFormulaV2", rolls, { subject: this });
    return rolls;
  }

  override async usageAction(action: string, dataset: DOMStringMap): Promise<unknown> {
    if (action === "rollFormula") return this.rollFormula();
    return super.usageAction(action, dataset);
  }
}
