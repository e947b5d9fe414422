/**
 * A dnd5e item as a hand holds it or a body wears it (the port's `gearOf`: GF-UPG-6's claw, GF-UPG-2's integrated
 * weapon, GF-UPG-8's integrated armor), at release-5.3.3:
 * - a `weapon` item, light when its properties hold dnd5e's `lgt` (module/config.mjs:1902; e.g.
 *   packs/_source/items/weapon/dagger.yml:72-75), two-handed when they hold `two` (config.mjs:1958), proficient as
 *   dnd5e decides it (`proficiencyMultiplier`, module/data/item/weapon.mjs:359-371: the item's own `proficient`, else
 *   the actor's weapon proficiencies; npcs always);
 * - an `equipment` item whose type is one of dnd5e's armor types light, medium, heavy or shield (config.mjs:1518-1524;
 *   packs/_source/items/armor/shield.yml:49-50), that armor kind (dnd5e's `natural` is no suit to integrate);
 * - anything else other.
 */
import type { HeldGear } from "../../ports/actor-port";
import { isArmorKind } from "../../data/item/readers";

export function dnd5eGearOf(item: Item.Implementation): HeldGear {
  // cast: a dnd5e item's system data; its properties (a Set once prepared, a list in source), type and proficiency are read.
  const system = item.system as { properties?: Iterable<string>; type?: { value?: unknown }; proficiencyMultiplier?: unknown } | undefined;
  // cast: dnd5e's own item types are not among the system's declared types; compared as strings.
  const type = item.type as string;
  if (type === "weapon") {
    const properties = [...(system?.properties ?? [])];
    const multiplier = system?.proficiencyMultiplier;
    const proficient = typeof multiplier === "number" ? multiplier > 0 : true;
    return { kind: "weapon", light: properties.includes("lgt"), twoHanded: properties.includes("two"), proficient, armor: null };
  }
  const value = system?.type?.value;
  const armor = type === "equipment" && isArmorKind(value) ? value : null;
  return { kind: armor === "shield" ? "shield" : "other", light: false, twoHanded: false, proficient: true, armor };
}
