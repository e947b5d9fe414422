/**
 * A player's request reaching the GM (issue 9: in v13 query handlers get no sender): the GM applies 35 damage
 * to the player's 60-HP cyborg, the integrity card asks for a Constitution save; the player rolls it from the
 * card in their own browser; the GM's client carries the request out once: the card moves on (to the GM's pick
 * on a failure, done on a success), with the roll's total read back from the card. On a failure the GM picks
 * the torso augment, which becomes damaged. No client writes another user's User document (issue 23 item 2): run
 * by an Assistant GM with no full GM online, this settles that the channel works without the GM's client ever
 * updating the player's User (Assistant GMs are refused that: foundryvtt issues 9749, 10024), and that the
 * player's client leaves no stored request behind.
 */
import { equal, oneOf, present } from "./assert";
import { defineScenario } from "./harness";
import { createActor, createOwnedItems, onHook, systemValue, watchMessages } from "./support";

interface IntegrityState {
  stage: string;
  dc: number;
  save?: { total: number; saved: boolean } | null;
}

/** The integrity card's state: the system data of a card of type "integrity" (src/workflows/integrity/card-kind.ts). */
function stateOf(message: ChatMessage.Implementation): IntegrityState | undefined {
  if (message.type !== "integrity") return undefined;
  // cast: the integrity card type's system data.
  return (message.system as unknown as { integrity?: IntegrityState | null }).integrity ?? undefined;
}

/** Renders a message on the current client and clicks one of its card buttons, as the user would. */
async function clickCard(messageId: string, action: string, extra = ""): Promise<void> {
  const message = present(game.messages?.get(messageId), `message ${messageId}`);
  const html = await message.renderHTML();
  present(html.querySelector<HTMLButtonElement>(`[data-augmented-action=${action}]${extra}`), `${action} button`).click();
}

export default defineScenario({
  id: "player-request",
  title: "a player's integrity roll from a card reaches the GM and applies once",
  proves: "CY-INT-1, CY-INT-2, issue 9 item 3 (player → GM channel)",
  needsPlayer: true,
  playerSteps: {
    async rollIntegrity(data) {
      await clickCard(String(data.messageId), "integrityRoll");
    },
  },
  async run(h) {
    const player = present(h.player, "player");
    await h.setSetting("integritySave", "prompt");
    await h.setSetting("integrityPick", "gm");
    const hero = await createActor(h, {
      name: "Quench cyborg",
      type: "character",
      ownership: { default: 0, [player.id!]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER },
      system: { attributes: { hp: { value: 60, max: 60 } } },
    });
    const [torso] = await createOwnedItems(hero, [
      { name: "Dermal Plating", type: "augment", system: { sectionKind: "torso", purpose: "utility", ability: "dex", functionTag: "plating", installedSection: "torso" } },
      { name: "Wrist Cannon", type: "augment", system: { sectionKind: "arm", purpose: "attack", ability: "dex", damageType: "force", functionTag: "cannon", installedSection: "rightArm" } },
    ]);
    const chat = watchMessages();
    const foreignUserWrites: string[] = [];
    const stopWatchingUsers = onHook("updateUser", (user, _changed, _options, userId) => {
      const target = (user as { id?: string | null }).id;
      if (target !== userId) foreignUserWrites.push(`${String(userId)} wrote User ${String(target)}`);
    });
    try {
      // cast: the system's Actor method (docs/hooks.md, applyDamage).
      await (hero as unknown as { applyDamage(lines: Array<{ amount: number; type: string }>): Promise<unknown> }).applyDamage([{ amount: 35, type: "fire" }]);
      const card = await h.eventually("one integrity card", () => {
        const cards = chat.messages.filter((m) => stateOf(m));
        equal(cards.length, 1, "integrity cards");
        return cards[0]!;
      });
      equal(stateOf(card)?.stage, "save", "the card waits for the save");

      await h.asPlayer("rollIntegrity", { messageId: card.id });
      const state = await h.eventually("the GM carried out the player's roll", () => {
        const current = present(stateOf(present(game.messages?.get(card.id!), "card")), "card state");
        oneOf(current.stage, ["pick", "done"], "stage after the roll");
        return current;
      });
      await h.settle();
      const save = present(state.save, "the recorded save");
      equal(save.saved, save.total >= state.dc, `save ${save.total} vs DC ${state.dc}`);
      equal(state.stage, save.saved ? "done" : "pick", "stage follows the save");
      equal(chat.messages.filter((m) => stateOf(m)).length, 1, "still one card");

      if (state.stage === "pick") {
        await clickCard(card.id!, "integrityPick", `[data-augment-id="${torso!.id}"]`);
        await h.eventually("the GM's pick applied", () => equal(systemValue(present(hero.items.get(torso!.id!), "torso augment"), "integrity"), "damaged", "torso integrity"));
        await h.eventually("the card is done", () => equal(stateOf(game.messages!.get(card.id!)!)?.stage, "done", "stage"));
      }
      await h.settle();
      equal(chat.messages.filter((m) => stateOf(m)).length, 1, "one card for the whole exchange");
      equal(foreignUserWrites.join("; "), "", "no client wrote another user's User document");
      await h.eventually("the player's client removed its requests", () => {
        // cast: the system's flag on the player's User document (src/requests/stored-request.ts).
        const left = (player.flags as Record<string, Record<string, unknown> | undefined>).augmented?.requests;
        equal(Object.keys((left ?? {}) as object).length, 0, "stored requests left");
      });
    } finally {
      stopWatchingUsers();
      chat.stop();
    }
  },
});
