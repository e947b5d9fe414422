/**
 * The grid classes of v13 (`foundry.grid`, https://foundryvtt.com/api/v13/modules/foundry.grid.html): a Scene's
 * `grid` is one of them, built from its grid data. The slice imitated is what measuring needs, no drawing:
 * - `BaseGrid` (https://foundryvtt.com/api/v13/classes/foundry.grid.BaseGrid.html): `type`, `size`, `sizeX`,
 *   `sizeY`, `distance`, `units`, `isSquare`, `isHexagonal`, `isGridless`, `getOffset(coords)`,
 *   `getCenterPoint(coords)` ("If given a point, the center point of the grid space that contains it is
 *   returned ... In gridless grids a point with the same coordinates as the given point is returned") and
 *   `measurePath(waypoints)` (GridMeasurePathResult: `distance` "The total distance travelled along the path
 *   through all waypoints", `spaces` "Moving from a grid space to any of its neighbors counts as 1 step. Always 0
 *   in gridless grids", `cost`, `diagonals`, `euclidean`, per `segments`).
 * - `SquareGrid` with `diagonals` (CONST.GRID_DIAGONALS: the distance of a diagonal step relative to a straight one).
 * - `HexagonalGrid` with `columns` (flat-topped) and `even`; a step to any neighbouring hex is one space.
 * - `GridlessGrid`: the straight (Euclidean) distance, in grid units.
 * Offsets are `{i: row, j: column}` (GridOffset2D). No cost functions, elevation or teleporting waypoints.
 * Hexagon geometry (`sizeX`/`sizeY`, which rows or columns are shifted, where hex (0, 0) lies): README
 * assumption, Quench scenario `grid-measure`.
 */
import { GRID_DIAGONALS, GRID_TYPES } from "./constants";

export interface Point {
  x: number;
  y: number;
}
export interface GridOffset {
  i: number;
  j: number;
}
export type GridCoordinates = Point | GridOffset;

export interface GridConfiguration {
  size: number;
  distance?: number;
  units?: string;
  diagonals?: number;
  columns?: boolean;
  even?: boolean;
}

export interface MeasureSegment {
  distance: number;
  spaces: number;
  cost: number;
  diagonals: number;
  euclidean: number;
}

export interface MeasurePathResult extends MeasureSegment {
  segments: MeasureSegment[];
}

function isOffset(coords: GridCoordinates): coords is GridOffset {
  return "i" in coords && "j" in coords;
}

export abstract class BaseGrid {
  abstract readonly type: number;
  readonly size: number;
  sizeX: number;
  sizeY: number;
  readonly distance: number;
  readonly units: string;

  constructor(config: GridConfiguration) {
    this.size = config.size;
    this.sizeX = config.size;
    this.sizeY = config.size;
    this.distance = config.distance ?? 1;
    this.units = config.units ?? "";
  }

  get isSquare(): boolean {
    return this.type === GRID_TYPES.SQUARE;
  }

  get isHexagonal(): boolean {
    return this.type >= GRID_TYPES.HEXODDR && this.type <= GRID_TYPES.HEXEVENQ;
  }

  get isGridless(): boolean {
    return this.type === GRID_TYPES.GRIDLESS;
  }

  abstract getOffset(coords: GridCoordinates): GridOffset;
  abstract getCenterPoint(coords: GridCoordinates): Point;

  /** The measured steps of one segment between two waypoints (a `diagonalsSoFar` count carries the alternation). */
  protected abstract measureSegment(from: GridCoordinates, to: GridCoordinates, diagonalsSoFar: number): MeasureSegment;

  /** Measures the direct path through the waypoints, segment by segment. */
  measurePath(waypoints: GridCoordinates[], _options: object = {}): MeasurePathResult {
    const segments: MeasureSegment[] = [];
    const total: MeasureSegment = { distance: 0, spaces: 0, cost: 0, diagonals: 0, euclidean: 0 };
    for (let n = 1; n < waypoints.length; n++) {
      const segment = this.measureSegment(waypoints[n - 1]!, waypoints[n]!, total.diagonals);
      segments.push(segment);
      for (const key of ["distance", "spaces", "cost", "diagonals", "euclidean"] as const) total[key] += segment[key];
    }
    return { ...total, segments };
  }

