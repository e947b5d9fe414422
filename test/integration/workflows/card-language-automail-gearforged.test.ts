/**
 * Issue 22, item 3, for the automail and gearforged card types: each card stores lang keys and data (names,
 * numbers, nested keys: the site, the duration, the ability), never words, so a viewer whose client reads
 * another language than the poster's reads the card in their own. A player (English) posts; the GM's client
 * (a second language) draws it. The words of the second language here are only the keys these cards use
 * (Foundry falls back to the key for the rest).
 */
import { describe, expect, it } from "vitest";
import { Localization } from "../../foundry/i18n";
import { createWorld } from "../../foundry";
import { createCharacter } from "../helpers";
import { packItem as automailItem } from "../automail/helpers";
import { packItem as gearforgedItem, gearforgedTable } from "../gearforged/helpers";
import { rollBoxes } from "../cards";
import { renderMessage } from "./setup";

const GERMAN = {
  AUGMENTED: {
    Ability: { dex: { long: "Geschicklichkeit" } },
    Chat: { RollSuccess: "Erfolg", RollFailure: "Fehlschlag" },
    Automail: {
      Site: { leftArm: "linken Arm" },
      Duration: { day: { one: "{count} Tag", other: "{count} Tage" }, hour: { one: "{count} Stunde", other: "{count} Stunden" } },
      Reforged: {
        Title: "{name} angebaut",
        Line: "{name} wird an den {site} angebaut: 2 Stunden Arbeit, nie abnehmbar.",
        Duration: "Die Gliedmaße gilt als getragen, sobald die Arbeit fertig ist.",
        ClockAsk: "Nur eine SL kann die Weltzeit vorstellen.",
        AdvanceClock: "Uhr bis zum Ende der Arbeit vorstellen",
      },
      Acclimation: {
        CheckLabel: "Eingewöhnungswurf ({ability})",
        FailureLine: "Fehlschlag: Aktionen mit {name} haben {duration} lang Nachteil.",
      },
    },
    Gearforged: {
      Use: {
        QuickFixTitle: "Schnelle Reparatur",
        QuickFix: "{name} gibt einen {die}-Trefferwürfel aus: {temp} temporäre TP (Bonusaktion).",
        QuickFixRoll: "Trefferwürfel ({die})",
      },
    },
  },
};

function german(): Localization {
  const language = new Localization("de");
  language.addTranslations(GERMAN);
  return language;
}

describe("automail and gearforged cards in the viewer's language", { timeout: 240_000 }, () => {
  it("AM-GEN-1, AM-ACC-1: a player's reforged installation card (English) reads in German on a German GM's client", async () => {
    const world = await createWorld({ seed: 47, worldTime: 10_000 });
    const actor = (await createCharacter({
      name: "Ana",
      ownership: { default: 0, [world.player.user.id!]: 3 },
      system: { abilities: { dex: { value: 14 }, wis: { value: 10 } } },
    })) as Awaited<ReturnType<typeof createCharacter>> & { installReforged(item: Item.Implementation, site: string, options?: object): Promise<unknown> };
    world.gm.i18n = german();
    world.dice.queue([2]);
    await world.as(world.player, async () => actor.installReforged(await automailItem("Reforged Iron Arm"), "leftArm", { ability: "dex" }));
    await world.settle();
    const card = world.chat.at(-1) as unknown as ChatMessage.Implementation;

    // Stored as keys with data: no English words in the card's view, the site and duration as nested keys.
    const { view } = card.toObject().system as { view: { title: unknown; lines: unknown[]; details: unknown[] } };
    // Issue 28, item 5: what was done, how acclimation went and (for the player) what the button asks, in view;
    // when it counts as worn and how the check was rolled, under the collapsed details.
    expect(view.lines).toHaveLength(3);
    expect(view.details[0]).toMatchObject({ key: "AUGMENTED.Automail.Reforged.Duration" });
    expect(JSON.stringify(view)).not.toMatch(/built onto|hours of work|Only a GM/);
    expect(view.lines[0]).toMatchObject({ key: "AUGMENTED.Automail.Reforged.Line", data: { name: "Reforged Iron Arm", site: { key: "AUGMENTED.Automail.Site.leftArm" } } });

    const asGm = await world.as(world.gm, () => renderMessage(world, card));
    expect(asGm.querySelector(".chat-card__header")?.textContent).toBe("Reforged Iron Arm angebaut");
    expect(asGm.textContent).toContain("Reforged Iron Arm wird an den linken Arm angebaut: 2 Stunden Arbeit, nie abnehmbar.");
    expect(asGm.textContent).toContain("Fehlschlag: Aktionen mit Reforged Iron Arm haben 1 Tag lang Nachteil.");
    expect(asGm.querySelector("[data-augmented-action=automailReforgedClock]")?.textContent?.trim()).toBe("Uhr bis zum Ende der Arbeit vorstellen");
    const [box] = await world.as(world.gm, () => rollBoxes(card));
    expect(box).toMatchObject({ label: "Eingewöhnungswurf (Geschicklichkeit)", outcome: "failure", outcomeText: "Fehlschlag" });

    // The poster still reads English.
    const asPlayer = await world.as(world.player, () => renderMessage(world, card));
    expect(asPlayer.textContent).toContain("Reforged Iron Arm is built onto the Left arm: 2 hours of work, never detachable.");
    expect(card.content).toContain("Reforged Iron Arm");
  });

  it("GF-UPG-3: a player's Quick Fix card (English) reads in German on a German GM's client", async () => {
    const { world, hero } = await gearforgedTable(1, "homebrew", { abilities: { con: { value: 16 } } });
    await world.as(world.player, async () => hero.addUpgrade(await gearforgedItem("gearforged", "Quick Fix")));
    const fix = hero.items.find((item) => item.name === "Quick Fix")!;
    world.gm.i18n = german();
    const result = await world.as(world.player, () => hero.useUpgrade(fix));
    await world.settle();
    const card = world.chat.at(-1) as unknown as ChatMessage.Implementation;
    const temp = result!.roll!.total! + 3;

    const { view } = card.toObject().system as { view: { title: unknown } };
    expect(JSON.stringify(view)).not.toContain("quick fix");
    expect(view.title).toMatchObject({ key: "AUGMENTED.Gearforged.Use.QuickFixTitle" });

    const asGm = await world.as(world.gm, () => renderMessage(world, card));
    expect(asGm.querySelector(".chat-card__header")?.textContent).toBe("Schnelle Reparatur");
    expect(asGm.textContent).toContain(`${hero.name} gibt einen d8-Trefferwürfel aus: ${temp} temporäre TP (Bonusaktion).`);
    expect((await world.as(world.gm, () => rollBoxes(card)))[0]?.label).toBe("Trefferwürfel (d8)");

    const asPlayer = await world.as(world.player, () => renderMessage(world, card));
    expect(asPlayer.textContent).toContain(`${hero.name} spends a d8 hit die on a quick fix: ${temp} temporary HP`);
  });
});
