/**
 * system.json's documentTypes must name exactly the data models the system registers at `init`: a type declared
 * without a model would store unvalidated data, and a model without a declaration is never offered by Foundry.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { createWorld } from "../foundry";
import { loadManifest } from "./manifest";
import { CARD_TYPES } from "../../src/data/chat/types";

describe("documentTypes", () => {
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

  it("every chat card type is named in lang (TYPES.ChatMessage) and in the card type list", async () => {
    await createWorld({ seed: 1 });
    const lang = JSON.parse(readFileSync(resolve(import.meta.dirname, "../../lang/en.json"), "utf8")) as { TYPES?: { ChatMessage?: Record<string, string> } };
    const models = Object.keys(CONFIG.ChatMessage.dataModels).sort();
    expect([...CARD_TYPES].sort()).toEqual(models);
    expect(Object.keys(lang.TYPES?.ChatMessage ?? {}).sort()).toEqual(models);
  });
});
