/**
 * dnd5e's ChatMessage sub-types the stand-in posts (release-5.3.3 `system.json` documentTypes.ChatMessage):
 * - `rest` (`data/chat-message/rest-message-data.mjs`): `{type, deltas, activations, request}` (actor.mjs:2372-
 *   2389); its card lists `deltas` through `ActorDeltasField.processDeltas` (rest-message-data.mjs), one line per
 *   changed path, the raw path when dnd5e has no label for it (data/deltas.ts). `deltaLines()` is that list.
 * - `usage` (`data/chat-message/usage-message-data.mjs`): an activity's card, `{deltas, cause, effects}`.
 */
import { StringField, type DataField } from "../../foundry/fields";
import { ObjectField } from "../../foundry/fields-compound";
import { TypeDataModel } from "../../foundry/data-model";
import { processDeltas, type ActorDeltas, type DeltaLine } from "./deltas";

type SpeakerActor = Parameters<typeof processDeltas>[1];
const speakerActor = (message: unknown): SpeakerActor | undefined => {
  const speaker = (message as { speaker?: { actor?: string } }).speaker;
  const game = (globalThis as unknown as { game: { actors: { get(id: string): unknown } } }).game;
  return speaker?.actor ? (game.actors.get(speaker.actor) as SpeakerActor | undefined) : undefined;
};

export class RestMessageData extends TypeDataModel {
  declare deltas: ActorDeltas;

  static override defineSchema(): Record<string, DataField> {
    return { type: new StringField({ initial: "" }), deltas: new ObjectField(), request: new ObjectField({ nullable: true, initial: null }) };
  }

  /** The card's lines (rest-message-data.mjs → deltas-field.mjs:58-72), read against the speaker's actor. */
  deltaLines(): DeltaLine[] {
    const actor = speakerActor(this.parent);
    return actor ? processDeltas(this.deltas ?? {}, actor) : [];
  }
}

export class UsageMessageData extends TypeDataModel {
  declare deltas: ActorDeltas;

  static override defineSchema(): Record<string, DataField> {
    return { deltas: new ObjectField(), cause: new StringField({ initial: "" }) };
  }

  deltaLines(): DeltaLine[] {
    const actor = speakerActor(this.parent);
    return actor ? processDeltas(this.deltas ?? {}, actor) : [];
  }
}