  /** The straight-line length between two points, in grid units. */
  protected euclidean(from: GridCoordinates, to: GridCoordinates): number {
    const a = isOffset(from) ? this.getCenterPoint(from) : from;
    const b = isOffset(to) ? this.getCenterPoint(to) : to;
    return (Math.hypot((b.x - a.x) / this.sizeX, (b.y - a.y) / this.sizeY) * this.distance);
  }
}

export class SquareGrid extends BaseGrid {
  readonly type = GRID_TYPES.SQUARE;
  readonly diagonals: number;

  constructor(config: GridConfiguration) {
    super(config);
    this.diagonals = config.diagonals ?? GRID_DIAGONALS.EQUIDISTANT;
  }

  getOffset(coords: GridCoordinates): GridOffset {
    if (isOffset(coords)) return { i: coords.i, j: coords.j };
    return { i: Math.floor(coords.y / this.size), j: Math.floor(coords.x / this.size) };
  }

  getCenterPoint(coords: GridCoordinates): Point {
    const { i, j } = this.getOffset(coords);
    return { x: (j + 0.5) * this.size, y: (i + 0.5) * this.size };
  }

  protected measureSegment(from: GridCoordinates, to: GridCoordinates, diagonalsSoFar: number): MeasureSegment {
    const a = this.getOffset(from);
    const b = this.getOffset(to);
    const di = Math.abs(b.i - a.i);
    const dj = Math.abs(b.j - a.j);
    const illegal = this.diagonals === GRID_DIAGONALS.ILLEGAL;
    const diagonals = illegal ? 0 : Math.min(di, dj);
    const straight = illegal ? di + dj : Math.max(di, dj) - diagonals;
    const steps = straight + this.diagonalSteps(diagonals, diagonalsSoFar);
    const distance = steps * this.distance;
    return { distance, spaces: straight + diagonals, cost: distance, diagonals, euclidean: this.euclidean(from, to) };
  }

  /** What `count` diagonal steps are worth in straight steps, after `before` diagonals on the path (GRID_DIAGONALS). */
  private diagonalSteps(count: number, before: number): number {
    switch (this.diagonals) {
      case GRID_DIAGONALS.EXACT:
        return count * Math.SQRT2;
      case GRID_DIAGONALS.APPROXIMATE:
        return count * 1.5;
      case GRID_DIAGONALS.RECTILINEAR:
        return count * 2;
      case GRID_DIAGONALS.ALTERNATING_1:
      case GRID_DIAGONALS.ALTERNATING_2: {
        // Every other diagonal of the whole path costs 2: the 2nd, 4th… (ALTERNATING_1) or the 1st, 3rd… (ALTERNATING_2).
        const doubled = (n: number) => (this.diagonals === GRID_DIAGONALS.ALTERNATING_1 ? Math.floor(n / 2) : Math.ceil(n / 2));
        return count + doubled(before + count) - doubled(before);
      }
      default:
        return count;
    }
  }
}

export class HexagonalGrid extends BaseGrid {
  readonly type: number;
  /** Flat-topped hexes in columns (HEXODDQ, HEXEVENQ), else pointy-topped hexes in rows. */
  readonly columns: boolean;
  /** The even rows (columns) are the shifted ones, else the odd. */
  readonly even: boolean;

  constructor(config: GridConfiguration & { type?: number }) {
    super(config);
    this.columns = config.columns ?? false;
    this.even = config.even ?? false;
    this.type = this.columns ? (this.even ? GRID_TYPES.HEXEVENQ : GRID_TYPES.HEXODDQ) : this.even ? GRID_TYPES.HEXEVENR : GRID_TYPES.HEXODDR;
    // A regular hexagon: `size` across its points, √3/2 of that across its flat sides (README: assumption).
    if (this.columns) this.sizeY = (config.size * Math.sqrt(3)) / 2;
    else this.sizeX = (config.size * Math.sqrt(3)) / 2;
  }

  /** Whether row (or column) `n` is shifted by half a hex. */
  private shifted(n: number): boolean {
    return Math.abs(n % 2) === (this.even ? 0 : 1);
  }

