/**
 * Scene grids as v13 has them (test/foundry/README.md marks these assumptions to check here); CY-HEAL-1 measures
 * its range through them:
 * - `scene.grid` is the grid object (`measurePath`, `getCenterPoint`); its square rule for diagonals is the core
 *   setting "gridDiagonals" when that is registered (the stand-in has no such setting and keeps EQUIDISTANT);
 * - on a square grid a straight line of 5 squares is 25 ft, and 5 across, 3 down costs what the grid's diagonal
 *   rule says (25 ft EQUIDISTANT, 32.5 ft APPROXIMATE, 40 ft RECTILINEAR…);
 * - a pointy-topped hex grid of size 100 (HEXODDR) has hexes `sizeX` = 100·√3/2 wide and `sizeY` = 100 high,
 *   hex (0, 0) centered at (sizeX/2, sizeY/2), the odd rows shifted right by half a hex; 6 hexes along a row are
 *   30 ft, 6 rows down and 4 across 7 hexes (35 ft); a one-hex token's `getCenterPoint()` is its hex's center;
 * - on a gridless scene the distance is the straight line (300 px across, 400 down: 25 ft at 100 px per 5 ft).
 */
import { equal, ok, present } from "./assert";
import { defineScenario } from "./harness";

interface Point {
  x: number;
  y: number;
}

interface GridView {
  type: number;
  size: number;
  sizeX: number;
  sizeY: number;
  diagonals?: number;
  measurePath(waypoints: Point[]): { distance: number };
  getCenterPoint(coords: { i: number; j: number }): Point;
}

interface SceneView {
  grid: GridView;
  createEmbeddedDocuments(name: "Token", data: object[]): Promise<Array<{ getCenterPoint(): Point }>>;
}

const near = (a: number, b: number) => Math.abs(a - b) < 1;

export default defineScenario({
  id: "grid-measure",
  title: "scene.grid measures square, hexagonal and gridless scenes as the stand-in's grid.ts does",
  proves: "CY-HEAL-1 range on every grid type (stand-in grid geometry assumptions)",
  async run(h) {
    const make = async (name: string, grid: object) =>
      // cast: Scene.create takes source data; inactive scenes read through a narrow view.
      h.track(present(await Scene.create({ name, active: false, grid: { size: 100, distance: 5, units: "ft", ...grid } } as unknown as Scene.CreateData), name)) as unknown as SceneView;

    const square = (await make("Quench square grid", { type: 1 })).grid;
    equal(square.measurePath([{ x: 50, y: 50 }, { x: 550, y: 50 }]).distance, 25, "square: 5 squares along a row");
    // cast: ClientSettings#settings (the registered settings by "namespace.key") and a core key not in the typed list.
    const settings = game.settings as unknown as { settings: Map<string, unknown>; get(ns: string, key: string): unknown };
    if (settings.settings.has("core.gridDiagonals")) equal(square.diagonals, settings.get("core", "gridDiagonals"), "the square grid's diagonal rule is the core setting gridDiagonals");
    else equal(square.diagonals, 0, "no core gridDiagonals setting: the documented default EQUIDISTANT");
    // 5 across and 3 down is 2 straight steps and 3 diagonal ones; each rule prices the diagonals its own way
    // (CONST.GRID_DIAGONALS), so whichever rule the world uses, the distance is checked.
    const diagonalSpaces: Record<number, number> = { 0: 5, 1: 2 + 3 * Math.SQRT2, 2: 2 + 3 * 1.5, 3: 2 + 3 * 2, 4: 2 + (1 + 2 + 1), 5: 2 + (2 + 1 + 2), 6: 8 };
    const expectedSpaces = present(diagonalSpaces[square.diagonals ?? 0], `a known diagonal rule (${String(square.diagonals)})`);
    const diagonal = square.measurePath([{ x: 50, y: 50 }, { x: 550, y: 350 }]).distance;
    ok(Math.abs(diagonal - expectedSpaces * 5) < 0.05, `square, diagonal rule ${String(square.diagonals)}: 5 across and 3 down is ${expectedSpaces * 5} ft (got ${diagonal})`);

    const hexScene = await make("Quench hex grid", { type: 2 });
    const hex = hexScene.grid;
    ok(near(hex.sizeX, 50 * Math.sqrt(3)) && near(hex.sizeY, 100), `pointy hexes are 100·√3/2 wide, 100 high (got ${hex.sizeX} × ${hex.sizeY})`);
    const origin = hex.getCenterPoint({ i: 0, j: 0 });
    ok(near(origin.x, hex.sizeX / 2) && near(origin.y, hex.sizeY / 2), `hex (0, 0) is centered at half a hex (got ${origin.x}, ${origin.y})`);
    ok(near(hex.getCenterPoint({ i: 1, j: 0 }).x, hex.sizeX), "the odd rows are shifted right by half a hex (HEXODDR)");
    const at = (i: number, j: number) => hex.getCenterPoint({ i, j });
    equal(hex.measurePath([at(0, 0), at(0, 6)]).distance, 30, "hex: 6 hexes along a row");
    equal(hex.measurePath([at(0, 0), at(6, 4)]).distance, 35, "hex: 6 rows down and 4 across are 7 hexes");
    const center = at(0, 6);
    const [token] = await hexScene.createEmbeddedDocuments("Token", [{ name: "Quench hex token", x: Math.round(center.x - hex.sizeX / 2), y: Math.round(center.y - hex.sizeY / 2) }]);
    const tokenCenter = present(token, "token").getCenterPoint();
    ok(near(tokenCenter.x, center.x) && near(tokenCenter.y, center.y), `a one-hex token's center is its hex's center (got ${tokenCenter.x}, ${tokenCenter.y})`);

    const gridless = (await make("Quench gridless", { type: 0 })).grid;
    equal(gridless.measurePath([{ x: 0, y: 0 }, { x: 300, y: 400 }]).distance, 25, "gridless: the straight line");
  },
});
