/**
 * d20 tests (ability checks, saves, skills, tools, attacks) and damage rolls, through Foundry's Roll and
 * `roll.toMessage` so dice modules see them. Modifiers come from the prepared data; exhaustion (CORE-6) adds
 * its d20 penalty (2024) or disadvantage (2014) from the host's rules (the actor port's `exhaustionRules`).
 */
import { type D20RollOptions, d20RollConfig } from "../../applications/dialogs/roll-dialog";
import { messageModeOption } from "../../compat/message-mode";
import { postDamageCard } from "../../applications/chat/damage-card";
import { effectAttackAdvantage, effectRollBonus } from "../../data/actor/parts/effect-bonuses";
import { type AbilityId, isAbilityId } from "../../rules/core/abilities";
import { criticalFormula } from "../../rules/core/critical";
import { exhaustionEffects } from "../../rules/core/exhaustion";
import { buildD20Formula, resolveD20Mode } from "../../rules/core/rolls";
import { type SkillId, isSkillId } from "../../rules/core/skills";
import { localize, notifyError } from "../../utils/notify";
import { portOf } from "../../ports/actor-port";
import { type D20TestKind, type RollModifier, type RollSubject, rollModifiers } from "./modifiers";

export type RollOptions = D20RollOptions & {
  /**
   * DESIGN.md, Trust: a workflow that waits on this roll (its dialog) re-checks what it read before the roll is
   * posted (`watch.holds()`, workflows/recheck/recheck.ts); false: nothing is posted and the roll is null.
   */
  recheck?: () => boolean;
};
export type { D20TestKind } from "./modifiers";

type RollActor = Actor.Implementation;

/** The exhaustion part of a d20 test under the host's rule set (the system's setting, dnd5e's rules version). */
export function exhaustionOnD20(actor: RollActor, kind: D20TestKind): { modifier: number; disadvantage: boolean } {
  const port = portOf(actor);
  const effects = exhaustionEffects(port.exhaustion, port.exhaustionRules);
  const disadvantage = kind === "check" ? effects.abilityCheckDisadvantage : kind === "save" ? effects.saveDisadvantage : effects.attackDisadvantage;
  return { modifier: effects.d20Modifier, disadvantage };
}

export interface D20TestInput {
  kind: D20TestKind;
  title: string;
  /** Numeric modifiers (ability, proficiency, bonuses), as the prepared data has them. */
  parts: number[];
  /** What the features registered for this roll add to its dialog and result (./modifiers.ts). */
  modifiers?: RollModifier[];
}

/** The registered modifiers of one of the actor's own rolls (./modifiers.ts). */
function modifiersFor(actor: RollActor, kind: D20TestKind, options: RollOptions, at: { ability?: string; skill?: string } = {}): RollModifier[] {
  const subject: RollSubject = { kind, ability: at.ability ?? null, skill: at.skill ?? null, options };
  return rollModifiers(actor, subject);
}

/**
 * Ask for the roll's options (dialog or modifier keys), then build and evaluate the d20 test without posting it.
 * Null when cancelled or when the situational bonus is not a valid formula (the user is told why).
 */
export async function evaluateD20Test(actor: RollActor, input: D20TestInput, options: RollOptions = {}): Promise<Roll | null> {
  const exhaustion = exhaustionOnD20(actor, input.kind);
  const preview = buildD20Formula({ parts: [...input.parts, exhaustion.modifier] });
  // SF-4: the dialog offers advantage first while an effect grants it (the roll has it whatever is chosen).
  const effectAdvantage = input.kind === "attack" && effectAttackAdvantage(actor);
  const modifiers = input.modifiers;
  const asked = modifiers
    ? { ...options, toggles: modifiers.flatMap((m) => m.toggles ?? []), limbs: modifiers.flatMap((m) => m.limbs ?? []) }
    : options;
  const config = await d20RollConfig(input.title, preview.formula, effectAdvantage ? { ...asked, advantage: true } : asked);
  if (!config) return null;
  const disadvantaged = modifiers?.some((m) => m.disadvantage?.(config) === true) === true;
  const advantaged = modifiers?.some((m) => m.advantage?.(config) === true) === true;
  const modifier = (modifiers ?? []).reduce((sum, m) => sum + (m.modifier?.(config) ?? 0), 0);
  const tested = modifier === 0 ? input : { ...input, parts: [...input.parts, modifier] };
  return evaluateD20TestWith(actor, tested, { advantage: config.mode === "advantage" || advantaged, disadvantage: config.mode === "disadvantage" || disadvantaged, bonus: config.bonus });
}

