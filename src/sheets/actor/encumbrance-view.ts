/**
 * The inventory's encumbrance line: what the character carries against its carrying capacity, read
 * from the items (quantity × weight), the purse and the Strength score and size (src/rules/core/encumbrance.ts).
 */
import { finiteOrZero } from "../../data/shared/finite";
import { COINS } from "../../rules/core/currency";
import { encumbrance, SIZES, type Size } from "../../rules/core/encumbrance";

export interface EncumbranceView {
  percent: number;
  carried: number;
  capacity: number;
  band: "light" | "heavy" | "over";
}

const finite = finiteOrZero;

export function encumbranceContext(actor: { items: Iterable<{ system: unknown }>; system: unknown }): EncumbranceView {
  const things = [...actor.items].map((item) => {
    // cast: a structural, optional view of the document's system data; every read checks its type.
    const system = item.system as { quantity?: unknown; weight?: unknown };
    return { quantity: finite(system.quantity), weight: finite(system.weight) };
  });
  // cast: a structural, optional view of the document's system data; every read checks its type.
  const system = actor.system as { currency?: Record<string, unknown>; abilities?: { str?: { value?: unknown } }; traits?: { size?: unknown } };
  const coins = COINS.reduce((sum, coin) => sum + finite(system.currency?.[coin]), 0);
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  const size = (SIZES as readonly unknown[]).includes(system.traits?.size) ? (system.traits!.size as Size) : "medium";
  const result = encumbrance(things, coins, finite(system.abilities?.str?.value), size);
  return {
    percent: result.percent,
    carried: result.carried,
    capacity: result.capacity,
    // Past two thirds of the capacity reads as heavy (the variant rule's heavy load starts at 10 × Strength).
    band: result.over ? "over" : result.percent > 66 ? "heavy" : "light",
  };
}
