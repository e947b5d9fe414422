/**
 * CY-DES-1..3, CY-HEAL-1 (issue 25): a design is fixed once its design check has passed. The player writes the
 * design while it is a draft; the GM's DC is set for that design, and what the augment then does (its range, its
 * purpose, its dice…) is what was designed. Afterwards only the GM changes those fields by hand, and the upgrade
 * workflow adds its die (CY-UPG-1, `options.augmented.designWork: "upgrade"`, dice only). A player's write that
 * changes them otherwise is refused with a message and nothing is written, whatever the path (sheet, macro, batch:
 * the model's `_preUpdate` runs for each). So is a player's write that moves the design status anywhere but
 * forward, or back to draft when the sheet's Start would (a new augment: carried, no history).
 *
 * Why here and not only in the GM's check: the GM's client reads the healing range from the healer's item
 * (src/workflows/augment-use/heal-target.ts); with this the item holds what was designed. Foundry runs no system
 * code on its server, so a client that skips its own checks can still write its own items (docs/trust.md says
 * what is left then: at most the rules' 60 ft, which the model validates on every client).
 */
import { type AugmentSystemSource } from "./state";

/** The design paths whose values change what the augment does (CY-DES-3 and the sheet's design panel). */
export const FIXED_DESIGN_PATHS = [
  "sectionKind",
  "purpose",
  "ability",
  "damageType",
  "attackSave",
  "repairTool",
  "functionTag",
  "dice",
  "mobility",
  "rangeFt",
  "passive",
  "uses.formula",
] as const;

type FixedPath = (typeof FIXED_DESIGN_PATHS)[number];

/** The label key of a fixed path (AUGMENTED.AugmentDesign.Field.*). */
export function fixedPathLabelKey(path: FixedPath): string {
  return `AUGMENTED.AugmentDesign.Field.${path === "uses.formula" ? "usesFormula" : path}`;
}

/** The stored source, with the optional design status (absent: built). */
export type DesignSource = AugmentSystemSource & { designStatus?: unknown };

const FORWARD: Record<string, readonly string[]> = { draft: ["viable", "built"], viable: ["built"], built: [] };

export type DesignFixedRefusal = { kind: "changed"; paths: FixedPath[] } | { kind: "status"; to: string } | null;

function statusOf(source: { designStatus?: unknown }): string {
  // Left out of compendium and older data, which read as built (read.ts designStatusOf).
  return typeof source.designStatus === "string" ? source.designStatus : "built";
}

function valueAt(source: object, path: string): string {
  return JSON.stringify(foundry.utils.getProperty(source, path) ?? null);
}

/**
 * Why `writer` may not turn the stored `source` into `next` (null: allowed). `designWork` is the workflow that
 * writes, when one does (the upgrade's die).
 */
export function designFixedRefusal(source: DesignSource, next: DesignSource, writer: { isGM: boolean } | null | undefined, designWork?: unknown): DesignFixedRefusal {
  if (writer?.isGM) return null;
  const before = statusOf(source);
  const after = statusOf(next);
  if (before !== after) {
    const startsDesign = before === "built" && after === "draft" && !next.installedSection && (source.history ?? []).length === 0;
    if (!startsDesign && !(FORWARD[before] ?? []).includes(after)) return { kind: "status", to: after };
  }
  if (before === "draft") return null;
  const changed = FIXED_DESIGN_PATHS.filter((path) => valueAt(source, path) !== valueAt(next, path));
  const allowed = designWork === "upgrade" ? changed.filter((path) => path !== "dice") : changed;
  return allowed.length > 0 ? { kind: "changed", paths: allowed } : null;
}
