/**
 * Utility augments (CY-UTL-1) and what every use shares: an Action with a card carrying the design's description
 * as plain text (never injected HTML) and its range; Augment Checks respect exhaustion (CORE-6); an attack design
 * without a damage type is refused before anything is spent.
 */
import { describe, expect, it } from "vitest";
import { lastMessage, setSetting } from "../workflows/setup";
import { heroWithAugment, user, warnings } from "./helpers";
import { cardHtml } from "../cards";

const SCENARIO = { timeout: 30_000 };

describe("utility augments and shared checks", () => {
  it("CY-UTL-1: an Action; the card shows the description as text and the range (≤ 60 ft), one use spent", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Grapple Line", {
      purpose: "utility",
      damageType: null,
      installedSection: "leftArm",
      rangeFt: 30,
      description: "<p>Fires a <strong>line</strong> that anchors to a surface.</p><img src=x onerror=alert(1)>",
    });
    const result = await world.as(world.player, () => user(hero).useAugment(augment));
    await world.settle();
    expect(result?.remaining).toBe(2);
    const content = await cardHtml(lastMessage(world));
    expect(content).toContain("Action.");
    expect(content).toContain("Fires a line that anchors to a surface.");
    // The design's own words are secondary (issue 28): in the card's collapsed details.
    expect(content).toMatch(/<details class="chat-card__details">[\s\S]*Fires a line that anchors to a surface\.[\s\S]*<\/details>/);
    expect(content).toContain("Range: 30 ft (at most 60 ft).");
    expect(content).not.toContain("<img");
    expect(content).not.toContain("<strong>");
  });

  it("CY-USE-1: an augment's own uses formula (here Int mod × 2 = 4) replaces PB (3); a bad formula is refused and the old one kept", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Pocket Tool", { purpose: "utility", damageType: null, installedSection: "leftArm", uses: { spent: 0, formula: "@int * 2" } });
    expect(augment.system.uses.max).toBe(4);
    const result = await world.as(world.player, () => user(hero).useAugment(augment));
    await world.settle();
    expect(result?.remaining).toBe(3);
    expect(augment.system.uses.value).toBe(3);
    await expect(world.as(world.player, () => augment.update({ "system.uses.formula": "@level * 2" } as Item.UpdateData))).rejects.toThrow(/cannot read/);
    expect(augment.system.uses.formula).toBe("@int * 2");
    // The formula is part of a built design: only the GM changes it by hand (CY-DES-1, design-fixed.ts).
    await world.as(world.gm, () => augment.update({ "system.uses.formula": "" } as Item.UpdateData));
    await world.settle();
    expect(augment.system.uses.max).toBe(3);
  });

  it("CORE-6: exhaustion's disadvantage (2014 rules) cancels the environmental advantage", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Sealed Filter Leg", { sectionKind: "leg", installedSection: "rightLeg", purpose: "environmental", damageType: null });
    await setSetting(world, "exhaustionRules", "2014");
    await world.as(world.gm, () => hero.update({ "system.attributes.exhaustion": 1 } as Actor.UpdateData));
    await world.settle();
    const result = await world.as(world.player, () => user(hero).useAugment(augment, { dc: 10, destructiveContact: false }));
    expect(result?.roll?.formula).toBe("1d20 + 3");
  });

  it("an attack design without a damage type is refused before the roll; nothing is spent", SCENARIO, async () => {
    const { world, hero, augment } = await heroWithAugment("Blank Cannon", { installedSection: "rightArm", damageType: null });
    const result = await world.as(world.player, () => user(hero).useAugment(augment, { roll: { fastForward: true } }));
    expect(result).toBeNull();
    expect(warnings(world, "error").at(-1)).toContain("no damage type");
    expect(augment.system.uses.spent).toBe(0);
    expect(world.chat).toHaveLength(0);
  });
});
