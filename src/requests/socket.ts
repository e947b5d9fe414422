/**
 * Requests a player's client cannot carry out, executed by the active GM (docs/ARCHITECTURE.md, Layers and Trust). Every
 * payload is validated before anything changes, and the requester is told when a request is refused or times out.
 *
 * How the GM's client knows who asks: the request is stored on the requester's own User document and the query
 * only points at it (./stored-request.ts): the user it is stored on is the sender, whatever the payload claims.
 *
 * Request types are registered by the workflows that need them (`registerSocketHandler`), e.g. `cardAction`
 * (src/workflows/cards/card-action.ts: every card transition, validated per action against the current
 * documents). A handler that throws is caught here: the request is refused, the GM's client carries on.
 */
import { packageId } from "../constants";
import { notifyWarn } from "../utils/notify";
import { GM_DECISION_REQUEST } from "./decision-kinds";
import { type RequestPointer, forgetOwnRequest, isObject, storeOwnRequest, takeRequest } from "./stored-request";

export { REQUESTS_FLAG } from "./stored-request";

/** The query name requests travel under. */
export const REQUEST_QUERY = `${packageId()}.request`;
const REQUEST_TIMEOUT_MS = 30 * 1000;

/** Any request: `type` names the handler registered for it. */
export type SocketRequest = { type: string; [key: string]: unknown };

/** What a refused request answers: the lang key of the reason, shown to the requester. */
export type RequestRefusal = string;

/** The GM's answer to a request (crosses the network as JSON). */
export interface RequestReply {
  ok: boolean;
  reason?: RequestRefusal;
  /** Values the reason's text names (a character, an author…). */
  data?: Record<string, string | number>;
}

/**
 * A request type the active GM carries out. `validate` narrows the untrusted payload (a forged or malformed
 * message fails it and is refused); `handle` must still check the requesting user's permissions itself, and
 * returns the reason when it refuses.
 */
export interface SocketHandler<T> {
  validate(data: unknown): data is T;
  handle(request: T): Promise<void | RequestRefusal | RequestReply>;
}

type UserDoc = User.Implementation;

/**
 * The handlers live on this client's CONFIG (as `CONFIG.queries` does), not in module state: whatever code on
 * this client sends or runs a request reaches the handlers this client's system registered.
 */
function handlers(): Map<string, SocketHandler<never>> {
  // cast: the system's own registry, kept beside CONFIG.queries; the community types do not know it.
  const config = CONFIG as { augmentedRequestHandlers?: Map<string, SocketHandler<never>> };
  config.augmentedRequestHandlers ??= new Map();
  return config.augmentedRequestHandlers;
}

const REFUSED = "AUGMENTED.Request.Refused";
const UNKNOWN = "AUGMENTED.Request.Unknown";

/** Add a request type (from a workflow's own register function, at init). */
export function registerSocketHandler<T>(type: string, handler: SocketHandler<T>): void {
  // cast: handlers of different request types share one map; each validate narrows before its own handle.
  handlers().set(type, handler as SocketHandler<never>);
}

function isReplyData(data: unknown): data is Record<string, string | number> {
  return isObject(data) && Object.values(data).every((value) => typeof value === "string" || typeof value === "number");
}

function isReply(data: unknown): data is RequestReply {
  return (
    isObject(data) &&
    typeof data.ok === "boolean" &&
    (data.reason === undefined || typeof data.reason === "string") &&
    (data.data === undefined || isReplyData(data.data))
  );
}

const refuse = (reason: RequestRefusal): RequestReply => ({ ok: false, reason });

/** Runs a request for an authenticated `sender`: its `userId` is always the sender, never the payload's claim. */
async function dispatch(data: Record<string, unknown>, sender: UserDoc): Promise<RequestReply> {
  if (!game.user?.isGM || game.users?.activeGM?.id !== game.user.id) return refuse(REFUSED);
  return run(data, sender);
}

/**
 * Runs a request of this client's own user here, with no GM involved (a card's author writing its own card when
 * no GM is connected): the same validation and handler, with this user's own permissions.
 */
export function runHere(request: SocketRequest): Promise<RequestReply> {
  const self = game.user;
  if (!self?.id) return Promise.resolve(refuse(REFUSED));
  const { userId: _claimed, ...payload } = request;
  return run(payload, self);
}

async function run(data: Record<string, unknown>, sender: UserDoc): Promise<RequestReply> {
  const request: Record<string, unknown> = { ...data, userId: sender.id };
  const handler = typeof request.type === "string" ? handlers().get(request.type) : undefined;
  try {
    if (!handler?.validate(request)) return refuse(REFUSED);
    const answer = await handler.handle(request);
    if (typeof answer === "string") return refuse(answer);
    return answer && isReply(answer) ? answer : { ok: true };
  } catch (error) {
    // A malformed request must never break the GM's client: it is refused, and the GM's console keeps why.
    console.error(error);
    return refuse(REFUSED);
  }
}

/**
 * The GM's side of the query. The payload only points at a request (with the key only its author knows); the
 * request itself is read from the User document it points at, and that user is the sender. Each request runs
 * once; its author removes it. A GM decision stored there is left for its own query (./gm-decision.ts).
 */
async function answerRequest(data: unknown): Promise<RequestReply> {
  const taken = takeRequest(data, (request) => request.type !== GM_DECISION_REQUEST);
  if (taken === "malformed") return refuse(REFUSED);
  if (taken === "unknown") return refuse(UNKNOWN);
  return dispatch(taken.request, taken.sender);
}

export function registerSocket(): void {
  // cast: CONFIG.queries is keyed by name; the community types list only core queries.
  (CONFIG as unknown as { queries: Record<string, unknown> }).queries[REQUEST_QUERY] = answerRequest;
}

/** Tells the requester why nothing happened; true when the reply says it was done. */
export function explainReply(reply: RequestReply): boolean {
  if (reply.ok) return true;
  const known = reply.reason && game.i18n?.has(reply.reason);
  notifyWarn(known ? reply.reason! : REFUSED, known ? reply.data : undefined);
  return false;
}

/**
 * Ask the active GM to carry out a request. Resolves true once the GM carried it out; false (after telling the
 * user why) when no GM is connected, the GM refused it or did not answer in time. Answered or not, the request
 * is then removed from this user's own User document (so a GM who sees a timed-out one late does not carry it out).
 */
export async function requestGM(request: SocketRequest): Promise<boolean> {
  const gm = game.users?.activeGM;
  const self = game.user;
  if (!gm || !self?.id) {
    notifyWarn("AUGMENTED.Request.NoGm");
    return false;
  }
  // The payload's own claim of who asks is dropped: the GM stamps the sender.
  const { userId: _claimed, ...payload } = request;
  if (gm.isSelf) return explainReply(await dispatch(payload, self));
  const pointer = await storeOwnRequest(self, payload);
  // cast: the system's own query name; the community types only declare core queries.
  const target = gm as { query(name: string, data: RequestPointer, options: { timeout: number }): Promise<unknown> };
  let reply: unknown;
  try {
    reply = await target.query(REQUEST_QUERY, pointer, { timeout: REQUEST_TIMEOUT_MS });
  } catch {
    await forgetOwnRequest(self, pointer);
    notifyWarn("AUGMENTED.Request.TimedOut");
    return false;
  }
  await forgetOwnRequest(self, pointer);
  return explainReply(isReply(reply) ? reply : refuse(REFUSED));
}
