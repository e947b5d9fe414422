/**
 * Issue 22, item 3: a card stores lang keys and data, never words; each client draws it in its own language
 * (the viewer's, not the poster's). The GM's client posts a death-save card (CORE-4) in English; a player whose
 * client reads a second language sees that language, the GM still sees English, and the message's plain-text
 * `content` (chat export, search) says who and what.
 */
import { describe, expect, it } from "vitest";
import { Localization } from "../../foundry/i18n";
import { createAugment } from "../augments/helpers";
import { cardText } from "../../../src/data/chat/card-text";
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
    // cast: a card's stored system data; only its view is read.
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

  it("CY-INS-1, CY-INS-2: the augment install card posted on the GM's client reads in German on a German player's client", async () => {
    const { world, hero } = await tableWithHero();
    const german = new Localization("de");
    german.addTranslations(INSTALL_GERMAN);
    world.player.i18n = german;
    const item = await world.as(world.gm, () => createAugment(hero, "Wrist Cannon"));
    world.dice.queue([12, 16]);
    world.dialogs.respond({ action: "ok", fields: { dc1: 11, dc2: 14 }, client: world.gm });
    await world.as(world.gm, () => hero.installAugment(item, "rightArm"));
    await world.settle();
    const card = lastMessage(world);
    // cast: a card's stored system data; only its view is read.
    const { view } = card.toObject().system as { view: { title: unknown; lines: unknown[] } };
    // Keys with data (the augment's name, the section's key), no English words stored.
    expect(JSON.stringify(view)).not.toContain("is installed");
    expect(view.lines[0]).toMatchObject({ key: "AUGMENTED.AugmentInstall.InstalledLine", data: { name: "Wrist Cannon", section: { key: "AUGMENTED.Augment.Section.rightArm" } } });

    const asPlayer = await world.as(world.player, () => renderMessage(world, card));
    expect(asPlayer.querySelector(".chat-card__header")?.textContent).toBe("Wrist Cannon einbauen");
    expect(asPlayer.textContent).toContain("Wrist Cannon ist im rechten Arm eingebaut.");
    expect(asPlayer.textContent).toContain("Qualität: Makellos");
    expect(asPlayer.querySelector(".chat-card__roll-name")?.textContent).toBe("Probe 1: Fingerfertigkeit");
    // Secondary lines sit in the collapsed details, in the viewer's language too.
    const details = asPlayer.querySelector<HTMLDetailsElement>("details.chat-card__details");
    expect(details?.open).toBe(false);
    expect(details?.querySelector("summary")?.textContent).toBe("Einzelheiten");
    expect(details?.textContent).toContain("Die Arbeit dauerte 30 Minuten.");

    const asGm = await world.as(world.gm, () => renderMessage(world, card));
    expect(asGm.querySelector(".chat-card__header")?.textContent).toBe("Install Wrist Cannon");
    expect(asGm.textContent).toContain("Wrist Cannon is installed in the Right arm.");
  });

  it("CORE-8: a cost card paid on the player's client reads in German for a German GM, the reason too", async () => {
    const { world, hero } = await tableWithHero({ currency: { gp: 100 } });
    const german = new Localization("de");
    german.addTranslations(COST_GERMAN);
    world.gm.i18n = german;
    const reason = cardText("AUGMENTED.AugmentWork.Repair.Reason", { name: "Wrist Cannon" });
    await world.as(world.player, () => hero.payCost(25, { reason, confirmed: true }));
    await world.settle();
    const card = lastMessage(world);
    // cast: a card's stored system data; only its view is read.
    const { view } = card.toObject().system as { view: { lines: unknown[] } };
    expect(view.lines[0]).toMatchObject({ key: "AUGMENTED.Currency.Paid", data: { name: "Ana", cost: 25, reason: { key: "AUGMENTED.AugmentWork.Repair.Reason" } } });

    const asGm = await world.as(world.gm, () => renderMessage(world, card));
    expect(asGm.querySelector(".chat-card__header")?.textContent).toBe("Kosten");
    expect(asGm.textContent).toContain("Ana zahlte 25 GM für Reparaturmaterial für Wrist Cannon.");
    const asPlayer = await world.as(world.player, () => renderMessage(world, card));
    expect(asPlayer.textContent).toContain("Ana paid 25 gp for repair materials for Wrist Cannon.");
  });
});

/** The install card's keys in a second language (a section, a quality and a skill among them: nested texts). */
const INSTALL_GERMAN = {
  AUGMENTED: {
    Chat: { Details: "Einzelheiten" },
    Skill: { slt: "Fingerfertigkeit" },
    Augment: { Section: { rightArm: "rechten Arm" }, Quality: { flawless: "Makellos" } },
    AugmentInstall: {
      InstallTitle: "{name} einbauen",
      InstalledLine: "{name} ist im {section} eingebaut.",
      QualityLine: "Qualität: {quality}",
      CheckLabel: "Probe {n}: {skill}",
      Duration: "Die Arbeit dauerte 30 Minuten.",
    },
  },
};

const COST_GERMAN = {
  AUGMENTED: {
    Currency: { Title: "Kosten", Paid: "{name} zahlte {cost} GM für {reason}." },
    AugmentWork: { Repair: { Reason: "Reparaturmaterial für {name}" } },
  },
};
