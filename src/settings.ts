/**
 * World settings. Automated checks are registered from one table (AUTOMATION_CHECKS): a later issue adds a
 * line there, an `AUGMENTED.Settings.Automation.<key>` name/hint in lang/en.json, and a SettingConfig entry in
 * src/types.d.ts. Each check's mode is `auto` (roll and apply), `prompt` (a chat card with buttons, the
 * default) or `off` (nothing rolls; the sheet shows what is due).
 */
import { packageId } from "./constants";
import { HOOKS } from "./utils/hook-names";
import { DEFAULT_EXHAUSTION_RULES, EXHAUSTION_RULES, type ExhaustionRules } from "./rules/core/exhaustion";
import { DEFAULT_INTEGRITY_PICK_MODE, INTEGRITY_PICK_MODES, type IntegrityPickMode } from "./rules/cyborg/integrity";
import { type AutomailDamageSetting, DEFAULT_AUTOMAIL_DAMAGE_FRACTION, validDamageFraction } from "./rules/automail";
import { DEFAULT_LEVEL_SCALE, LEVEL_SCALES, type LevelScale } from "./rules/gearforged/thirteenth-age/levels";
import { ACCLIMATION_ROLL_MODES, type AcclimationRollMode, DEFAULT_ACCLIMATION_ROLL_MODE } from "./rules/automail";
import { actorsInPlay } from "./utils/actors-in-play";

export const AUTOMATION_MODES = ["auto", "prompt", "off"] as const;
export type AutomationMode = (typeof AUTOMATION_MODES)[number];
export const DEFAULT_AUTOMATION_MODE: AutomationMode = "prompt";

/** Every automated check with its own world setting (key = setting key). */
export const AUTOMATION_CHECKS = {
  /** CORE-4: damage taken at 0 HP records death save failures. */
  deathSaveOnDamage: { default: DEFAULT_AUTOMATION_MODE },
  /** CY-INT-1: a Constitution save when one damage instance is at least half the HP maximum. */
  integritySave: { default: DEFAULT_AUTOMATION_MODE },
} as const satisfies Record<string, { default: AutomationMode }>;

export type AutomationCheck = keyof typeof AUTOMATION_CHECKS;

export function isAutomationMode(value: unknown): value is AutomationMode {
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  return typeof value === "string" && (AUTOMATION_MODES as readonly string[]).includes(value);
}

/** The narrow view of `game.settings.register` used for the table-driven entries. */
interface SettingsRegistry {
  register(namespace: string, key: string, data: Record<string, unknown>): void;
}

