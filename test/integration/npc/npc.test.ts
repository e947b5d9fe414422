/**
 * Issue 3, npc: the core (abilities, skills, HP, AC, speeds, traits), proficiency bonus from challenge rating,
 * quick attacks, and a compact sheet a GM fills in a minute.
 */
import { describe, expect, it, vi } from "vitest";
import { createWorld } from "../../foundry";
import { editField, enterEditMode, openSheet, shownText } from "../helpers";
import type { NpcData } from "../../../src/data/actor/npc";
import { hasCyborgTraits } from "../../../src/data/actor/parts/cyborg";

type NpcActor = Actor.Implementation & { system: NpcData };

async function createNpc(data: Record<string, unknown> = {}): Promise<NpcActor> {
  // cast: created with type "npc", so its system is NpcData.
  return (await Actor.create({ name: "Clockwork Hound", type: "npc", ...data } as Actor.CreateData)) as NpcActor;
}

/** `flags.augmented.cyborg`. cast: the system's flag scope is not declared to the types. */
function cyborgFlag(actor: Actor.Implementation): unknown {
  return (actor.flags as Record<string, Record<string, unknown> | undefined>).augmented?.cyborg;
}

// Sheets render real templates; the first render of a file also boots the system. Generous under a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

describe("npc", () => {
  it("CORE-1: an npc's proficiency bonus comes from its challenge rating and feeds saves, skills and DCs", async () => {
    const world = await createWorld({ seed: 9 });
    const npc = await createNpc({
      system: {
        details: { cr: 0.25 },
        abilities: { dex: { value: 14, proficient: 1 } },
        skills: { ste: { proficiency: 1 } },
        featureDcs: [{ id: "breath0000000000", name: "Breath", ability: "con", bonus: 0 }],
      },
    });
    await world.settle();
    expect(npc.system.attributes.prof).toBe(2);
    expect(npc.system.abilities.dex.save).toBe(4);
    expect(npc.system.skills.ste.total).toBe(4);
    expect(npc.system.saveDcs[0]?.value).toBe(10);

    for (const [cr, pb] of [[5, 3], [13, 5], [21, 7], [30, 9]] as const) {
      await npc.update({ system: { details: { cr } } });
      expect(npc.system.attributes.prof, `CR ${cr}`).toBe(pb);
    }
    await expect(npc.update({ system: { details: { cr: 31 } } })).rejects.toThrow();
  });

  it("AC: natural armor (flat) replaces armor and Dex; the bonus still adds", async () => {
    const world = await createWorld({ seed: 9 });
    const npc = await createNpc({ system: { abilities: { dex: { value: 16 } } } });
    expect(npc.system.attributes.ac.value).toBe(13);
    await npc.update({ system: { attributes: { ac: { flat: 15, bonus: 1 } } } });
    await world.settle();
    expect(npc.system.attributes.ac.value).toBe(16);
  });

  it("CORE-2: npc HP above the maximum is refused and changes nothing", async () => {
    const world = await createWorld({ seed: 9 });
    const npc = await createNpc({ system: { attributes: { hp: { value: 5, max: 11 } } } });
    await npc.update({ system: { attributes: { hp: { value: 12 } } } });
    await world.settle();
    expect(npc.system.attributes.hp.value).toBe(5);
    expect(world.notifications.some((n) => n.level === "error")).toBe(true);
  });

  it("a GM stats a monster on one compact page: CR, HP, attacks, traits; play mode reads like a stat block", async () => {
    const world = await createWorld({ seed: 9 });
    const npc = await createNpc();
    const sheet = await openSheet(npc);
    expect(sheet.element.querySelectorAll("section.tab")).toHaveLength(0);
    await enterEditMode(sheet);

    editField(sheet, "system.details.cr", "2");
    await world.settle();
    editField(sheet, "system.attributes.hp.max", "27");
    await world.settle();
    editField(sheet, "system.attributes.hp.value", "27");
    await world.settle();
    editField(sheet, "system.attributes.ac.flat", "14");
    await world.settle();
    sheet.element.querySelector<HTMLElement>('[data-action="addAttack"]')!.click();
    await world.settle();
    editField(sheet, "system.attacks.0.name", "Bite");
    await world.settle();
    editField(sheet, "system.attacks.0.bonus", "4");
    await world.settle();
    editField(sheet, "system.attacks.0.damage", "2d6 + 2");
    await world.settle();
    editField(sheet, "system.attacks.0.type", "piercing");
    await world.settle();
    const immunities = sheet.element.querySelector<HTMLSelectElement>('[name="system.traits.di"]')!;
    for (const option of immunities.options) option.selected = option.value === "poison";
    immunities.dispatchEvent(new Event("change", { bubbles: true }));
    await world.settle();

    expect(npc.system.details.cr).toBe(2);
    expect(npc.system.attributes.hp).toEqual({ value: 27, max: 27, temp: 0 });
    expect(npc.system.attributes.ac.value).toBe(14);
    expect(npc.system.attacks).toEqual([{ name: "Bite", bonus: 4, damage: "2d6 + 2", type: "piercing" }]);
    expect([...npc.system.traits.di]).toEqual(["poison"]);

    sheet.element.querySelector<HTMLElement>('[data-action="toggleMode"]')!.click();
    await world.settle();
    await vi.waitFor(() => expect(sheet.element.querySelector('[data-action="toggleMode"]')?.getAttribute("data-mode")).toBe("play"));
    expect(shownText(sheet, '[data-derived="cr"]')).toBe("2");
    expect(shownText(sheet, '[data-derived="proficiency"]')).toBe("+2");
    expect(shownText(sheet, ".attack .attack-line")).toBe("+4 to hit, 2d6 + 2 Piercing");
    expect(shownText(sheet, '[data-trait="di"] .chips')).toBe("Poison");
    // Play mode lists only the skills that differ from the plain ability modifier.
    expect(sheet.element.querySelectorAll(".skill")).toHaveLength(0);
  }, 30_000);

  it("a broken damage formula on a quick attack is refused", async () => {
    const world = await createWorld({ seed: 9 });
    const npc = await createNpc();
    await expect(npc.update({ system: { attacks: [{ name: "Claw", bonus: 3, damage: "2d6 +* x(", type: "slashing" as const }] } })).rejects.toThrow();
    await world.settle();
    expect(npc.system.attacks).toHaveLength(0);
  });

  it("SF-1 / CY-VIS-1: a GM marks an npc as a Cyborg (species trait) from its sheet in Edit mode; a player never sees the switch", async () => {
    const world = await createWorld({ seed: 9 });
    const npc = await createNpc({ ownership: { default: 0, [world.player.user.id!]: 3 } });
    const sheet = await openSheet(npc);
    const box = () => sheet.element.querySelector<HTMLInputElement>('.cyborg-toggle input[name="flags.augmented.cyborg"]');
    // Play mode keeps the header for play: the switch is a setting.
    expect(box()).toBeNull();
    await enterEditMode(sheet);
    expect(box()).not.toBeNull();
    expect(box()!.checked).toBe(false);
    expect(shownText(sheet, ".cyborg-toggle")).toContain("Cyborg (species trait)");
    box()!.checked = true;
    box()!.dispatchEvent(new Event("change", { bubbles: true }));
    await world.settle();
    expect(cyborgFlag(npc)).toBe(true);
    expect(hasCyborgTraits(npc, npc.items)).toBe(true);
    expect(box()!.checked).toBe(true);
    box()!.checked = false;
    box()!.dispatchEvent(new Event("change", { bubbles: true }));
    await world.settle();
    expect(cyborgFlag(npc)).toBe(false);
    expect(hasCyborgTraits(npc, npc.items)).toBe(false);

    const playerView = await world.as(world.player, async () => {
      const own = await openSheet(npc);
      await enterEditMode(own);
      return own.element.querySelector(".cyborg-toggle");
    });
    expect(playerView).toBeNull();
  });

  it("SF-1 / CY-VIS-1: on a character sheet the GM's Cyborg switch shows in Edit mode only while no species item decides it", async () => {
    const world = await createWorld({ seed: 9 });
    const hero = await Actor.create({ name: "Ana", type: "character" } as Actor.CreateData);
    const sheet = await openSheet(hero!);
    // In play the header keeps its room for play (issue 16): the switch is a setting, made in Edit mode.
    expect(sheet.element.querySelector(".cyborg-toggle")).toBeNull();
    await enterEditMode(sheet);
    expect(sheet.element.querySelector('.cyborg-toggle input[name="flags.augmented.cyborg"]')).not.toBeNull();
    await hero!.createEmbeddedDocuments("Item", [{ name: "Gearforged", type: "species" } as Item.CreateData]);
    await world.settle();
    await sheet.render(true);
    expect(sheet.element.querySelector(".cyborg-toggle")).toBeNull();
  });
});
