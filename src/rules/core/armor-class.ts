/**
 * Armor class from equipped armor, shield and flat bonuses, with a breakdown for the sheet's tooltip.
 * Only one body armor and one shield count; if several are equipped (bad data, or a drop mid-swap) the best
 * one counts and the result carries a warning, so the sheet can flag it rather than silently fixing it.
 */

export const ARMOR_KINDS = ["light", "medium", "heavy", "shield"] as const;
export type ArmorKind = (typeof ARMOR_KINDS)[number];

/** Dexterity cap for medium armor (5e); an item may override it. */
export const MEDIUM_ARMOR_DEX_CAP = 2;
export const DEFAULT_SHIELD_VALUE = 2;
export const UNARMORED_BASE = 10;

/** i18n keys for the lines the rules name themselves; item and bonus lines carry their own names. */
export const AC_LABELS = {
  unarmored: "AUGMENTED.AC.Unarmored",
  dexterity: "AUGMENTED.AC.Dexterity",
} as const;

export interface EquippedArmor {
  id: string;
  name: string;
  kind: ArmorKind;
  /** Base AC for body armor; the bonus for a shield (default 2). */
  value?: number;
  /** Enhancement bonus (+1 armor). */
  bonus?: number;
  /** Overrides the Dex cap: a number caps Dex, null removes the cap. Heavy armor ignores Dex regardless. */
  dexCap?: number | null;
}

/** When a flat bonus applies: always, only without body armor, or only without heavy armor (GF-UPG-10). */
export type AcBonusCondition = "always" | "unarmored" | "noHeavyArmor";

export interface AcBonus {
  /** An i18n key (localize: true) or a name to show as is (an item's or effect's name). */
  label: string;
  localize?: boolean;
  amount: number;
  when?: AcBonusCondition;
}

export interface AcInput {
  dexMod: number;
  /** Every equipped armor-like item (armor and shields). */
  equipped: readonly EquippedArmor[];
  bonuses?: readonly AcBonus[];
  /** Unarmored base (10, or a feature's 13). */
  unarmoredBase?: number;
}

export type AcSource = "base" | "dex" | "shield" | "bonus";

export interface AcLine {
  source: AcSource;
  label: string;
  localize: boolean;
  amount: number;
}

export interface AcWarning {
  code: "multipleArmor" | "multipleShields";
  /** Every equipped item of that kind, sorted by id. */
  ids: string[];
  /** The one that counts. */
  used: string;
}

export interface ArmorClass {
  value: number;
  /** Base, then Dex, then shield, then bonuses in input order; zero lines left out. */
  breakdown: AcLine[];
  armorId: string | null;
  shieldId: string | null;
  warnings: AcWarning[];
}

function finite(n: number | undefined, fallback: number): number {
  return n !== undefined && Number.isFinite(n) ? n : fallback;
}

/** Dex contribution for a body armor: all of it (light), capped (medium), none (heavy). */
export function armorDexContribution(armor: Pick<EquippedArmor, "kind" | "dexCap">, dexMod: number): number {
  if (armor.kind === "heavy") return 0;
  const cap = armor.dexCap === undefined ? (armor.kind === "medium" ? MEDIUM_ARMOR_DEX_CAP : null) : armor.dexCap;
  return cap === null ? dexMod : Math.min(dexMod, cap);
}

/** Pick the best of several by score; ties go to the lowest id so the choice never depends on list order. */
function pickBest(items: readonly EquippedArmor[], score: (item: EquippedArmor) => number): EquippedArmor | null {
  let best: EquippedArmor | null = null;
  for (const item of items) {
    if (best === null || score(item) > score(best) || (score(item) === score(best) && item.id < best.id)) best = item;
  }
  return best;
}

function warningFor(code: AcWarning["code"], items: readonly EquippedArmor[], used: EquippedArmor | null): AcWarning[] {
  if (items.length < 2 || !used) return [];
  return [{ code, ids: items.map((item) => item.id).sort(), used: used.id }];
}

export function computeArmorClass(input: AcInput): ArmorClass {
  const dexMod = finite(input.dexMod, 0);
  const none = input.equipped.length === 0;
  const bodies = none ? input.equipped : input.equipped.filter((item) => item.kind !== "shield");
  const shields = none ? input.equipped : input.equipped.filter((item) => item.kind === "shield");
  const armorBase = (a: EquippedArmor) => finite(a.value, UNARMORED_BASE) + finite(a.bonus, 0);
  const armor = pickBest(bodies, (a) => armorBase(a) + armorDexContribution(a, dexMod));
  const shieldValue = (s: EquippedArmor) => finite(s.value, DEFAULT_SHIELD_VALUE) + finite(s.bonus, 0);
  const shield = pickBest(shields, shieldValue);

  const breakdown: AcLine[] = [];
  if (armor) breakdown.push({ source: "base", label: armor.name, localize: false, amount: armorBase(armor) });
  else breakdown.push({ source: "base", label: AC_LABELS.unarmored, localize: true, amount: finite(input.unarmoredBase, UNARMORED_BASE) });
  const dex = armor ? armorDexContribution(armor, dexMod) : dexMod;
  if (dex !== 0) breakdown.push({ source: "dex", label: AC_LABELS.dexterity, localize: true, amount: dex });
  if (shield) breakdown.push({ source: "shield", label: shield.name, localize: false, amount: shieldValue(shield) });

  for (const bonus of input.bonuses ?? []) {
    const when = bonus.when ?? "always";
    if (when === "unarmored" && armor) continue;
    if (when === "noHeavyArmor" && armor?.kind === "heavy") continue;
    const amount = finite(bonus.amount, 0);
    if (amount === 0) continue;
    breakdown.push({ source: "bonus", label: bonus.label, localize: bonus.localize === true, amount });
  }

  return {
    value: breakdown.reduce((sum, line) => sum + line.amount, 0),
    breakdown,
    armorId: armor?.id ?? null,
    shieldId: shield?.id ?? null,
    warnings: warningFor("multipleArmor", bodies, armor).concat(warningFor("multipleShields", shields, shield)),
  };
}
