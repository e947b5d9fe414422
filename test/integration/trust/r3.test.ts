/**
 * Suite R3 (issue 11): every card kind forged by a player and clicked by the GM, spoofed request payloads,
 * replays and stale undos. All refused, nothing changed; the suite prints its counts in one line.
 */
import { afterAll } from "vitest";
import { forgedCardScenarios } from "./forged-cards";
import { summary } from "./helpers";
import { replayScenarios } from "./replays";
import { spoofedRequestScenarios } from "./spoofed-requests";
import { staleUndoScenarios } from "./stale-undo";

forgedCardScenarios();
spoofedRequestScenarios();
replayScenarios();
staleUndoScenarios();

afterAll(() => {
  console.info(summary());
});