/** Called once at `init`. */
export function registerSettings(): void {
  // cast: the table's keys are declared one by one in src/types.d.ts; registering them in a loop needs the
  // untyped form of `register`, the typed getters below stay checked.
  const settings = game.settings as SettingsRegistry;
  // A game loaded again on this page reads its own rules.
  knownExhaustionRules = null;
  const modeChoices = Object.fromEntries(AUTOMATION_MODES.map((mode) => [mode, `AUGMENTED.Settings.AutomationMode.${mode}`]));
  for (const [key, entry] of Object.entries(AUTOMATION_CHECKS)) {
    settings.register(packageId(), key, {
      name: `AUGMENTED.Settings.Automation.${key}.name`,
      hint: `AUGMENTED.Settings.Automation.${key}.hint`,
      scope: "world",
      config: true,
      type: String,
      choices: modeChoices,
      default: entry.default,
    });
  }
  settings.register(packageId(), "exhaustionRules", {
    name: "AUGMENTED.Settings.ExhaustionRules.name",
    hint: "AUGMENTED.Settings.ExhaustionRules.hint",
    scope: "world",
    config: true,
    type: String,
    choices: Object.fromEntries(EXHAUSTION_RULES.map((rules) => [rules, `AUGMENTED.Settings.ExhaustionRules.${rules}`])),
    default: DEFAULT_EXHAUSTION_RULES,
    onChange: () => {
      // Derived data (speed, d20 penalty) depends on the rule set: prepare every actor again, the synthetic
      // actors of unlinked tokens too (they are not in game.actors).
      knownExhaustionRules = null;
      for (const actor of actorsInPlay()) {
        actor.reset();
        actor.render(false);
      }
    },
  });
  settings.register(packageId(), "integrityPick", {
    name: "AUGMENTED.Settings.IntegrityPick.name",
    hint: "AUGMENTED.Settings.IntegrityPick.hint",
    scope: "world",
    config: true,
    type: String,
    choices: Object.fromEntries(INTEGRITY_PICK_MODES.map((mode) => [mode, `AUGMENTED.Settings.IntegrityPick.${mode}`])),
    default: DEFAULT_INTEGRITY_PICK_MODE,
  });
  // AM-DMG-1: automail joins the integrity save; the threshold is a fraction of max HP, and it can be switched off.
  settings.register(packageId(), "automailDamage", {
    name: "AUGMENTED.Settings.AutomailDamage.name",
    hint: "AUGMENTED.Settings.AutomailDamage.hint",
    scope: "world",
    config: true,
    type: Boolean,
    default: true,
  });
  settings.register(packageId(), "automailDamageFraction", {
    name: "AUGMENTED.Settings.AutomailDamageFraction.name",
    hint: "AUGMENTED.Settings.AutomailDamageFraction.hint",
    scope: "world",
    config: true,
    type: Number,
    range: { min: 0.05, max: 1, step: 0.05 },
    default: DEFAULT_AUTOMAIL_DAMAGE_FRACTION,
  });
  // Seed 004: how a character level maps to a 13th Age level (tiers, feats, the GA-TIRE-1 day limit).
  settings.register(packageId(), "gearforgedLevelScale", {
    name: "AUGMENTED.Settings.GearforgedLevelScale.name",
    hint: "AUGMENTED.Settings.GearforgedLevelScale.hint",
    scope: "world",
    config: true,
    type: String,
    choices: Object.fromEntries(LEVEL_SCALES.map((scale) => [scale, `AUGMENTED.Settings.GearforgedLevelScale.${scale}`])),
    default: DEFAULT_LEVEL_SCALE,
    onChange: (value: unknown, _options?: unknown, userId?: string) => {
      // The sheet's tier and day limit follow the scale: draw every open sheet again.
      for (const actor of game.actors ?? []) actor.render(false);
      // The 13th Age effects follow it too, at once (src/hooks/thirteenth-age.ts; one acting client per actor).
      Hooks.callAll(HOOKS.levelScaleChanged, String(value), userId ?? null);
    },
  });
  // AM-ACC-1: the player chooses Wisdom or Dexterity (prompt), or the better of the two is rolled at once (auto).
  settings.register(packageId(), "acclimationRoll", {
    name: "AUGMENTED.Settings.AcclimationRoll.name",
    hint: "AUGMENTED.Settings.AcclimationRoll.hint",
    scope: "world",
    config: true,
    type: String,
    choices: Object.fromEntries(ACCLIMATION_ROLL_MODES.map((mode) => [mode, `AUGMENTED.Settings.AcclimationRoll.${mode}`])),
    default: DEFAULT_ACCLIMATION_ROLL_MODE,
  });
}

/** Seed 004: ceil(level / 2) ("half", default) or the level as it is ("full"). */
export function gearforgedLevelScale(): LevelScale {
  const value: unknown = readSetting("gearforgedLevelScale");
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  return (LEVEL_SCALES as readonly unknown[]).includes(value) ? (value as LevelScale) : DEFAULT_LEVEL_SCALE;
}

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

/** CY-INT-2: who picks the augment a failed integrity save damages. */
export function integrityPickMode(): IntegrityPickMode {
  const value: unknown = readSetting("integrityPick");
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  return (INTEGRITY_PICK_MODES as readonly unknown[]).includes(value) ? (value as IntegrityPickMode) : DEFAULT_INTEGRITY_PICK_MODE;
}

/** The mode of one automated check (falls back to the default if the stored value is unknown). */
export function automationMode(check: AutomationCheck): AutomationMode {
  const value: unknown = readSetting(check);
  return isAutomationMode(value) ? value : AUTOMATION_CHECKS[check].default;
}

/**
 * The rules once read from the registered setting: every preparation of every actor asks (data/actor/parts/
 * derive.ts). Measured need (bench/prepare): reading the setting each time costs 7% of the system's part
 * of preparing 1,000 characters. Forgotten when the setting is registered (each game) and in its onChange.
 */
let knownExhaustionRules: ExhaustionRules | null = null;

/** The world's exhaustion rules once read (null before: no world, or the setting not read yet). */
export function knownExhaustionRulesOrNull(): ExhaustionRules | null {
  return knownExhaustionRules;
}

/** CORE-6: which exhaustion table applies; "2024" until the setting is registered (or if it holds junk). */
export function exhaustionRules(): ExhaustionRules {
  if (knownExhaustionRules !== null) return knownExhaustionRules;
  const value: unknown = readSetting("exhaustionRules");
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  const rules = (EXHAUSTION_RULES as readonly unknown[]).includes(value) ? (value as ExhaustionRules) : DEFAULT_EXHAUSTION_RULES;
  if (value !== undefined) knownExhaustionRules = rules;
  return rules;
}

function readSetting(key: string): unknown {
  // cast: see registerSettings; values are validated by the callers above.
  const settings = game.settings as { get(namespace: string, key: string): unknown; settings: Map<string, unknown> };
  if (!settings.settings.has(`${packageId()}.${key}`)) return undefined;
  return settings.get(packageId(), key);
}
