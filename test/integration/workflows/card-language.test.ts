/**
 * Issue 22, item 3: a card stores lang keys and data, never words; each client draws it in its own language
 * (the viewer's, not the poster's). The GM's client posts a death-save card (CORE-4) in English; a player whose
 * client reads a second language sees that language, the GM still sees English, and the message's plain-text
 * `content` (chat export, search) says who and what.
 */
import { describe, expect, it } from "vitest";
import { Localization } from "../../foundry/i18n";
import { lastMessage, renderMessage, tableWithHero } from "./setup";

/** A small second language: the death-save card's keys only (Foundry falls back to the key for the rest). */
const GERMAN = {
  AUGMENTED: {
    DeathSave: {
      Title: "Todesrettungswurf",
      FromDamage: { one: "{name} erleidet Schaden bei 0 Trefferpunkten: {count} Fehlschlag.", other: "{name} erleidet Schaden bei 0 Trefferpunkten: {count} Fehlschläge." },
      Due: { one: "{name} erlitt Schaden bei 0 Trefferpunkten: {count} Fehlschlag fällig.", other: "{name} erlitt Schaden bei 0 Trefferpunkten: {count} Fehlschläge fällig." },
      Record: "Fehlschlag eintragen",
    },
  },
};

describe("a card in the viewer's language", () => {
  it("CORE-4: the death-save prompt posted by the GM (English) reads in German on a German player's client, in English on the GM's", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 0, max: 20 } } });
    const german = new Localization("de");
    german.addTranslations(GERMAN);
    world.player.i18n = german;

    await world.as(world.gm, () => hero.applyDamage([{ amount: 4, type: "fire" }]));
    await world.settle();
    const card = lastMessage(world);
    // Stored as a key with data: no words of either language in the card's view.
    const { view } = card.toObject().system as { view: { title: unknown } };
    expect(JSON.stringify(view)).not.toContain("took damage");
    expect(view.title).toMatchObject({ key: "AUGMENTED.DeathSave.Title" });

    const asPlayer = await world.as(world.player, () => renderMessage(world, card));
    expect(asPlayer.querySelector(".chat-card__header")?.textContent).toBe("Todesrettungswurf");
    expect(asPlayer.textContent).toContain(`${hero.name} erlitt Schaden bei 0 Trefferpunkten: 1 Fehlschlag fällig.`);
    expect(asPlayer.querySelector("[data-augmented-action=recordDeathSaveFailure]")?.textContent?.trim()).toBe("Fehlschlag eintragen");

    const asGm = await world.as(world.gm, () => renderMessage(world, card));
    expect(asGm.querySelector(".chat-card__header")?.textContent).toBe("Death Save");
    expect(asGm.textContent).toContain(`${hero.name} took damage at 0 hit points: 1 death save failure due.`);

    // The plain text for export and search: who and what, in the poster's language.
    expect(card.content).toContain(hero.name);
    expect(card.content).toContain("Death Save");
  });
});
