/**
 * Damage types, the non-damage kinds a damage card can carry (healing, temp HP), validation of raw input,
 * and CORE-3's per-type multipliers. Validation returns typed errors with reason codes (never throws) so the
 * glue can localize them (`AUGMENTED.DamageError.<reason>`) and refuse without a half-applied update.
 */

/** The thirteen 5e damage types. */
export const DAMAGE_TYPES = [
  "acid",
  "bludgeoning",
  "cold",
  "fire",
  "force",
  "lightning",
  "necrotic",
  "piercing",
  "poison",
  "psychic",
  "radiant",
  "slashing",
  "thunder",
] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];

/** What a damage-card line can be: a damage type, healing, or a temporary HP grant. */
export const HEALING_KINDS = ["healing", "temphp"] as const;
export type HealingKind = (typeof HEALING_KINDS)[number];
export type DamageKind = DamageType | HealingKind;

export function isDamageType(value: unknown): value is DamageType {
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  return (DAMAGE_TYPES as readonly unknown[]).includes(value);
}

export function isDamageKind(value: unknown): value is DamageKind {
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  return isDamageType(value) || (HEALING_KINDS as readonly unknown[]).includes(value);
}

/** One line of damage (or healing) as validated: a whole, non-negative amount of a known kind. */
export interface DamageInstance {
  amount: number;
  type: DamageKind;
  /**
   * Ongoing damage (dealt again each turn until it ends, as a poison's): present and true only then. GA-IMM-1's
   * 13th Age gearforged is immune to ongoing poison damage while a single poison hit still harms it.
   */
  ongoing?: true;
}

/** Raw input as the glue has it (typed by a user, read from a chat card, sent over a socket). */
export interface RawDamageInstance {
  amount: unknown;
  type: unknown;
  /** True for ongoing damage (GA-IMM-1); anything else is a one-off hit. */
  ongoing?: unknown;
}

export type DamageErrorReason = "unknownType" | "notANumber" | "nonFinite" | "negative" | "tooLarge" | "totalTooLarge";

/**
 * The largest amount one damage line, and all lines together, may carry. Far above any 5e creature's HP (the
 * largest have a few hundred), so it only refuses typing slips and junk; and far below where sums, doubling by
 * vulnerability and HP arithmetic lose precision or overflow (two lines of 1e308 sum to Infinity).
 */
export const MAX_DAMAGE_AMOUNT = 1_000_000;

export interface DamageInputError {
  /** Position in the input list, so the card can highlight the bad line. */
  index: number;
  reason: DamageErrorReason;
}

export type DamageValidation =
  | { ok: true; instances: DamageInstance[] }
  | { ok: false; errors: DamageInputError[] };

/**
 * Validate a list of raw lines. Every error is reported (not just the first). Fractional amounts are
 * rounded down: 5e rounds down everywhere, and halved damage ("half on a save") arrives fractional.
 */
export function validateDamageInstances(raw: readonly RawDamageInstance[]): DamageValidation {
  const errors: DamageInputError[] = [];
  const instances: DamageInstance[] = [];
  let total = 0;
  let over = -1;
  for (let index = 0; index < raw.length; index++) {
    const entry: RawDamageInstance | null | undefined = raw[index];
    // A line that is not an object at all (null from a hand-written macro or a forged card) has no kind.
    const line: Partial<RawDamageInstance> = typeof entry === "object" && entry !== null ? entry : {};
    if (!isDamageKind(line.type)) {
      errors.push({ index, reason: "unknownType" });
      continue;
    }
    if (typeof line.amount !== "number" || Number.isNaN(line.amount)) {
      errors.push({ index, reason: "notANumber" });
      continue;
    }
    if (!Number.isFinite(line.amount)) {
      errors.push({ index, reason: "nonFinite" });
      continue;
    }
    if (line.amount < 0) {
      errors.push({ index, reason: "negative" });
      continue;
    }
    if (line.amount > MAX_DAMAGE_AMOUNT) {
      errors.push({ index, reason: "tooLarge" });
      continue;
    }
    const amount = Math.floor(line.amount);
    instances.push(line.ongoing === true && isDamageType(line.type) ? { amount, type: line.type, ongoing: true } : { amount, type: line.type });
    // Each line is in range; their sum may still not be (the first line that takes it over is named).
    total += amount;
    if (over < 0 && total > MAX_DAMAGE_AMOUNT) over = index;
  }
  if (errors.length === 0 && over >= 0) errors.push({ index: over, reason: "totalTooLarge" });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, instances };
}

/** Damage traits of the target. Iterables so both arrays and Foundry SetFields can be passed directly. */
export interface DamageTraits {
  immune?: Iterable<DamageType>;
  resistant?: Iterable<DamageType>;
  vulnerable?: Iterable<DamageType>;
  /** GA-IMM-1: types it is immune to when the damage is ongoing (a one-off hit of the type is not affected). */
  immuneOngoing?: Iterable<DamageType>;
}

export type DamageTrait = "immune" | "resistant" | "vulnerable" | "cancelled" | "none";

function listHas(list: Iterable<DamageType> | undefined, type: DamageType): boolean {
  if (!list) return false;
  for (const entry of list) if (entry === type) return true;
  return false;
}

/**
 * Which trait applies to a type. Immunity wins over everything. Resistance and vulnerability together
 * cancel (multiplier 1): the project's reading of 5e; strict RAW (halve, then double) would differ by at
 * most 1 on odd amounts, and "they cancel" is what tables expect. Several sources of one trait count once.
 */
export function damageTraitFor(type: DamageType, traits: DamageTraits = {}, ongoing = false): DamageTrait {
  if (listHas(traits.immune, type) || (ongoing && listHas(traits.immuneOngoing, type))) return "immune";
  const resistant = listHas(traits.resistant, type);
  const vulnerable = listHas(traits.vulnerable, type);
  if (resistant && vulnerable) return "cancelled";
  if (resistant) return "resistant";
  if (vulnerable) return "vulnerable";
  return "none";
}

/** CORE-3: immunity 0, resistance half rounded down, vulnerability double. */
export function applyDamageTrait(amount: number, trait: DamageTrait): number {
  switch (trait) {
    case "immune":
      return 0;
    case "resistant":
      return Math.floor(amount / 2);
    case "vulnerable":
      return amount * 2;
    case "cancelled":
    case "none":
      return amount;
  }
}

/** CORE-3 for one line: the amount after the target's traits. Healing and temp HP are never modified. */
export function modifiedDamage(instance: DamageInstance, traits: DamageTraits = {}): { amount: number; trait: DamageTrait } {
  if (!isDamageType(instance.type)) return { amount: instance.amount, trait: "none" };
  const trait = damageTraitFor(instance.type, traits, instance.ongoing === true);
  return { amount: applyDamageTrait(instance.amount, trait), trait };
}
