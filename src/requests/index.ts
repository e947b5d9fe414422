/**
 * The one player → GM channel (docs/ARCHITECTURE.md, Trust; docs/ARCHITECTURE.md): requests a player's client cannot carry
 * out itself (./socket.ts, validated per kind by the workflow that registers it) and decisions only the GM may
 * take (./gm-decision.ts, a dialog opened on the GM's screen). Both travel as Foundry queries to the active GM.
 */
import { registerGmDecisions } from "./gm-decision";
import { registerSocket } from "./socket";
import { sweepStaleRequests } from "./stored-request";

export { gmDecision } from "./gm-decision";
export { registerSocketHandler, requestGM, type SocketHandler, type SocketRequest } from "./socket";

/** Both query handlers, registered once (from src/hooks/index.ts, at `setup`: game.socket exists from then on). */
export function registerRequests(): void {
  registerGmDecisions();
  registerSocket();
  // Requests nobody can answer any more leave the User documents when the GM's client starts (./stored-request.ts).
  Hooks.once("ready", () => void sweepStaleRequests());
}
