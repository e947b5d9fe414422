// The 13th Age gearforged's species in a dnd5e world (GA-SP-1, GA-MYM-1, GA-IMM-1, GA-TIRE-1's immunity): the
// module's two entries dropped from its compendium on a dnd5e character (the 2014 entry's +2 through dnd5e's
// ability score Advancement, both entries' six traits granted as features carrying dnd5e's immunity keys), and
// the Gearforged compendium's 13th Age feats and Gear Priest background as dnd5e items the shared readers know.
import { describe, expect, it } from "vitest";
import type { PlainObject } from "../../foundry/utils";
import { createModuleWorld, packUuid } from "./dnd5e-module-world";
import { TRAITS, type GfCharacter } from "./dnd5e-thirteenth-age-table";

const SCENARIO = { timeout: 180_000 };
const SCORES = { str: { value: 14 }, dex: { value: 12 }, con: { value: 14 }, int: { value: 12 }, wis: { value: 10 }, cha: { value: 8 } };

function drop(element: HTMLElement, uuid: string): void {
  const event = new Event("drop", { bubbles: true, cancelable: true });
  const payload = JSON.stringify({ type: "Item", uuid });
  Object.defineProperty(event, "dataTransfer", { value: { getData: (format: string) => (format === "text/plain" ? payload : "") } });
  element.dispatchEvent(event);
}

async function dropSpecies(rules: "modern" | "legacy", name: string, choices: PlainObject = {}, dnd5eVersion?: string) {
  const world = await createModuleWorld({ dnd5eVersion, settings: { "augmented-dnd5e.content.gearforged": true } });
  await game.settings!.set("dnd5e" as never, "rulesVersion" as never, rules as never);
  // cast: dnd5e's actor, which the system's type definitions do not describe.
  const actor = (await Actor.create({ name: "Cog", type: "character", system: { abilities: SCORES } } as never)) as unknown as GfCharacter & { sheet: { render(force: boolean): Promise<unknown>; element: HTMLElement } };
  const manager = (game as unknown as { dnd5e: { applications: { advancement: { AdvancementManager: { queueChoices(c: PlainObject): void } } } } }).dnd5e.applications.advancement.AdvancementManager;
  manager.queueChoices(choices);
  await actor.sheet.render(true);
  drop(actor.sheet.element, await packUuid("species", name));
  await world.settle();
  const race = actor.items.contents.find((i) => (i.type as string) === "race")!;
  const features = actor.items.contents.filter((i) => (i.type as string) === "feat").map((i) => i.name).sort();
  return { world, actor, race, features };
}

describe("the 13th Age gearforged's species in a dnd5e world", () => {
  it("GA-SP-1: the 2014 entry's +2 goes on the ability the player picks, through dnd5e's Advancement; the six traits are granted as features", SCENARIO, async () => {
    const { world, actor, race, features } = await dropSpecies("legacy", "Gearforged (13th Age)", { augGf13Asi000000: { assignments: { str: 2 } } });
    expect(race.name).toBe("Gearforged (13th Age)");
    expect((race.flags as PlainObject)["augmented-dnd5e"]).toEqual({ gearforgedVariant: "thirteenthAge" });
    expect(actor.system.abilities.str.value).toBe(16);
    expect(actor.system.abilities.dex.value).toBe(12);
    expect(features).toEqual([...TRAITS].sort());
    // The species' creature type is dnd5e's; the module knows the variant: its clock started on the drop.
    expect((actor.system as unknown as { details: { type: { value: string } } }).details.type.value).toBe("construct");
    expect(foundry.utils.getProperty(actor, "flags.augmented-dnd5e.gearforged.thirteenthAge.lastMaintenanceAt")).toBe(0);
    expect(world.errors).toEqual([]);
  });

  it("GA-SP-1: the 2024 entry raises no ability (the background does, under dnd5e's modern rules) and grants the same traits", SCENARIO, async () => {
    const { actor, race, features } = await dropSpecies("modern", "Gearforged (13th Age) (2024)");
    expect((race.system as unknown as { source: { rules: string } }).source.rules).toBe("2024");
    expect(Object.values(actor.system.abilities).map((a) => a.value)).toEqual([14, 12, 14, 12, 10, 8]);
    expect(features).toEqual([...TRAITS].sort());
    expect(foundry.utils.getProperty(actor, "flags.augmented-dnd5e.gearforged.thirteenthAge.lastMaintenanceAt")).toBe(0);
  });

  for (const dnd5eVersion of ["5.3.3", "6.0.0"]) {
    it(`GA-MYM-1 / GA-IMM-1 / GA-TIRE-1: the traits' effects are dnd5e's condition and damage immunities (dnd5e ${dnd5eVersion})`, SCENARIO, async () => {
      const { actor } = await dropSpecies("modern", "Gearforged (13th Age) (2024)", {}, dnd5eVersion);
      const ci = [...actor.system.traits.ci.value].sort();
      // Metal yet mortal: no breath, food or drink; brass and magic: disease and sleep; tireless: exhaustion.
      expect(ci).toEqual(["dehydration", "diseased", "exhaustion", "malnutrition", "sleeping", "suffocation"]);
      expect(actor.system.traits.di.custom).toContain("Ongoing poison damage");
    });
  }

  it("the Gearforged compendium's 13th Age feats are dnd5e feats the shared readers count, and Gear Priest is a dnd5e background with the repair mark", SCENARIO, async () => {
    await createModuleWorld({ settings: { "augmented-dnd5e.content.gearforged": true } });
    const feat = (await fromUuid(await packUuid("gearforged", "Tireless (Champion Feat)"))) as Item.Implementation;
    expect(feat.type as string).toBe("feat");
    expect((feat.system as unknown as { type: { value: string }; requirements: string }).type.value).toBe("feat");
    expect((feat.system as unknown as { requirements: string }).requirements).toBe("Gearforged (13th Age), champion tier");
    expect((feat.flags as PlainObject)["augmented-dnd5e"]).toEqual({ gearforgedFeat: { trait: "tireless", tier: "champion" } });
    const priest = (await fromUuid(await packUuid("gearforged", "Gear Priest (Background)"))) as Item.Implementation;
    expect(priest.type as string).toBe("background");
    expect((priest.flags as PlainObject)["augmented-dnd5e"]).toEqual({ background: "gearforgedRepair" });
    // What the shared readers make of them on a character: the heal-gate test's repairer and the tireless test's feats.
  });
});
