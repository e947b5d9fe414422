/**
 * A limb's own features as dnd5e activities (plain data in, dnd5e's stored activity data out; no Foundry): a limb
 * with an integrated weapon (the system's `adds.weapon`: formula, damage type, ability, bonus) gets an `attack`
 * activity, an Action (AM-ATT-1's limbs act with the body's actions), to hit 1d20 + the weapon's ability modifier
 * + PB + its bonus (dnd5e adds an item's proficiency only for its own item types, module/documents/item.mjs:616-623
 * at release-5.3.3, so PB is in the attack's `bonus` as `@prof`), damage the weapon's formula of its type (the
 * system's limb damage card rolls the formula alone: src/workflows/automail/limb-use.ts). A limb without a weapon
 * gets none (dnd5e files it as a passive item). Whether the limb may act at all (worn, intact) and its disadvantage
 * (acclimation, an unnatural limb on a natural port) are decided when it is used (./limb-rolls.ts), not stored.
 * The pack build stores these (scripts/dnd5e-packs-content.mjs, the build's `convert`).
 */
import { isAbilityId } from "../../../rules/core/abilities";
import type { Dnd5eAttackActivity, Dnd5eDamagePart } from "../activities/from-augment";

/** The id of the attack made here (16 characters, fixed, so a pack built twice stores the same id). */
export const LIMB_ATTACK_ID = "automailattack00";

/** The reach of a limb's weapon, feet: it strikes what it touches. */
const REACH_FT = "5";

function record(value: unknown): Record<string, unknown> {
  // cast: any object read as a record of unknown fields; each field is checked where it is read.
  return value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};
}

/** A formula of one die kind (`2d6`) as dnd5e's dice fields; anything else as its custom formula. */
function damagePart(formula: string, type: string): Dnd5eDamagePart {
  const dice = /^\s*(\d+)\s*d\s*(\d+)\s*$/i.exec(formula);
  const types = type === "" ? [] : [type];
  if (dice) return { number: Number(dice[1]), denomination: Number(dice[2]), bonus: "", types, custom: { enabled: false, formula: "" } };
  return { number: 0, denomination: 0, bonus: "", types, custom: { enabled: true, formula } };
}

/** The activities of a limb's stored system data, by id (as dnd5e stores `system.activities`). */
export function limbActivitiesOfSource(system: unknown): Record<string, Dnd5eAttackActivity> {
  const weapon = record(record(record(system).adds).weapon);
  const formula = typeof weapon.formula === "string" ? weapon.formula.trim() : "";
  if (formula === "") return {};
  const ability = isAbilityId(weapon.ability) ? weapon.ability : "str";
  const extra = typeof weapon.bonus === "number" && Number.isFinite(weapon.bonus) && weapon.bonus !== 0 ? ` + ${Math.trunc(weapon.bonus)}` : "";
  const damageType = typeof weapon.damageType === "string" ? weapon.damageType : "";
  const attack: Dnd5eAttackActivity = {
    _id: LIMB_ATTACK_ID,
    type: "attack",
    // Blank: dnd5e shows its own localized name of the activity type.
    name: "",
    sort: 0,
    activation: { type: "action", value: null, condition: "", override: false },
    consumption: { scaling: { allowed: false, max: "" }, spellSlot: false, targets: [] },
    duration: { value: "", units: "inst", special: "", concentration: false, override: false },
    range: { value: REACH_FT, units: "ft", special: "", override: false },
    target: { affects: { count: "1", type: "creature", choice: false, special: "" }, prompt: true, override: false },
    attack: { ability, bonus: `@prof${extra}`, critical: { threshold: null }, flat: false, type: { value: "melee", classification: "weapon" } },
    damage: { critical: { bonus: "" }, includeBase: false, parts: [damagePart(formula, damageType)] },
  };
  return { [attack._id]: attack };
}

/** A converted pack item with its activities when it is a limb (the pack build's `convert`); any other item as it is. */
export function withLimbActivities<T extends { type: string; system: Record<string, unknown> }>(doc: T): T {
  if (doc.type !== "augmented-dnd5e.automail") return doc;
  return { ...doc, system: { ...doc.system, activities: limbActivitiesOfSource(doc.system) } };
}
