/**
 * CY-ENV-2 end to end (no spy): a failed environmental check that tried to force something by direct contact
 * posts the use card and then the integrity save card of the real integrity workflow, for this augment.
 */
import { describe, expect, it } from "vitest";
import { messages } from "../workflows/setup";
import { heroWithAugment, user } from "./helpers";
import { cardHtml } from "../cards";

const SCENARIO = { timeout: 30_000 };

describe("structural backlash hand-off", () => {
  it("CY-ENV-2: a failed destructive-contact check is followed by the integrity save card (Constitution) for the augment", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Sealed Filter Leg", { sectionKind: "leg", installedSection: "rightLeg", purpose: "environmental", damageType: null });
    world.dice.queue([2, 3]);
    const result = await world.as(world.player, () => user(hero).useAugment(augment, { dc: 15, destructiveContact: true }));
    await world.settle();
    expect(result?.backlash).toBe(true);
    const [useCard, integrityCard] = messages(world).slice(-2);
    expect(await cardHtml(useCard!)).toContain("chat-card--augment-environmental");
    expect(await cardHtml(integrityCard!)).toContain("chat-card--integrity");
    expect(await cardHtml(integrityCard!)).toContain("Sealed Filter Leg");
    // The save has not been rolled yet (prompt mode): the augment is still intact and the use is spent.
    expect(augment.system.integrity).toBe("intact");
    expect(augment.system.uses.spent).toBe(1);
  });
});
