import { ABILITY_IDS, type AbilityId } from "../../rules/core/abilities";
import { type AppliedSpecies, emptyApplied, type SpeciesDefinition } from "../../rules/species";
import { ACTOR_SIZES, CREATURE_TYPES } from "../../config";
import { booleanField, choiceField, integerField, optionalChoiceField, optionalIntegerField, textField } from "../fields";
import { descriptionField } from "./fields";
import { notifyWarn } from "../../utils/notify";
import { ArrayField, SchemaField, SetField, StringField } from "../field-classes";
import { GuardedNumberField } from "../guarded-number-field";
import { isItemOfKind } from "./kinds";

function abilityNumbers(min: number, max: number) {
  // cast: Object.fromEntries types its keys as string; every id of the list is mapped.
  return new SchemaField(Object.fromEntries(ABILITY_IDS.map((id) => [id, integerField(0, min, max)])) as Record<AbilityId, ReturnType<typeof integerField>>);
}

function tagArray() {
  return new ArrayField(new StringField({ required: true, blank: false, trim: true }));
}

export function appliedField() {
  return new SchemaField({
    /** True once the drop workflow applied this species to its actor. */
    active: booleanField(false),
    /** Score change made per ability. */
    abilities: abilityNumbers(-29, 29),
    chosen: new SchemaField({
      abilities: new ArrayField(choiceField(ABILITY_IDS)),
      languages: tagArray(),
    }),
    size: new SchemaField({
      from: textField(),
      to: textField(),
    }),
    walk: new SchemaField({
      from: optionalIntegerField(),
      to: optionalIntegerField(),
    }),
    creatureTypes: new SchemaField({ added: tagArray(), removed: tagArray() }),
    languages: new SchemaField({ added: tagArray() }),
  });
}

function defineSpeciesSchema() {
  return {
    description: descriptionField(),
    /** Fixed increases (CY-SP-1: Str +1, Con +1). */
    abilities: abilityNumbers(-5, 5),
    /** Increases the player picks when the species is dropped (GF-SP-1: two different abilities +1). */
    abilityChoice: new SchemaField({
      count: integerField(0, 0, 6),
      amount: integerField(1, 1, 5),
      /** Empty: any ability. */
      allowed: new SetField(choiceField(ABILITY_IDS)),
    }),
    /** null: the species leaves the size alone (GC-SP-1: from the chassis). */
    size: optionalChoiceField(ACTOR_SIZES, "medium"),
    movement: new SchemaField({
      /** Feet; null: leaves the walking speed alone. */
      walk: new GuardedNumberField({ required: true, nullable: true, integer: true, min: 0, initial: 30 }),
    }),
    /** The creature types a member has (GF-BODY-6: construct and humanoid); empty: unchanged. */
    creatureTypes: new SetField(choiceField(CREATURE_TYPES)),
    languages: new SchemaField({
      fixed: new SetField(new StringField({ required: true, blank: false, trim: true })),
      /** How many more the player picks. */
      choices: integerField(0, 0, 10),
    }),
    /**
     * Which values a seed gives (true) and which are GM defaults (false), shown on the sheet as the chassis' are
     * (GC-CH-1): seed 001 gives no speed, seed 004 neither speed nor languages.
     */
    fromSeed: new SchemaField({
      walk: booleanField(true),
      languages: booleanField(true),
    }),
    traits: new ArrayField(
      new SchemaField({
        name: textField(),
        description: descriptionField(),
      }),
    ),
    /** What applying it changed on the actor (written by the drop workflow, undone when it is deleted). */
    applied: appliedField(),
  };
}

export type SpeciesSchema = ReturnType<typeof defineSpeciesSchema>;
type SpeciesModel = foundry.abstract.TypeDataModel<SpeciesSchema, Item.Implementation>;

/** Options the species workflow passes to create/delete (src/workflows/species). */
export interface SpeciesOperationOptions {
  augmented?: { speciesApplied?: boolean; keepSpeciesChanges?: boolean };
}

/** The actor's species items other than `exceptId`. */
export function otherSpecies(actor: { items: Iterable<{ id: string | null; type: string }> } | null, exceptId: string | null): { id: string | null }[] {
  if (!actor) return [];
  return [...actor.items].filter((item) => isItemOfKind(item, "species") && item.id !== exceptId);
}

/**
 * A species (CY-SP-1, GF-SP-1, GC-SP-1, GA-SP-1): ability increases, size, speed, creature types, languages
 * and traits. Dropping it on an actor applies it (src/workflows/species/apply.ts) and records what changed in
 * `applied`; deleting it reverses that record. One species per actor, refused here for any creation.
 */
export class SpeciesData extends foundry.abstract.TypeDataModel<SpeciesSchema, Item.Implementation> {
  /** Field labels and hints from lang/en.json (`<prefix>.FIELDS.<path>.label`), localized by Foundry at start-up. */
  static override LOCALIZATION_PREFIXES = ["AUGMENTED.Item.base", "AUGMENTED.Species"];

  static override defineSchema(): SpeciesSchema {
    return defineSpeciesSchema();
  }

  /** The species as the rules read it. */
  get definition(): SpeciesDefinition {
    return {
      // cast: a copy of the stored bonuses, keyed by ability id.
      abilities: { ...this.abilities } as Partial<Record<AbilityId, number>>,
      // cast: the field's choices (or the rules' check) hold it to these ids; an unknown one reads undefined and falls back.
      abilityChoice: { count: this.abilityChoice.count, amount: this.abilityChoice.amount, allowed: [...this.abilityChoice.allowed] as AbilityId[] },
      size: this.size ?? null,
      walk: this.movement.walk ?? null,
      creatureTypes: [...this.creatureTypes],
      languages: { fixed: [...this.languages.fixed], choices: this.languages.choices },
    };
  }

  /** The stored record of what applying changed. */
  get appliedRecord(): AppliedSpecies {
    // cast: the applied schema mirrors AppliedSpecies field for field.
    return foundry.utils.deepClone(this._source.applied) as AppliedSpecies;
  }

  /** CY-SP-1: one species per actor, at the data level; a copy not made by the drop workflow applies nothing. */
  override async _preCreate(...args: Parameters<SpeciesModel["_preCreate"]>): Promise<boolean | void> {
    if ((await super._preCreate(...args)) === false) return false;
    const item = this.parent;
    // cast: the parent of an owned item is an instance of CONFIG.Actor.documentClass.
    const actor = item?.parent as Actor.Implementation | null | undefined;
    if (actor && otherSpecies(actor, null).length > 0) {
      notifyWarn("AUGMENTED.Species.OnlyOne", { actor: actor.name ?? "", species: item.name });
      return false;
    }
    // cast: the operation options, with the system's own `augmented` option.
    const options = args[1] as SpeciesOperationOptions;
    if (this._source.applied.active && options?.augmented?.speciesApplied !== true) {
      // cast: a dotted path of the models is valid update data.
      item.updateSource({ system: { applied: emptyApplied() } } as Item.UpdateData);
    }
  }
}
