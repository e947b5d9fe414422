/**
 * R3, replays and races (issue 11 finding "Answered twice"): every card answers once. With 50 ms between each
 * client and the server, a second click, a second client and a replayed request all lose cleanly: the
 * death-save prompt records a critical hit's two failures once (before: three, and the character died), a System
 * Failure prompt clicked by the player and the GM at once destroys one augment and posts one result, and choose
 * + decline at once resolves as exactly one answer (before: the augment destroyed and "declined" recorded).
 */
import { describe, expect, it } from "vitest";
import { REQUEST_QUERY } from "../../../src/requests/socket";
import { storeForged } from "../forged-request";
import { deathSaves, hp, messages, renderMessage, type World } from "../workflows/setup";
import { overdriveEffects, prompts, sfCards } from "../system-failure/helpers";
import { count, trustTable } from "./helpers";
import { cardActions, cardKind } from "../cards";
import { stateOf } from "../cards";

const SCENARIO = { timeout: 60_000 };
const LATENCY = 50;

function flagsOf(message: ChatMessage.Implementation): { resolved?: boolean; version?: number; systemFailure?: { answer?: string | null } } {
  // The card's state: its system data (its kind's schema), as the system reads it.
  return stateOf(message);
}

type DeathSaveModule = typeof import("../../../src/workflows/death-save/on-damage");
type PromptModule = typeof import("../../../src/workflows/system-failure/card");

/** A click's work as `client`'s own copy of the system does it (what its button's listener calls), started now. */
function clickAs<T>(world: World, client: World["gm"], work: () => Promise<T>): Promise<T> {
  return world.as(client, work);
}

async function modules(world: World, client: World["gm"]): Promise<{ deathSave: DeathSaveModule; prompt: PromptModule }> {
  return {
    deathSave: await world.systemModule<DeathSaveModule>(client, "src/workflows/death-save/on-damage.ts"),
    prompt: await world.systemModule<PromptModule>(client, "src/workflows/system-failure/card.ts"),
  };
}

function deathCards(world: World): number {
  return messages(world).filter((message) => cardKind(message) === "death-save" && !cardActions(message).includes("recordDeathSaveFailure")).length;
}

/** Replays a card transition the player already sent, as a modified client would: stored on its own User document. */
async function replay(world: World, request: Record<string, unknown>): Promise<unknown> {
  return world.as(world.player, async () => {
    const pointer = await storeForged(request);
    // cast: the system's query name; the community types only declare core queries.
    const gm = game.users!.activeGM as unknown as { query(name: string, data: unknown): Promise<unknown> };
    return gm.query(REQUEST_QUERY, pointer);
  });
}

