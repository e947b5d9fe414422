/**
 * system.json's documentTypes must name exactly the data models the system registers at `init`: a type declared
 * without a model would store unvalidated data, and a model without a declaration is never offered by Foundry.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../foundry";
import { loadManifest } from "./manifest";

describe("documentTypes", () => {
  it("match the data models registered at init, for every document class", async () => {
    await createWorld({ seed: 1 });
    const manifest = loadManifest();
    const declared = manifest.documentTypes ?? {};
    const registered: Record<string, string[]> = {
      Actor: Object.keys(CONFIG.Actor.dataModels).sort(),
      Item: Object.keys(CONFIG.Item.dataModels).sort(),
    };
    for (const [documentName, models] of Object.entries(registered)) {
      expect(Object.keys(declared[documentName] ?? {}).sort(), documentName).toEqual(models);
    }
  });
});
