/**
 * Suite R3 (issue 11): every card kind forged by a player and clicked by the GM, spoofed request payloads,
 * replays, stale undos and GM actions on data the player owns (issue 25). All refused, nothing changed; the suite prints its counts in one line.
 */
import { afterAll } from "vitest";
import { forgedCardScenarios } from "./forged-cards";
import { summary } from "./helpers";
import { replayScenarios } from "./replays";
import { spoofedRequestScenarios } from "./spoofed-requests";
import { staleUndoScenarios } from "./stale-undo";
import { playerOwnedDataScenarios } from "./player-owned-data";
import { playerOwnedRecordScenarios } from "./player-owned-records";

forgedCardScenarios();
spoofedRequestScenarios();
replayScenarios();
staleUndoScenarios();
playerOwnedDataScenarios();
playerOwnedRecordScenarios();

afterAll(() => {
  console.info(summary());
});
