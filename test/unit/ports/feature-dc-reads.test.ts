/**
 * CY-DC-1 has one way in (issue 29): the workflows, the item models and the dnd5e adapter read a character's class
 * feature DCs through the actor port (`portOf(actor).featureDcs`), never the system's derived `system.saveDcs`,
 * which a dnd5e actor does not have. Only the system's own port (src/adapters/system/system-port.ts) reads it; the system's
 * actor models derive it (src/data/actor) and its own actor sheets show it (src/sheets).
 *
 * Run: npx vitest run --project unit test/unit/ports/feature-dc-reads.test.ts
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SRC, sourceFiles } from "../source-files";

const CHECKED = ["workflows", "data/item", "adapters", "requests", "ports"];
const SYSTEM_PORT = "adapters/system/system-port.ts";


describe("CY-DC-1: one way to read feature DCs", () => {
  it("no workflow, item model or adapter reads `saveDcs` except the system's actor port", () => {
    const readers = CHECKED.flatMap((dir) => sourceFiles(path.join(SRC, dir)))
      .map((file) => path.relative(SRC, file))
      .filter((file) => file !== SYSTEM_PORT && /\bsaveDcs\b/.test(fs.readFileSync(path.join(SRC, file), "utf8")));
    expect(readers).toEqual([]);
    expect(fs.readFileSync(path.join(SRC, SYSTEM_PORT), "utf8")).toMatch(/\bsaveDcs\b/);
  });
});
