/**
 * How a player → GM request proves who sent it (DESIGN.md, Trust). v13 query handlers receive no sender
 * (`CONFIG.queries` handlers get `(data, {timeout})`, foundryvtt/foundryvtt#13418), so the requester first writes the
 * request into a flag of its **own User document** (only that user or a full GM may update a User document) and
 * then sends the active GM a query that says where to look (`{userId, id}`) and carries a key: a random secret
 * whose SHA-256 digest is stored with the request. The GM's client reads the request back from that User
 * document: what is stored on user X was written by X; and since every client can read User flags but only X
 * knows the key, a query pointing at X's request is X's own. A query pointing at another user's request is
 * refused, and so is a second query for one request (the GM's client answers each once).
 *
 * While a request may be answered, nobody but the requester writes its User document: the GM's client only reads
 * it (an Assistant GM may not update another user: foundryvtt/foundryvtt#9749, #10024). The requester's own client
 * removes its request once the query is answered, refused or timed out, and drops any of its requests older than
 * `REQUEST_LIFETIME_MS` (a reloaded or crashed client's leftovers) whenever it stores a new one. A user who never
 * asks again would keep theirs, so the active GM's client, when it starts and is a full GM, removes every stored
 * request past its lifetime from every User document (`sweepStaleRequests`): none of them can be answered any more.
 */
import { packageId } from "../constants";
import { deletionEntry } from "../compat/deletion";
import { sha256Hex } from "../utils/sha256";

/** The flag (on the requester's own User document) that holds its requests by id. */
export const REQUESTS_FLAG = "requests";

/** How long a stored request may wait: the longest query timeout (a GM decision, 10 minutes) and some margin. */
export const REQUEST_LIFETIME_MS = 15 * 60 * 1000;

/** A query's whole payload: where the request is stored, and the key only its author knows. */
export interface RequestPointer {
  userId: string;
  id: string;
  key: string;
}

/** What is stored per request: the request, the digest of its key, and when its author stored it (own clock). */
interface StoredEntry {
  request: Record<string, unknown>;
  lock: string;
  at: number;
}

type UserDoc = User.Implementation;

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function isPointer(data: unknown): data is RequestPointer {
  return (
    isObject(data) && typeof data.userId === "string" && typeof data.id === "string" && /^[A-Za-z0-9]{1,32}$/.test(data.id) &&
    typeof data.key === "string" && /^[0-9a-f]{32}$/.test(data.key)
  );
}

function isEntry(value: unknown): value is StoredEntry {
  return isObject(value) && isObject(value.request) && typeof value.lock === "string" && typeof value.at === "number";
}

/** The requests stored on a User document, by id. */
export function storedRequests(user: UserDoc): Record<string, unknown> {
  // cast: the system's own flag scope; the value is checked before use.
  const flags = (user.flags as Record<string, Record<string, unknown> | undefined>)[packageId()]?.[REQUESTS_FLAG];
  return isObject(flags) ? flags : {};
}

function randomKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

const deletion = (id: string): Record<string, unknown> => deletionEntry(`flags.${packageId()}.${REQUESTS_FLAG}`, id);

/**
 * The requester's side: stores `payload` on this client's own User document, dropping its own requests past
 * their lifetime in the same update; the pointer to send.
 */
export async function storeOwnRequest(self: UserDoc, payload: Record<string, unknown>): Promise<RequestPointer> {
  const id = foundry.utils.randomID();
  const key = randomKey();
  const now = Date.now();
  const entry: StoredEntry = { request: payload, lock: sha256Hex(key), at: now };
  const update: Record<string, unknown> = { [`flags.${packageId()}.${REQUESTS_FLAG}.${id}`]: entry };
  for (const [old, stored] of Object.entries(storedRequests(self))) {
    if (!isEntry(stored) || now - stored.at > REQUEST_LIFETIME_MS) Object.assign(update, deletion(old));
  }
  // cast: the system's own flag (and deletion entries); the community types do not know its shape.
  await self.update(update as User.UpdateData);
  return { userId: self.id!, id, key };
}

/** The requester's side, once the query is answered, refused or timed out: its request is removed. */
export async function forgetOwnRequest(self: UserDoc, pointer: RequestPointer): Promise<void> {
  if (storedRequests(self)[pointer.id] === undefined) return;
  // cast: a flag deletion entry the community types do not model.
  await self.update(deletion(pointer.id) as User.UpdateData);
}

export type TakenRequest = { sender: UserDoc; request: Record<string, unknown> } | "malformed" | "unknown";

/**
 * The keys of the requests this client has taken, so each is answered once (a key is random per request; ids
 * alone could repeat). Module state is this client's own (each client loads the system); one short string per
 * request answered in the session.
 */
const taken = new Set<string>();

/**
 * The GM's side: the request a query points at and the user who stored it (the authenticated sender), when the
 * query's key opens it and it was not taken before. "malformed" when the query is no pointer, "unknown" when
 * nothing (or nothing `accept`s, or nothing the key opens) is stored there. Writes nothing.
 */
export function takeRequest(data: unknown, accept: (request: Record<string, unknown>) => boolean = () => true): TakenRequest {
  if (!isPointer(data)) return "malformed";
  const sender = game.users?.get(data.userId);
  const stored = sender ? storedRequests(sender)[data.id] : undefined;
  const ref = data.key;
  if (!sender || !isEntry(stored) || stored.lock !== sha256Hex(data.key) || !accept(stored.request) || taken.has(ref)) return "unknown";
  taken.add(ref);
  return { sender, request: stored.request };
}

/** Whether the request a pointer names is still stored (its author withdraws it when it stops waiting). */
export function stillStored(pointer: RequestPointer): boolean {
  const sender = game.users?.get(pointer.userId);
  return sender !== undefined && isEntry(storedRequests(sender)[pointer.id]);
}

/**
 * The GM's side, at start-up: every stored request past its lifetime (or no request at all), on every User document,
 * removed with one update per user that holds any. Only the active GM, and only a full GM (an Assistant may not
 * update another user). `at` is the author's clock: the lifetime is a query's longest wait with a margin, so a
 * request still waited on is never this old on a clock that is roughly right. Returns how many were removed.
 */
export async function sweepStaleRequests(now = Date.now()): Promise<number> {
  const me = game.user;
  if (!me || me.role !== CONST.USER_ROLES.GAMEMASTER || game.users?.activeGM?.id !== me.id) return 0;
  let removed = 0;
  for (const user of game.users ?? []) {
    const stale = Object.entries(storedRequests(user)).filter(([, stored]) => !isEntry(stored) || now - stored.at > REQUEST_LIFETIME_MS);
    if (stale.length === 0) continue;
    // cast: Object.assign of plain deletion entries gives one plain object of them.
    const update = Object.assign({}, ...stale.map(([id]) => deletion(id))) as Record<string, unknown>;
    // cast: flag deletion entries the community types do not model.
    await user.update(update as User.UpdateData);
    removed += stale.length;
  }
  return removed;
}
