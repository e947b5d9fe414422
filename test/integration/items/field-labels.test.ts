/**
 * Issue 22 item 6 / issue 28 item 4: the item sheets read each field's label from the model's schema, which
 * Foundry localizes from the model's LOCALIZATION_PREFIXES. Two ways that can go quietly wrong, both checked:
 * a template names a field whose label was never given (the sheet shows an empty label), and lang/en.json holds
 * a `FIELDS` entry for a path the model does not have (a label nobody will ever see, usually a typo).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createWorld, REPO_ROOT } from "../../foundry";

interface Field {
  label: string;
  fields?: Record<string, Field>;
}
interface Model {
  schema: { fields: Record<string, Field> };
  LOCALIZATION_PREFIXES: string[];
}

/** Which item types render each item template (src/sheets/item-sheet.ts TYPE_PARTS). */
const TEMPLATE_TYPES: Record<string, string[]> = {
  "weapon.hbs": ["weapon"],
  "equipment.hbs": ["equipment"],
  "feature.hbs": ["feature"],
  "tool.hbs": ["tool"],
  "species.hbs": ["species"],
  "chassis.hbs": ["chassis"],
  "upgrade.hbs": ["upgrade"],
  "consumable.hbs": ["consumable"],
  "automail.hbs": ["automail"],
  "port.hbs": ["port"],
  "augment.hbs": ["augment"],
  "uses.hbs": ["weapon", "equipment", "feature", "upgrade", "consumable", "automail"],
};

function fieldAt(model: Model, dotted: string): Field | undefined {
  let fields: Record<string, Field> | undefined = model.schema.fields;
  let field: Field | undefined;
  for (const name of dotted.split(".")) {
    field = fields?.[name];
    fields = field?.fields;
  }
  return field;
}

/** Every `label`/`hint` leaf under a lang `FIELDS` object, as the field path it names. */
function langPaths(tree: Record<string, unknown>, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    if (key === "label" || key === "hint") return prefix ? [prefix.slice(0, -1)] : [];
    return value && typeof value === "object" ? langPaths(value as Record<string, unknown>, `${prefix}${key}.`) : [];
  });
}

describe("item field labels from LOCALIZATION_PREFIXES", () => {
  it("every field a sheet template labels from the schema has a label on each item type that renders it", async () => {
    await createWorld();
    // cast: CONFIG.Item.dataModels holds the system's TypeDataModel classes (src/data/item/index.ts).
    const models = CONFIG.Item.dataModels as unknown as Record<string, Model>;
    const missing: string[] = [];
    for (const [template, types] of Object.entries(TEMPLATE_TYPES)) {
      const text = fs.readFileSync(path.join(REPO_ROOT, "templates/item", template), "utf8");
      const refs = [...text.matchAll(/\bfields\.([\w.]+?)\.(label|hint)\b/g)].map((m) => ({ path: m[1]!.replace(/\.fields\./g, "."), kind: m[2]! }));
      expect(refs.length, template).toBeGreaterThan(0);
      for (const type of types) {
        for (const ref of refs) {
          const field = fieldAt(models[type]!, ref.path) as (Field & { hint?: string }) | undefined;
          const text = ref.kind === "label" ? field?.label : field?.hint;
          if (!text) missing.push(`${template} → ${type}.${ref.path} ${ref.kind}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("lang/en.json names no FIELDS path a model lacks (the base prefix's paths: at least one model has each)", async () => {
    await createWorld();
    // cast: as above.
    const models = Object.values(CONFIG.Item.dataModels as unknown as Record<string, Model>);
    const lang = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, "lang/en.json"), "utf8")) as Record<string, unknown>;
    const at = (key: string) => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], lang) as Record<string, unknown> | undefined;
    const dead: string[] = [];
    for (const prefix of new Set(models.flatMap((model) => model.LOCALIZATION_PREFIXES))) {
      const owners = models.filter((model) => model.LOCALIZATION_PREFIXES.includes(prefix));
      for (const fieldPath of langPaths(at(`${prefix}.FIELDS`) ?? {})) {
        if (!owners.some((model) => fieldAt(model, fieldPath))) dead.push(`${prefix}.FIELDS.${fieldPath}`);
      }
    }
    expect(dead).toEqual([]);
  });
});
