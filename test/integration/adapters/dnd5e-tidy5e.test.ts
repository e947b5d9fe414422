// The body-map control on Tidy 5e Sheets' character sheet (issue 29, Deliver 3): Tidy draws its own sheets, so the
// module registers the control through Tidy's API (`registerCharacterHeaderControls` at `tidy5e-sheet.ready`,
// src/adapters/dnd5e/tidy5e.ts); on the Tidy stand-in (test/dnd5e/tidy5e) it shows for the GM on every character
// and for an owning player on a Cyborg only, opens the same body-map window, and dnd5e's own sheet keeps its control.
import { describe, expect, it } from "vitest";
import type { World } from "../../foundry";
import { createModuleWorld } from "./dnd5e-module-world";
import { TIDY_CHARACTER_SHEET } from "../../dnd5e/tidy5e/manifest";

const SCENARIO = { timeout: 180_000 };
const MODULE = "augmented-dnd5e";
const FIGHTER = { name: "Fighter", type: "class", system: { identifier: "fighter", levels: 5, hd: { denomination: "d10" } } };
const TIDY_CONTROL = '.window-header [data-tidy-header-control][aria-label="Body map"]';

interface Sheet {
  element: HTMLElement;
  constructor: { name: string };
  render(force: boolean): Promise<unknown>;
}
interface WindowModule {
  bodyMapWindowOf(actor: unknown): { rendered: boolean; title: string } | null;
}

/** A character the player owns, in Tidy's sheet (its `core.sheetClass` flag), a Cyborg unless told otherwise. */
async function character(world: World, name: string, cyborg = true): Promise<string> {
  return world.as(world.gm, async () => {
    const ownership = { default: 0, [world.player.userId]: 3 };
    const flags = { core: { sheetClass: TIDY_CHARACTER_SHEET } };
    // cast: dnd5e's actor, which the system's type definitions do not describe.
    const actor = (await Actor.create({ name, type: "character", ownership, flags } as never)) as unknown as Actor.Implementation;
    const species = { name: "Cyborg", type: "race", flags: { [MODULE]: { cyborg: true } }, system: {} };
    await actor.createEmbeddedDocuments("Item", (cyborg ? [FIGHTER, species] : [FIGHTER]) as never);
    return actor.id!;
  });
}

async function sheetOn(world: World, who: World["gm"], actorId: string): Promise<Sheet> {
  // cast: the actor's sheet on that client, an ApplicationV2 at runtime.
  const sheet = world.as(who, () => game.actors!.get(actorId)!.sheet) as unknown as Sheet;
  await world.as(who, () => sheet.render(true));
  await world.settle();
  return sheet;
}

describe("the body-map control on Tidy 5e's character sheet", () => {
  it("is a Tidy header control for the GM on every character, for an owning player on a Cyborg only, and opens the body map", SCENARIO, async () => {
    const world = await createModuleWorld({ tidy5e: true });
    const vex = await character(world, "Vex");
    const ana = await character(world, "Ana", false);
    await world.settle();

    const gmSheet = await sheetOn(world, world.gm, vex);
    expect(gmSheet.constructor.name).toBe("Tidy5eCharacterSheetQuadrone");
    expect(gmSheet.element.querySelectorAll(TIDY_CONTROL)).toHaveLength(1);
    expect((await sheetOn(world, world.gm, ana)).element.querySelector(TIDY_CONTROL)).not.toBeNull();
    expect((await sheetOn(world, world.player, vex)).element.querySelector(TIDY_CONTROL)).not.toBeNull();
    expect((await sheetOn(world, world.player, ana)).element.querySelector(TIDY_CONTROL)).toBeNull();
    // Tidy's sheet is not dnd5e's: the control dnd5e's header gets is not added there too.
    expect(gmSheet.element.querySelector(".augmented-dnd5e-body-map")).toBeNull();
    // A second render draws it once.
    await world.as(world.gm, () => gmSheet.render(true));
    await world.settle();
    expect(gmSheet.element.querySelectorAll(TIDY_CONTROL)).toHaveLength(1);

    const playerSheet = await sheetOn(world, world.player, vex);
    world.as(world.player, () => playerSheet.element.querySelector<HTMLButtonElement>(TIDY_CONTROL)!.click());
    await world.settle();
    const windows = await world.systemModule<WindowModule>(world.player, "src/adapters/dnd5e/body-map-window.ts");
    const window = world.as(world.player, () => windows.bodyMapWindowOf(game.actors!.get(vex)));
    expect(window?.rendered).toBe(true);
    expect(window?.title).toBe("Body map: Vex");
    expect(world.errors).toEqual([]);
  });

  it("dnd5e's own character sheet keeps its header control with Tidy 5e active", SCENARIO, async () => {
    const world = await createModuleWorld({ tidy5e: true });
    const id = await world.as(world.gm, async () => {
      // cast: dnd5e's actor, which the system's type definitions do not describe.
      const actor = (await Actor.create({ name: "Kit", type: "character" } as never)) as unknown as Actor.Implementation;
      return actor.id!;
    });
    const sheet = await sheetOn(world, world.gm, id);
    expect(sheet.constructor.name).toBe("CharacterActorSheet");
    expect(sheet.element.querySelector(".sheet-header .right .augmented-dnd5e-body-map")).not.toBeNull();
    expect(sheet.element.querySelector("[data-tidy-header-control]")).toBeNull();
    expect(world.errors).toEqual([]);
  });
});
