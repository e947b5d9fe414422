/**
 * The `chassis` item (GC-CH-1): a Gearforged body shape with its size, languages, walking speed and
 * description, and which of those values come from a seed and which are GM defaults. Applying it to an actor
 * (the chassis workflow, a later step) records what changed in `applied`, the species' record shape, so that
 * removing it reverses exactly that (src/rules/gearforged/chassis.ts).
 *
 * The schema is lenient where older or module data may be off (size, walk): such data loads and `problems`
 * lists what is wrong for the sheet to flag; nothing is fixed silently.
 */
import type { AppliedSpecies } from "../../rules/species";
import type { ChassisDefinition } from "../../rules/gearforged";
import { booleanField, integerField, textField } from "../fields";
import { chassisProblems, type ItemProblem } from "./gearforged/problems";
import { descriptionField } from "./fields";
import { appliedField } from "./species";
import { SchemaField, SetField, StringField } from "../field-classes";
import { GuardedNumberField } from "../guarded-number-field";

function defineChassisSchema() {
  return {
    description: descriptionField(),
    /** "dwarf", "gnome", "human", "kobold" (GC-CH-1), or blank for a GM's own chassis. */
    key: textField(),
    /** An actor size id; not restricted here so an unknown one from older data loads and is flagged. */
    size: new StringField({ required: true, blank: false, initial: "medium" }),
    /** Feet; null: leaves the walking speed to the species. */
    walk: new GuardedNumberField({ required: true, nullable: true, integer: true, initial: null }),
    languages: new SchemaField({
      fixed: new SetField(new StringField({ required: true, blank: false, trim: true })),
      /** How many more the player picks (the human chassis: one of choice). */
      choices: integerField(0, 0, 10),
    }),
    /** Which values are from a seed (true) or a GM default (false) (GC-CH-1: seed 002 gives none of them). */
    fromSeed: new SchemaField({
      size: booleanField(false),
      languages: booleanField(false),
      walk: booleanField(false),
    }),
    /** What applying it changed on the actor (written by the chassis workflow, undone when it is removed). */
    applied: appliedField(),
  };
}

export type ChassisSchema = ReturnType<typeof defineChassisSchema>;

/** A Gearforged chassis (GC-CH-1). */
export class ChassisData extends foundry.abstract.TypeDataModel<ChassisSchema, Item.Implementation> {
  /** Field labels and hints from lang/en.json (`<prefix>.FIELDS.<path>.label`), localized by Foundry at start-up. */
  static override LOCALIZATION_PREFIXES = ["AUGMENTED.Item.base", "AUGMENTED.Chassis"];

  static override defineSchema(): ChassisSchema {
    return defineChassisSchema();
  }

  /** The chassis as the rules read it. */
  get definition(): ChassisDefinition {
    return {
      size: this.size,
      walk: this.walk ?? null,
      languages: { fixed: [...this.languages.fixed], choices: this.languages.choices },
      fromSeed: { size: this.fromSeed.size, languages: this.fromSeed.languages, walk: this.fromSeed.walk },
    };
  }

  /** The stored record of what applying changed. */
  get appliedRecord(): AppliedSpecies {
    // cast: the applied schema mirrors AppliedSpecies field for field (the species record, reused).
    return foundry.utils.deepClone(this._source.applied) as AppliedSpecies;
  }

  /** What is wrong with the stored data (flagged on the sheet, never fixed here). */
  get problems(): ItemProblem[] {
    return chassisProblems({ key: this.key, size: this.size, walk: this.walk ?? null, languages: this.languages });
  }
}
