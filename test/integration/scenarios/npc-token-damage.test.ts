// The shared scenario "npc-token-damage" (test/scenarios/npc-token-damage.ts) on the stand-in; Quench runs the
// same function in Foundry.
import { describe, it } from "vitest";
import { scenario } from "../../scenarios";
import { runOnStandin } from "./standin-harness";

const subject = scenario("npc-token-damage");

describe(`scenario ${subject.id}`, () => {
  it(`${subject.proves}: ${subject.title}`, () => runOnStandin(subject));
});