/** What a workflow already decided about a d20 test (no dialog): advantage, disadvantage, a situational bonus. */
export interface D20TestMode {
  advantage?: boolean;
  disadvantage?: boolean;
  bonus?: string;
}

/**
 * The one d20 evaluator: build and evaluate the test with the given mode, exhaustion (CORE-6) applied, without
 * asking and without posting. Workflows that fix the mode themselves (repair's advantage) call it directly.
 * Null when the situational bonus is not a valid formula (the user is told why).
 */
export async function evaluateD20TestWith(actor: RollActor, input: D20TestInput, config: D20TestMode = {}): Promise<Roll | null> {
  const exhaustion = exhaustionOnD20(actor, input.kind);
  const parts = [...input.parts, exhaustion.modifier];
  // SF-4: an active effect (the System Failure overdrive) grants advantage on attack rolls.
  const effectAdvantage = input.kind === "attack" && effectAttackAdvantage(actor);
  const mode = resolveD20Mode({ advantage: config.advantage === true || effectAdvantage, disadvantage: config.disadvantage === true || exhaustion.disadvantage });
  const { formula } = buildD20Formula({ mode, parts, situational: config.bonus ?? "" });
  try {
    if (!Roll.validate(formula)) throw new Error(formula);
    // cast: Roll takes the actor's roll data as a plain object; `new Roll` is the configured Roll class.
    const roll = new Roll(formula, actor.getRollData() as Record<string, unknown>) as Roll;
    await roll.evaluate();
    return roll;
  } catch (_error) {
    notifyError("AUGMENTED.Roll.BadBonus", { bonus: config.bonus ?? formula });
    return null;
  }
}

/** Post an evaluated d20 test as its own chat message, flavoured with its title. */
export async function postD20Test(actor: RollActor, roll: Roll, title: string, options: RollOptions = {}): Promise<ChatMessage.Implementation | null> {
  const message = await roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor }), flavor: title }, messageModeOption(options.messageMode));
  return message ?? null;
}

/** Roll a d20 test and post it. Null when cancelled or when the bonus is not a valid formula. */
export async function rollD20Test(actor: RollActor, input: D20TestInput, options: RollOptions = {}): Promise<Roll | null> {
  const roll = await evaluateD20Test(actor, input, options);
  if (!roll || options.recheck?.() === false) return null;
  await postD20Test(actor, roll, input.title, options);
  return roll;
}

function abilityLabel(id: string): string {
  return localize(`AUGMENTED.Ability.${id}.long`);
}

/** The ability check of `ability`: its prepared modifier and what features registered for checks. */
export function abilityCheckTest(actor: RollActor, ability: AbilityId, options: RollOptions = {}): D20TestInput {
  const title = localize("AUGMENTED.Roll.AbilityCheck", { ability: abilityLabel(ability) });
  return { kind: "check", title, parts: [portOf(actor).ability(ability).check], modifiers: modifiersFor(actor, "check", options) };
}

/** The saving throw of `ability`. */
export function savingThrowTest(actor: RollActor, ability: AbilityId, options: RollOptions = {}): D20TestInput {
  const title = localize("AUGMENTED.Roll.SavingThrow", { ability: abilityLabel(ability) });
  return { kind: "save", title, parts: [portOf(actor).ability(ability).save], modifiers: modifiersFor(actor, "save", options, { ability }) };
}

/** The skill check of `skill`. */
export function skillTest(actor: RollActor, skill: SkillId, options: RollOptions = {}): D20TestInput {
  const title = localize("AUGMENTED.Roll.SkillCheck", { skill: localize(`AUGMENTED.Skill.${skill}`) });
  return { kind: "check", title, parts: [portOf(actor).skillTotal(skill)], modifiers: modifiersFor(actor, "check", options, { skill }) };
}

export async function rollAbilityCheck(actor: RollActor, ability: string, options: RollOptions = {}): Promise<Roll | null> {
  if (!isAbilityId(ability)) {
    notifyError("AUGMENTED.Roll.UnknownAbility", { id: String(ability) });
    return null;
  }
  return rollD20Test(actor, abilityCheckTest(actor, ability, options), options);
}

export async function rollSavingThrow(actor: RollActor, ability: string, options: RollOptions = {}): Promise<Roll | null> {
  if (!isAbilityId(ability)) {
    notifyError("AUGMENTED.Roll.UnknownAbility", { id: String(ability) });
    return null;
  }
  return rollD20Test(actor, savingThrowTest(actor, ability, options), options);
}

export async function rollSkill(actor: RollActor, skill: string, options: RollOptions = {}): Promise<Roll | null> {
  if (!isSkillId(skill)) {
    notifyError("AUGMENTED.Roll.UnknownSkill", { id: String(skill) });
    return null;
  }
  return rollD20Test(actor, skillTest(actor, skill, options), options);
}

