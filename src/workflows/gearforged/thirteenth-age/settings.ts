/**
 * The 13th Age gearforged's world setting (src/features/thirteenth-age.ts declares it): how a character level maps
 * to a 13th Age level (tiers, feats, the GA-TIRE-1 day limit).
 */
import type { FeatureSetting } from "../../../settings";
import { readSetting } from "../../../settings";
import { HOOKS } from "../../../utils/hook-names";
import { DEFAULT_LEVEL_SCALE, LEVEL_SCALES, type LevelScale } from "../../../rules/gearforged/thirteenth-age/levels";

export const LEVEL_SCALE_SETTING: FeatureSetting = {
  key: "gearforgedLevelScale",
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
    // The 13th Age effects follow it too, at once (./refresh.ts; one acting client per actor).
    Hooks.callAll(HOOKS.levelScaleChanged, String(value), userId ?? null);
  },
};

/** Seed 004: ceil(level / 2) ("half", default) or the level as it is ("full"). */
export function gearforgedLevelScale(): LevelScale {
  const value: unknown = readSetting("gearforgedLevelScale");
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  return (LEVEL_SCALES as readonly unknown[]).includes(value) ? (value as LevelScale) : DEFAULT_LEVEL_SCALE;
}
