/**
 * GF-UPG-12 Fortified Memory Tapes in dnd5e: advantage on the chosen save (Intelligence, Wisdom or Charisma) against
 * magic. dnd5e's saving throw carries no "against magic": its roll process configuration names the ability and the
 * DC (`rollSavingThrow`, module/documents/actor/actor.mjs at release-5.3.3; `dnd5e.preRollSavingThrowV2(config,
 * dialog, message)` with `config.subject` the actor), and a spell's save activity calls it with no source. So:
 * - a roll whose configuration says `againstMagic: true` (a macro, another module, the module's own requests) is
 *   made with advantage when the tapes protect that ability (`config.advantage`, which dnd5e's roll dialog then
 *   opens on, as the overdrive's attack advantage does: ../overdrive.ts);
 * - any other save leaves the choice to the player in dnd5e's roll dialog, whose Advantage button is there for it.
 */
import { memoryTapesAdvantage } from "../../../rules/gearforged/body-upgrades";
import { memoryTapesAbility } from "../../../workflows/gearforged/memory-tapes";

/** The parts of dnd5e's save roll configuration read and set here. */
export interface Dnd5eSaveConfig {
  subject?: unknown;
  ability?: unknown;
  againstMagic?: unknown;
  advantage?: boolean;
}

/** `dnd5e.preRollSavingThrowV2`: a save against magic with the tapes' ability is rolled with advantage. */
export function onPreRollSaveMemoryTapes(config: Dnd5eSaveConfig): void {
  if (!(config.subject instanceof Actor) || config.againstMagic !== true || typeof config.ability !== "string") return;
  // cast: the roll's subject, checked an Actor above, is the configured Actor class of this world.
  const actor = config.subject as Actor.Implementation;
  if (memoryTapesAdvantage(memoryTapesAbility(actor), config.ability, true)) config.advantage = true;
}
