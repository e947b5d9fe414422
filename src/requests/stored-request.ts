/**
 * How a player → GM request proves who sent it (DESIGN.md, Trust). v13 query handlers receive no sender
 * (`CONFIG.queries` handlers get `(data, {timeout})`, foundryvtt issue 13418), so the requester first writes the
 * request into a flag of its **own User document** (only that user or a GM may update a User document) and then
 * sends the active GM a query that only says where to look (`{userId, id}`). The GM's client reads the request
 * back from that User document: what is stored on user X was written by X, so X is the sender whatever the query
 * claims. Each request is consumed (deleted) before it runs, so it answers once. Used by the request channel
 * (./socket.ts) and by GM decisions (./gm-decision.ts), which then know the requester's User document.
 */
import { SYSTEM_ID } from "../constants";

/** The flag (on the requester's own User document) that holds its requests by id. */
export const REQUESTS_FLAG = "requests";

/** A query's whole payload: where the request is stored. */
export interface RequestPointer {
  userId: string;
  id: string;
}

type UserDoc = User.Implementation;

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function isPointer(data: unknown): data is RequestPointer {
  return isObject(data) && typeof data.userId === "string" && typeof data.id === "string" && /^[A-Za-z0-9]{1,32}$/.test(data.id);
}

/** The requests stored on a User document, by id. */
export function storedRequests(user: UserDoc): Record<string, unknown> {
  // cast: the system's own flag scope; the value is checked before use.
  const flags = (user.flags as Record<string, Record<string, unknown> | undefined>)[SYSTEM_ID]?.[REQUESTS_FLAG];
  return isObject(flags) ? flags : {};
}

/** Removes one request from a User document (`-=` deletes the key). */
export async function forgetRequest(user: UserDoc, id: string): Promise<void> {
  // cast: a flag deletion key the community types do not model.
  await user.update({ [`flags.${SYSTEM_ID}.${REQUESTS_FLAG}.-=${id}`]: null } as unknown as User.UpdateData);
}

/** The requester's side: stores `payload` on this client's own User document; the pointer to send. */
export async function storeOwnRequest(self: UserDoc, payload: Record<string, unknown>): Promise<RequestPointer> {
  const id = foundry.utils.randomID();
  // cast: the system's own flag; the community types do not know its shape.
  await self.update({ [`flags.${SYSTEM_ID}.${REQUESTS_FLAG}.${id}`]: payload } as unknown as User.UpdateData);
  return { userId: self.id!, id };
}

/** The requester's side, after a failed or timed-out query: a request the GM never took is withdrawn. */
export async function withdrawOwnRequest(self: UserDoc, pointer: RequestPointer): Promise<void> {
  if (storedRequests(self)[pointer.id] !== undefined) await forgetRequest(self, pointer.id);
}

export type TakenRequest = { sender: UserDoc; request: Record<string, unknown> } | "malformed" | "unknown";

/**
 * The GM's side: the request a query points at and the user who stored it (the authenticated sender), removed
 * from that User document before it runs. "malformed" when the query is no pointer, "unknown" when nothing
 * (or nothing `accept`s, left in place) is stored there.
 */
export async function takeRequest(data: unknown, accept: (request: Record<string, unknown>) => boolean = () => true): Promise<TakenRequest> {
  if (!isPointer(data)) return "malformed";
  const sender = game.users?.get(data.userId);
  const stored = sender ? storedRequests(sender)[data.id] : undefined;
  if (!sender || !isObject(stored) || !accept(stored)) return "unknown";
  await forgetRequest(sender, data.id);
  return { sender, request: stored };
}
