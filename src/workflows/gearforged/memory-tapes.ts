/**
 * GF-UPG-12 Fortified Memory Tapes in the roll dialog: a saving throw with the ability the upgrade protects (its
 * recorded choice: Intelligence, Wisdom or Charisma) offers an "against magic" box; checked (or `againstMagic`
 * in the roll options, for a fast-forwarded roll or a macro) the save has advantage. Other saves, and a
 * character without the upgrade, are asked nothing more.
 */
import { memoryTapesAdvantage } from "../../rules/gearforged";
import { localize } from "../../utils/notify";
import { itemSystemOf } from "../../data/system-of";
import { isItemOfKind } from "../../data/item/kinds";

export const AGAINST_MAGIC_TOGGLE = "againstMagic";

/** A situation a d20 test asks about: its boxes in the dialog and whether the answer gives advantage (or disadvantage). */
export interface AdvantageSituation {
  toggles: { id: string; label: string }[];
  advantage(answer: { toggles?: string[] }): boolean;
  disadvantage?(answer: { toggles?: string[] }): boolean;
}

/** The ability the actor's Fortified Memory Tapes protect, or null (no such upgrade, or no choice recorded). */
export function memoryTapesAbility(actor: Actor.Implementation): string | null {
  for (const item of actor.items) {
    if (!isItemOfKind(item, "upgrade")) continue;
    const system = itemSystemOf(item, "upgrade");
    if (system.key === "fortifiedMemoryTapes") return system.choice.ability ?? null;
  }
  return null;
}

/** The dialog's "against magic" question for a save with `ability`, or null when the tapes do not apply. */
export function memoryTapesSituation(actor: Actor.Implementation, ability: string, againstMagic: boolean): AdvantageSituation | null {
  const chosen = memoryTapesAbility(actor);
  if (!memoryTapesAdvantage(chosen, ability, true)) return null;
  return {
    toggles: [{ id: AGAINST_MAGIC_TOGGLE, label: localize("AUGMENTED.Gearforged.MemoryTapes.AgainstMagic") }],
    advantage: (answer) => memoryTapesAdvantage(chosen, ability, againstMagic || (answer.toggles ?? []).includes(AGAINST_MAGIC_TOGGLE)),
  };
}
