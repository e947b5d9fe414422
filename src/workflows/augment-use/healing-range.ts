/**
 * CY-HEAL-1 range: a healing augment reaches a creature within its designed range (none designed: touch, 5 ft).
 * Healing oneself needs no range. When the healer and the target each have a token on one scene, the distance
 * is measured from the tokens (their sizes and the scene's grid; rules/core/distance.ts); a target farther than
 * the range is refused with the distance shown. When there is nothing to measure (no tokens, tokens on different
 * scenes, a grid that is not square or not in feet) the user is asked to confirm the range, "no" by default.
 *
 * Tokens are read as documents (TokenDocument `x`, `y` in pixels, `width`, `height` in grid spaces; Scene `grid`
 * `size` in pixels, `distance` and `units` per space), so no canvas is needed.
 */
import { feetBetween, withinRange, type GridFootprint } from "../../rules/core/distance";
import { localize, notifyWarn } from "../../utils/notify";

/** The slice of a v13 TokenDocument read here. */
export interface TokenView {
  x: number;
  y: number;
  width: number;
  height: number;
  parent: SceneView | null;
}

/** The slice of a v13 Scene read here. */
interface SceneView {
  id: string | null;
  grid: { type: number; size: number; distance: number; units: string };
}

export type RangeVerdict =
  | { kind: "self" }
  | { kind: "inRange"; distanceFt: number }
  | { kind: "outOfRange"; distanceFt: number; rangeFt: number }
  | { kind: "unmeasured" };

const SQUARE_GRID = 1;
const GRIDLESS = 0;
const FEET = new Set(["ft", "ft.", "feet", "foot"]);

/** The tokens that stand for an actor: an unlinked token's actor has its own; a world actor its linked tokens. */
function tokensOf(actor: Actor.Implementation): TokenView[] {
  // cast: v13 TokenDocuments read through the narrow view above.
  if (actor.isToken) return actor.token ? [actor.token as unknown as TokenView] : [];
  return actor.getDependentTokens({ linked: true }) as unknown as TokenView[];
}

/** Feet per grid space on a scene the rule can measure (square or gridless, in feet), else null. */
function feetPerSpace(scene: SceneView | null): number | null {
  const grid = scene?.grid;
  if (!grid || !(grid.size > 0) || !(grid.distance > 0)) return null;
  if (grid.type !== SQUARE_GRID && grid.type !== GRIDLESS) return null;
  return FEET.has(String(grid.units).trim().toLowerCase()) ? grid.distance : null;
}

function footprint(token: TokenView, size: number): GridFootprint {
  return { x: Math.round(token.x / size), y: Math.round(token.y / size), width: Math.max(1, Math.round(token.width)), height: Math.max(1, Math.round(token.height)) };
}

/** The scene the user is looking at, if any (its pairs of tokens are preferred). */
function viewedSceneId(): string | null {
  // cast: `game.scenes.viewed` (v13 Scenes collection); absent before the world is ready.
  return (game as unknown as { scenes?: { viewed?: { id: string | null } | null } }).scenes?.viewed?.id ?? null;
}

/** Shortest distance in feet between a token of each actor on one scene (the viewed scene first), else null. */
export function measureFeet(healer: Actor.Implementation, target: Actor.Implementation, targetToken?: TokenView | null): number | null {
  const targets = targetToken ? [targetToken] : tokensOf(target);
  const viewed = viewedSceneId();
  let best: { distance: number; viewed: boolean } | null = null;
  for (const a of tokensOf(healer)) {
    for (const b of targets) {
      if (!a.parent || a.parent !== b.parent) continue;
      const feet = feetPerSpace(a.parent);
      if (feet === null) continue;
      const size = a.parent.grid.size;
      const distance = feetBetween(footprint(a, size), footprint(b, size), feet);
      const onViewed = viewed !== null && a.parent.id === viewed;
      if (!best || (onViewed && !best.viewed) || (onViewed === best.viewed && distance < best.distance)) best = { distance, viewed: onViewed };
    }
  }
  return best?.distance ?? null;
}

/** Where the target stands against the augment's range (`rangeFt` null: touch). */
export function healingRange(healer: Actor.Implementation, target: Actor.Implementation, rangeFt: number | null, targetToken?: TokenView | null): RangeVerdict {
  if (target === healer || target.uuid === healer.uuid) return { kind: "self" };
  const distance = measureFeet(healer, target, targetToken);
  if (distance === null) return { kind: "unmeasured" };
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

/** Asks the user whether the target is within range (nothing to measure); "no" is the default and closing says no. */
export async function confirmRange(name: string, healer: Actor.Implementation, target: Actor.Implementation, rangeFt: number | null): Promise<boolean> {
  const text = localize("AUGMENTED.AugmentUse.Healing.RangeConfirm", { healer: healer.name ?? "", target: target.name ?? "", range: shownRange(rangeFt) });
  const answer = await foundry.applications.api.DialogV2.confirm({
    window: { title: localize("AUGMENTED.AugmentUse.Healing.RangeTitle", { name }) },
    content: `<p>${foundry.utils.escapeHTML(text)}</p>`,
    yes: { default: false, label: localize("AUGMENTED.AugmentUse.Healing.RangeYes") },
    no: { default: true, label: localize("AUGMENTED.AugmentUse.Healing.RangeNo") },
    rejectClose: false,
  });
  if (answer === true) return true;
  notifyWarn("AUGMENTED.AugmentUse.Healing.RangeNotConfirmed", { name, target: target.name ?? "" });
  return false;
}
