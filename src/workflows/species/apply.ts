/**
 * Applying a species (CY-SP-1, GF-SP-1, GC-SP-1, GA-SP-1) when it is dropped on an actor: refuse a second
 * species (nothing created, says why), ask the player's choices (DialogV2), then create the species item with
 * the record of what changes and write those changes in ONE actor update.
 */
import { watchState } from "../recheck/recheck";
import { askForm } from "../../applications/dialogs/form-dialog";
import { templatePath } from "../../constants";
import {
  abilityChoiceCount,
  choosableAbilities,
  choosableLanguages,
  languageChoiceCount,
  needsChoices,
  planSpecies,
  type SpeciesChoices,
  type SpeciesDefinition,
  type SpeciesRefusal,
  toActorUpdate,
} from "../../rules/species";
import type { SpeciesOperationOptions } from "../../data/item/species";
import { localize, ensureCanModify, notifyInfo, notifyWarn } from "../../utils/notify";
import { asUpdate, speciesActorState } from "./state";
import { droppedItemSource } from "../../utils/dropped-item";
import { itemSystemOf } from "../../data/system-of";
import { isItemOfKind } from "../../data/item/kinds";

export const SPECIES_CHOICES_TEMPLATE = templatePath("item/species-choices.hbs");

export interface ApplySpeciesOptions {
  /** The player's choices; when left out and the species has some, a dialog asks. */
  choices?: SpeciesChoices;
}

/** The languages offered: CONFIG.AUGMENTED.languages, in order. */
function knownLanguages(): string[] {
  return Object.keys(CONFIG.AUGMENTED.languages);
}

function languageLabel(id: string): string {
  // cast: the table read by a stored id string; an unknown id reads undefined.
  const entry = (CONFIG.AUGMENTED.languages as Record<string, { label: string } | undefined>)[id];
  return entry ? localize(entry.label) : id;
}

/** The localized reason: its key is the refusal's code, its placeholders the refusal's fields (a language by name). */
export function refusalMessage(refusal: SpeciesRefusal): string {
  return localize(`AUGMENTED.Species.Refused.${refusal.code}`, {
    ...refusal,
    // cast: the field's choices (or the rules' check) hold it to these ids; an unknown one reads undefined and falls back.
    ...(refusal.code === "abilityRepeated" && { ability: localize(CONFIG.AUGMENTED.abilities[refusal.ability as "str"]?.label ?? refusal.ability) }),
    ...(refusal.code === "languageRepeated" && { language: languageLabel(refusal.language) }),
  });
}

/** The choice dialog: one select per ability and per language to pick. Null when cancelled or closed. */
export async function askSpeciesChoices(name: string, species: SpeciesDefinition, actorLanguages: readonly string[]): Promise<SpeciesChoices | null> {
  const known = knownLanguages();
  const abilityCount = abilityChoiceCount(species);
  const languageCount = languageChoiceCount(species, actorLanguages, known);
  const abilityOptions = choosableAbilities(species).map((id) => ({ value: id, label: localize(CONFIG.AUGMENTED.abilities[id].label) }));
  const languageOptions = choosableLanguages(species, actorLanguages, known).map((id) => ({ value: id, label: languageLabel(id) }));
  return askForm({
    template: SPECIES_CHOICES_TEMPLATE,
    // One select per pick (the template names it `ability0`, `language1`…), each pre-set to a different option.
    data: {
      name,
      amount: species.abilityChoice.amount,
      abilities: Array(abilityCount).fill(abilityOptions),
      languages: Array(languageCount).fill(languageOptions),
    },
    title: localize("AUGMENTED.Species.ChooseTitle", { species: name }),
    confirm: { action: "apply", label: localize("AUGMENTED.Species.Apply") },
    read: (values) => {
      const pick = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => String(values[`${prefix}${i}`] ?? ""));
      return { abilities: pick("ability", abilityCount), languages: pick("language", languageCount) };
    },
  });
}

/**
 * Applies the species `source` (a compendium, world or other actor's item) to `actor`. Returns the created
 * species item, or null when refused or cancelled (nothing created; a notification says why).
 */
export async function applySpecies(actor: Actor.Implementation, source: Item.Implementation, options: ApplySpeciesOptions = {}): Promise<Item.Implementation | null> {
  if (!isItemOfKind(source, "species")) return null;
  if (!ensureCanModify(actor)) return null;
  const existing = actor.items.find((item) => isItemOfKind(item, "species"));
  if (existing) {
    notifyWarn("AUGMENTED.Species.OnlyOne", { actor: actor.name ?? "", species: existing.name });
    return null;
  }
  const species = itemSystemOf(source, "species").definition;
  const state = speciesActorState(actor);
  const known = knownLanguages();
  // DESIGN.md, Trust: the actor must still exist, and still have no species, after the choices dialog (a species
  // applied meanwhile from another client would otherwise make two).
  const watch = watchState({ actor, extra: { species: () => actor.items.filter((item) => isItemOfKind(item, "species")).map((item) => item.id) } });
  let choices = options.choices;
  if (!choices) {
    choices = needsChoices(species, state.languages, known) ? ((await askSpeciesChoices(source.name, species, state.languages)) ?? undefined) : { abilities: [], languages: [] };
    if (!choices) {
      notifyInfo("AUGMENTED.Species.Cancelled", { species: source.name });
      return null;
    }
    if (!watch.holds()) return null;
  }
  // Read again: the actor may have changed while the dialog was open (the choices are re-checked against it).
  const plan = planSpecies(species, speciesActorState(actor), choices, known);
  if (!plan.ok) {
    ui.notifications?.warn(refusalMessage(plan.refusal));
    return null;
  }

  // A compendium entry is imported as Foundry imports one (no pack folder, sort or ownership; its source kept).
  const data = droppedItemSource(source);
  foundry.utils.setProperty(data, "system.applied", plan.applied);
  const operation: SpeciesOperationOptions & { keepId: boolean } = {
    keepId: !actor.items.has(source.id ?? ""),
    augmented: { speciesApplied: true },
  };
  // cast: the source's own data with the record added; the operation carries the workflow's flag.
  const created = await actor.createEmbeddedDocuments("Item", [data as Item.CreateData], operation as object);
  // cast: createEmbeddedDocuments returns instances of CONFIG.Item.documentClass.
  const item = created?.[0] as Item.Implementation | undefined;
  if (!item) return null;

  const update = toActorUpdate(plan.changes);
  if (Object.keys(update).length) {
    try {
      await actor.update(asUpdate(update));
    } catch (error) {
      // The changes could not be written: take the item back without undoing what never happened.
      // cast: the system's own `augmented` operation option, which Foundry passes to the hooks untouched.
      await item.delete({ augmented: { keepSpeciesChanges: true } } as object);
      throw error;
    }
  }
  notifyInfo("AUGMENTED.Species.Applied", { species: item.name, actor: actor.name ?? "" });
  return item;
}
