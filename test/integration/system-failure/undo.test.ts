/**
 * Undo (GM) from each System Failure card: the result card restores the augment (integrity, section, history),
 * HP, temp HP, death saves, the use record, removes the overdrive effect, and AC (derived) comes back; the
 * overdrive's end card restores temp HP and exhaustion. Undo writes never trigger a new offer.
 */
import { describe, expect, it } from "vitest";
import { acOf, createAugment } from "../augments/helpers";
import { clickCardButton, deathSaves, hp, renderMessage, setSetting } from "../workflows/setup";
import { choose, cyborgTable, lastSfCard, exhaustionOf, integrityOf, nextTurn, overdriveEffects, prompts, startFight, useRecord } from "./helpers";
import { cardHtml } from "../cards";

// Scenarios boot a multi-client world; on two shared cores the first one can take several seconds.
const SCENARIO = { timeout: 30_000 };

describe("System Failure undo", SCENARIO, () => {
  it("SF-2..SF-4 undone from the result card: augment, HP, temp HP, death saves, use record, effect and AC restored exactly", async () => {
    const { world, hero, cannon } = await cyborgTable();
    await setSetting(world, "deathSaveOnDamage", "auto");
    const { combat } = await startFight(world, hero);
    const ac = { value: acOf(hero).value, breakdown: acOf(hero).breakdown.map((line) => ({ ...line })) };
    const historyBefore = cannon.system.history.map((entry) => ({ ...entry }));
    await world.as(world.gm, () => hero.applyDamage([{ amount: 25, type: "fire" }]));
    await world.settle();
    const [prompt] = prompts(world);
    // The drop starts the death saves afresh; a hit at 0 HP before the choice would be a death save, after which
    // the offer has lapsed (SF-1), so the counters Undo restores are the fresh ones.
    expect(deathSaves(hero)).toEqual({ success: 0, failure: 0 });

    await choose(world, world.player, prompt!, cannon.id!);
    const result = lastSfCard(world);
    expect(integrityOf(cannon)).toEqual({ integrity: "destroyed", installedSection: null });
    expect(acOf(hero).value).not.toBe(ac.value);

    // Players see no Undo button; the GM's undoes everything.
    const seenByPlayer = await world.as(world.player, () => renderMessage(world, result));
    expect(seenByPlayer.querySelector("[data-augmented-action=undo]")).toBeNull();
    const promptsBefore = prompts(world).length;
    await clickCardButton(world, world.gm, result, "undo");

    expect(integrityOf(cannon)).toEqual({ integrity: "intact", installedSection: "rightArm" });
    expect(cannon.system.history).toEqual(historyBefore);
    expect(hp(hero)).toMatchObject({ value: 0, temp: 0 });
    expect(deathSaves(hero)).toEqual({ success: 0, failure: 0 });
    expect(useRecord(hero)).toBeNull();
    expect(overdriveEffects(hero)).toHaveLength(0);
    expect(acOf(hero).value).toBe(ac.value);
    expect(acOf(hero).breakdown).toEqual(ac.breakdown);
    // The undo is no new drop: no second prompt.
    expect(prompts(world)).toHaveLength(promptsBefore);
    // Turns passing now end nothing (the effect is gone): no exhaustion.
    await nextTurn(world, combat);
    await nextTurn(world, combat);
    expect(exhaustionOf(hero)).toBe(0);
  });

  it("SF-2 prosthetic: sacrificing a prosthetic arm moves the augment installed in that arm to carried; Undo puts both back", async () => {
    const { world, hero, cannon } = await cyborgTable();
    const prosthetic = await createAugment(hero, "Prosthetic Arm", { purpose: "prosthetic", functionTag: "", installedSection: "rightArm" });
    await world.settle();
    await world.as(world.gm, () => hero.applyDamage([{ amount: 25, type: "fire" }]));
    await world.settle();
    const [prompt] = prompts(world);
    await choose(world, world.player, prompt!, prosthetic.id!);
    expect(integrityOf(prosthetic)).toEqual({ integrity: "destroyed", installedSection: null });
    // The cannon lost its arm: carried, unharmed, nothing deleted.
    expect(integrityOf(cannon)).toEqual({ integrity: "intact", installedSection: null });
    const result = lastSfCard(world);
    expect(await cardHtml(result)).toContain("Wrist Cannon lost its place with the prosthetic");
    await clickCardButton(world, world.gm, result, "undo");
    expect(integrityOf(prosthetic)).toEqual({ integrity: "intact", installedSection: "rightArm" });
    expect(integrityOf(cannon)).toEqual({ integrity: "intact", installedSection: "rightArm" });
  });

  it("SF-5 undone from the overdrive's end card: temp HP and exhaustion restored", async () => {
    const { world, hero, cannon } = await cyborgTable();
    const { combat } = await startFight(world, hero);
    await world.as(world.gm, () => hero.applyDamage([{ amount: 25, type: "fire" }]));
    await world.settle();
    await choose(world, world.player, prompts(world)[0]!, cannon.id!);
    await world.as(world.gm, () => hero.applyDamage([{ amount: 10, type: "fire" }]));
    await world.settle();
    expect(hp(hero)).toMatchObject({ value: 1, temp: 20 });
    await nextTurn(world, combat);
    await nextTurn(world, combat);
    const ended = lastSfCard(world);
    expect(await cardHtml(ended)).toContain("Overdrive ends");
    expect(await cardHtml(ended)).toContain("Temporary hit points lost: 20");
    expect(hp(hero).temp).toBe(0);
    expect(exhaustionOf(hero)).toBe(1);
    await clickCardButton(world, world.gm, ended, "undo");
    expect(hp(hero).temp).toBe(20);
    expect(exhaustionOf(hero)).toBe(0);
  });
});
