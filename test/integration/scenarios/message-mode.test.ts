// The shared scenario "message-mode" (test/scenarios/message-mode.ts) on the stand-in; Quench runs the same function in Foundry.
import { describe, it } from "vitest";
import { scenario } from "../../scenarios";
import { runOnStandin } from "./standin-harness";

const subject = scenario("message-mode");

describe(`scenario ${subject.id}`, () => {
  it(`${subject.proves}: ${subject.title}`, () => runOnStandin(subject));
});
