/**
 * Field labels from LOCALIZATION_PREFIXES (issue 22 item 6, issue 28 item 4): Foundry localizes the models
 * registered for document subtypes itself, so by `ready` each item model's fields carry the labels and hints
 * lang/en.json gives under `<prefix>.FIELDS.<path>` (nested fields by their path), and a later prefix wins over
 * an earlier one for the same field. The sheets read these labels; the stand-in does the same at boot
 * (test/foundry/i18n.ts `localizeDataModel`), and this scenario checks the stand-in against Foundry.
 */
import { equal } from "./assert";
import { defineScenario } from "./harness";

interface LabelledField {
  label: string;
  hint: string;
  fields?: Record<string, LabelledField>;
}

interface ModelClass {
  schema: { fields: Record<string, LabelledField> };
}

function model(type: string): ModelClass {
  // cast: CONFIG.Item.dataModels holds the system's TypeDataModel classes (src/data/item/index.ts).
  return (CONFIG.Item.dataModels as unknown as Record<string, ModelClass>)[type]!;
}

export default defineScenario({
  id: "field-labels",
  title: "item model fields carry the labels and hints of their LOCALIZATION_PREFIXES; a later prefix wins",
  proves: "issue 22 item 6 (LOCALIZATION_PREFIXES)",
  async run() {
    const t = (key: string) => game.i18n!.localize(key);
    // A shared field from the base prefix, a type's own field, a nested field and a hint.
    equal(model("tool").schema.fields.price!.label, t("AUGMENTED.Item.base.FIELDS.price.label"), "tool price label");
    equal(model("tool").schema.fields.proficiency!.label, t("AUGMENTED.Item.Tool.FIELDS.proficiency.label"), "tool proficiency label");
    equal(model("equipment").schema.fields.armor!.fields!.dexCap!.label, t("AUGMENTED.Item.Equipment.FIELDS.armor.dexCap.label"), "nested armor.dexCap label");
    equal(model("equipment").schema.fields.armor!.fields!.dexCap!.hint, t("AUGMENTED.Item.Equipment.FIELDS.armor.dexCap.hint"), "nested armor.dexCap hint");
    equal(model("automail").schema.fields.adds!.fields!.weapon!.fields!.formula!.label, t("AUGMENTED.Automail.FIELDS.adds.weapon.formula.label"), "three levels deep");
    // Order: with two prefixes that both name `kind`, the later one's label is used.
    const { SchemaField, StringField } = foundry.data.fields;
    class Probe extends foundry.abstract.DataModel<foundry.data.fields.DataSchema> {
      static override LOCALIZATION_PREFIXES = ["AUGMENTED.Consumable", "AUGMENTED.Item.Port"];
      static override defineSchema() {
        return { kind: new StringField(), inner: new SchemaField({ kind: new StringField() }) };
      }
    }
    foundry.helpers.Localization.localizeDataModel(Probe);
    const probe = Probe.schema.fields as unknown as Record<string, LabelledField>;
    equal(probe.kind!.label, t("AUGMENTED.Item.Port.FIELDS.kind.label"), "the later prefix's label");
  },
});
