/**
 * What the Gearforged workflows register at init: the rest variant (./rest.ts, GF-BODY-4) and the roll dialog's
 * "against magic" box of a save (GF-UPG-12, ./memory-tapes.ts), "against being poisoned" box of a save (GC-RES-1,
 * ./poison-save.ts), "concealing the weapon" box of a skill check (GF-UPG-2, ./arms.ts) and "during a rest" box of
 * a Perception check (GF-BODY-3 / GC-VIT-1, ./rest-perception.ts).
 */
import { registerSaveSource } from "../save-request";
import { LASER_SAVE_SOURCE, laserSaveSource } from "./laser-save";
import { registerRestVariant } from "../rest/registry";
import { type RollModifierSource, registerRollModifier } from "../rolls/modifiers";
import { concealWeaponSituation } from "./arms";
import { memoryTapesSituation } from "./memory-tapes";
import { poisonSaveSituation } from "./poison-save";
import { restPerceptionSituation } from "./rest-perception";
import { gearforgedRest } from "./rest";

// Module-level: the registry keeps one of each, and the test stand-in runs init once per world on one copy of src.
const againstMagic: RollModifierSource = (actor, roll) => (roll.kind === "save" && roll.ability ? memoryTapesSituation(actor, roll.ability, roll.options.againstMagic === true) : null);
const againstPoison: RollModifierSource = (actor, roll) => (roll.kind === "save" ? poisonSaveSituation(actor, roll.options.againstPoison === true) : null);
const duringRest: RollModifierSource = (actor, roll) => (roll.skill ? restPerceptionSituation(actor, roll.skill, roll.options.duringRest === true) : null);
const concealing: RollModifierSource = (actor, roll) => (roll.skill ? concealWeaponSituation(actor, roll.skill, roll.options.concealingWeapon === true) : null);

/** Called once from registerHooks(), after the 13th Age registration (its rest variant answers first). */
export function registerGearforged(): void {
  registerRestVariant(gearforgedRest);
  registerRollModifier(againstMagic);
  registerRollModifier(againstPoison);
  registerRollModifier(concealing);
  registerRollModifier(duringRest);
  registerSaveSource(LASER_SAVE_SOURCE, laserSaveSource);
}
