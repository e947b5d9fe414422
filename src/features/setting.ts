/**
 * The world settings a feature brings (`Feature.settings`), registered by the host at init under its package's id
 * (the system's, or the dnd5e module's): a host registers only its enabled features' settings.
 */
import { packageId } from "../constants";
import type { Feature } from "./feature";
import type { FeatureSetting } from "../settings";

/**
 * The order the settings window lists the settings in: Foundry shows a package's settings in the order they were
 * registered, and this order does not follow the features' (13th Age's scale sits between two Automail settings).
 * A declared setting not listed here comes after these, in the features' order.
 */
export const SETTINGS_WINDOW_ORDER: readonly string[] = [
  "deathSaveOnDamage",
  "integritySave",
  "exhaustionRules",
  "integrityPick",
  "automailDamage",
  "automailDamageFraction",
  "gearforgedLevelScale",
  "acclimationRoll",
];

/** The settings the features declare, in the order they are registered. */
export function settingsOf(features: readonly Feature[]): FeatureSetting[] {
  const declared = features.flatMap((feature) => feature.settings ?? []);
  const rank = (setting: FeatureSetting) => {
    const index = SETTINGS_WINDOW_ORDER.indexOf(setting.key);
    return index === -1 ? SETTINGS_WINDOW_ORDER.length : index;
  };
  // A stable sort: the unlisted ones keep the features' order.
  return [...declared].sort((a, b) => rank(a) - rank(b));
}

/** Registers the features' settings under the running package's id. */
export function registerFeatureSettings(features: readonly Feature[]): void {
  // cast: the keys are declared one by one in src/types.d.ts; registering them in a loop needs the untyped form of
  // `register`, the typed getters stay checked.
  const settings = game.settings as { register(namespace: string, key: string, data: Record<string, unknown>): void };
  for (const { key, ...data } of settingsOf(features)) settings.register(packageId(), key, data);
}
