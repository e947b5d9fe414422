/**
 * CY-HEAL-1 range: a healing augment reaches a creature within its designed range (none designed: touch, 5 ft).
 * Healing oneself needs no range. When the healer and the target each have a token on one scene, the distance is
 * measured as Foundry's ruler measures it: by the scene's grid object (v13 `Scene#grid`, a `foundry.grid.BaseGrid`:
 * square, hexagonal or gridless) through `grid.measurePath`, so the scene's diagonal rule and hex steps count as
 * on the ruler. A target farther than the range is refused with the distance shown. When there is nothing to
 * measure (no tokens, tokens on different scenes, a scene in a unit that is neither feet nor metres) the user is
 * asked to confirm the range, "no" by default, and told why.
 *
 * Token size (5e: from the nearest space a creature occupies): on a square grid from the nearest square of each
 * token (every square of one against every square of the other); on hexes and gridless scenes from the token's
 * center, less half of each token's extra size ((size − 1) / 2 spaces; on hexes whole hexes, rounded down), so a
 * Medium creature is measured from its center and two adjacent ones are one space apart on every grid.
 *
 * Tokens are read as documents (TokenDocument `x`, `y` in pixels, `width`, `height` in grid spaces,
 * `getCenterPoint()`), so no canvas is needed.
 */
import { sizeAllowance, toFeet, withinRange } from "../../rules/core/distance";
import { localize, notifyWarn } from "../../utils/notify";
import { CONFIRM_TEMPLATE, askAction } from "../../applications/dialogs/form-dialog";

interface Point {
  x: number;
  y: number;
}

/** The slice of a v13 grid (`foundry.grid.BaseGrid`) read here. */
interface GridView {
  isSquare: boolean;
  isGridless: boolean;
  /** Pixels per grid space. */
  size: number;
  /** Units per grid space, in `units`. */
  distance: number;
  units: string;
  measurePath(waypoints: Point[]): { distance: number };
}

/** The slice of a v13 TokenDocument read here. */
export interface TokenView {
  x: number;
  y: number;
  width: number;
  height: number;
  parent: SceneView | null;
  getCenterPoint(): Point;
}

/** The slice of a v13 Scene read here. */
interface SceneView {
  id: string | null;
  grid: GridView | null;
}

export type RangeVerdict =
  | { kind: "self" }
  | { kind: "inRange"; distanceFt: number }
  | { kind: "outOfRange"; distanceFt: number; rangeFt: number }
  /** `units`: the scene's unit when that is why nothing was measured. */
  | { kind: "unmeasured"; units?: string };

/** The tokens that stand for an actor: an unlinked token's actor has its own; a world actor its linked tokens. */
function tokensOf(actor: Actor.Implementation): TokenView[] {
  // cast: v13 TokenDocuments read through the narrow view above.
  if (actor.isToken) return actor.token ? [actor.token as TokenView] : [];
  // cast: as above: the linked v13 TokenDocuments, read through the narrow view.
  return actor.getDependentTokens({ linked: true }) as TokenView[];
}

/** The grid of a scene that can be measured on, else null. */
function gridOf(scene: SceneView | null): GridView | null {
  const grid = scene?.grid;
  if (!grid || !(grid.size > 0) || !(grid.distance > 0) || typeof grid.measurePath !== "function") return null;
  return grid;
}

/** Size in whole grid spaces (at least one). */
function spaces(n: number): number {
  return Math.max(1, Math.round(n));
}

/** The centers of the squares a token covers on a square grid. */
function squareCenters(token: TokenView, size: number): Point[] {
  const column = Math.round(token.x / size);
  const row = Math.round(token.y / size);
  const out: Point[] = [];
  for (let dx = 0; dx < spaces(token.width); dx++) for (let dy = 0; dy < spaces(token.height); dy++) out.push({ x: (column + dx + 0.5) * size, y: (row + dy + 0.5) * size });
  return out;
}

/** Grid units between two tokens on `grid` (see the header for how size counts). */
function unitsBetween(grid: GridView, a: TokenView, b: TokenView): number {
  if (grid.isSquare) {
    let best = Infinity;
    for (const from of squareCenters(a, grid.size)) for (const to of squareCenters(b, grid.size)) best = Math.min(best, grid.measurePath([from, to]).distance);
    return best;
  }
  const reach = sizeAllowance({ width: spaces(a.width), height: spaces(a.height) }, { width: spaces(b.width), height: spaces(b.height) }, !grid.isGridless);
  return Math.max(0, grid.measurePath([a.getCenterPoint(), b.getCenterPoint()]).distance - reach * grid.distance);
}

