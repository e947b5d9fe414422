/**
 * CY-HEAL-1 range on every grid type, measured as Foundry's ruler does: through the scene's grid object
 * (`scene.grid.measurePath`). Hex scenes count hex steps, gridless scenes the straight line, metric scenes convert
 * at 1.5 m per 5 ft; a scene in any other unit cannot be measured, so the user is asked (and told why). The
 * healing card's recorded target is measured again the same way when the GM applies it.
 */
import { describe, expect, it } from "vitest";
import { createCharacter } from "../helpers";
import { hp, messages, renderMessage, type World } from "../workflows/setup";
import { augmentsTab, heroWithAugment, useButton, user, warnings } from "./helpers";
import { cardKind } from "../cards";

/** Scenarios boot a world and run several clients: a generous limit for a loaded machine (not a timed assertion). */
const SCENARIO = { timeout: 30_000 };

const MEDKIT = { sectionKind: "torso", installedSection: "torso", purpose: "healing", ability: "int", damageType: null, rangeFt: 30 };
const GRID_TYPES = { GRIDLESS: 0, SQUARE: 1, HEXODDR: 2 };

interface Point {
  x: number;
  y: number;
}

/** The slices of v13's Scene, grid, TokenDocument and Token placeable used here. */
interface TokenHandle {
  id: string;
  object: { setTarget(targeted?: boolean, options?: { releaseOthers?: boolean }): void } | null;
  update(data: object): Promise<unknown>;
}
interface SceneView {
  id: string;
  grid: { sizeX: number; sizeY: number; getCenterPoint(offset: { i: number; j: number }): Point };
  activate(): Promise<unknown>;
  createEmbeddedDocuments(name: "Token", data: object[]): Promise<TokenHandle[]>;
}

async function table() {
  const base = await heroWithAugment("Subdermal Medkit", MEDKIT);
  const bo = await createCharacter({ name: "Bo", system: { attributes: { hp: { value: 3, max: 20 } } } });
  await base.world.settle();
  return { ...base, bo };
}

/** A scene with `grid` (size 100 px) and a linked token per actor at a pixel position (top-left), made by the GM. */
async function sceneWith(world: World, grid: object, ...placed: Array<[Actor.Implementation, Point, number?]>): Promise<{ scene: SceneView; tokens: TokenHandle[] }> {
  return world.as(world.gm, async () => {
    // cast: Scene.create takes source data; the stand-in (like v13) has the grid object and the embedded tokens.
    const scene = (await Scene.create({ name: "Map", grid: { size: 100, ...grid } } as unknown as Scene.CreateData)) as unknown as SceneView;
    const tokens = await scene.createEmbeddedDocuments("Token", placed.map(([actor, at, size = 1]) => ({ name: actor.name, actorId: actor.id, actorLink: true, x: at.x, y: at.y, width: size, height: size })));
    return { scene, tokens };
  });
}

/** The top-left pixel of a one-hex token standing in hex (row, column) of `scene`'s grid. */
function hexAt(scene: SceneView, i: number, j: number): Point {
  const center = scene.grid.getCenterPoint({ i, j });
  return { x: Math.round(center.x - scene.grid.sizeX / 2), y: Math.round(center.y - scene.grid.sizeY / 2) };
}

const HEX = { type: GRID_TYPES.HEXODDR, distance: 5, units: "ft" };

/** The hero uses the medkit on `target` (the GM's DC 10); the dice show 15 then 4 if rolled. */
async function heal(world: World, hero: Actor.Implementation, augment: Item.Implementation, target: Actor.Implementation) {
  world.dice.queue([15, 4]);
  const result = await world.as(world.player, () => user(hero).useAugment(augment, { dc: 10, target }));
  await world.settle();
  return result;
}

