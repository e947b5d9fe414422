/**
 * The header's species line, under the name, as dnd5e's header names a character's race: the species items'
 * names, then the chassis a gearforged wears ("Gearforged (homebrew) · Dwarf Chassis"). An actor with no species
 * item that a GM marked with the Cyborg trait reads "Cyborg": in play mode this line is where that trait shows,
 * its switch being an Edit-mode setting (cyborg-toggle.ts). Nothing to name: no line.
 */
import { hasCyborgTraits } from "../../data/actor/parts/cyborg";
import { localize } from "../../utils/notify";
import { isItemOfKind } from "../../data/item/kinds";

export function speciesLine(actor: Actor.Implementation): string {
  const items = [...actor.items];
  const names = [...items.filter((item) => isItemOfKind(item, "species")), ...items.filter((item) => isItemOfKind(item, "chassis"))].map((item) => item.name);
  if (names.length === 0 && hasCyborgTraits(actor, [])) names.push(localize("AUGMENTED.Sheet.CyborgTrait"));
  return names.join(" · ");
}
