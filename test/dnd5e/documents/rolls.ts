/**
 * The actor's d20 tests, dnd5e release-5.3.3 `module/documents/actor/actor.mjs` (6.x: the same signatures and
 * hooks, branch 6.0-deprecations; only the death save's result message uses `ChatMessage.applyMode`):
 * - `rollSkill(config, dialog, message)` (:1209) → #rollSkillTool (:1259): an unknown skill falls back to
 *   `rollAbilityCheck` (:1266); `config.ability` overrides the skill's; `hookNames` [...config's, "skill",
 *   "abilityCheck", "d20Test"] (:1293); one roll of parts mod/prof/bonuses (`_buildSkillToolConfig` :1365, through
 *   `dialog.options.buildConfig`) plus the modern exhaustion penalty (`addRollExhaustion` :1173, −2 per level);
 *   message flags `dnd5e.roll {skillId, type: "skill"}`, flavor, speaker (:1317); after the rolls
 *   `dnd5e.rollSkill` and `dnd5e.rollSkillV2(rolls, {ability, skill, subject})` (:1347). Returns the rolls, or null.
 * - `rollAbilityCheck` (:1433) / `rollSavingThrow` (:1455) → #rollD20Test (:1478): parts mod, prof (check or
 *   save proficiency), the ability's and the global bonuses (6.x: from `abilities.<id>.check|save.roll.bonus` and
 *   `rolls.ability.check|save.bonus`, and a skill's from `skills.<id>.roll.bonus` and `rolls.ability.skill.bonus`:
 *   the fields PR #6145 puts in place of `bonuses`, where 6.x's effect redirections send the old keys, README
 *   "dnd5e 6.x"; line.ts); advantage from the ability's `roll.mode`;
 *   `hookNames` [..., "AbilityCheck" | "SavingThrow", "d20Test"] (:1503); flags `dnd5e.roll {ability, type:
 *   "ability" | "save"}`; `message.rollMode` copied back from the dialog (:1535); `dnd5e.rollAbilityCheck` /
 *   `dnd5e.rollSavingThrow(rolls, {ability, subject})` (:1549).
 * - `rollDeathSave` (:1563): a warning and null above 0 HP or at 3 successes/failures; a save with target 10 and
 *   `hookNames` [..., "deathSave"], flags `roll.type: "death"`; success +1 (a 20: 1 HP and both reset; the
 *   third: both reset), failure +1 (a 1: +2), clamped to 3; `dnd5e.rollDeathSave` and `dnd5e.rollDeathSaveV2(rolls,
 *   {subject, updates, chatString})` may return false to skip the updates (:1670); the update; a result message
 *   when there is a chatString; `dnd5e.postRollDeathSave(rolls, {message, subject})` (:1695).
 */
import { ChatMessage } from "../../foundry/chat";
import { Hooks } from "../../foundry/hooks";
import { mergeObject, type PlainObject } from "../../foundry/utils";
import { dnd5eConfig } from "../config";
import { D20Roll, ADV_MODE, type DialogConfig, type MessageConfig, type ProcessConfig, type RollConfig } from "../dice/d20-roll";
import type { AbilityData, SkillData } from "../data/prepare";
import { Proficiency } from "../data/proficiency";
import { rulesVersion } from "../data/prepare";
import { sixLine } from "../line";

export interface RollingActor {
  name: string;
  system: PlainObject & {
    abilities: Record<string, AbilityData>;
    skills?: Record<string, SkillData>;
    attributes: PlainObject & { exhaustion: number; prof: number; hp: { value: number }; death?: { success: number; failure: number; bonuses: { save: string }; roll: { mode: number } } };
    bonuses?: { abilities?: { check?: string; save?: string; skill?: string } };
    rolls?: { ability?: { check?: { bonus?: string }; save?: { bonus?: string }; skill?: { bonus?: string } } };
    traits?: { ci?: { value?: Set<string> } };
  };
  getRollData(): PlainObject;
  getFlag(scope: string, key: string): unknown;
  update(data: PlainObject, options?: PlainObject): Promise<unknown>;
}

type Rolls = Promise<D20Roll[] | null>;

function format(key: string, data: PlainObject): string {
  const i18n = (globalThis as unknown as { game: { i18n: { format(k: string, d: PlainObject): string; localize(k: string): string } } }).game.i18n;
  return i18n.format(key, data);
}

function addRollExhaustion(actor: RollingActor, parts: string[], data: PlainObject): void {
  if (rulesVersion() !== "modern" || !actor.system.attributes.exhaustion || actor.system.traits?.ci?.value?.has("exhaustion")) return;
  const amount = actor.system.attributes.exhaustion * dnd5eConfig().conditionTypes.exhaustion.reduction.rolls;
  if (amount) {
    parts.push("@exhaustion");
    data.exhaustion = -amount;
  }
}

const speaker = (actor: RollingActor): PlainObject => ({ ...ChatMessage.getSpeaker({ actor } as never) }); // cast: the stand-in's getSpeaker reads `actor` only

