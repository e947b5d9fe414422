// The stand-in's grid classes (test/foundry/grid.ts): `scene.grid` and `measurePath` on square, hexagonal and
// gridless grids, with known distances (test/foundry/README.md cites each behaviour; the hexagon geometry is an
// assumption checked by the Quench scenario `grid-measure`).
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";

const entry = `${import.meta.dirname}/fake-system.ts`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const g = globalThis as unknown as Record<string, any>; // the stand-in's globals, loosely typed for self-tests

/** The center of square (column, row) on a 100 px grid. */
const sq = (column: number, row: number) => ({ x: column * 100 + 50, y: row * 100 + 50 });

describe("stand-in grids: measurePath", () => {
  it("square, EQUIDISTANT (the default rule): a diagonal step counts as a straight one", async () => {
    await createWorld({ entry });
    const grid = new g.foundry.grid.SquareGrid({ size: 100, distance: 5, units: "ft" });
    expect(grid.diagonals).toBe(g.CONST.GRID_DIAGONALS.EQUIDISTANT);
    expect(grid.measurePath([sq(0, 0), sq(5, 0)])).toMatchObject({ distance: 25, spaces: 5, diagonals: 0 });
    expect(grid.measurePath([sq(0, 0), sq(5, 3)])).toMatchObject({ distance: 25, spaces: 5, diagonals: 3 });
    // Offsets ({i: row, j: column}) measure as the points inside them do.
    expect(grid.measurePath([{ i: 0, j: 0 }, { i: 3, j: 5 }]).distance).toBe(25);
    expect(grid.measurePath([{ x: 10, y: 10 }, { x: 590, y: 390 }]).distance).toBe(25);
  });

  it("square, the other diagonal rules: EXACT √2, APPROXIMATE 1.5, RECTILINEAR 2, ALTERNATING 5/10/5 over the whole path, ILLEGAL around", async () => {
    await createWorld({ entry });
    const D = g.CONST.GRID_DIAGONALS;
    const grid = (diagonals: number) => new g.foundry.grid.SquareGrid({ size: 100, distance: 5, units: "ft", diagonals });
    expect(grid(D.EXACT).measurePath([sq(0, 0), sq(3, 3)]).distance).toBeCloseTo(15 * Math.SQRT2);
    expect(grid(D.APPROXIMATE).measurePath([sq(0, 0), sq(2, 2)]).distance).toBe(15);
    expect(grid(D.RECTILINEAR).measurePath([sq(0, 0), sq(2, 2)]).distance).toBe(20);
    expect(grid(D.ALTERNATING_1).measurePath([sq(0, 0), sq(3, 3)]).distance).toBe(20); // 5 + 10 + 5
    expect(grid(D.ALTERNATING_2).measurePath([sq(0, 0), sq(3, 3)]).distance).toBe(25); // 10 + 5 + 10
    // The alternation carries from one segment to the next: one diagonal, then one more (the second: 10 ft).
    expect(grid(D.ALTERNATING_1).measurePath([sq(0, 0), sq(1, 1), sq(2, 2)]).distance).toBe(15);
    expect(grid(D.ILLEGAL).measurePath([sq(0, 0), sq(2, 2)])).toMatchObject({ distance: 20, diagonals: 0 });
  });

  it("hexagonal rows and columns: hex steps × distance; a neighbour is one step in every direction", async () => {
    await createWorld({ entry });
    const T = g.CONST.GRID_TYPES;
    const rows = new g.foundry.grid.HexagonalGrid({ size: 100, distance: 5, units: "ft" });
    expect(rows.type).toBe(T.HEXODDR);
    expect(rows.sizeY).toBe(100);
    expect(rows.sizeX).toBeCloseTo(86.6, 1);
    const at = (i: number, j: number) => rows.getCenterPoint({ i, j });
    expect(rows.measurePath([at(0, 0), at(0, 6)])).toMatchObject({ distance: 30, spaces: 6 });
    // Every neighbour of an odd-row hex is one step away.
    for (const [i, j] of [[1, 1], [1, 3], [0, 2], [2, 2], [0, 3], [2, 3]]) expect(rows.measurePath([at(1, 2), at(i!, j!)]).spaces).toBe(1);
    // Straight down the rows zig-zags: 4 rows down is 4 steps; 4 rows down and 4 across is 4 + 2 = 6.
    expect(rows.measurePath([at(0, 0), at(4, 0)]).spaces).toBe(4);
    expect(rows.measurePath([at(0, 0), at(4, 4)]).spaces).toBe(6);
    // A point anywhere in a hex measures as its center.
    expect(rows.getOffset({ x: at(3, 2).x + 20, y: at(3, 2).y - 30 })).toEqual({ i: 3, j: 2 });

    const columns = new g.foundry.grid.HexagonalGrid({ size: 100, distance: 5, units: "ft", columns: true, even: true });
    expect(columns.type).toBe(T.HEXEVENQ);
    const c = (i: number, j: number) => columns.getCenterPoint({ i, j });
    expect(columns.measurePath([c(0, 0), c(5, 0)]).distance).toBe(25);
    expect(columns.measurePath([c(0, 0), c(0, 4)]).spaces).toBe(4);
  });

  it("gridless: the straight line, in grid units; no spaces", async () => {
    await createWorld({ entry });
    const grid = new g.foundry.grid.GridlessGrid({ size: 100, distance: 5, units: "ft" });
    expect(grid.isGridless).toBe(true);
    expect(grid.measurePath([{ x: 0, y: 0 }, { x: 300, y: 400 }])).toMatchObject({ distance: 25, spaces: 0 });
    expect(grid.measurePath([{ x: 0, y: 0 }, { x: 100, y: 100 }]).distance).toBeCloseTo(5 * Math.SQRT2);
  });

  it("a scene's grid is the object of its type, rebuilt when the grid data changes; a token's center point", async () => {
    await createWorld({ entry });
    const T = g.CONST.GRID_TYPES;
    const scene = await g.Scene.create({ name: "Map", grid: { type: T.GRIDLESS, size: 100, distance: 5, units: "ft" } });
    expect(scene.grid).toBeInstanceOf(g.foundry.grid.GridlessGrid);
    const [token] = await scene.createEmbeddedDocuments("Token", [{ name: "Ogre", x: 200, y: 100, width: 2, height: 2 }]);
    expect(token.getCenterPoint()).toEqual({ x: 300, y: 200 });
    await scene.update({ grid: { type: T.HEXODDQ } });
    expect(scene.grid).toBeInstanceOf(g.foundry.grid.HexagonalGrid);
    expect(scene.grid).toMatchObject({ type: T.HEXODDQ, columns: true, even: false, size: 100 });
    expect(scene.grid.isHexagonal).toBe(true);
  });
});
