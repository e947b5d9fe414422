/**
 * The card recipe holds (docs/ARCHITECTURE.md, "How to add a card kind"): a throwaway kind made of its
 * class and template (./card-recipe/) and one line in the kinds list is declared by the build's manifests, registered on
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
import { clickCardButton, messages, renderMessage } from "./setup";

describe("the card recipe", () => {
  it("a throwaway kind (class, template, one line in the kinds list) is declared, registered, created as its type, drawn in the viewer's language and answers its own action", async () => {
    // The kinds list's line as the recipe writes it: what the build then declares (scripts/card-types.mjs).
    const registry = readFileSync(CARD_REGISTRY, "utf8");
    const withLine = `${registry}export { ThrowawayCardData as throwaway } from "../../test/integration/workflows/card-recipe/throwaway";\n`;
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
    await world.as(world.gm, () => postCard({ kind: "throwaway", title: cardText("AUGMENTED.Chat.Details"), lines: [cardText("AUGMENTED.Rest.Finished", { name: "Ana" })] }, { state: { tally: 2 } }));
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
    // Drawn for each viewer by its class, and its action bound and carried out with no registration of its own.
    expect(asPlayer.querySelector(".chat-card--throwaway")?.getAttribute("data-viewer")).toBe("player");
    expect(asGm.querySelector(".chat-card--throwaway")?.getAttribute("data-viewer")).toBe("gm");
    await clickCardButton(world, world.player, card, "throwawayCount");
    // cast: as above.
    expect((card.system as { tally?: unknown; version?: unknown }).tally).toBe(3);
    expect((card.system as { version?: unknown }).version).toBe(1);
  });
});