  private centerOf({ i, j }: GridOffset): Point {
    if (this.columns) return { x: this.sizeX / 2 + j * 0.75 * this.sizeX, y: this.sizeY / 2 + (i + (this.shifted(j) ? 0.5 : 0)) * this.sizeY };
    return { x: this.sizeX / 2 + (j + (this.shifted(i) ? 0.5 : 0)) * this.sizeX, y: this.sizeY / 2 + i * 0.75 * this.sizeY };
  }

  getOffset(coords: GridCoordinates): GridOffset {
    if (isOffset(coords)) return { i: coords.i, j: coords.j };
    // A point lies in the hex whose center is nearest: try the nearby rows (columns) and keep the closest center.
    let best: { offset: GridOffset; d: number } | null = null;
    const along = this.columns ? Math.floor(coords.x / (0.75 * this.sizeX)) : Math.floor(coords.y / (0.75 * this.sizeY));
    for (let n = along - 1; n <= along + 1; n++) {
      const across = this.columns
        ? Math.round((coords.y - this.sizeY / 2) / this.sizeY - (this.shifted(n) ? 0.5 : 0))
        : Math.round((coords.x - this.sizeX / 2) / this.sizeX - (this.shifted(n) ? 0.5 : 0));
      const offset = this.columns ? { i: across, j: n } : { i: n, j: across };
      const c = this.centerOf(offset);
      const d = Math.hypot(c.x - coords.x, c.y - coords.y);
      if (!best || d < best.d) best = { offset, d };
    }
    return best!.offset;
  }

  getCenterPoint(coords: GridCoordinates): Point {
    return this.centerOf(this.getOffset(coords));
  }

  /** Cube coordinates (q, r) of an offset, for counting hex steps. */
  private cube({ i, j }: GridOffset): { q: number; r: number } {
    if (this.columns) return { q: j, r: i - (j + (this.even ? 1 : -1) * Math.abs(j % 2)) / 2 };
    return { q: j - (i + (this.even ? 1 : -1) * Math.abs(i % 2)) / 2, r: i };
  }

  protected measureSegment(from: GridCoordinates, to: GridCoordinates): MeasureSegment {
    const a = this.cube(this.getOffset(from));
    const b = this.cube(this.getOffset(to));
    const dq = b.q - a.q;
    const dr = b.r - a.r;
    const spaces = (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
    const distance = spaces * this.distance;
    return { distance, spaces, cost: distance, diagonals: 0, euclidean: this.euclidean(from, to) };
  }
}

export class GridlessGrid extends BaseGrid {
  readonly type = GRID_TYPES.GRIDLESS;

  getOffset(coords: GridCoordinates): GridOffset {
    if (isOffset(coords)) return { i: coords.i, j: coords.j };
    return { i: Math.floor(coords.y / this.size), j: Math.floor(coords.x / this.size) };
  }

  getCenterPoint(coords: GridCoordinates): Point {
    return isOffset(coords) ? { x: (coords.j + 0.5) * this.size, y: (coords.i + 0.5) * this.size } : { x: coords.x, y: coords.y };
  }

  protected measureSegment(from: GridCoordinates, to: GridCoordinates): MeasureSegment {
    const euclidean = this.euclidean(from, to);
    return { distance: euclidean, spaces: 0, cost: euclidean, diagonals: 0, euclidean };
  }
}

/** The grid object of a scene's grid data (`type` picks the class), as v13's `Scene#grid`. */
export function gridOf(data: { type: number; size: number; distance: number; units: string }, diagonals: number = GRID_DIAGONALS.EQUIDISTANT): BaseGrid {
  const config = { size: data.size, distance: data.distance, units: data.units, diagonals };
  switch (data.type) {
    case GRID_TYPES.SQUARE:
      return new SquareGrid(config);
    case GRID_TYPES.HEXODDR:
    case GRID_TYPES.HEXEVENR:
    case GRID_TYPES.HEXODDQ:
    case GRID_TYPES.HEXEVENQ:
      return new HexagonalGrid({ ...config, columns: data.type >= GRID_TYPES.HEXODDQ, even: data.type === GRID_TYPES.HEXEVENR || data.type === GRID_TYPES.HEXEVENQ });
    default:
      return new GridlessGrid(config);
  }
}
