/**
 * GF-BODY-1 (seed 001): a gearforged cannot eat, drink or breathe and gains nothing from potions or anything
 * eaten, drunk or inhaled: using a consumable marked `ingested` is refused with a message, and the GM may
 * override. Seeds 002 and 004 do not need to eat but are not barred from potions (GA-HEAL-1 even names potions
 * as magical healing), so the refusal follows the variant's body table.
 */
import { type GearforgedRefusal, refusal } from "./refusals";
import { GEARFORGED_BODIES, type GearforgedVariant } from "./variants";

export function consumableRefusal(
  consumable: { name: string; ingested: boolean },
  variant: GearforgedVariant | null,
  options: { gmOverride?: boolean } = {},
): GearforgedRefusal | null {
  if (!consumable.ingested || variant === null || options.gmOverride === true) return null;
  return GEARFORGED_BODIES[variant].refusesIngested ? refusal("ingested", { name: consumable.name }) : null;
}
