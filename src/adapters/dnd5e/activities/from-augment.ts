/**
 * The dnd5e activities an augment's purpose calls for (plain data in, dnd5e's stored activity data out; no Foundry):
 * - attack (CY-ATK-1/2): an `attack` activity, a Bonus Action; to hit 1d20 + the relevant ability modifier + PB,
 *   damage Nd6 + that modifier of the design's type. dnd5e adds an item's proficiency only for its own item types
 *   (module/documents/item.mjs:616-623 at release-5.3.3), so PB is the attack's `bonus` (`@prof`); the modifier is
 *   the attack's `ability` and, in the damage part, `@mod` (the activity's ability modifier in its roll data);
 * - a save-based attack (CY-ATK-3, CY-DC-1): a `save` activity of the design's save ability at the augment save DC,
 *   the same damage on a failure only (the rule grants none on a success);
 * - healing (CY-HEAL-1): a `heal` activity, an Action, Nd6 + the Intelligence modifier (its Augment Check against
 *   the GM's DC comes first: ./healing-check.ts);
 * - environmental (CY-ENV-1): a `utility` activity, an Action, whose roll is the Augment Check, 1d20 + PB with
 *   advantage (`2d20kh + @prof`);
 * - utility (CY-UTL-1) and the mobility modes that are activated (CY-MOB-1/3/4: flight, transformation, a jump): a
 *   `utility` activity; a flight or transformation lasts 1 minute;
 * - a passive augment, a passive speed improvement (CY-USE-3) or a prosthetic (CY-SLOT-4): none (dnd5e files an item
 *   without activities as a passive feature).
 * Each activity spends one of the item's own uses (CY-USE-1): a consumption target of type `itemUses` with a blank
 * target (the item itself, module/data/activity/fields/consumption-targets-field.mjs:357-368), so dnd5e refuses the
 * use when none is left, spends it, and shows it on the usage card.
 *
 * The save DC (CY-DC-1) as dnd5e's save activity computes it (module/data/activity/save-data.mjs:100-112): an
 * ability calculation is that ability's `dc`, 8 + PB + its modifier (+ dnd5e's spell DC bonus, where System Failure's
 * overdrive puts its +3, SF-4); so a DC of the augment (8 + PB + its relevant ability modifier) or a class feature's
 * ability DC (feature-dcs.ts: `ability.<id>`) is that ability's calculation; a feature's fixed DC (`formula.…`) is its
 * value as a formula; an augment without a relevant ability, 8 + PB.
 */
import { type AbilityId, isAbilityId } from "../../../rules/core/abilities";
import { type AugmentPurpose, clampDice, isAugmentPurpose, MOBILITY_MODES, type MobilityMode } from "../../../rules/cyborg/augment";
import { MAX_AUGMENT_RANGE_FT, MOBILITY_DURATIONS, mobilityActivation } from "../../../rules/cyborg/mobility";

/** The augment's design fields the activities are made from. */
export interface AugmentActivityFields {
  purpose: AugmentPurpose;
  ability: AbilityId | null;
  damageType: string | null;
  attackSave: AbilityId | null;
  saveDcFeatureId: string | null;
  /** N in Nd6 (CY-ATK-2, CY-HEAL-1), clamped to 1..5. */
  dice: number;
  rangeFt: number | null;
  passive: boolean;
  mobilityMode: MobilityMode | null;
}

/** One damage or healing part as dnd5e stores it (module/data/shared/damage-field.mjs). */
export interface Dnd5eDamagePart {
  number: number;
  denomination: number;
  bonus: string;
  types: string[];
  custom: { enabled: boolean; formula: string };
}

/** dnd5e's stored activity, the fields set here (module/data/activity/base-activity.mjs:44-95; the rest take their initial values). */
export interface Dnd5eActivityBase {
  _id: string;
  type: "attack" | "save" | "heal" | "utility";
  name: string;
  sort: number;
  activation: { type: string; value: number | null; condition: string; override: boolean };
  consumption: { scaling: { allowed: boolean; max: string }; spellSlot: boolean; targets: { type: "itemUses"; target: string; value: string; scaling: Record<string, never> }[] };
  duration: { value: string; units: string; special: string; concentration: boolean; override: boolean };
  range: { value: string; units: string; special: string; override: boolean };
  target: { affects: { count: string; type: string; choice: boolean; special: string }; prompt: boolean; override: boolean };
}

export interface Dnd5eAttackActivity extends Dnd5eActivityBase {
  type: "attack";
  attack: { ability: string; bonus: string; critical: { threshold: number | null }; flat: boolean; type: { value: "melee" | "ranged"; classification: "weapon" } };
  damage: { critical: { bonus: string }; includeBase: boolean; parts: Dnd5eDamagePart[] };
}

