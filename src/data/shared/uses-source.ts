/**
 * Where a uses maximum comes from, in words ("3 (CON mod)", never `@abilities.con.mod` or `@prof`):
 * the formula with each variable named as a player reads it. A plain number has no source (empty string).
 */
const VARIABLE = /@abilities\.(str|dex|con|int|wis|cha)\.mod\b|@(str|dex|con|int|wis|cha)\b|@prof\b/g;

export function usesSource(formula: string, localize: (key: string, data?: Record<string, string>) => string): string {
  const text = formula.trim();
  if (text === "" || /^\d+$/.test(text)) return "";
  return text.replace(VARIABLE, (_match, long: string | undefined, short: string | undefined) => {
    const ability = long ?? short;
    if (!ability) return localize("AUGMENTED.Uses.Source.Prof");
    return localize("AUGMENTED.Uses.Source.AbilityMod", { ability: localize(`AUGMENTED.Ability.${ability}.abbr`) });
  });
}
