/**
 * World settings shared by the hosts: the automated checks' modes, the exhaustion rules and the integrity pick,
 * declared here and brought by their features (src/features/: `settings`). An automated check has a line in
 * AUTOMATION_CHECKS, an `AUGMENTED.Settings.Automation.<key>` name/hint in lang/en.json and a SettingConfig entry in
 * src/types.d.ts. Each check's mode is `auto` (roll and apply), `prompt` (a chat card with buttons, the default) or
 * `off` (nothing rolls; the sheet shows what is due). A feature's own settings sit with its workflows.
 */
import { packageId } from "./constants";
import { DEFAULT_EXHAUSTION_RULES, EXHAUSTION_RULES, type ExhaustionRules } from "./rules/core/exhaustion";
import { DEFAULT_INTEGRITY_PICK_MODE, INTEGRITY_PICK_MODES, type IntegrityPickMode } from "./rules/cyborg/integrity";
import { actorsInPlay } from "./utils/actors-in-play";

/** One world setting a feature brings (`Feature.settings`, src/features/setting.ts), as `game.settings.register` takes it. */
export interface FeatureSetting {
  readonly key: string;
  readonly name?: string;
  readonly hint?: string;
  readonly scope: "world" | "client";
  /** Shown in the settings window. */
  readonly config: boolean;
  readonly type: typeof String | typeof Number | typeof Boolean | typeof Object;
  readonly choices?: Readonly<Record<string, string>>;
  readonly range?: { readonly min: number; readonly max: number; readonly step: number };
  readonly default: string | number | boolean | Readonly<Record<string, unknown>>;
  readonly onChange?: (value: unknown, options?: unknown, userId?: string) => void;
}

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
  return (AUTOMATION_MODES as readonly unknown[]).includes(value);
}

/** `value` when it is one of `ids`, else `fallback` (a stored setting that holds junk). */
function oneOf<T extends string>(ids: readonly T[], value: unknown, fallback: T): T {
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  return (ids as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

/** The setting of one automated check (its feature declares it: death saves, integrity). */
export function automationCheckSetting(check: AutomationCheck): FeatureSetting {
  return {
    key: check,
    name: `AUGMENTED.Settings.Automation.${check}.name`,
    hint: `AUGMENTED.Settings.Automation.${check}.hint`,
    scope: "world",
    config: true,
    type: String,
    choices: Object.fromEntries(AUTOMATION_MODES.map((mode) => [mode, `AUGMENTED.Settings.AutomationMode.${mode}`])),
    default: AUTOMATION_CHECKS[check].default,
  };
}

/** CORE-6: the exhaustion table the rolls and the prepared speeds follow (the shared core declares it). */
export const EXHAUSTION_RULES_SETTING: FeatureSetting = {
  key: "exhaustionRules",
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
};

/** CY-INT-2: who picks the augment a failed integrity save damages (the integrity feature declares it). */
export const INTEGRITY_PICK_SETTING: FeatureSetting = {
  key: "integrityPick",
  name: "AUGMENTED.Settings.IntegrityPick.name",
  hint: "AUGMENTED.Settings.IntegrityPick.hint",
  scope: "world",
  config: true,
  type: String,
  choices: Object.fromEntries(INTEGRITY_PICK_MODES.map((mode) => [mode, `AUGMENTED.Settings.IntegrityPick.${mode}`])),
  default: DEFAULT_INTEGRITY_PICK_MODE,
};

/** Called once at init, with the setting registered: a game loaded again on this page reads its own rules. */
export function forgetExhaustionRules(): void {
  knownExhaustionRules = null;
}

/** CY-INT-2: who picks the augment a failed integrity save damages. */
export function integrityPickMode(): IntegrityPickMode {
  return oneOf(INTEGRITY_PICK_MODES, readSetting("integrityPick"), DEFAULT_INTEGRITY_PICK_MODE);
}

/** The mode of one automated check (falls back to the default if the stored value is unknown). */
export function automationMode(check: AutomationCheck): AutomationMode {
  return oneOf(AUTOMATION_MODES, readSetting(check), AUTOMATION_CHECKS[check].default);
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
  const rules = oneOf(EXHAUSTION_RULES, value, DEFAULT_EXHAUSTION_RULES);
  if (value !== undefined) knownExhaustionRules = rules;
  return rules;
}

/** Writes a setting under the running package's id (a world setting: a GM's client only); false when not registered. */
export async function writeSetting(key: string, value: unknown): Promise<boolean> {
  // cast: the untyped form of `set`, as readSetting's `get`.
  const settings = game.settings as { set(namespace: string, key: string, value: unknown): Promise<unknown>; settings: Map<string, unknown> };
  if (!settings.settings.has(`${packageId()}.${key}`)) return false;
  await settings.set(packageId(), key, value);
  return true;
}

/** A setting's value under the running package's id; undefined when its feature is not enabled (not registered). */
export function readSetting(key: string): unknown {
  // cast: the untyped form of `get`; values are validated by the callers.
  const settings = game.settings as { get(namespace: string, key: string): unknown; settings: Map<string, unknown> };
  if (!settings.settings.has(`${packageId()}.${key}`)) return undefined;
  return settings.get(packageId(), key);
}