/** The viewed scene's id, if any (its pairs of tokens are preferred). */
function viewedSceneId(): string | null {
  // cast: `game.scenes.viewed` (v13 Scenes collection); absent before the world is ready.
  return game.scenes?.viewed?.id ?? null;
}

export type Measured = { feet: number } | { units: string } | null;

/**
 * Shortest distance in feet (to a tenth) between a token of each actor on one scene (the viewed scene first); else
 * the unit that could not be converted, or null when no two tokens share a scene.
 */
export function measureFeet(healer: Actor.Implementation, target: Actor.Implementation, targetToken?: TokenView | null): Measured {
  const targets = targetToken ? [targetToken] : tokensOf(target);
  const viewed = viewedSceneId();
  let best: { distance: number; viewed: boolean } | null = null;
  let unknownUnits: string | null = null;
  for (const a of tokensOf(healer)) {
    for (const b of targets) {
      if (!a.parent || a.parent !== b.parent) continue;
      const grid = gridOf(a.parent);
      if (!grid) continue;
      const distance = toFeet(unitsBetween(grid, a, b), String(grid.units));
      if (distance === null) {
        unknownUnits ??= String(grid.units);
        continue;
      }
      const onViewed = viewed !== null && a.parent.id === viewed;
      if (!best || (onViewed && !best.viewed) || (onViewed === best.viewed && distance < best.distance)) best = { distance, viewed: onViewed };
    }
  }
  if (best) return { feet: best.distance };
  return unknownUnits === null ? null : { units: unknownUnits };
}

/** Where the target stands against the augment's range (`rangeFt` null: touch). */
export function healingRange(healer: Actor.Implementation, target: Actor.Implementation, rangeFt: number | null, targetToken?: TokenView | null): RangeVerdict {
  if (target === healer || target.uuid === healer.uuid) return { kind: "self" };
  const measured = measureFeet(healer, target, targetToken);
  if (measured === null) return { kind: "unmeasured" };
  if ("units" in measured) return { kind: "unmeasured", units: measured.units };
  const distance = measured.feet;
  const check = withinRange(distance, rangeFt ?? 0);
  return check.ok ? { kind: "inRange", distanceFt: distance } : { kind: "outOfRange", distanceFt: distance, rangeFt: check.rangeFt };
}

/** The range the user is asked about or told of: the designed range, touch as 5 ft. */
export function shownRange(rangeFt: number | null): number {
  return Math.max(5, rangeFt ?? 0);
}

/** Tells the user why the target cannot be healed (nothing is used). */
export function refuseOutOfRange(name: string, target: Actor.Implementation, verdict: { distanceFt: number; rangeFt: number }): void {
  notifyWarn("AUGMENTED.AugmentUse.Healing.OutOfRange", { name, target: target.name ?? "", distance: verdict.distanceFt, range: verdict.rangeFt });
}

/**
 * Asks the user whether the target is within range (nothing to measure; `units`: the scene's unit that could not be
 * converted, said as the reason); "no" is the default and closing says no.
 */
export async function confirmRange(name: string, healer: Actor.Implementation, target: Actor.Implementation, rangeFt: number | null, units?: string): Promise<boolean> {
  const data = { healer: healer.name ?? "", target: target.name ?? "", range: shownRange(rangeFt), units: units ?? "" };
  const text = localize(units === undefined ? "AUGMENTED.AugmentUse.Healing.RangeConfirm" : "AUGMENTED.AugmentUse.Healing.RangeConfirmUnits", data);
  const answer = await askAction({
    template: CONFIRM_TEMPLATE,
    data: { text },
    title: localize("AUGMENTED.AugmentUse.Healing.RangeTitle", { name }),
    buttons: [
      { action: "yes", label: localize("AUGMENTED.AugmentUse.Healing.RangeYes") },
      { action: "no", label: localize("AUGMENTED.AugmentUse.Healing.RangeNo"), default: true },
    ],
    cancel: false,
  });
  if (answer === "yes") return true;
  notifyWarn("AUGMENTED.AugmentUse.Healing.RangeNotConfirmed", { name, target: target.name ?? "" });
  return false;
}

/**
 * The user's one targeted token (its actor and document), or null (none, or several: then the user means no one
 * in particular).
 */
export function singleTarget(): { actor: Actor.Implementation; token: (TokenView & { uuid?: string | null }) | null } | null {
  const targets = [...(game.user?.targets ?? [])];
  const only = targets.length === 1 ? targets[0] : undefined;
  // cast: the targeted token's document read through the narrow view range measuring uses; its actor is the system's.
  return only?.actor ? { actor: only.actor as Actor.Implementation, token: (only.document as TokenView & { uuid?: string | null } | undefined) ?? null } : null;
}
