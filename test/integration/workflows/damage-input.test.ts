/**
 * Issue 11, deliverable 7: damage input that is not a finite, non-negative, sane amount is refused with a clear
 * error before anything changes (CORE-2): no actor update, no HP drop, no card. Two lines of 1e308 once summed to
 * Infinity and were applied as 0.
 */
import { describe, expect, it } from "vitest";
import { hp, tableWithHero } from "./setup";

const cases: Array<{ name: string; lines: unknown[]; message: string }> = [
  { name: "two lines of 1e308 (their sum is Infinity)", lines: [{ amount: 1e308, type: "fire" }, { amount: 1e308, type: "fire" }], message: "far more damage" },
  { name: "Infinity", lines: [{ amount: Infinity, type: "fire" }], message: "finite" },
  { name: "NaN", lines: [{ amount: NaN, type: "fire" }], message: "not a number" },
  { name: "a negative amount", lines: [{ amount: -5, type: "slashing" }], message: "cannot be negative" },
  { name: "a number as text", lines: [{ amount: "12", type: "slashing" }], message: "not a number" },
  { name: "a null line", lines: [null], message: "unknown damage type" },
  { name: "lines each in range that add up past the limit", lines: [{ amount: 600_000, type: "cold" }, { amount: 600_000, type: "cold" }], message: "add up to more than" },
];

describe("damage input is refused before anything changes (CORE-2, issue 11 item 7)", () => {
  for (const { name, lines, message } of cases) {
    it(`CORE-2: ${name} → a clear error; HP, death saves, chat unchanged`, async () => {
      const { world, hero } = await tableWithHero({ attributes: { hp: { value: 20, max: 20, temp: 3 } } });
      const updates: unknown[] = [];
      const drops: unknown[] = [];
      Hooks.on("updateActor", (_a: unknown, changes: unknown) => void updates.push(changes));
      Hooks.on("augmented.hpDrop", (_a: unknown, drop: unknown) => void drops.push(drop));
      const chatBefore = world.chat.length;
      // cast: junk input on purpose; applyDamage takes raw lines from cards, macros and requests.
      const result = await world.as(world.player, () => hero.applyDamage(lines as Parameters<typeof hero.applyDamage>[0]));
      await world.settle();
      expect(result).toBeNull();
      expect(hp(hero)).toEqual({ value: 20, max: 20, temp: 3 });
      expect(updates).toHaveLength(0);
      expect(drops).toHaveLength(0);
      expect(world.chat.length).toBe(chatBefore);
      const error = world.notifications.filter((n) => n.level === "error").at(-1)?.message ?? "";
      expect(error).toContain(message);
    });
  }

  it("CORE-2: a large but sane amount (999 on 20 HP) still applies: HP 0", async () => {
    const { world, hero } = await tableWithHero({ attributes: { hp: { value: 20, max: 20 } } });
    const result = await world.as(world.player, () => hero.applyDamage([{ amount: 999, type: "fire" }]));
    await world.settle();
    expect(result?.plan.totals.damage).toBeGreaterThan(0);
    expect(hp(hero).value).toBe(0);
  });
});
