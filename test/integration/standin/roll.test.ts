import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";

const entry = `${import.meta.dirname}/fake-system.ts`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const g = globalThis as unknown as Record<string, any>; // the stand-in's globals, loosely typed for self-tests

describe("stand-in Roll", () => {
  it("evaluates formulas with data, forced dice and modifiers", async () => {
    const world = await createWorld({ entry, seed: 42 });
    world.dice.queue([17, 4]);
    const roll = await new g.Roll("2d20kh + @mod", { mod: 3 }).evaluate();
    expect(roll.formula).toBe("2d20kh + 3");
    expect(roll.total).toBe(20);
    expect(roll.dice[0].results).toEqual([{ result: 17, active: true }, { result: 4, active: false, discarded: true }]);
    world.dice.queue([2, 5]);
    expect((await new g.Roll("2d6kl").evaluate()).total).toBe(2);
    world.dice.queue([1, 6]);
    const reroll = await new g.Roll("1d6r").evaluate();
    expect(reroll.total).toBe(6);
    world.dice.queue([1]);
    expect((await new g.Roll("1d20min10").evaluate()).total).toBe(10);
    expect((await new g.Roll("floor((7 + 2) / 2) * 2 - max(1, 3)").evaluate()).total).toBe(5);
    world.dice.queue([3]);
    const paren = await new g.Roll("(1d4 + 1) * 2").evaluate();
    expect(paren.total).toBe(8);
    expect(paren.dice).toHaveLength(1);
    expect(g.Roll.safeEval("2 * (3 + 4)")).toBe(14);
  });

  it("is reproducible from the seed and throws on broken formulas", async () => {
    await createWorld({ entry, seed: 7 });
    const a = await new g.Roll("10d20").evaluate();
    await createWorld({ entry, seed: 7 });
    const b = await new g.Roll("10d20").evaluate();
    expect(a.total).toBe(b.total);
    expect(() => new g.Roll("1d20 +")).toThrow();
    expect(() => new g.Roll("(1d20")).toThrow();
    await expect(new g.Roll("1d20 + @missing").evaluate()).rejects.toThrow(/Unresolved/);
    expect(g.Roll.validate("1d20 + @x")).toBe(true);
    expect(g.Roll.validate("1d20 + + ")).toBe(false);
    expect(() => g.Roll.safeEval("alert(1)")).toThrow();
  });

  it("goes to chat, survives JSON, renders, and fires renderChatMessageHTML", async () => {
    const world = await createWorld({ entry });
    const fake = await world.systemModule<typeof import("./fake-system")>(world.player);
    const actor = await g.Actor.create({ name: "Ana", type: "character" });
    world.dice.queue([20]);
    const roll = await new g.Roll("1d20 + 2").evaluate();
    const message = await roll.toMessage({ speaker: g.ChatMessage.getSpeaker({ actor }), flavor: "Attack" });
    expect(world.chat).toHaveLength(1);
    expect(message.author.id).toBe(world.gm.user.id);
    expect(message.speaker.alias).toBe("Ana");
    expect(message.rolls[0].total).toBe(22);
    expect(message.rolls[0].dice[0].results[0].result).toBe(20);
    const el = await world.renderChatMessage(message);
    expect(el.querySelector(".dice-total")?.textContent).toBe("22");
    const card = await g.ChatMessage.create({ content: `<div class="card"><button data-action="apply">Apply</button></div>`, flags: { augmented: { kind: "damage" } } });
    expect(card.getFlag("augmented", "kind")).toBe("damage");
    const html = await world.as(world.player, () => world.renderChatMessage(card));
    (html.querySelector("[data-action=apply]") as HTMLElement).click();
    expect(fake.seen).toContain(`apply:${card.id}:Player`);
    const blind = await new g.Roll("1d20").toMessage({}, { rollMode: "blindroll" });
    expect(blind.blind).toBe(true);
    expect(world.as(world.player, () => blind.isContentVisible)).toBe(false);
    await expect(world.as(world.player, () => card.update({ content: "x" }))).rejects.toThrow(/permission/);
  });
});