export async function rollSkill(actor: RollingActor, config: ProcessConfig & { skill?: string; ability?: string; bonus?: string } = {}, dialog: DialogConfig = {}, message: MessageConfig = {}): Rolls {
  if (!actor.system.skills) return null;
  const cfg = dnd5eConfig();
  const skillConfig = config.skill ? cfg.skills[config.skill] : undefined;
  if (!skillConfig) return rollAbilityCheck(actor, config, dialog, message);
  const skill = actor.system.skills[String(config.skill)];
  const abilityId = String(config.ability ?? skill?.ability ?? skillConfig.ability);
  const abilityLabel = cfg.abilities[abilityId]?.label ?? "";
  const title = format("DND5E.SkillPromptTitle", { skill: skillConfig.label, ability: abilityLabel });
  const ability = actor.system.abilities[abilityId];
  const rollConfig = mergeObject({
    advantage: skill?.roll.mode === ADV_MODE.ADVANTAGE || ability?.check.roll.mode === ADV_MODE.ADVANTAGE,
    disadvantage: skill?.roll.mode === ADV_MODE.DISADVANTAGE || ability?.check.roll.mode === ADV_MODE.DISADVANTAGE,
    ability: skill?.ability ?? skillConfig.ability,
  }, config) as ProcessConfig & { skill?: string; ability?: string; bonus?: string };
  rollConfig.hookNames = [...(config.hookNames ?? []), "skill", "abilityCheck", "d20Test"];
  rollConfig.rolls = [D20Roll.mergeConfigs({}, config.rolls?.shift())].concat(config.rolls ?? []);
  rollConfig.subject = actor;
  const buildConfig = (process: ProcessConfig & { ability?: string; bonus?: string }, roll: RollConfig): void => {
    const id = String(process.ability ?? abilityId);
    const abl = actor.system.abilities[id];
    const rollData = actor.getRollData();
    const prof = new Proficiency(actor.system.attributes.prof, skill?.value ?? 0);
    const six = sixLine();
    const { parts, data } = D20Roll.constructParts({
      mod: abl?.mod,
      prof: prof.hasProficiency ? prof.term : null,
      [`${String(config.skill)}Bonus`]: six ? skill?.roll.bonus : skill?.bonuses.check,
      extraBonus: process.bonus,
      [`${id}CheckBonus`]: six ? abl?.check.roll.bonus : abl?.bonuses.check,
      skillBonus: six ? actor.system.rolls?.ability?.skill?.bonus : actor.system.bonuses?.abilities?.skill,
      abilityCheckBonus: six ? actor.system.rolls?.ability?.check?.bonus : actor.system.bonuses?.abilities?.check,
    }, { ...rollData });
    addRollExhaustion(actor, parts, data);
    roll.parts = [...(roll.parts ?? []), ...parts];
    roll.data = { ...data, ...(roll.data ?? {}), abilityId: id };
  };
  const dialogConfig = mergeObject({ options: { window: { title, subtitle: actor.name }, buildConfig, chooseAbility: true } }, dialog) as DialogConfig;
  const messageConfig = mergeObject({
    create: true,
    data: { flags: { dnd5e: { messageType: "roll", roll: { skillId: config.skill, type: "skill" } } }, flavor: title, speaker: speaker(actor) },
  }, message) as MessageConfig;
  const rolls = await D20Roll.build(rollConfig, dialogConfig, messageConfig);
  if (!rolls.length) return null;
  const data = { ability: rollConfig.ability, skill: rollConfig.skill, subject: actor };
  Hooks.callAll("dnd5e.rollSkill", rolls, data);
  Hooks.callAll("dnd5e.rollSkillV2", rolls, data);
  return rolls;
}

async function rollD20Test(actor: RollingActor, type: "check" | "save", config: ProcessConfig & { ability?: string }, dialog: DialogConfig, message: MessageConfig): Rolls {
  const name = type === "check" ? "AbilityCheck" : "SavingThrow";
  const id = String(config.ability ?? "");
  const ability = actor.system.abilities[id];
  const cfg = dnd5eConfig();
  const rollData = actor.getRollData();
  const profObject = type === "check" ? ability?.checkProf : ability?.saveProf;
  const six = sixLine();
  const { parts, data } = D20Roll.constructParts({
    mod: ability?.mod,
    prof: profObject?.hasProficiency ? profObject.term : null,
    [`${id}${type === "check" ? "Check" : "Save"}Bonus`]: six ? ability?.[type].roll.bonus : ability?.bonuses[type],
    [`${type}Bonus`]: six ? actor.system.rolls?.ability?.[type]?.bonus : actor.system.bonuses?.abilities?.[type],
  }, rollData);
  const mode = ability?.[type]?.roll.mode;
  const options = { advantage: mode === ADV_MODE.ADVANTAGE, disadvantage: mode === ADV_MODE.DISADVANTAGE };
  const rollConfig = mergeObject({}, config) as ProcessConfig & { ability?: string };
  rollConfig.hookNames = [...(config.hookNames ?? []), name, "d20Test"];
  rollConfig.rolls = [D20Roll.mergeConfigs({ parts, data, options }, config.rolls?.shift())].concat(config.rolls ?? []);
  for (const r of rollConfig.rolls) addRollExhaustion(actor, (r.parts ??= []), (r.data ??= {}));
  rollConfig.subject = actor;
  const label = cfg.abilities[id]?.label ?? "";
  const messageConfig = mergeObject({
    create: true,
    data: { flags: { dnd5e: { messageType: "roll", roll: { ability: id, type: type === "check" ? "ability" : "save" } } }, flavor: format(`DND5E.${type === "check" ? "Ability" : "Save"}PromptTitle`, { ability: label }), speaker: speaker(actor) },
  }, message) as MessageConfig;
  const rolls = await D20Roll.build(rollConfig, { ...dialog }, messageConfig);
  message.rollMode = messageConfig.rollMode;
  if (!rolls.length) return null;
  Hooks.callAll(`dnd5e.roll${name}`, rolls, { ability: id, subject: actor });
  return rolls;
}

