/**
 * System Failure in a combat, end to end, with a GM and a player client: the drop to 0 → the prompt → the
 * player sacrifices an augment → the SF-2..SF-4 numbers → turns pass until the end of the cyborg's next turn →
 * the overdrive ends (SF-5) → not offered again in this combat → the combat ends (SF-6) → offered again.
 */
import { describe, expect, it } from "vitest";
import { SF_ABILITY_MODIFIER_BONUS } from "../../../src/rules/cyborg/system-failure";
import { acOf, augmentsOf } from "../augments/helpers";
import { clickCardButton, createItems, deathSaves, hp } from "../workflows/setup";
import { choose, cyborgTable, lastSfCard, sfCards, exhaustionOf, integrityOf, nextTurn, overdriveEffects, prompts, startFight, useRecord } from "./helpers";
import { cardHtml } from "../cards";
import { stateOf } from "../cards";

// Scenarios boot a multi-client world; on two shared cores the first one can take several seconds.
const SCENARIO = { timeout: 30_000 };

/** The Dexterity line of the AC breakdown (the Visionaire line changes too: the cannon no longer counts). */
function dexLine(actor: Actor.Implementation): number {
  // cast: the breakdown lines carry their source (src/rules/core/armor-class.ts AcLine).
  return (acOf(actor).breakdown as Array<{ source?: string; amount: number }>).find((line) => line.source === "dex")?.amount ?? 0;
}

