/** What the item sheet shows for a species (templates/item/species.hbs): choices, traits (enriched), the record. */
import { ABILITY_IDS } from "../../rules/core/abilities";
import { itemSystemOf } from "../../data/system-of";
import { localize } from "../../utils/notify";
import type { LabelledEntry } from "../../config";

/** A CONFIG.AUGMENTED table as options, labelled by its entries (a module may add or relabel them). */
function options(table: Record<string, LabelledEntry>, selected: Iterable<string> | string | null) {
  const chosen = new Set(typeof selected === "string" ? [selected] : selected ?? []);
  return Object.entries(table).map(([value, entry]) => ({ value, label: localize(entry.label), selected: chosen.has(value) }));
}

/** The chosen labels in words, for play mode ("Construct, Humanoid"); "" when none is chosen. */
const chosenText = (list: ReturnType<typeof options>) => list.filter((entry) => entry.selected).map((entry) => entry.label).join(", ");

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
  // "STR +1, CON +1": the abilities a record changes, by abbreviation.
  const increases = (abilities: Record<(typeof ABILITY_IDS)[number], number>) =>
    ABILITY_IDS.filter((id) => abilities[id] !== 0).map((id) => `${localize(config.abilities[id].abbreviation)} ${abilities[id] > 0 ? "+" : ""}${abilities[id]}`).join(", ");
  const allowed = options(config.abilities, system.abilityChoice.allowed);
  const sizes = options(config.sizes, system.size);
  const creatureTypes = options(config.creatureTypes, system.creatureTypes);
  const languages = options(config.languages, system.languages.fixed);
  const choice = system.abilityChoice;
  return {
    abilities: ABILITY_IDS.map((id) => ({ id, label: localize(config.abilities[id].abbreviation), value: system.abilities[id] })),
    allowed,
    sizes,
    creatureTypes,
    languages,
    // Play mode's words: "STR +1, CON +1"; "2 of your choice, +1 each"; sizes and lists by name (the template says
    // "Unchanged" for no size or walking speed).
    text: {
      increases: increases(system.abilities),
      choice: choice.count > 0
        ? localize("AUGMENTED.Species.ChoiceText", { count: choice.count, amount: choice.amount, from: chosenText(allowed) || localize("AUGMENTED.Species.AnyAbility") })
        : "",
      size: chosenText(sizes),
      creatureTypes: chosenText(creatureTypes),
      languages: chosenText(languages),
    },
    traits,
    // Values the rules do not give are GM defaults, marked by one small icon as the chassis' are (GC-CH-1).
    gmDefault: { walk: !system.fromSeed.walk, languages: !system.fromSeed.languages },
    applied: applied.active
      ? localize("AUGMENTED.Species.AppliedRecord", { abilities: increases(applied.abilities) || "—", languages: applied.languages.added.join(", ") || "—" })
      : "",
  };
}
