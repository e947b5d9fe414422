/**
 * The fixture module's entry: registers its sub-types' data models at init and records, per client copy, the
 * system it found (module-load.test.ts reads it through world.systemModule).
 * - `gadget`: a plain TypeDataModel (no description, activities or `getCardData`), as a module's own type is when
 *   it ignores dnd5e's templates;
 * - `implant`: built as sw5e-module builds its types, on dnd5e's own templates read from `dnd5e.dataModels` at
 *   init (`ItemDataModel.mixin(ItemDescriptionTemplate, ItemTypeTemplate, ActivitiesTemplate)`), with a field of
 *   its own, and its final preparation preparing the uses and activities (as dnd5e's feat.mjs:277 does).
 */
import { Hooks } from "../../foundry/hooks";
import { TypeDataModel } from "../../foundry/data-model";
import { NumberField, type DataField } from "../../foundry/fields";
import { currentClient } from "../../foundry/runtime";
import type { PlainObject } from "../../foundry/utils";

export const seen: string[] = [];

class GadgetData extends TypeDataModel {
  static override defineSchema(): Record<string, DataField> {
    return { charges: new NumberField({ integer: true, min: 0, initial: 3 }) };
  }
}

interface Template { defineSchema(): Record<string, DataField>; prototype: object }
interface Dnd5eModels { ItemDataModel: Template & { mixin(...t: Template[]): new (...a: never[]) => object }; item: Record<string, Template> }

/** The implant type's model, on the dnd5e templates of the current client's dnd5e. */
function implantModel(): unknown {
  const models = ((currentClient().game as unknown as { dnd5e: { dataModels: Dnd5eModels } }).dnd5e).dataModels; // cast: the dnd5e namespace
  const { ItemDescriptionTemplate, ItemTypeTemplate, ActivitiesTemplate } = models.item as Record<string, Template>;
  const Base = models.ItemDataModel.mixin(ItemDescriptionTemplate!, ItemTypeTemplate!, ActivitiesTemplate!) as unknown as typeof TypeDataModel & { defineSchema(): Record<string, DataField> }; // cast: a TypeDataModel subclass
  return class ImplantData extends Base {
    static override defineSchema(): Record<string, DataField> {
      return { ...super.defineSchema(), grade: new NumberField({ integer: true, min: 0, initial: 1 }) };
    }

    prepareFinalData(): void {
      const self = this as unknown as { parent: { getRollData(): PlainObject }; prepareFinalActivityData(r: PlainObject): void };
      self.prepareFinalActivityData(self.parent.getRollData());
    }
  };
}

Hooks.once("init", () => {
  const game = currentClient().game as unknown as PlainObject & { system: { id: string; version: string } }; // cast: the stand-in game object
  seen.push(`${game.system.id} ${game.system.version}`);
  const dataModels = (currentClient().config.Item as { dataModels: Record<string, unknown> }).dataModels;
  dataModels["standin-fixture.gadget"] = GadgetData;
  dataModels["standin-fixture.implant"] = implantModel();
});
