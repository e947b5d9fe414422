// The shared scenario "player-request" (test/scenarios/player-request.ts) on the stand-in; Quench runs the same function in Foundry.
import { describe, it } from "vitest";
import { scenario } from "../../scenarios";
import { runOnStandin } from "./standin-harness";

const subject = scenario("player-request");

describe(`scenario ${subject.id}`, () => {
  it(`${subject.proves}: ${subject.title}`, () => runOnStandin(subject));
  // Issue 23 item 2: the only GM online is an Assistant GM, who may not update the player's User document.
  it(`${subject.proves}: ${subject.title} (only an Assistant GM online)`, () =>
    runOnStandin(subject, { users: [{ name: "Assistant", role: "ASSISTANT" }, { name: "Player", role: "PLAYER" }] }));
});
