/**
 * Requests a player's client cannot carry out, executed by the active GM (DESIGN.md, Layers). Every payload
 * is validated before anything changes; unknown or malformed requests are ignored.
 *
 * They travel as a Foundry query (`User#query` to the active GM, handled through `CONFIG.queries`), not as a
 * raw socket message: the server tells the GM's client who sent a query, so the request's `userId` is always
 * overwritten with the real sender before any handler checks permissions. A forged `userId` gains nothing, and
 * messages emitted on the system's socket by hand are not listened to at all.
 *
 * Request types are registered by the workflows that need them (`registerSocketHandler`), e.g. `resolveCard`
 * (src/automation/resolve-card.ts), `integrityRoll` / `integrityPick` (src/automation/integrity/actions.ts).
 */
import { SYSTEM_ID } from "../constants";

/** The query name requests travel under. */
export const REQUEST_QUERY = `${SYSTEM_ID}.request`;
const REQUEST_TIMEOUT_MS = 60 * 1000;

/** Any request: `type` names the handler registered for it. */
export type SocketRequest = { type: string; [key: string]: unknown };

/**
 * A request type the active GM carries out. `validate` narrows the untrusted payload (a forged or malformed
 * message fails it and is ignored); `handle` must still check the requesting user's permissions itself.
 */
export interface SocketHandler<T> {
  validate(data: unknown): data is T;
  handle(request: T): Promise<void>;
}

const HANDLERS = new Map<string, SocketHandler<never>>();

/** Add a request type (from a workflow's own register function, at init). */
export function registerSocketHandler<T>(type: string, handler: SocketHandler<T>): void {
  // cast: handlers of different request types share one map; each validate narrows before its own handle.
  HANDLERS.set(type, handler as unknown as SocketHandler<never>);
}

export async function handleSocket(data: unknown): Promise<void> {
  if (!game.user?.isGM || game.users?.activeGM?.id !== game.user.id) return;
  const type = (data as { type?: unknown } | null)?.type;
  const handler = typeof type === "string" ? HANDLERS.get(type) : undefined;
  if (handler?.validate(data)) await handler.handle(data);
}

/** The GM's side of the query: stamps the authenticated sender on the request, then dispatches it. */
async function answerRequest(data: unknown, context: { user?: { id?: string | null } | null }): Promise<boolean> {
  const sender = context.user?.id;
  if (typeof data !== "object" || data === null || typeof sender !== "string") return false;
  await handleSocket({ ...data, userId: sender });
  return true;
}

export function registerSocket(): void {
  // cast: CONFIG.queries is keyed by name; the community types list only core queries.
  (CONFIG as unknown as { queries: Record<string, unknown> }).queries[REQUEST_QUERY] = answerRequest;
}

/** Ask the active GM to carry out a request (nothing happens while no GM is connected). */
export function requestGM(request: SocketRequest): void {
  const gm = game.users?.activeGM;
  if (!gm) return;
  if (gm.isSelf) {
    void answerRequest(request, { user: game.user });
    return;
  }
  // cast: the system's own query name; the community types only declare core queries.
  const target = gm as unknown as { query(name: string, data: SocketRequest, options: { timeout: number }): Promise<unknown> };
  target.query(REQUEST_QUERY, request, { timeout: REQUEST_TIMEOUT_MS }).catch(() => undefined);
}
