/**
 * HP drops described the same way whatever made them (src/documents/actor/hp-drop.ts), which integrity saves
 * (CY-INT-1), death saves (CORE-4) and System Failure (SF-1) react to: applyDamage reports each instance; a typed
 * HP edit is one instance; healing, undo, migrations and a lowered maximum are no drop. The actor announces each
 * drop once, as the system hook `augmented.hpDrop`.
 */
import { afterEach, describe, expect, it } from "vitest";
import { type HpDrop, hpDropFrom } from "../../../src/documents/actor/hp-drop";
import { undoFromMessage, undoRecord } from "../../../src/workflows/cards/undo";
import { postCard } from "../../../src/applications/chat/cards";
import { lastMessage, tableWithHero } from "./setup";
import { cardText } from "../../../src/data/chat/card-text";

const seen: Array<HpDrop | null> = [];
let hookId: number | null = null;
const announced: Array<{ drop: HpDrop; userId: string }> = [];
let announceId: number | null = null;

function watchAnnounced(): void {
  announced.length = 0;
  announceId = Hooks.on("augmented.hpDrop", (_actor, drop, userId) => void announced.push({ drop, userId }));
}

function watchDrops(): void {
  seen.length = 0;
  hookId = Hooks.on("updateActor", (actor, _changed, options) => void seen.push(hpDropFrom(actor, options)));
}

afterEach(() => {
  if (hookId !== null) Hooks.off("updateActor", hookId);
  hookId = null;
  if (announceId !== null) Hooks.off("augmented.hpDrop", announceId);
  announceId = null;
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
    await world.as(world.gm, () => postCard({ kind: "test", title: cardText("Heal") }, { actor: hero, state: { undo: undoRecord(hero, { "system.attributes.hp.value": 5 }) } }));
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

  it("CY-INT-1: the actor announces a drop once, as augmented.hpDrop, with the user who made it", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 60, max: 60, temp: 0 } } });
    watchAnnounced();
    await world.as(world.player, () => hero.update({ system: { attributes: { hp: { value: 30 } } } }));
    await world.settle();
    expect(announced).toHaveLength(1);
    expect(announced[0]?.drop).toMatchObject({ source: "edit", instances: [30] });
    expect(announced[0]?.userId).toBe(world.player.user.id);
    await world.as(world.player, () => hero.applyDamage([{ amount: 7, type: "fire" }, { amount: 5, type: "cold" }]));
    await world.settle();
    expect(announced).toHaveLength(2);
    expect(announced[1]?.drop).toMatchObject({ source: "applyDamage", instances: [7, 5] });
  });

  it("CORE-2: lowering the maximum (which drags the value down with it) is no drop; losing more than that is", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 60, max: 60, temp: 0 } } });
    watchAnnounced();
    await world.as(world.player, () => hero.update({ system: { attributes: { hp: { max: 40 } } } }));
    await world.settle();
    expect(hero.system.attributes.hp.value).toBe(40);
    expect(announced).toHaveLength(0);
    await world.as(world.player, () => hero.update({ system: { attributes: { hp: { max: 30, value: 10 } } } }));
    await world.settle();
    expect(announced).toHaveLength(1);
    expect(announced[0]?.drop.instances).toEqual([20]);
  });

  it("a migration write that lowers HP is no drop", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 20, max: 20 } } });
    watchAnnounced();
    await world.as(world.gm, () => hero.update({ system: { attributes: { hp: { value: 5 } } } }, { augmented: { migration: true } } as Actor.Database.UpdateOperation));
    await world.settle();
    expect(hero.system.attributes.hp.value).toBe(5);
    expect(announced).toHaveLength(0);
  });
});