export function replayScenarios(): void {
  describe("R3: every card answers once (50 ms latency)", SCENARIO, () => {
    it("CORE-4: 'Record failure' for a critical hit, double-clicked, clicked by the GM at once, then replayed: two failures, once", async () => {
      const { world, hero } = await trustTable(LATENCY);
      await world.as(world.gm, () => hero.applyDamage([{ amount: 20, type: "fire" }]));
      await world.as(world.gm, () => hero.applyDamage([{ amount: 2, type: "fire" }], { critical: true }));
      await world.settle();
      expect(messages(world).some((message) => cardActions(message).includes("recordDeathSaveFailure"))).toBe(true);
      const prompt = messages(world).find((message) => cardActions(message).includes("recordDeathSaveFailure"))!;
      const selector = "[data-augmented-action=recordDeathSaveFailure]";
      const player = await modules(world, world.player);
      const gm = await modules(world, world.gm);
      const html = await world.as(world.player, () => renderMessage(world, prompt));
      const clicks = [
        clickAs(world, world.player, () => player.deathSave.recordDeathSaveFailures(prompt, html)),
        clickAs(world, world.player, () => player.deathSave.recordDeathSaveFailures(prompt)),
        clickAs(world, world.gm, () => gm.deathSave.recordDeathSaveFailures(prompt)),
      ];
      // The pending state shows at once on the clicked copy, before the answer lands.
      expect(html.querySelector<HTMLButtonElement>(selector)!.disabled).toBe(true);
      expect(html.querySelector(".chat-card__pending")).not.toBeNull();
      expect((await Promise.all(clicks)).filter(Boolean)).toHaveLength(1);
      await world.settle();
      expect(deathSaves(hero).failure).toBe(2);
      expect(deathCards(world)).toBe(1);
      const answered = await world.as(world.player, () => renderMessage(world, prompt));
      expect(answered.querySelector(".chat-card__pending")).toBeNull();

      const reply = await replay(world, { type: "cardAction", action: "recordDeathSaveFailure", messageId: prompt.id, version: 0, args: {} });
      await world.settle();
      const unchanged = deathSaves(hero).failure === 2 && deathCards(world) === 1;
      count("replays", (reply as { ok?: boolean }).ok === false, unchanged);
      expect(reply).toMatchObject({ ok: false, reason: "AUGMENTED.Card.Stale" });
      expect(unchanged).toBe(true);
    });

    it("SF-1: the player and the GM choose at once: one augment destroyed, one overdrive, one result card", async () => {
      const { world, hero, cannon, optic } = await trustTable(LATENCY);
      await world.as(world.gm, () => hero.applyDamage([{ amount: 20, type: "fire" }]));
      await world.settle();
      expect(prompts(world).length).toBeGreaterThan(0);
      const [prompt] = prompts(world);
      const player = await modules(world, world.player);
      const gm = await modules(world, world.gm);
      const answers = await Promise.all([
        clickAs(world, world.player, () => player.prompt.chooseFromCard(prompt!, cannon.id!)),
        clickAs(world, world.gm, () => gm.prompt.chooseFromCard(prompt!, optic.id!)),
      ]);
      expect(answers.filter(Boolean)).toHaveLength(1);
      await world.settle();
      const destroyed = [cannon, optic].filter((item) => item.system.integrity === "destroyed");
      expect(destroyed).toHaveLength(1);
      expect(overdriveEffects(hero)).toHaveLength(1);
      expect(sfCards(world)).toHaveLength(1);
      expect(hp(hero).value).toBe(1);
      expect(flagsOf(prompt!)).toMatchObject({ resolved: true, systemFailure: { answer: "chosen" } });

      const reply = await replay(world, { type: "cardAction", action: "systemFailureChoose", messageId: prompt!.id, version: 0, args: { augmentId: optic.id } });
      await world.settle();
      const unchanged = [cannon, optic].filter((item) => item.system.integrity === "destroyed").length === 1 && sfCards(world).length === 1;
      count("replays", (reply as { ok?: boolean }).ok === false, unchanged);
      expect(unchanged).toBe(true);
    });

    it("SF-1: choose and decline at once resolve as exactly one answer", async () => {
      const { world, hero, cannon } = await trustTable(LATENCY);
      await world.as(world.gm, () => hero.applyDamage([{ amount: 20, type: "fire" }]));
      await world.settle();
      expect(prompts(world).length).toBeGreaterThan(0);
      const [prompt] = prompts(world);
      const player = await modules(world, world.player);
      const gm = await modules(world, world.gm);
      const answers = await Promise.all([
        clickAs(world, world.player, () => player.prompt.chooseFromCard(prompt!, cannon.id!)),
        clickAs(world, world.gm, () => gm.prompt.declineFromCard(prompt!)),
      ]);
      expect(answers.filter(Boolean)).toHaveLength(1);
      await world.settle();
      const answer = flagsOf(prompt!).systemFailure?.answer;
      // Whichever arrived first won; the record matches what happened.
      if (answer === "chosen") {
        expect(cannon.system.integrity).toBe("destroyed");
        expect(sfCards(world)).toHaveLength(1);
      } else {
        expect(answer).toBe("declined");
        expect(cannon.system.integrity).toBe("intact");
        expect(sfCards(world)).toHaveLength(0);
        expect(hp(hero).value).toBe(0);
      }
      const reply = await replay(world, { type: "cardAction", action: "systemFailureDecline", messageId: prompt!.id, version: 0, args: {} });
      await world.settle();
      const unchanged = flagsOf(prompt!).systemFailure?.answer === answer;
      count("replays", (reply as { ok?: boolean }).ok === false, unchanged);
      expect(unchanged).toBe(true);
    });
  });
}