export interface Dnd5eSaveActivity extends Dnd5eActivityBase {
  type: "save";
  save: { ability: string[]; dc: { calculation: string; formula: string } };
  damage: { onSave: "none" | "half" | "full"; parts: Dnd5eDamagePart[] };
}

export interface Dnd5eHealActivity extends Dnd5eActivityBase {
  type: "heal";
  healing: Dnd5eDamagePart;
}

export interface Dnd5eUtilityActivity extends Dnd5eActivityBase {
  type: "utility";
  roll: { formula: string; name: string; prompt: boolean; visible: boolean };
}

export type Dnd5eActivitySource = Dnd5eAttackActivity | Dnd5eSaveActivity | Dnd5eHealActivity | Dnd5eUtilityActivity;

/**
 * The ids of the activities made here: fixed per type (16 characters, as dnd5e's `staticID` pads its own,
 * module/utils.mjs), so a pack built twice stores the same ids and the module can tell its activities from ones a
 * GM added by hand.
 */
export const AUGMENT_ACTIVITY_IDS = {
  attack: "augmentattack000",
  save: "augmentsave00000",
  heal: "augmentheal00000",
  utility: "augmentutility00",
} as const satisfies Record<Dnd5eActivitySource["type"], string>;

const OWN_IDS = new Set<string>(Object.values(AUGMENT_ACTIVITY_IDS));

/** Whether an activity id is one this mapping makes (the others are a GM's and are kept). */
export function isAugmentActivityId(id: string): boolean {
  return OWN_IDS.has(id);
}

/** The die of augment damage and healing (CY-ATK-2, CY-HEAL-1). */
const D6 = 6;
/** A melee augment attack's reach, feet: an augment without a designed range strikes what it touches. */
const MELEE_REACH_FT = 5;

function record(value: unknown): Record<string, unknown> {
  // cast: any object read as a record of unknown fields; each field is checked where it is read.
  return value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};
}

function abilityOrNull(value: unknown): AbilityId | null {
  return isAbilityId(value) ? value : null;
}

