/**
 * Every dnd5e-world scenario, in the order Quench lists them (batch keys `augmented.<id>`): the Cyborg's
 * (./cyborg.ts, ./damage.ts), then the Gearforged line's (./gearforged.ts, ./gearforged-life.ts) and the Automail
 * line's (./automail.ts). quench/index.ts registers these in a dnd5e world with Augmented for dnd5e active.
 */
import type { Scenario } from "../harness";
import { AUTOMAIL_SCENARIOS } from "./automail";
import { DND5E_SCENARIOS } from "./cyborg";
import { GEARFORGED_ITEM_SCENARIOS } from "./gearforged";
import { GEARFORGED_LIFE_SCENARIOS } from "./gearforged-life";

export { MODULE } from "./support";

/** The Gearforged and Automail lines' scenarios (each pending while its line is off). */
export const DND5E_LINE_SCENARIOS: readonly Scenario[] = [...GEARFORGED_ITEM_SCENARIOS, ...GEARFORGED_LIFE_SCENARIOS, ...AUTOMAIL_SCENARIOS];

export const DND5E_WORLD_SCENARIOS: readonly Scenario[] = [...DND5E_SCENARIOS, ...DND5E_LINE_SCENARIOS];
