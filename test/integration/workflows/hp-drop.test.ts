/**
 * HP drops described the same way whatever made them (src/automation/hp-change.ts), which integrity saves
 * (CY-INT-1) and System Failure (SF-1) react to: applyDamage reports each instance; a typed HP edit is one
 * instance; healing and undo are no drop.
 */
import { afterEach, describe, expect, it } from "vitest";
import { type HpDrop, hpDropFrom } from "../../../src/documents/actor/hp-drop";
import { undoFromMessage, undoRecord } from "../../../src/workflows/cards/undo";
import { postCard } from "../../../src/applications/chat/cards";
import { lastMessage, tableWithHero } from "./setup";

const seen: Array<HpDrop | null> = [];
let hookId: number | null = null;

function watchDrops(): void {
  seen.length = 0;
  hookId = Hooks.on("updateActor", (actor, _changed, options) => void seen.push(hpDropFrom(actor, options)));
}

afterEach(() => {
  if (hookId !== null) Hooks.off("updateActor", hookId);
  hookId = null;
});

describe("HP drops", () => {
  it("CY-INT-1: applyDamage reports each instance's final amount (temp HP included) and the hit location", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 60, max: 60, temp: 5 } }, traits: { dr: ["fire"] } });
    watchDrops();
    await world.as(world.player, () =>
      hero.applyDamage(
        [
          { amount: 40, type: "fire" },
          { amount: 3, type: "healing" },
          { amount: 12, type: "slashing" },
        ],
        { hitLocation: "torso" },
      ),
    );
    await world.settle();
    const drop = seen.find((entry) => entry !== null);
    expect(drop?.source).toBe("applyDamage");
    expect(drop?.instances).toEqual([20, 12]);
    expect(drop?.before).toEqual({ value: 60, temp: 5, max: 60 });
    expect(drop?.hitLocation).toBe("torso");
    expect(drop?.killedOutright).toBe(false);
  });

  it("CY-INT-1: a typed HP edit is one instance, counting temp HP lost", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 60, max: 60, temp: 4 } } });
    watchDrops();
    await world.as(world.player, () => hero.update({ system: { attributes: { hp: { value: 25, temp: 0 } } } }));
    await world.settle();
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ source: "edit", instances: [39], before: { value: 60, temp: 4 }, after: { value: 25, temp: 0 } });
  });

  it("healing, edits that raise HP and other fields are no drop", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 30, max: 60 } } });
    watchDrops();
    await hero.applyDamage([{ amount: 10, type: "healing" }]);
    await hero.update({ system: { attributes: { hp: { value: 50 } } } });
    await hero.update({ name: "Renamed" });
    await world.settle();
    expect(seen.every((entry) => entry === null)).toBe(true);
    expect(seen.length).toBe(3);
  });

  it("an undo that lowers HP again is never a new drop", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 20, max: 20 } } });
    // A card whose undo puts HP back to 5, as an automated heal's card would.
    await world.as(world.gm, () => postCard({ kind: "test", title: "Heal", undo: true }, { actor: hero, flags: { undo: undoRecord(hero, { "system.attributes.hp.value": 5 }) } }));
    await world.settle();
    watchDrops();
    const card = lastMessage(world);
    expect(await world.as(world.gm, () => undoFromMessage(card))).toBe(true);
    await world.settle();
    expect(hero.system.attributes.hp.value).toBe(5);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((entry) => entry === null)).toBe(true);
  });

  it("CORE-9: killed outright travels with the drop", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 10, max: 20 } } });
    watchDrops();
    await hero.applyDamage([{ amount: 30, type: "bludgeoning" }]);
    await world.settle();
    expect(seen[0]).toMatchObject({ killedOutright: true, instances: [30], after: { value: 0 } });
  });
});