describe("System Failure in combat", SCENARIO, () => {
  it("SF-1..SF-6, CY-REP-2: offered at 0 HP, chosen by the player (the augment destroyed), overdrive until the end of the next turn, exhaustion, once per combat, reset when the combat ends", async () => {
    const { world, hero, cannon, optic, blade } = await cyborgTable();
    const { combat } = await startFight(world, hero);
    expect(combat.round).toBe(1);
    expect(combat.turn).toBe(0); // the goblin's turn
    const before = {
      str: hero.system.abilities.str.mod,
      dexSave: hero.system.abilities.dex.save,
      ath: hero.system.skills.ath.total,
      acDex: dexLine(hero),
    };

    // The goblin's hit drops Ana to 0 (applied by the GM from a damage card).
    await world.as(world.gm, () => hero.applyDamage([{ amount: 25, type: "slashing" }]));
    await world.settle();
    expect(hp(hero).value).toBe(0);

    // SF-1: exactly one prompt, listing only the functional installed augments (not the damaged blade).
    const [prompt, ...more] = prompts(world);
    expect(more).toHaveLength(0);
    expect(await cardHtml(prompt!)).toContain(`data-augment-id="${cannon.id}"`);
    expect(await cardHtml(prompt!)).toContain(`data-augment-id="${optic.id}"`);
    expect(await cardHtml(prompt!)).not.toContain(`data-augment-id="${blade.id}"`);

    // The player (owner) sacrifices the wrist cannon.
    const posted = sfCards(world).length;
    await choose(world, world.player, prompt!, cannon.id!);

    // SF-2 / CY-REP-2: destroyed, kept as a record, out of its section.
    expect(hero.items.has(cannon.id!)).toBe(true);
    expect(integrityOf(cannon)).toEqual({ integrity: "destroyed", installedSection: null });
    expect(cannon.system.history.at(-1)).toMatchObject({ action: "destroyed", note: expect.stringContaining("System Failure") });
    expect(augmentsOf(hero).issues).toEqual([]);
    // SF-3: 1 HP; the automatic success is reported, and regaining HP resets the saves.
    expect(hp(hero)).toMatchObject({ value: 1, temp: 30 }); // SF-4: 10 × level 3
    expect(deathSaves(hero)).toEqual({ success: 0, failure: 0 });
    // SF-4: +3 to every ability modifier, for all purposes.
    expect(hero.system.abilities.str.mod).toBe(before.str + SF_ABILITY_MODIFIER_BONUS);
    expect(hero.system.abilities.dex.save).toBe(before.dexSave + SF_ABILITY_MODIFIER_BONUS);
    expect(hero.system.skills.ath.total).toBe(before.ath + SF_ABILITY_MODIFIER_BONUS);
    expect(dexLine(hero)).toBe(before.acDex + SF_ABILITY_MODIFIER_BONUS); // AC: 10 + Dex
    expect(overdriveEffects(hero)).toHaveLength(1);
    expect(useRecord(hero)).toEqual({ combatId: combat.id });
    // One result card, and the prompt is answered (through the GM: the GM's client posted it).
    expect(sfCards(world).length).toBe(posted + 1);
    expect(await cardHtml(lastSfCard(world))).toContain("Wrist Cannon");
    // Said once (issue 28): two short lines and the status box up front; the rest in collapsed details.
    const result = document.createElement("div");
    result.innerHTML = await cardHtml(lastSfCard(world));
    const shown = [...result.querySelectorAll(".chat-card > .chat-card__line")].map((line) => line.textContent);
    expect(shown).toEqual([`Wrist Cannon (Right arm) is destroyed: ${hero.name} is back up at 1 hit point.`, `Overdrive until the end of ${hero.name}'s next turn: 30 temporary HP, advantage on attacks, ability modifiers +3.`]);
    expect(result.querySelector(".chat-card__status")?.textContent).toBe(`When it ends: its temporary HP vanish and ${hero.name} gains 1 level of exhaustion.`);
    const details = result.querySelector<HTMLDetailsElement>("details.chat-card__details");
    expect(details?.open).toBe(false);
    expect(details?.textContent).toContain("counts as a successful death save");
    expect(stateOf(prompt!).resolved).toBe(true);

    // SF-4: a save and an ability check show the +3 in their totals; an attack roll has advantage.
    world.dice.queue([10]);
    const save = await world.as(world.player, () => hero.rollSavingThrow("str", { fastForward: true }));
    world.dice.queue([10]);
    const check = await world.as(world.player, () => hero.rollAbilityCheck("int", { fastForward: true }));
    const [sword] = await createItems(hero, [{ name: "Longsword", type: "weapon", system: { damage: { formula: "1d8", type: "slashing" } } }]);
    world.dice.queue([4, 15]);
    const attack = await world.as(world.player, () => hero.rollAttack(sword!, { fastForward: true }));
    await world.settle();
    expect(save?.total).toBe(10 + 2 + 3); // Str +2, overdrive +3
    expect(check?.total).toBe(10 - 1 + 3); // Int −1, overdrive +3
    expect(attack?.formula.startsWith("2d20kh")).toBe(true);
    expect(attack?.total).toBe(15 + 2 + 3 + 2); // kept 15, Str +2 +3, proficiency +2

    // The goblin's turn ends: Ana's turn (her NEXT turn) starts — still overdriven.
    await nextTurn(world, combat);
    expect(combat.turn).toBe(1);
    expect(overdriveEffects(hero)).toHaveLength(1);
    expect(hp(hero).temp).toBe(30);

    // Ana's turn ends: the overdrive ends — effect gone, SF temp HP gone, +1 exhaustion (SF-5).
    const exhaustionBefore = exhaustionOf(hero);
    await nextTurn(world, combat);
    expect(combat.round).toBe(2);
    expect(overdriveEffects(hero)).toHaveLength(0);
    expect(hp(hero)).toMatchObject({ value: 1, temp: 0 });
    expect(exhaustionOf(hero)).toBe(exhaustionBefore + 1);
    expect(hero.system.abilities.str.mod).toBe(before.str);
    expect(await cardHtml(lastSfCard(world))).toContain("Overdrive ends");
    // Further turns change nothing more.
    await nextTurn(world, combat);
    await nextTurn(world, combat);
    expect(exhaustionOf(hero)).toBe(exhaustionBefore + 1);

    // Dropped to 0 again in the same combat: not offered (once per combat).
    const promptCount = prompts(world).length;
    await world.as(world.gm, () => hero.applyDamage([{ amount: 5, type: "slashing" }]));
    await world.settle();
    expect(hp(hero).value).toBe(0);
    expect(prompts(world)).toHaveLength(promptCount);

    // SF-6: the combat ends → the record is cleared; the next drop offers it again.
    await world.as(world.gm, () => combat.delete());
    await world.settle();
    expect(useRecord(hero)).toBeNull();
    await world.as(world.gm, () => hero.applyDamage([{ amount: 10, type: "healing" }]));
    await world.as(world.gm, () => hero.applyDamage([{ amount: 10, type: "slashing" }]));
    await world.settle();
    expect(prompts(world)).toHaveLength(promptCount + 1);
    const last = prompts(world).at(-1)!;
    expect(await cardHtml(last)).toContain(`data-augment-id="${optic.id}"`);
    expect(await cardHtml(last)).not.toContain(`data-augment-id="${cannon.id}"`);

    // Declining closes the prompt and changes nothing.
    await clickCardButton(world, world.player, last, "systemFailureDecline");
    expect(stateOf(last).systemFailure?.answer).toBe("declined");
    expect(hp(hero).value).toBe(0);
    expect(integrityOf(optic).integrity).toBe("intact");
  });
});
