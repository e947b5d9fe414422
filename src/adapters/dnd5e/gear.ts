/**
 * A dnd5e item as a hand holds it (the port's `gearOf`, GF-UPG-6's claw): a `weapon` item, light when its
 * properties hold dnd5e's `lgt` (module/config.mjs:1902; e.g. packs/_source/items/weapon/dagger.yml:72-75), a shield
 * when an `equipment` item's type is `shield` (config.mjs:1523 `armorTypes`; packs/_source/items/armor/shield.yml:49-50,
 * at release-5.3.3), anything else other.
 */
import type { HeldGear } from "../../ports/actor-port";

export function dnd5eGearOf(item: Item.Implementation): HeldGear {
  // cast: a dnd5e item's system data; its properties (a Set once prepared, a list in source) and type are read.
  const system = item.system as { properties?: Iterable<string>; type?: { value?: unknown } } | undefined;
  // cast: dnd5e's own item types are not among the system's declared types; compared as strings.
  const type = item.type as string;
  if (type === "weapon") return { kind: "weapon", light: [...(system?.properties ?? [])].includes("lgt") };
  return { kind: type === "equipment" && system?.type?.value === "shield" ? "shield" : "other", light: false };
}