describe("CY-HEAL-1 range on hexagonal, gridless and metric scenes", () => {
  it("CY-HEAL-1 hex: Bo 6 hexes along the row (30 ft) is healed with no question", SCENARIO, async () => {
    const { world, hero, augment, bo } = await table();
    const { scene } = await sceneWith(world, HEX);
    await world.as(world.gm, () => scene.createEmbeddedDocuments("Token", [
      { name: "Ana", actorId: hero.id, actorLink: true, ...hexAt(scene, 0, 0) },
      { name: "Bo", actorId: bo.id, actorLink: true, ...hexAt(scene, 0, 6) },
    ]));
    const result = await heal(world, hero, augment, bo);
    expect(world.dialogs.history).toHaveLength(0);
    expect(result?.success).toBe(true);
    expect(augment.system.uses.spent).toBe(1);
  });

  it("CY-HEAL-1 hex: Bo 6 rows down and 4 across is 7 hex steps (35 ft; a square grid would say 30): refused with the distance", SCENARIO, async () => {
    const { world, hero, augment, bo } = await table();
    const { scene } = await sceneWith(world, HEX);
    await world.as(world.gm, () => scene.createEmbeddedDocuments("Token", [
      { name: "Ana", actorId: hero.id, actorLink: true, ...hexAt(scene, 0, 0) },
      { name: "Bo", actorId: bo.id, actorLink: true, ...hexAt(scene, 6, 4) },
    ]));
    const rolled = world.dice.history.length;
    const result = await heal(world, hero, augment, bo);
    expect(result).toBeNull();
    expect(warnings(world)).toContain("Bo is 35 ft away; Subdermal Medkit reaches 30 ft. Nothing was used.");
    expect(world.dice.history.length).toBe(rolled);
    expect(augment.system.uses.spent).toBe(0);
    expect(world.chat).toHaveLength(0);
  });

  it("CY-HEAL-1 gridless: the straight line between token centers: Bo 300 px across and 400 down (25 ft) is healed; 400 and 500 (32 ft) is refused", SCENARIO, async () => {
    const { world, hero, augment, bo } = await table();
    const { tokens } = await sceneWith(world, { type: GRID_TYPES.GRIDLESS, distance: 5, units: "ft" }, [hero, { x: 0, y: 0 }], [bo, { x: 300, y: 400 }]);
    expect((await heal(world, hero, augment, bo))?.success).toBe(true);
    expect(world.dialogs.history).toHaveLength(0);
    await world.as(world.gm, () => tokens[1]!.update({ x: 400, y: 500 }));
    await world.settle();
    expect(await heal(world, hero, augment, bo)).toBeNull();
    expect(warnings(world)).toContain("Bo is 32 ft away; Subdermal Medkit reaches 30 ft. Nothing was used.");
  });

  it("CY-HEAL-1 gridless, a Large Bo: measured from its center less half a space (35.1 ft − 2.5 ft = 32.6 ft), refused", SCENARIO, async () => {
    const { world, hero, augment, bo } = await table();
    // Ana's center (50, 50); Bo's 2 × 2 center (750, 100): 700 px across, 50 down, 35.1 ft; less half a space (2.5 ft).
    await sceneWith(world, { type: GRID_TYPES.GRIDLESS, distance: 5, units: "ft" }, [hero, { x: 0, y: 0 }], [bo, { x: 650, y: 0 }, 2]);
    expect(await heal(world, hero, augment, bo)).toBeNull();
    expect(warnings(world)).toContain("Bo is 32.6 ft away; Subdermal Medkit reaches 30 ft. Nothing was used.");
  });

  it("CY-HEAL-1 metric: a square grid of 1.5 m: Bo 5 squares away (7.5 m = 25 ft) is healed; 10 squares (15 m = 50 ft) is refused in feet", SCENARIO, async () => {
    const { world, hero, augment, bo } = await table();
    const metric = { type: GRID_TYPES.SQUARE, distance: 1.5, units: "m" };
    const { tokens } = await sceneWith(world, metric, [hero, { x: 0, y: 0 }], [bo, { x: 500, y: 300 }]);
    expect((await heal(world, hero, augment, bo))?.success).toBe(true);
    expect(world.dialogs.history).toHaveLength(0);
    await world.as(world.gm, () => tokens[1]!.update({ x: 1000 }));
    await world.settle();
    expect(await heal(world, hero, augment, bo)).toBeNull();
    expect(warnings(world)).toContain("Bo is 50 ft away; Subdermal Medkit reaches 30 ft. Nothing was used.");
  });

  it("CY-HEAL-1 unknown unit: a scene in \"paces\" cannot be measured: the user is asked, told why, and yes heals", SCENARIO, async () => {
    const { world, hero, augment, bo } = await table();
    await sceneWith(world, { type: GRID_TYPES.SQUARE, distance: 1, units: "paces" }, [hero, { x: 0, y: 0 }], [bo, { x: 500, y: 0 }]);
    let asked = "";
    world.dialogs.respond((dialog) => {
      asked = dialog.element.textContent ?? "";
      dialog.element.querySelector<HTMLButtonElement>('button[data-action="yes"]')!.click();
    });
    const result = await heal(world, hero, augment, bo);
    expect(asked).toContain("This scene measures in “paces”, which cannot be converted to feet");
    expect(asked).toContain("Is Bo within 30 ft of Ana?");
    expect(result?.success).toBe(true);
    expect(augment.system.uses.spent).toBe(1);
  });

  it("CY-HEAL-1 hex, the healing card: the GM's client measures the recorded target again on the hexes (moved to 8 hexes: 40 ft) and does not heal it", SCENARIO, async () => {
    const { world, hero, augment, bo } = await table();
    const { scene } = await sceneWith(world, HEX);
    const [, boToken] = await world.as(world.gm, () => scene.createEmbeddedDocuments("Token", [
      { name: "Ana", actorId: hero.id, actorLink: true, ...hexAt(scene, 0, 0) },
      { name: "Bo", actorId: bo.id, actorLink: true, ...hexAt(scene, 0, 5) },
    ]));
    await world.as(world.gm, () => scene.activate());
    await world.settle();
    world.as(world.player, () => boToken!.object!.setTarget(true, { releaseOthers: true }));
    world.dice.queue([15, 4]);
    world.dialogs.respond({ action: "ok", fields: { dc: 10 } });
    const sheet = await augmentsTab(world, hero);
    world.as(world.player, () => useButton(sheet, augment.id!)!.click());
    await world.settle();
    const card = messages(world).findLast((message) => cardKind(message) === "damage")!;
    await world.as(world.gm, () => boToken!.update(hexAt(scene, 0, 8)));
    await world.settle();
    const warning = await world.as(world.gm, async () => (await renderMessage(world, card)).querySelector(".chat-card__warning")?.textContent ?? "");
    expect(warning).toBe("Bo is 40 ft away; Subdermal Medkit reaches 30 ft.");
    expect(hp(bo).value).toBe(3);
  });
});
