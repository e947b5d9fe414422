/**
 * The fixture module's entry: registers its sub-type's data model at init and records, per client copy, the
 * system it found (module-load.test.ts reads it through world.systemModule).
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

Hooks.once("init", () => {
  const game = currentClient().game as unknown as PlainObject & { system: { id: string; version: string } }; // cast: the stand-in game object
  seen.push(`${game.system.id} ${game.system.version}`);
  (currentClient().config.Item as { dataModels: Record<string, unknown> }).dataModels["standin-fixture.gadget"] = GadgetData;
});
