/**
 * The GM's switch for the actor-level Cyborg trait (`flags.augmented.cyborg`, data/actor/parts/cyborg.ts): it
 * gives an actor the species trait that System Failure (SF-1) and Visionaire (CY-VIS-1) need without a species
 * item. Shown to GMs only and in Edit mode only (a setting: in play the header keeps its room for play, and its
 * species line says "Cyborg"): on every npc sheet, and on a character sheet while no species item decides it (a
 * character's species says whether it is a Cyborg). The checkbox is an ordinary form field, saved on change.
 */
import { packageId } from "../../constants";
import { CYBORG_FLAG } from "../../data/actor/parts/cyborg";

export interface CyborgToggleView {
  show: boolean;
  checked: boolean;
  /** The form field's name. */
  name: string;
}

export function cyborgToggle(actor: Actor.Implementation, user: { isGM: boolean } | null | undefined, editMode: boolean): CyborgToggleView {
  const speciesDecides = actor.items.some((item) => item.type === "species");
  const show = user?.isGM === true && editMode && (actor.type === "npc" || !speciesDecides);
  // cast: the system's own flag scope, read structurally.
  const flags = actor.flags as Record<string, Record<string, unknown> | undefined>;
  return { show, checked: flags[packageId()]?.[CYBORG_FLAG] === true, name: `flags.${packageId()}.${CYBORG_FLAG}` };
}
