/**
 * Which client moves world time in a v13 combat (issue 9 item 2; test/foundry/README.md marks it an assumption
 * to check here): the player who owns the current combatant ends the last turn of the round from their own
 * browser; the world clock moves by `CONFIG.time.roundTime` with that combat update, the GM's client sees
 * `updateWorldTime` with the player's user id, and by the time the GM's `updateCombat` fires the clock is already
 * the new time (foundryvtt issue 11619). No GM client advances the clock on its own. A GM's own `game.time.advance`
 * is announced with the GM's id.
 */
import { equal, ok, present } from "./assert";
import { defineScenario } from "./harness";
import { createActor, onHook } from "./support";

export default defineScenario({
  id: "combat-time",
  title: "a player ending the round moves world time with the combat update, announced as theirs, before updateCombat",
  proves: "issue 9 item 2 (v13 combat time: worldTime.delta, who advances it)",
  needsPlayer: true,
  playerSteps: {
    async endTurn(data) {
      const combat = present(game.combats?.get(String(data.combatId)), "the combat on the player's client");
      await combat.nextTurn();
    },
  },
  async run(h) {
    const player = present(h.player, "player");
    const hero = await createActor(h, {
      name: "Quench timekeeper",
      type: "character",
      ownership: { default: 0, [player.id!]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER },
      system: { attributes: { hp: { value: 20, max: 20 } } },
    });
    // cast: Combat.create takes source data with embedded combatants (an actor combatant, no scene needed).
    const combat = h.track(present(await Combat.create({ active: true, combatants: [{ actorId: hero.id, initiative: 10 }] } as unknown as Combat.CreateData), "combat"));
    await combat.startCombat();
    await h.settle();
    const start = game.time!.worldTime;
    const roundTime = Number(CONFIG.time.roundTime);
    const times: Array<{ delta: number; userId: unknown }> = [];
    const atCombatUpdate: number[] = [];
    const stops = [
      onHook("updateWorldTime", (_time, delta, _options, userId) => void times.push({ delta: Number(delta), userId })),
      onHook("updateCombat", (doc) => void (doc === combat && atCombatUpdate.push(game.time!.worldTime))),
    ];
    try {
      await h.asPlayer("endTurn", { combatId: combat.id });
      await h.eventually("the round ended", () => equal(combat.round, 2, "round after the player's end of turn"));
      await h.eventually("world time moved", () => equal(game.time!.worldTime, start + roundTime, "world time after one round"));
      await h.settle();
      equal(times.length, 1, "updateWorldTime calls on the GM's client");
      equal(times[0]!.delta, roundTime, "the clock moved by one round");
      equal(times[0]!.userId, player.id, "announced as the player's change");
      ok(atCombatUpdate.length >= 1 && atCombatUpdate[0] === start + roundTime, "updateCombat saw the new time already");

      // The GM's own `game.time.advance`: announced with the GM's id (the hook's userId is whoever advanced it).
      await h.advanceTime(60);
      await h.eventually("the GM's advance announced", () => equal(times.length, 2, "updateWorldTime calls after the GM's advance"));
      equal(times[1]!.delta, 60, "the GM's advance");
      equal(times[1]!.userId, h.gm.id, "announced as the GM's change");
    } finally {
      stops.forEach((stop) => stop());
    }
  },
});
