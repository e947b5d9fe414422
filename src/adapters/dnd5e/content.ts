/**
 * What a dnd5e GM turns on: the module brings three content lines (the Cyborg, Gearforged, Automail), each a world
 * setting of its own, read at `init` (Foundry has loaded world settings by then; requiresReload, so a change boots
 * the module again). One module rather than three: one install, one compendium folder, one set of shared cards,
 * and the features a line needs both of (integrity follows automail limbs as well as augments) enabled once. A table
 * with only Cyborgs turns the other lines off and sees none of their settings (a feature's settings are registered
 * only when it is enabled: features/setting.ts).
 */
import type { Feature } from "../../features/feature";
import { MODULE_ID } from "./constants";

export const CONTENT_LINES = ["cyborg", "gearforged", "automail"] as const;
export type ContentLine = (typeof CONTENT_LINES)[number];

/** Which lines are on. */
export type ContentSwitches = Readonly<Record<ContentLine, boolean>>;

/** A line's world setting key. */
export function contentSettingKey(line: ContentLine): string {
  return `content.${line}`;
}

/** Each line's default: the Cyborg is what the module has always brought; the others are opted into. */
export const CONTENT_DEFAULTS: ContentSwitches = { cyborg: true, gearforged: false, automail: false };

/**
 * The lines each feature serves; a feature not listed serves every line (the shared machinery). It is enabled when
 * any of its lines is on.
 */
export const FEATURE_LINES: Readonly<Record<string, readonly ContentLine[]>> = {
  integrity: ["cyborg", "automail"],
  "system-failure": ["cyborg"],
  "augment-use": ["cyborg"],
  "augment-install": ["cyborg"],
  "augment-design": ["cyborg"],
  gearforged: ["gearforged"],
  "thirteenth-age": ["gearforged"],
  automail: ["automail"],
};

/** The features of `all` the switches enable, in their order. */
export function featuresFor(all: readonly Feature[], switches: ContentSwitches): Feature[] {
  return all.filter((feature) => {
    const lines = FEATURE_LINES[feature.id];
    return !lines || lines.some((line) => switches[line]);
  });
}

/** Registers the three switches (in the module's settings) and reads them; at `init`, before any feature. */
export function registerContentSwitches(): ContentSwitches {
  // cast: the switches' keys are built from the line names; the untyped form of `register` and `get` takes them.
  const settings = game.settings as { register(ns: string, key: string, data: Record<string, unknown>): void; get(ns: string, key: string): unknown };
  const out: Record<ContentLine, boolean> = { ...CONTENT_DEFAULTS };
  for (const line of CONTENT_LINES) {
    settings.register(MODULE_ID, contentSettingKey(line), {
      // Keys: Foundry localizes a setting's name and hint where it shows them.
      name: `AUGMENTED.Dnd5e.Content.${line}.name`,
      hint: `AUGMENTED.Dnd5e.Content.${line}.hint`,
      scope: "world",
      config: true,
      type: Boolean,
      default: CONTENT_DEFAULTS[line],
      requiresReload: true,
    });
    out[line] = settings.get(MODULE_ID, contentSettingKey(line)) === true;
  }
  return out;
}
