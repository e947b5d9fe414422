// The shared scenario "first-use-workflows" (test/scenarios/first-use-workflows.ts) on the stand-in; Quench runs the
// same function in Foundry.
import { describe, it } from "vitest";
import { scenario } from "../../scenarios";
import { runOnStandin } from "./standin-harness";

const subject = scenario("first-use-workflows");

describe(`scenario ${subject.id}`, () => {
  it(`${subject.proves}: ${subject.title}`, () => runOnStandin(subject));
});
