/**
 * The `rest` ChatMessage sub-type dnd5e posts after a rest (release-5.3.3 `system.json` documentTypes.ChatMessage
 * `rest`; data `{type, deltas, activations, request}`, actor.mjs:2372). Stored loosely here.
 */
import { StringField, type DataField } from "../../foundry/fields";
import { ObjectField } from "../../foundry/fields-compound";
import { TypeDataModel } from "../../foundry/data-model";

export class RestMessageData extends TypeDataModel {
  static override defineSchema(): Record<string, DataField> {
    return { type: new StringField({ initial: "" }), deltas: new ObjectField(), request: new ObjectField({ nullable: true, initial: null }) };
  }
}
