/**
 * The card recipe holds (docs/ARCHITECTURE.md, "How to add a card kind"; issue 22): a throwaway kind made of its
 * model and template (./card-recipe/) and one registry line is declared by the build's manifests, registered on
 * every client, created as its own type by `postCard`, and drawn by its template for each viewer in the viewer's
 * language: nothing else had to change (no type list, no kind mapping, no manifest edit).
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { CARD_REGISTRY, cardTypesFromSource, withCardTypes } from "../../../scripts/card-types.mjs";
import { createWorld, REPO_ROOT } from "../../foundry";
import { Localization } from "../../foundry/i18n";
import type { PlainObject } from "../../foundry/utils";
import { postCard } from "../../../src/applications/chat/cards";
import { cardText } from "../../../src/data/chat/card-text";
import { messages, renderMessage } from "./setup";

describe("the card recipe", () => {
  it("a throwaway kind (model, template, one registry line) is declared, registered, created as its type and drawn in the viewer's language", async () => {
    // The registry line as the recipe writes it: what the build then declares (scripts/card-types.mjs).
    const registry = readFileSync(CARD_REGISTRY, "utf8");
    const withLine = registry.replace("export const CHAT_DATA_MODELS = {\n", "export const CHAT_DATA_MODELS = {\n  throwaway: ThrowawayCardData,\n");
    expect(withLine).not.toBe(registry);
    const types = cardTypesFromSource(withLine);
    expect(types).toContain("throwaway");
    // cast: the repository's manifest, a JSON object.
    const source = JSON.parse(readFileSync(resolve(REPO_ROOT, "system.json"), "utf8")) as PlainObject;
    const manifest = withCardTypes(source, types);
    expect(Object.keys(manifest.documentTypes.ChatMessage ?? {})).toContain("throwaway");

    const world = await createWorld({ seed: 3, entry: resolve(import.meta.dirname, "card-recipe/entry.ts"), system: { manifest, root: REPO_ROOT } });
    // Declared and registered agree, as test/package/document-types.test.ts requires of the real kinds.
    expect(Object.keys(CONFIG.ChatMessage.dataModels).sort()).toEqual([...types].sort());

    const german = new Localization("de");
    german.addTranslations({ AUGMENTED: { Chat: { Details: "Einzelheiten" }, Rest: { Finished: "{name} ist ausgeruht." } } });
    world.player.i18n = german;
    // cast: the throwaway type's own state field, which CardState (the real types' state) does not name.
    await world.as(world.gm, () => postCard({ kind: "throwaway", title: cardText("AUGMENTED.Chat.Details"), lines: [cardText("AUGMENTED.Rest.Finished", { name: "Ana" })] }, { state: { tally: 2 } as never }));
    await world.settle();
    const card = messages(world).at(-1)!;
    expect(card.type).toBe("throwaway");
    // cast: the throwaway type's data model, with its own field.
    expect((card.system as { tally?: unknown }).tally).toBe(2);

    const asPlayer = await world.as(world.player, () => renderMessage(world, card));
    expect(asPlayer.querySelector(".chat-card--throwaway h3")?.textContent).toBe("Einzelheiten");
    expect(asPlayer.querySelector(".chat-card--throwaway .chat-card__line")?.textContent).toBe("Ana ist ausgeruht.");
    const asGm = await world.as(world.gm, () => renderMessage(world, card));
    expect(asGm.querySelector(".chat-card--throwaway h3")?.textContent).toBe("Details");
  });
});
