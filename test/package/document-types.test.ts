/**
 * The built system.json's documentTypes must name exactly the data models the system registers at `init`: a type
 * declared without a model would store unvalidated data, and a model without a declaration is never offered by
 * Foundry. The card types are listed once, in the kinds list src/workflows/card-kinds.ts; the build writes them
 * (scripts/card-types.mjs), so a card type is missing only if its registry line or its lang label is.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createWorld } from "../foundry";
import { ensureBuilt, loadManifest } from "./manifest";
import { cardTypes } from "../../scripts/card-types.mjs";

describe("documentTypes", () => {
  // The built manifest: its documentTypes.ChatMessage is written by the build from the card registry.
  beforeAll(() => ensureBuilt(), 600_000);

  it("match the data models registered at init, for every document class", async () => {
    await createWorld({ seed: 1 });
    const manifest = loadManifest();
    const declared = manifest.documentTypes ?? {};
    const registered: Record<string, string[]> = {
      Actor: Object.keys(CONFIG.Actor.dataModels).sort(),
      Item: Object.keys(CONFIG.Item.dataModels).sort(),
      // Chat card types (docs/ARCHITECTURE.md, "How to add a card kind"): a new kind's type declared here too.
      ChatMessage: Object.keys(CONFIG.ChatMessage.dataModels).sort(),
    };
    for (const [documentName, models] of Object.entries(registered)) {
      expect(Object.keys(declared[documentName] ?? {}).sort(), documentName).toEqual(models);
    }
  });

  it("every chat card type is named in lang (TYPES.ChatMessage) and in the registry the build reads", async () => {
    await createWorld({ seed: 1 });
    const lang = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../lang/en.json"), "utf8")) as { TYPES?: { ChatMessage?: Record<string, string> } };
    const models = Object.keys(CONFIG.ChatMessage.dataModels).sort();
    expect([...cardTypes()].sort()).toEqual(models);
    expect(Object.keys(lang.TYPES?.ChatMessage ?? {}).sort()).toEqual(models);
  });
});
