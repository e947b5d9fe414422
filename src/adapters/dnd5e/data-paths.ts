/**
 * Every dnd5e data path the module reads or writes, for each line of dnd5e it knows: 5.3.x and 6.x. The module
 * picks one layout at init from `game.system.version` (host.ts) and names each path through it, so no read or
 * write relies on a shim dnd5e keeps for old paths (6.x warns on the old movement reads). The evidence for each
 * 6.x path is in test/dnd5e/README.md ("dnd5e 6.x").
 *
 * | what | 5.3.x | 6.x |
 * | --- | --- | --- |
 * | prepared speeds (read) | `attributes.movement.<mode>` | `attributes.movement.speeds.<mode>` |
 * | hovering (read, effect) | `attributes.movement.hover` | the same |
 * | a speed (effect) | `system.attributes.movement.<mode>` | `system.attributes.movement.speeds.<mode>` |
 * | an ability's check / save bonus (effect) | `system.abilities.<id>.bonuses.check` / `.save` | `system.abilities.<id>.check.roll.bonus` / `.save.roll.bonus` |
 * | an attack type's attack / damage bonus (effect) | `system.bonuses.<type>.attack` / `.damage` | `system.rolls.attack.<type>.bonus` / `system.rolls.damage.<type>.bonus` |
 * | every skill check's bonus (effect) | `system.bonuses.abilities.skill` | `system.rolls.ability.skill.bonus` |
 * | the save DC bonus (effect) | `system.bonuses.spell.dc` | the same (no 6.x redirection names it) |
 * | armor class bonus (effect) | `system.attributes.ac.bonus` | the same |
 *
 * Read the same on both lines (no 6.x source or note moves them): `abilities.<id>.{value, mod, checkBonus,
 * checkProf, save.value, dc}`, `skills.<id>.{total, ability}`, `attributes.{prof, hp, death, exhaustion, spell.dc,
 * spellcasting}`, `details.level`, `traits.{di, dr, dv}.value`, `currency.<coin>`; written the same: the hit points,
 * death saves, exhaustion and currency paths (dnd5e-port.ts `PATHS`), `system.uses.spent` on the module's items.
 */
import type { SpeedMode } from "../../ports/derived-effects";

/** The dnd5e lines whose data layout the module knows. */
export type Dnd5eLine = "5.3" | "6";

/** dnd5e's line for a version: 5.x reads as 5.3's layout, 6.x as 6's; any other major (or no version) is unknown. */
export function dnd5eLineOf(version: string): Dnd5eLine | null {
  const major = /^(\d+)\./.exec(version.trim())?.[1];
  if (major === "5") return "5.3";
  if (major === "6") return "6";
  return null;
}

export interface Dnd5eLayout {
  line: Dnd5eLine;
  /** Where an effect changes a speed (`movement` + `.` + mode). */
  speedKeyBase: string;
  hoverKey: string;
  /** Where the prepared speeds are read, under `system.attributes.movement`: the movement itself or its `speeds`. */
  speedsIn: "movement" | "speeds";
  abilityCheckBonusKey(id: string): string;
  abilitySaveBonusKey(id: string): string;
  attackBonusKey(attackType: string): string;
  damageBonusKey(attackType: string): string;
  skillBonusKey: string;
  spellDcBonusKey: string;
  acBonusKey: string;
}

const MOVEMENT = "system.attributes.movement";

export const DND5E_LAYOUTS: Readonly<Record<Dnd5eLine, Dnd5eLayout>> = Object.freeze({
  "5.3": Object.freeze({
    line: "5.3",
    speedKeyBase: MOVEMENT,
    hoverKey: `${MOVEMENT}.hover`,
    speedsIn: "movement",
    abilityCheckBonusKey: (id: string) => `system.abilities.${id}.bonuses.check`,
    abilitySaveBonusKey: (id: string) => `system.abilities.${id}.bonuses.save`,
    attackBonusKey: (type: string) => `system.bonuses.${type}.attack`,
    damageBonusKey: (type: string) => `system.bonuses.${type}.damage`,
    skillBonusKey: "system.bonuses.abilities.skill",
    spellDcBonusKey: "system.bonuses.spell.dc",
    acBonusKey: "system.attributes.ac.bonus",
  }),
  "6": Object.freeze({
    line: "6",
    speedKeyBase: `${MOVEMENT}.speeds`,
    hoverKey: `${MOVEMENT}.hover`,
    speedsIn: "speeds",
    abilityCheckBonusKey: (id: string) => `system.abilities.${id}.check.roll.bonus`,
    abilitySaveBonusKey: (id: string) => `system.abilities.${id}.save.roll.bonus`,
    attackBonusKey: (type: string) => `system.rolls.attack.${type}.bonus`,
    damageBonusKey: (type: string) => `system.rolls.damage.${type}.bonus`,
    skillBonusKey: "system.rolls.ability.skill.bonus",
    spellDcBonusKey: "system.bonuses.spell.dc",
    acBonusKey: "system.attributes.ac.bonus",
  }),
});

/** The prepared speeds dnd5e keeps, as the port reads them (a speed dnd5e left unset reads as absent). */
export type Dnd5eSpeeds = Partial<Record<SpeedMode, number | null>>;

/** The prepared speeds of a dnd5e actor's `attributes.movement` in `layout`. */
export function preparedSpeeds(movement: (Dnd5eSpeeds & { speeds?: Dnd5eSpeeds }) | undefined, layout: Dnd5eLayout): Dnd5eSpeeds | undefined {
  return layout.speedsIn === "speeds" ? movement?.speeds : movement;
}