function finiteOrNull(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/**
 * The activity fields of an augment's stored system data, read defensively (a hand-made augment may lack any of
 * them): null when it has no valid purpose, so it gets no activities rather than wrong ones.
 */
export function activityFieldsOf(system: unknown): AugmentActivityFields | null {
  const source = record(system);
  if (!isAugmentPurpose(source.purpose)) return null;
  const mode = record(source.mobility).mode;
  const damageType = typeof source.damageType === "string" && source.damageType !== "" ? source.damageType : null;
  const feature = typeof source.saveDcFeatureId === "string" && source.saveDcFeatureId !== "" ? source.saveDcFeatureId : null;
  return {
    purpose: source.purpose,
    ability: abilityOrNull(source.ability),
    damageType,
    attackSave: abilityOrNull(source.attackSave),
    saveDcFeatureId: feature,
    dice: clampDice(typeof source.dice === "number" ? source.dice : Number.NaN),
    rangeFt: finiteOrNull(source.rangeFt),
    passive: source.passive === true,
    // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
    mobilityMode: typeof mode === "string" && (MOBILITY_MODES as readonly string[]).includes(mode) ? (mode as MobilityMode) : null,
  };
}

/** CY-DC-1 as dnd5e's save DC calculation (see the file comment). */
export function saveDcCalculation(fields: Pick<AugmentActivityFields, "ability" | "saveDcFeatureId">, featureDc?: number): { calculation: string; formula: string } {
  const feature = fields.saveDcFeatureId;
  if (feature?.startsWith("ability.")) {
    const ability = feature.slice("ability.".length);
    if (isAbilityId(ability)) return { calculation: ability, formula: "" };
  }
  if (feature?.startsWith("formula.") && featureDc !== undefined && Number.isFinite(featureDc)) return { calculation: "", formula: String(featureDc) };
  if (fields.ability) return { calculation: fields.ability, formula: "" };
  return { calculation: "", formula: "8 + @prof" };
}

function damagePart(dice: number, bonus: string, type: string | null): Dnd5eDamagePart {
  return { number: clampDice(dice), denomination: D6, bonus, types: type ? [type] : [], custom: { enabled: false, formula: "" } };
}

/** CY-UTL-1 / CY-HEAL-1: a designed range, at most 60 ft; none: the augment's own body (`self`). */
function rangeOf(rangeFt: number | null, none: { value: string; units: string }): Dnd5eActivityBase["range"] {
  const feet = rangeFt !== null && rangeFt > 0 ? Math.min(MAX_AUGMENT_RANGE_FT, Math.trunc(rangeFt)) : null;
  const range = feet === null ? none : { value: String(feet), units: "ft" };
  return { ...range, special: "", override: false };
}

function base(type: Dnd5eActivitySource["type"], activation: string, range: Dnd5eActivityBase["range"], affects: { count: string; type: string }): Dnd5eActivityBase {
  return {
    _id: AUGMENT_ACTIVITY_IDS[type],
    type,
    // Blank: dnd5e shows its own localized name of the activity type.
    name: "",
    sort: 0,
    activation: { type: activation, value: null, condition: "", override: false },
    consumption: { scaling: { allowed: false, max: "" }, spellSlot: false, targets: [{ type: "itemUses", target: "", value: "1", scaling: {} }] },
    duration: { value: "", units: "inst", special: "", concentration: false, override: false },
    range,
    target: { affects: { ...affects, choice: false, special: "" }, prompt: true, override: false },
  };
}

const SELF = { value: "", units: "self" };
const ONE_CREATURE = { count: "1", type: "creature" };
const NO_TARGET = { count: "", type: "" };

function attackActivity(fields: AugmentActivityFields): Dnd5eAttackActivity {
  const ranged = fields.rangeFt !== null && fields.rangeFt > MELEE_REACH_FT;
  return {
    ...base("attack", "bonus", rangeOf(ranged ? fields.rangeFt : MELEE_REACH_FT, SELF), ONE_CREATURE),
    type: "attack",
    attack: { ability: fields.ability ?? "none", bonus: "@prof", critical: { threshold: null }, flat: false, type: { value: ranged ? "ranged" : "melee", classification: "weapon" } },
    damage: { critical: { bonus: "" }, includeBase: false, parts: [damagePart(fields.dice, fields.ability ? "@mod" : "", fields.damageType)] },
  };
}

function saveActivity(fields: AugmentActivityFields, save: AbilityId, featureDc?: number): Dnd5eSaveActivity {
  return {
    ...base("save", "bonus", rangeOf(fields.rangeFt, SELF), NO_TARGET),
    type: "save",
    save: { ability: [save], dc: saveDcCalculation(fields, featureDc) },
    // The save activity's own ability is the target's save, so the damage names the design's modifier itself.
    damage: { onSave: "none", parts: [damagePart(fields.dice, fields.ability ? `@abilities.${fields.ability}.mod` : "", fields.damageType)] },
  };
}

function healActivity(fields: AugmentActivityFields): Dnd5eHealActivity {
  return { ...base("heal", "action", rangeOf(fields.rangeFt, SELF), ONE_CREATURE), type: "heal", healing: damagePart(fields.dice, "@abilities.int.mod", "healing") };
}

function utilityActivity(fields: AugmentActivityFields, activation: string, roll: string, minutes: number | null): Dnd5eUtilityActivity {
  const activity: Dnd5eUtilityActivity = { ...base("utility", activation, rangeOf(fields.rangeFt, SELF), NO_TARGET), type: "utility", roll: { formula: roll, name: "", prompt: false, visible: false } };
  if (minutes !== null) activity.duration = { ...activity.duration, value: String(minutes), units: "minute" };
  return activity;
}

/** CY-MOB-1/3: the minutes a flight or a transformation lasts; null for a jump. */
function mobilityMinutes(mode: MobilityMode): number | null {
  if (mode === "fly") return MOBILITY_DURATIONS.flightSeconds / 60;
  if (mode === "transform") return MOBILITY_DURATIONS.transformSeconds / 60;
  return null;
}

/**
 * The activities an augment's purpose calls for, by id (as dnd5e stores `system.activities`). `featureDc` is the
 * value of the class feature DC the augment names when that is a fixed one (`formula.…`), read from its owner.
 */
export function augmentActivities(fields: AugmentActivityFields, featureDc?: number): Record<string, Dnd5eActivitySource> {
  const one = (activity: Dnd5eActivitySource | null): Record<string, Dnd5eActivitySource> => (activity ? { [activity._id]: activity } : {});
  if (fields.purpose === "prosthetic" || fields.passive) return {};
  switch (fields.purpose) {
    case "attack":
      return one(fields.attackSave ? saveActivity(fields, fields.attackSave, featureDc) : attackActivity(fields));
    case "healing":
      return one(healActivity(fields));
    case "environmental":
      return one(utilityActivity(fields, "action", "2d20kh + @prof", null));
    case "utility":
      return one(utilityActivity(fields, "action", "", null));
    case "mobility": {
      const mode = fields.mobilityMode;
      if (!mode || mobilityActivation({ mode, bonus: 0 }).passive) return {};
      return one(utilityActivity(fields, "special", "", mobilityMinutes(mode)));
    }
  }
}

/** The activities of an augment's stored system data (none when it has no valid purpose): what the pack build stores. */
export function activitiesOfSource(system: unknown): Record<string, Dnd5eActivitySource> {
  const fields = activityFieldsOf(system);
  return fields ? augmentActivities(fields) : {};
}
