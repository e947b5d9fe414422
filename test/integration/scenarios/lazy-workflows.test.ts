// The shared scenario "lazy-workflows" (test/scenarios/lazy-workflows.ts) on the stand-in; Quench runs the
// same function in Foundry.
import { describe, it } from "vitest";
import { scenario } from "../../scenarios";
import { runOnStandin } from "./standin-harness";

const subject = scenario("lazy-workflows");

describe(`scenario ${subject.id}`, () => {
  it(`${subject.proves}: ${subject.title}`, () => runOnStandin(subject));
});