function titled(key: string, ability: string | undefined, actor: RollingActor, dialog: DialogConfig): DialogConfig {
  const label = dnd5eConfig().abilities[String(ability)]?.label ?? "";
  return mergeObject({ options: { window: { title: format(key, { ability: label }), subtitle: actor.name } } }, dialog) as DialogConfig;
}

export function rollAbilityCheck(actor: RollingActor, config: ProcessConfig & { ability?: string } = {}, dialog: DialogConfig = {}, message: MessageConfig = {}): Rolls {
  return rollD20Test(actor, "check", config, titled("DND5E.AbilityPromptTitle", config.ability, actor, dialog), message);
}

export function rollSavingThrow(actor: RollingActor, config: ProcessConfig & { ability?: string } = {}, dialog: DialogConfig = {}, message: MessageConfig = {}): Rolls {
  return rollD20Test(actor, "save", config, titled("DND5E.SavePromptTitle", config.ability, actor, dialog), message);
}

export async function rollDeathSave(actor: RollingActor, config: ProcessConfig = {}, dialog: DialogConfig = {}, message: MessageConfig = {}): Rolls {
  const death = actor.system.attributes.death;
  if (!death) throw new Error(`Actors of this type don't support death saves.`);
  const ui = (globalThis as unknown as { ui: { notifications: { warn(m: string, o?: PlainObject): void } } }).ui;
  if (actor.system.attributes.hp.value > 0 || death.failure >= 3 || death.success >= 3) {
    ui.notifications.warn("DND5E.DeathSaveUnnecessary", { localize: true });
    return null;
  }
  const parts: string[] = [];
  if (death.bonuses.save) parts.push(death.bonuses.save);
  const options = { advantage: death.roll.mode === ADV_MODE.ADVANTAGE, disadvantage: death.roll.mode === ADV_MODE.DISADVANTAGE };
  const rollConfig = mergeObject({ target: 10 }, config) as ProcessConfig;
  rollConfig.hookNames = [...(config.hookNames ?? []), "deathSave"];
  rollConfig.rolls = [D20Roll.mergeConfigs({ parts, data: {}, options }, config.rolls?.shift())].concat(config.rolls ?? []);
  const messageConfig = mergeObject({ data: { flags: { dnd5e: { roll: { type: "death" } } }, flavor: "DND5E.DeathSavingThrow" } }, message) as MessageConfig;
  const rolls = await rollSavingThrow(actor, rollConfig, { ...dialog }, messageConfig);
  if (!rolls?.length) return null;
  const roll = rolls[0]!;
  const details: PlainObject & { updates?: PlainObject; chatString?: string } = { subject: actor };
  if (Number(roll.total) >= Number(roll.options.target ?? 10)) {
    const successes = (death.success || 0) + 1;
    if (roll.isCritical) {
      details.updates = { "system.attributes.death.success": 0, "system.attributes.death.failure": 0, "system.attributes.hp.value": 1 };
      details.chatString = "DND5E.DeathSaveCriticalSuccess";
    } else if (successes === 3) {
      details.updates = { "system.attributes.death.success": 0, "system.attributes.death.failure": 0 };
      details.chatString = "DND5E.DeathSaveSuccess";
    } else details.updates = { "system.attributes.death.success": Math.min(Math.max(successes, 0), 3) };
  } else {
    const failures = (death.failure || 0) + (roll.isFumble ? 2 : 1);
    details.updates = { "system.attributes.death.failure": Math.min(Math.max(failures, 0), 3) };
    if (failures >= 3) details.chatString = "DND5E.DeathSaveFailure";
  }
  if (Hooks.call("dnd5e.rollDeathSave", rolls, details) === false) return rolls;
  if (Hooks.call("dnd5e.rollDeathSaveV2", rolls, details) === false) return rolls;
  if (details.updates && Object.keys(details.updates).length) await actor.update(details.updates);
  let resultsMessage: unknown;
  if (details.chatString) {
    resultsMessage = await ChatMessage.implementation.create({ content: format(details.chatString, { name: actor.name }), speaker: messageConfig.speaker ?? speaker(actor) }, { rollMode: messageConfig.rollMode });
  }
  Hooks.callAll("dnd5e.postRollDeathSave", rolls, { message: resultsMessage, subject: actor });
  return rolls;
}
