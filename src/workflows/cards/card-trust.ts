/**
 * What the writing client may believe of a card (DESIGN.md, Trust). A chat message's author is stamped by
 * Foundry's server (a player cannot post as someone else), but its data (the card type's system data, which its
 * schema only checks for shape, or an older card's flags) is whatever the author wrote. So a
 * card's data is acted on only when its author could have made the same change themselves: a GM, or an owner of
 * the one actor the card names. A card a player posted about someone else's character is refused with a message
 * saying so, whatever its data claims. Each card kind then recomputes what it does from the documents.
 */
import type { Refusal } from "../../data/chat/card-actions";

export type { Refusal } from "../../data/chat/card-actions";

export const refusal = (key: string, data?: Record<string, string | number>): Refusal => (data ? { key, data } : { key });

type OwnedDocument = { name: string | null; testUserPermission(user: User.Implementation, permission: "OWNER"): boolean };

/** The user may act for `actor`: a GM, or one of its owners. */
export function mayActFor(user: User.Implementation | null | undefined, actor: OwnedDocument): boolean {
  return Boolean(user && (user.isGM || actor.testUserPermission(user, "OWNER")));
}

/** Why the card's data may not be acted on for `actor`; null when its author is a GM or owns the actor. */
export function forgedCard(message: ChatMessage.Implementation, actor: OwnedDocument): Refusal | null {
  // cast: the author as a User document (the server-stamped id resolved by Foundry).
  const author = message.author as User.Implementation | null | undefined;
  if (author && mayActFor(author, actor)) return null;
  return refusal("AUGMENTED.Card.Forged", { author: author?.name ?? "?", name: actor.name ?? "" });
}
