// The shared scenario "set-trait-effect" (test/scenarios/set-trait-effect.ts) on the stand-in; Quench runs the same function in Foundry.
import { describe, it } from "vitest";
import { scenario } from "../../scenarios";
import { runOnStandin } from "./standin-harness";

const subject = scenario("set-trait-effect");

describe(`scenario ${subject.id}`, () => {
  it(`${subject.proves}: ${subject.title}`, () => runOnStandin(subject));
});