/** What the item models derive for rolls (weapon: `rolls.attack`/`rolls.damage`; tool: `rolls.check`). */
interface ItemRollsView {
  rolls?: {
    attack?: { total?: number } | null;
    check?: { total?: number } | null;
    damage?: { formula?: string; type?: string } | null;
  } | null;
  ability?: string;
  bonus?: number;
}

function itemRolls(item: Item.Implementation): ItemRollsView {
  // cast: a structural, optional view of the item models' derived roll data.
  return (item.system ?? {}) as ItemRollsView;
}

/** The tool's ability modifier (0 for a stored ability that is not one of the six). */
function toolAbilityMod(actor: RollActor, ability: string): number {
  return isAbilityId(ability) ? portOf(actor).ability(ability).mod : 0;
}

export async function rollToolCheck(actor: RollActor, item: Item.Implementation, options: RollOptions = {}): Promise<Roll | null> {
  const view = itemRolls(item);
  const total = view.rolls?.check?.total ?? toolAbilityMod(actor, view.ability ?? "int") + (view.bonus ?? 0);
  const title = localize("AUGMENTED.Roll.ToolCheck", { item: item.name ?? "" });
  return rollD20Test(actor, { kind: "check", title, parts: [total], modifiers: modifiersFor(actor, "check", options) }, options);
}

export async function rollAttack(actor: RollActor, item: Item.Implementation, options: RollOptions = {}): Promise<Roll | null> {
  const attack = itemRolls(item).rolls?.attack;
  if (!attack || typeof attack.total !== "number") {
    notifyError("AUGMENTED.Roll.NoAttack", { item: item.name ?? "" });
    return null;
  }
  const title = localize("AUGMENTED.Roll.Attack", { item: item.name ?? "" });
  // GA-TIRE-1: an effect's attack bonus (the neglect penalty) is added to the item's prepared total.
  return rollD20Test(actor, { kind: "attack", title, parts: [attack.total, effectRollBonus(actor, "attack")], modifiers: modifiersFor(actor, "attack", options) }, options);
}

/** Roll an item's damage and post the damage card (critical: dice doubled). */
export async function rollDamage(
  actor: RollActor,
  item: Item.Implementation,
  options: { critical?: boolean } = {},
): Promise<ChatMessage.Implementation | null> {
  const damage = itemRolls(item).rolls?.damage;
  if (!damage?.formula || !damage.type) {
    notifyError("AUGMENTED.Roll.NoDamage", { item: item.name ?? "" });
    return null;
  }
  const base = options.critical ? criticalFormula(damage.formula) : damage.formula;
  // GA-TIRE-1: an effect's damage bonus (the neglect penalty) is added once, after any doubled dice.
  const bonus = effectRollBonus(actor, "damage");
  const formula = bonus === 0 ? base : `${base} ${bonus < 0 ? "-" : "+"} ${Math.abs(bonus)}`;
  return postDamageCard({ formula, type: damage.type, actor, item, critical: options.critical === true });
}

/** An npc's quick attack (`system.attacks[index]`: `{name, bonus, damage, type}`). */
interface QuickAttackView {
  attacks?: Array<{ name?: string; bonus?: number; damage?: string; type?: string } | undefined>;
}

/**
 * Roll an npc quick attack: the attack roll (bonus = the attack's total bonus), then its damage card when it
 * has a damage formula (the GM applies it, or not, from the card). Null when cancelled or invalid.
 */
export async function rollQuickAttack(
  actor: RollActor,
  index: number,
  options: RollOptions & { critical?: boolean } = {},
): Promise<{ attack: Roll; damage: ChatMessage.Implementation | null } | null> {
  // cast: a structural, optional view of the npc model's `system.attacks`.
  const attack = ((actor.system ?? {}) as QuickAttackView).attacks?.[index];
  if (!attack) {
    notifyError("AUGMENTED.Roll.NoAttack", { item: String(index + 1) });
    return null;
  }
  const name = attack.name || localize("AUGMENTED.Roll.QuickAttack");
  const roll = await rollD20Test(actor, { kind: "attack", title: localize("AUGMENTED.Roll.Attack", { item: name }), parts: [attack.bonus ?? 0] }, options);
  if (!roll) return null;
  const formula = (attack.damage ?? "").trim();
  if (formula === "" || !attack.type) return { attack: roll, damage: null };
  const damage = await postDamageCard({
    formula: options.critical ? criticalFormula(formula) : formula,
    type: attack.type,
    actor,
    critical: options.critical === true,
  });
  return { attack: roll, damage };
}
