// Mutation testing of the rules (`npm run test:mutation`; CONTRIBUTING.md, "Mutation testing"): Stryker changes
// src/rules one mutant at a time and runs the unit tests that import the changed file; a mutant no test notices
// marks a rule the tests do not state. Not part of `npm test`: a full run takes minutes.
/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  // The unit project alone: the rules are pure, and integration tests would cost minutes per mutant.
  vitest: { configFile: "vitest.unit.config.ts" },
  mutate: ["src/rules/**/*.ts"],
  // One test process: the machine is shared (`--concurrency 2` on a machine of your own).
  concurrency: 1,
  // Results kept between runs: only mutants whose file or tests changed run again.
  incremental: true,
  incrementalFile: "reports/mutation/incremental.json",
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  // The score to keep is killed ÷ covered mutants ("of covered" in the clear-text table).
  thresholds: { high: 95, low: 90, break: null },
  // A busy shared machine slows the test runs; a mutant is a timeout only when far slower than the dry run.
  timeoutMS: 10_000,
  // Only the sources and the unit tests matter in the sandbox; never another run's sandbox (`--tempDirName`).
  ignorePatterns: ["dist", "dist-dnd5e", "dist-quench", "release", "coverage", "test-results", "bench/results.json", "reports", ".stryker-tmp*"],
};
