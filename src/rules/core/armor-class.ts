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

/**
 * Whether a bonus with condition `when` applies over the body armor `worn` (the one place the conditions are
 * decided: the AC computation passes the armor it counts, the Reinforced Chassis line every equipped piece).
 */
export function acBonusApplies(when: AcBonusCondition, worn: readonly { kind: string }[]): boolean {
  if (when === "unarmored") return worn.length === 0;
  if (when === "noHeavyArmor") return !worn.some((item) => item.kind === "heavy");
  return true;
}

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

// Number.isFinite is false for every non-number, so it alone decides (the predicate tells TypeScript).
function isFiniteNumber(n: unknown): n is number {
  return Number.isFinite(n);
}

function finite(n: number | undefined, fallback: number): number {
  return isFiniteNumber(n) ? n : fallback;
}

/** Dex contribution for a body armor: all of it (light), capped (medium), none (heavy). */
export function armorDexContribution(armor: Pick<EquippedArmor, "kind" | "dexCap">, dexMod: number): number {
  if (armor.kind === "heavy") return 0;
  const cap = armor.dexCap === undefined ? (armor.kind === "medium" ? MEDIUM_ARMOR_DEX_CAP : null) : armor.dexCap;
  return cap === null ? dexMod : Math.min(dexMod, cap);
}

function armorBase(armor: EquippedArmor): number {
  return finite(armor.value, UNARMORED_BASE) + finite(armor.bonus, 0);
}

function shieldValue(shield: EquippedArmor): number {
  return finite(shield.value, DEFAULT_SHIELD_VALUE) + finite(shield.bonus, 0);
}

/** What an item is worth in its slot: a body armor with its Dex contribution, a shield by its bonus. */
function slotScore(item: EquippedArmor, dexMod: number): number {
  return item.kind === "shield" ? shieldValue(item) : armorBase(item) + armorDexContribution(item, dexMod);
}

/**
 * The best of several in one slot by score; ties go to the lowest id so the choice never depends on list order.
 * No score callback: closures made on every call would be a tenth of preparing 1,000 characters (bench/prepare),
 * and most actors wear nothing.
 */
function pickBest(items: readonly EquippedArmor[], dexMod: number): EquippedArmor | null {
  let best: EquippedArmor | null = null;
  let bestScore = 0;
  for (const item of items) {
    const score = slotScore(item, dexMod);
    if (best === null || score > bestScore || (score === bestScore && item.id < best.id)) {
      best = item;
      bestScore = score;
    }
  }
  return best;
}

function warningFor(code: AcWarning["code"], items: readonly EquippedArmor[], used: EquippedArmor | null): AcWarning[] {
  if (items.length < 2 || !used) return [];
  return [{ code, ids: items.map((item) => item.id).sort(), used: used.id }];
}

const NO_ARMOR: readonly EquippedArmor[] = Object.freeze([]);

export function computeArmorClass(input: AcInput): ArmorClass {
  const dexMod = finite(input.dexMod, 0);
  const none = input.equipped.length === 0;
  const bodies = none ? NO_ARMOR : input.equipped.filter((item) => item.kind !== "shield");
  const shields = none ? NO_ARMOR : input.equipped.filter((item) => item.kind === "shield");
  const armor = pickBest(bodies, dexMod);
  const shield = pickBest(shields, dexMod);

  const breakdown: AcLine[] = [];
  if (armor) breakdown.push({ source: "base", label: armor.name, localize: false, amount: armorBase(armor) });
  else breakdown.push({ source: "base", label: AC_LABELS.unarmored, localize: true, amount: finite(input.unarmoredBase, UNARMORED_BASE) });
  const dex = armor ? armorDexContribution(armor, dexMod) : dexMod;
  if (dex !== 0) breakdown.push({ source: "dex", label: AC_LABELS.dexterity, localize: true, amount: dex });
  if (shield) breakdown.push({ source: "shield", label: shield.name, localize: false, amount: shieldValue(shield) });

  for (const bonus of input.bonuses ?? []) {
    if (!acBonusApplies(bonus.when ?? "always", armor ? [armor] : [])) continue;
    const amount = finite(bonus.amount, 0);
    if (amount === 0) continue;
    breakdown.push({ source: "bonus", label: bonus.label, localize: bonus.localize === true, amount });
  }

  let value = 0;
  for (const line of breakdown) value += line.amount;
  return {
    value,
    breakdown,
    armorId: armor?.id ?? null,
    shieldId: shield?.id ?? null,
    warnings: none ? [] : warningFor("multipleArmor", bodies, armor).concat(warningFor("multipleShields", shields, shield)),
  };
}
