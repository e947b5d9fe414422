/**
 * Who sees a posted roll: v13's roll mode, v14's message mode (`ChatMessage.applyMode`, the setting
 * `core.messageMode`; the roll-mode names warn from v14 and go in v16). Evidence: dnd5e 5.3.3
 * module/dice/basic-roll.mjs `getMessageMode` reads `core.rollMode` below 14 and `core.messageMode` from 14;
 * the `messageMode` option of `Roll#toMessage` on v14 is an assumption (README of test/foundry, Quench scenario
 * `message-mode`). The mode names (publicroll, gmroll, blindroll, selfroll) are the same on both.
 */
import { isV14 } from "./generation";

/** `roll.toMessage` options for a mode given as a string; {} when none is given (Foundry's default). */
export function messageModeOption(mode: string | undefined): { rollMode?: foundry.CONST.DICE_ROLL_MODES } {
  if (!mode) return {};
  // cast: v14's option in the v13 types' shape (tsc checks against v13's Roll#toMessage); the names are Foundry's.
  return (isV14() ? { messageMode: mode } : { rollMode: mode }) as { rollMode?: foundry.CONST.DICE_ROLL_MODES };
}
