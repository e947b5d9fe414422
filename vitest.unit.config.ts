import { defineConfig } from "vitest/config";
import config from "./vitest.config.ts";

// The unit project of vitest.config.ts alone, for the mutation run (stryker.config.mjs), which takes one config file
// and runs every project in it.
const unit = config.test?.projects?.find(
  (project) => typeof project === "object" && "test" in project && project.test?.name === "unit",
);
if (typeof unit !== "object" || !("test" in unit)) throw new Error("vitest.config.ts has no project named unit");

export default defineConfig({ test: unit.test });
