/**
 * GM decisions asked on the GM's screen (docs/ARCHITECTURE.md: "GM decisions are asked for, never guessed"). A workflow
 * a player runs (install, removal, repair, upgrade, design, healing and environmental checks) needs numbers
 * and rulings only the GM may give: DCs, a flaw's description, whether a Lasting Effect is approved, whether
 * a failed removal compromised the augment. `gmDecision(kind, ask)` wraps such a dialog: on a GM's client it
 * opens there; on a player's client the question is stored on the player's own User document and the active GM
 * is sent a query pointing at it (./stored-request.ts, as every player → GM request travels), so the GM's client
 * knows who asks from the User document it read the question from, and names that user. The GM's client opens
 * the same dialog, and the answer comes back to the waiting workflow. With no GM connected, or when the GM does
 * not answer, the player is told why and the workflow gets `null`, so it changes nothing.
 */
import { packageId } from "../constants";
import { notifyError, notifyInfo, notifyWarn } from "../utils/notify";
import { DECISION_KINDS, GM_DECISION_REQUEST } from "./decision-kinds";
import { type RequestPointer, forgetOwnRequest, isPointer, stillStored, storeOwnRequest, takeRequest } from "./stored-request";

export const GM_DECISION_QUERY = `${packageId()}.gmDecision`;
/** How long a player's workflow waits for the GM's answer. */
export const GM_DECISION_TIMEOUT_MS = 10 * 60 * 1000;

type Ask = (...args: never[]) => Promise<unknown>;

const DECISIONS = new Map<string, Ask>();

interface DecisionRequest {
  kind: string;
  args: unknown[];
}

function isDecisionRequest(data: unknown): data is DecisionRequest {
  // cast: the request payload being validated; each field is checked below.
  const d = data as Partial<DecisionRequest> | null;
  return typeof d === "object" && d !== null && typeof d.kind === "string" && Array.isArray(d.args);
}

/**
 * A dialog that asks the GM: same arguments and result as `ask`, which must take and return JSON-safe values
 * (they cross the network). Registered under `kind` so the GM's client can run it.
 */
export function gmDecision<A extends unknown[], R>(kind: string, ask: (...args: A) => Promise<R | null>): (...args: A) => Promise<R | null> {
  // cast: stored untyped; the query handler passes back the same JSON arguments the wrapper below sent.
  DECISIONS.set(kind, ask as unknown as Ask);
  return async (...args: A): Promise<R | null> => {
    if (game.user?.isGM) return ask(...args);
    const gm = game.users?.activeGM;
    const self = game.user;
    if (!gm || !self?.id) {
      notifyError("AUGMENTED.GmDecision.NoGm");
      return null;
    }
    let pointer: RequestPointer | null = null;
    try {
      // cast: the system's own query name; the community types only declare core queries.
      const user = gm as { query(name: string, data: RequestPointer, options: { timeout: number }): Promise<unknown> };
      notifyInfo("AUGMENTED.GmDecision.Waiting", { name: gm.name ?? "" });
      // The question is stored on this user's own User document: that is how the GM's client knows who asks.
      pointer = await storeOwnRequest(self, { type: GM_DECISION_REQUEST, kind, args });
      const answer = await user.query(GM_DECISION_QUERY, pointer, { timeout: GM_DECISION_TIMEOUT_MS });
      await forgetOwnRequest(self, pointer);
      if (isRefusal(answer)) {
        notifyError("AUGMENTED.GmDecision.Refused");
        return null;
      }
      if (answer === null || answer === undefined) notifyInfo("AUGMENTED.GmDecision.Closed", { name: gm.name ?? "" });
      // cast: the GM's client ran `ask` itself; its result is R (or null) after the JSON round trip.
      return (answer ?? null) as R | null;
    } catch (_error) {
      if (pointer) await forgetOwnRequest(self, pointer).catch(() => undefined);
      notifyError("AUGMENTED.GmDecision.NoAnswer");
      return null;
    }
  };
}

/** What the GM's client answers to a request it refuses (unknown kind, malformed arguments). */
const REFUSED = { refused: "AUGMENTED.GmDecision.Refused" };

function isRefusal(answer: unknown): boolean {
  // cast: a non-null object, its `refused` checked.
  return typeof answer === "object" && answer !== null && (answer as { refused?: unknown }).refused === REFUSED.refused;
}

/**
 * The GM's side: only a GM answers, only a question stored on the asking user's own User document (the query
 * only points at it: ./stored-request.ts; the user it is stored on is the sender, whom the GM's notice and the
 * dialog name), only for a kind the system defines, with the arguments that kind's validator rebuilds
 * (./decision-kinds.ts: titles and texts from the system's strings). Anything malformed is refused with a message
 * on both sides; nothing throws.
 */
async function answerDecision(data: unknown): Promise<unknown> {
  if (!game.user?.isGM) return null;
  const taken = takeRequest(data, (request) => request.type === GM_DECISION_REQUEST);
  if (typeof taken === "string") {
    notifyWarn("AUGMENTED.GmDecision.RefusedHere");
    return REFUSED;
  }
  const requester = { name: taken.sender.name ?? "" };
  const request = taken.request;
  const ask = isDecisionRequest(request) ? DECISIONS.get(request.kind) : undefined;
  const validate = isDecisionRequest(request) && Object.hasOwn(DECISION_KINDS, request.kind) ? DECISION_KINDS[request.kind] : undefined;
  let args: unknown[] | null = null;
  try {
    args = ask && validate && isDecisionRequest(request) ? validate(request.args, requester) : null;
  } catch (error) {
    console.error(error);
  }
  if (!ask || !args) {
    notifyWarn("AUGMENTED.GmDecision.RefusedFrom", { user: requester.name });
    return REFUSED;
  }
  const pointer = isPointer(data) ? data : null;
  return oneAtATime(taken.sender.id ?? "", async () => {
    // Waited behind this user's earlier dialog: a question its author stopped waiting for is not asked.
    if (!pointer || !stillStored(pointer)) return null;
    notifyInfo("AUGMENTED.GmDecision.Asked", { name: requester.name });
    try {
      // cast: the arguments this kind's validator rebuilt, the shape its dialog takes.
      return (await ask(...(args as never[]))) ?? null;
    } catch (error) {
      console.error(error);
      return null;
    }
  });
}

/** Each user's questions, one open GM dialog at a time: the tail of that user's queue. */
const queues = new Map<string, Promise<unknown>>();

function oneAtATime<T>(userId: string, run: () => Promise<T>): Promise<T> {
  const next = (queues.get(userId) ?? Promise.resolve()).then(run, run);
  queues.set(userId, next);
  const clear = (): void => {
    if (queues.get(userId) === next) queues.delete(userId);
  };
  next.then(clear, clear);
  return next;
}

/** Called once at init. */
export function registerGmDecisions(): void {
  // cast: CONFIG.queries is keyed by name; the community types list only core queries.
  (CONFIG as unknown as { queries: Record<string, unknown> }).queries[GM_DECISION_QUERY] = answerDecision;
}
