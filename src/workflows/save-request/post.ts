/**
 * Posting a save request (GF-UPG-11, CY-ATK-3): a card naming the target, the save and its DC, with a Roll save
 * button its owner (or a GM) sees. Posted by the acting creature's client, so its author owns the actor that
 * asks (src/workflows/cards/card-trust.ts); the DC it shows is checked again against the documents when the
 * result is recorded (./actions.ts).
 */
import { postCard } from "../../applications/chat/cards";
import { cardText } from "../../data/chat/card-text";

/** The save request card's kind and its one button (declared by ./card-kind.ts). */
export const SAVE_REQUEST_KIND = "save-request";
export const ROLL_SAVE_ACTION = "rollSave";

export interface SaveRequestInput {
  /** The registered source (./sources.ts). */
  source: string;
  actor: Actor.Implementation;
  item: Item.Implementation;
  target: Actor.Implementation;
  ability: string;
  dc: number;
  /** The card of the use that asked for the save: once it is undone, the save can no longer be recorded. */
  useMessage: ChatMessage.Implementation | null;
}

export async function postSaveRequest(input: SaveRequestInput): Promise<ChatMessage.Implementation | null> {
  const { actor, item, target, ability, dc } = input;
  const abilityName = cardText(`AUGMENTED.Ability.${ability}.long`);
  const message = await postCard(
    {
      kind: SAVE_REQUEST_KIND,
      title: cardText("AUGMENTED.SaveRequest.Title", { target: target.name ?? "", ability: abilityName }),
      lines: [cardText("AUGMENTED.SaveRequest.Asked", { dc, item: item.name, name: actor.name ?? "" })],
      buttons: [{ action: ROLL_SAVE_ACTION, label: cardText("AUGMENTED.SaveRequest.Roll"), icon: "fa-solid fa-dice-d20" }],
    },
    {
      actor,
      state: {
        saveRequest: {
          source: input.source,
          actorUuid: actor.uuid,
          itemId: item.id ?? "",
          targetUuid: target.uuid,
          targetName: target.name ?? "",
          ability,
          dc,
          useMessageId: input.useMessage?.id ?? null,
          result: null,
        },
      },
    },
  );
  return message ?? null;
}
