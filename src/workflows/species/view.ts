/** What the item sheet shows for a species (templates/item/species.hbs): choices, traits (enriched), the record. */
import { ABILITY_IDS } from "../../rules/core/abilities";
import { itemSystemOf } from "../../data/system-of";
import { localize } from "../../utils/notify";

interface Entry {
  label: string;
}

function options(table: Record<string, Entry>, selected: Iterable<string> | string | null) {
  const chosen = new Set(typeof selected === "string" ? [selected] : selected ?? []);
  return Object.entries(table).map(([value, entry]) => ({ value, label: localize(entry.label), selected: chosen.has(value) }));
}

export async function speciesSheetContext(item: Item.Implementation): Promise<Record<string, unknown>> {
  const system = itemSystemOf(item, "species");
  const config = CONFIG.AUGMENTED;
  const TextEditor = foundry.applications.ux.TextEditor.implementation;
  const traits = await Promise.all(
    system.traits.map(async (trait) => ({
      name: trait.name,
      html: await TextEditor.enrichHTML(String(trait.description), { relativeTo: item, secrets: item.isOwner }),
    })),
  );
  const applied = system.appliedRecord;
  const changed = ABILITY_IDS.filter((id) => applied.abilities[id] !== 0).map((id) => `${localize(config.abilities[id].abbreviation)} ${applied.abilities[id] > 0 ? "+" : ""}${applied.abilities[id]}`);
  return {
    abilities: ABILITY_IDS.map((id) => ({ id, label: localize(config.abilities[id].abbreviation), value: system.abilities[id] })),
    allowed: options(config.abilities, system.abilityChoice.allowed),
    sizes: options(config.sizes, system.size),
    creatureTypes: options(config.creatureTypes, system.creatureTypes),
    languages: options(config.languages, system.languages.fixed),
    traits,
    // Values no seed gives are GM defaults, marked as the chassis' are (GC-CH-1).
    sources: Object.fromEntries(
      (["walk", "languages"] as const).map((key) => [key, { fromSeed: system.fromSeed[key], label: localize(system.fromSeed[key] ? "AUGMENTED.Chassis.FromSeed" : "AUGMENTED.Chassis.GmDefault") }]),
    ),
    applied: applied.active
      ? localize("AUGMENTED.Species.AppliedRecord", { abilities: changed.join(", ") || "—", languages: applied.languages.added.join(", ") || "—" })
      : "",
  };
}
