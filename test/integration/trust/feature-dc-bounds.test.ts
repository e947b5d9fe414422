/**
 * R6 for the save request's DC (docs/trust.md): a feature DC is 8 + PB + an ability modifier + a bonus the rules
 * bound (0..3, rules/core/feature-dc.ts). A bonus of 1000 written on the player's actor is refused at write; one
 * already stored (written before the bound, or by a client that skipped its guard) is ignored by the GM's client,
 * which records no save against it and says why. Before, a natural 19 was recorded as a failed save against DC 1013.
 */
import { describe, expect, it } from "vitest";
import { createCharacter } from "../helpers";
import { clickCardButton, messages, tableWithHero } from "../workflows/setup";
import { createAugment } from "../augments/helpers";
import { cardHtml } from "../cards";

const SCENARIO = { timeout: 60_000 };
const FOCUS = { id: "focusdc000000001", name: "Focus", ability: "int", bonus: 1 };

describe("a feature DC's bonus is bounded by the rules", SCENARIO, () => {
  it("CORE-7: a bonus of 1000 is refused at write with the message; 3 is kept", async () => {
    const { world, hero } = await tableWithHero({ featureDcs: [FOCUS] });
    const told = world.notifications.length;
    await world.as(world.player, () => hero.update({ system: { featureDcs: [{ ...FOCUS, bonus: 1000 }] } } as never));
    await world.settle();
    // cast: the stored feature DCs (docs/actor-data.md).
    const stored = () => (hero.system as unknown as { featureDcs: Array<{ bonus: number }> }).featureDcs[0]!.bonus;
    expect(stored()).toBe(1);
    expect(world.notifications.slice(told).some((n) => n.level === "error" && n.message.includes("1000"))).toBe(true);
    await world.as(world.player, () => hero.update({ system: { featureDcs: [{ ...FOCUS, bonus: 3 }] } } as never));
    expect(stored()).toBe(3);
  });

  it("CY-ATK-3, R6: a bonus of 1000 the GM's client holds is ignored: no save recorded, the GM told why", async () => {
    const { world, hero } = await tableWithHero({ details: { level: 5 }, abilities: { int: { value: 14 }, dex: { value: 14 } }, featureDcs: [FOCUS] });
    const palm = await createAugment(hero, "Shock Palm", { installedSection: "rightArm", ability: "dex", damageType: "lightning", attackSave: "con", dice: 2, saveDcFeatureId: FOCUS.id });
    const goblin = await world.as(world.gm, () => createCharacter({ name: "Goblin", system: { abilities: { con: { value: 10 } } } }));
    await world.settle();
    world.dice.queue([3, 5]);
    await world.as(world.player, () => (hero as unknown as { useAugment(item: unknown, options: object): Promise<unknown> }).useAugment(palm, { target: goblin }));
    await world.settle();
    const request = messages(world).at(-1)!;
    expect(await cardHtml(request)).toContain("Goblin: Constitution save");
    // What a client that skipped its own guard leaves on the GM's copy of the actor.
    world.as(world.gm, () => {
      const mine = game.actors!.get(hero.id!)!;
      mine.updateSource({ system: { featureDcs: [{ ...FOCUS, bonus: 1000 }] } } as never);
      mine.reset();
    });
    const told = world.notifications.length;
    world.dialogs.respond({ action: "normal" });
    world.dice.queue([19]);
    await clickCardButton(world, world.gm, request, "rollSave");
    await world.settle();
    const html = await cardHtml(request);
    expect(html).not.toContain("fails the save");
    expect(html).not.toContain("Goblin saves");
    const gmSaw = world.notifications.slice(told).filter((n) => n.userId === world.gm.user.id).map((n) => n.message);
    expect(gmSaw.some((m) => m.includes("1000") && m.includes("Focus")), JSON.stringify(world.notifications.slice(told))).toBe(true);
  });
});
