/**
 * What is wrong with a stored chassis, upgrade or consumable (data from an older world or a module). The item
 * schemas are lenient on purpose so such data still loads; these pure checks list the problems as i18n keys for
 * the sheet to flag. Nothing is fixed or deleted. No Foundry globals: unit tests import this file.
 */
import { ACTOR_SIZES } from "../../../config";
import { checkDiceFormula, checkUsesFormula } from "../../../rules/core/formula-check";
import { MAX_LEVEL, MIN_LEVEL } from "../../../rules/core/abilities";
import { MEMORY_TAPE_ABILITIES, UPGRADES, UPGRADE_ACTIVATIONS, isUpgradeKey } from "../../../rules/gearforged";

/** What can be wrong with a stored item; each is shown as AUGMENTED.Gearforged.Problem.<problem> (lang/en.json). */
export type ItemProblem =
  | "unknownSize"
  | "badWalk"
  | "badLanguageChoices"
  | "badMinLevel"
  | "selfPrerequisite"
  | "unknownActivation"
  | "differsFromRules"
  | "badAbilityChoice"
  | "badUsesFormula"
  | "badFormula"
  | "unknownKind";

export interface ChassisSource {
  key: string;
  size: string;
  walk: number | null;
  languages: { fixed: Iterable<string>; choices: number };
}

export function chassisProblems(source: ChassisSource): ItemProblem[] {
  const out: ItemProblem[] = [];
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  if (!(ACTOR_SIZES as readonly string[]).includes(source.size)) out.push("unknownSize");
  if (source.walk !== null && !(Number.isInteger(source.walk) && source.walk >= 0)) out.push("badWalk");
  if (!(Number.isInteger(source.languages.choices) && source.languages.choices >= 0)) out.push("badLanguageChoices");
  return out;
}

export interface UpgradeSource {
  key: string;
  minLevel: number;
  prerequisite: string | null;
  addsMovement: boolean;
  activation: string;
  uses: { max: string };
  choice: { ability: string | null };
}

/**
 * A known upgrade (GF-UPG-2..12) whose level, prerequisite or movement mark differs from the rules is flagged
 * (`differsFromRules`): the drop check reads the item, so a GM's edit is honoured but made visible.
 */
export function upgradeProblems(source: UpgradeSource): ItemProblem[] {
  const out: ItemProblem[] = [];
  if (!(Number.isInteger(source.minLevel) && source.minLevel >= MIN_LEVEL && source.minLevel <= MAX_LEVEL)) out.push("badMinLevel");
  if (source.prerequisite !== null && source.prerequisite !== "" && source.prerequisite === source.key) out.push("selfPrerequisite");
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  if (!(UPGRADE_ACTIVATIONS as readonly string[]).includes(source.activation)) out.push("unknownActivation");
  if (source.uses.max.trim() !== "" && !checkUsesFormula(source.uses.max).ok) out.push("badUsesFormula");
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  if (source.choice.ability !== null && !(MEMORY_TAPE_ABILITIES as readonly string[]).includes(source.choice.ability)) out.push("badAbilityChoice");
  if (isUpgradeKey(source.key)) {
    const rules = UPGRADES[source.key];
    if (source.minLevel !== rules.minLevel || (source.prerequisite || null) !== rules.prerequisite || source.addsMovement !== rules.addsMovement) {
      out.push("differsFromRules");
    }
  }
  return out;
}

export const CONSUMABLE_KINDS = ["potion", "food", "poison", "oil", "scroll", "ammunition", "other"] as const;

export interface ConsumableSource {
  kind: string;
  formula: string;
  uses: { max: string };
}

export function consumableProblems(source: ConsumableSource): ItemProblem[] {
  const out: ItemProblem[] = [];
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  if (!(CONSUMABLE_KINDS as readonly string[]).includes(source.kind)) out.push("unknownKind");
  if (source.formula.trim() !== "" && !checkDiceFormula(source.formula).ok) out.push("badFormula");
  if (source.uses.max.trim() !== "" && !checkUsesFormula(source.uses.max).ok) out.push("badUsesFormula");
  return out;
}

/** The keys to show for a list of problems. */
export function problemKeys(problems: readonly ItemProblem[]): string[] {
  return problems.map((p) => `AUGMENTED.Gearforged.Problem.${p}`);
}
