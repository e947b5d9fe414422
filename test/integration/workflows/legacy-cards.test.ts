/**
 * Issue 10 item 3, "existing worlds": a card posted by the version before the card types (a plain ChatMessage,
 * its state in `flags.augmented`, its HTML stored in `content`) still renders, its buttons still work for the
 * users they are for, and its Undo still restores what it recorded, once.
 */
import { describe, expect, it } from "vitest";
import { RECORD_DEATH_SAVE_ACTION } from "../../../src/workflows/death-save/on-damage";
import { deathSaves, hp, lastMessage, messages, renderMessage, tableWithHero } from "./setup";
import type { CharacterActor } from "../helpers";

/** What the previous version's card.hbs wrote for a card with an Undo button (the text as it was stored). */
function oldCardHtml(kind: string, title: string, lines: string[], extra = ""): string {
  return (
    `<div class="augmented chat-card chat-card--${kind}" data-card="${kind}"><header class="chat-card__header"><h3>${title}</h3></header>` +
    lines.map((line) => `<p class="chat-card__line">${line}</p>`).join("") +
    extra +
    `<div class="chat-card__undo"><button type="button" class="chat-card__undo-button" data-augmented-action="undo"><i class="fa-solid fa-rotate-left"></i> Undo</button>` +
    `<span class="chat-card__undone" hidden>Undone</span></div></div>`
  );
}

/** Posts a message the way the previous version's `postCard` did: no type, flags and stored HTML. */
async function postOldCard(hero: CharacterActor, content: string, flags: Record<string, unknown>): Promise<ChatMessage.Implementation> {
  // cast: the creation data of a plain message, as the previous version wrote it.
  const message = await ChatMessage.create({ content, speaker: ChatMessage.getSpeaker({ actor: hero }), flags: { augmented: flags } } as unknown as ChatMessage.CreateData);
  if (!message) throw new Error("the old card was not created");
  return message;
}

describe("cards from the previous version (flags and stored HTML)", () => {
  it("an old death-save card renders as stored; its Undo is the GM's, works once, and the card then says Undone", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 0, max: 20 }, death: { success: 0, failure: 2 } } });
    const undo = { actorUuid: hero.uuid, changes: [{ path: "system.attributes.death.failure", previous: 1, applied: 2 }] };
    const card = await world.as(world.gm, () => postOldCard(hero, oldCardHtml("death-save", "Death Saves", ["Ana takes 1 death save failure from damage."]), { undo }));
    await world.settle();
    expect(card.type).toBe("base");

    const asPlayer = await world.as(world.player, () => renderMessage(world, card));
    expect(asPlayer.textContent).toContain("Ana takes 1 death save failure from damage.");
    expect(asPlayer.querySelector("[data-augmented-action=undo]")).toBeNull();

    const asGm = await world.as(world.gm, () => renderMessage(world, card));
    expect(asGm.textContent).toContain("Death Saves");
    const button = asGm.querySelector<HTMLButtonElement>("[data-augmented-action=undo]");
    expect(button).not.toBeNull();
    await world.as(world.gm, async () => button!.click());
    await world.settle();
    expect(deathSaves(hero).failure).toBe(1);
    expect((card.flags as { augmented?: { undone?: boolean; version?: number } }).augmented).toMatchObject({ undone: true, version: 1 });

    const after = await world.as(world.gm, () => renderMessage(world, card));
    expect(after.querySelector("[data-augmented-action=undo]")).toBeNull();
    expect(after.querySelector(".chat-card__undone")?.hasAttribute("hidden")).toBe(false);
    // A second click (a stale copy of the card) changes nothing.
    await world.as(world.gm, async () => button!.click());
    await world.settle();
    expect(deathSaves(hero).failure).toBe(1);
  });

  it("an old card with a record from before issue 11 (values before only) is undone as it was", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 5, max: 20 } } });
    const card = await world.as(world.gm, () => postOldCard(hero, oldCardHtml("rest", "Short Rest", ["Ana rests."]), { undo: { actorUuid: hero.uuid, previous: { system: { attributes: { hp: { value: 12 } } } } } }));
    await world.settle();
    const html = await world.as(world.gm, () => renderMessage(world, card));
    await world.as(world.gm, async () => html.querySelector<HTMLButtonElement>("[data-augmented-action=undo]")!.click());
    await world.settle();
    expect(hp(hero).value).toBe(12);
  });

  it("CORE-4: an old 'Record failure' prompt still records once, and its result is a new typed card", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 0, max: 20 }, death: { success: 0, failure: 0 } } });
    const button = `<div class="chat-card__buttons"><button type="button" data-augmented-action="${RECORD_DEATH_SAVE_ACTION}"><i class="fa-solid fa-skull"></i> Record failure</button></div>`;
    const content = `<div class="augmented chat-card chat-card--death-save" data-card="death-save"><header class="chat-card__header"><h3>Death Saves</h3></header><p class="chat-card__line">Ana takes damage at 0 HP: 2 death save failures are due.</p>${button}</div>`;
    const prompt = await world.as(world.player, () => postOldCard(hero, content, { deathSaveDue: { actorUuid: hero.uuid, failures: 2 } }));
    await world.settle();
    const html = await world.as(world.player, () => renderMessage(world, prompt));
    const record = html.querySelector<HTMLButtonElement>(`[data-augmented-action=${RECORD_DEATH_SAVE_ACTION}]`)!;
    await world.as(world.player, async () => record.click());
    await world.settle();
    expect(deathSaves(hero).failure).toBe(2);
    expect((prompt.flags as { augmented?: { resolved?: boolean } }).augmented?.resolved).toBe(true);
    const result = lastMessage(world);
    expect(result.type).toBe("deathSave");
    expect(messages(world)).toHaveLength(2);

    const again = await world.as(world.player, () => renderMessage(world, prompt));
    expect(again.querySelector<HTMLButtonElement>(`[data-augmented-action=${RECORD_DEATH_SAVE_ACTION}]`)?.disabled).toBe(true);
  });
});
