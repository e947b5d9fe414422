/**
 * The Automail feature's world settings (src/features/automail.ts declares them): whether limbs join the integrity
 * save and from which fraction of max HP (AM-DMG-1), and how the acclimation ability is chosen (AM-ACC-1).
 */
import type { FeatureSetting } from "../../settings";
import { readSetting } from "../../settings";
import {
  ACCLIMATION_ROLL_MODES,
  type AcclimationRollMode,
  type AutomailDamageSetting,
  DEFAULT_ACCLIMATION_ROLL_MODE,
  DEFAULT_AUTOMAIL_DAMAGE_FRACTION,
  validDamageFraction,
} from "../../rules/automail";

// AM-DMG-1: automail joins the integrity save; the threshold is a fraction of max HP, and it can be switched off.
const AUTOMAIL_DAMAGE: FeatureSetting = {
  key: "automailDamage",
  name: "AUGMENTED.Settings.AutomailDamage.name",
  hint: "AUGMENTED.Settings.AutomailDamage.hint",
  scope: "world",
  config: true,
  type: Boolean,
  default: true,
};

const AUTOMAIL_DAMAGE_FRACTION: FeatureSetting = {
  key: "automailDamageFraction",
  name: "AUGMENTED.Settings.AutomailDamageFraction.name",
  hint: "AUGMENTED.Settings.AutomailDamageFraction.hint",
  scope: "world",
  config: true,
  type: Number,
  range: { min: 0.05, max: 1, step: 0.05 },
  default: DEFAULT_AUTOMAIL_DAMAGE_FRACTION,
};

// AM-ACC-1: the player chooses Wisdom or Dexterity (prompt), or the better of the two is rolled at once (auto).
const ACCLIMATION_ROLL: FeatureSetting = {
  key: "acclimationRoll",
  name: "AUGMENTED.Settings.AcclimationRoll.name",
  hint: "AUGMENTED.Settings.AcclimationRoll.hint",
  scope: "world",
  config: true,
  type: String,
  choices: Object.fromEntries(ACCLIMATION_ROLL_MODES.map((mode) => [mode, `AUGMENTED.Settings.AcclimationRoll.${mode}`])),
  default: DEFAULT_ACCLIMATION_ROLL_MODE,
};

export const AUTOMAIL_SETTINGS: readonly FeatureSetting[] = [AUTOMAIL_DAMAGE, AUTOMAIL_DAMAGE_FRACTION, ACCLIMATION_ROLL];

/** AM-ACC-1: whether the acclimation ability is asked for or the better one rolled automatically. */
export function acclimationRollMode(): AcclimationRollMode {
  const value: unknown = readSetting("acclimationRoll");
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  return (ACCLIMATION_ROLL_MODES as readonly unknown[]).includes(value) ? (value as AcclimationRollMode) : DEFAULT_ACCLIMATION_ROLL_MODE;
}

/** AM-DMG-1: whether automail can be damaged, and from which fraction of max HP one instance puts it at risk. */
export function automailDamageSetting(): AutomailDamageSetting {
  const enabled: unknown = readSetting("automailDamage");
  const fraction: unknown = readSetting("automailDamageFraction");
  return {
    enabled: enabled !== false,
    fraction: validDamageFraction(typeof fraction === "number" ? fraction : DEFAULT_AUTOMAIL_DAMAGE_FRACTION),
  };
}
