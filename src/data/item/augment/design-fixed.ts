/**
 * The augment model's glue for CY-DES-1..3 (the rule: rules/cyborg/design.ts `designWriteRefusal`): a
 * player's write that changes a design fixed by its check is refused with a message and nothing is written, whatever
 * the path (sheet, macro, batch: the model's `_preUpdate` runs for each). The upgrade workflow marks its die with
 * `options.augmented.designWork: "upgrade"`.
 *
 * Why on the item and not only in the GM's check: the GM's client reads the healing range from the healer's item
 * (src/workflows/augment-use/heal-target.ts); with this the item holds what was designed. Foundry runs no system
 * code on its server, so a client that skips its own checks can still write its own items (docs/trust.md says
 * what is left then: at most the rules' 60 ft, which the model validates on every client).
 */
import { FIXED_DESIGN_PATHS, type DesignStatus, type DesignWriteRefusal, type FixedDesignPath, designWriteRefusal, isDesignStatus } from "../../../rules/cyborg/design";
import { type AugmentSystemSource } from "./state";

/** The stored source, with the optional design status (absent: built, as read.ts `designStatusOf` reads it). */
export type DesignSource = AugmentSystemSource & { designStatus?: unknown };

/** The label key of a fixed path (AUGMENTED.AugmentDesign.Field.*). */
export function fixedPathLabelKey(path: FixedDesignPath): string {
  return `AUGMENTED.AugmentDesign.Field.${path === "uses.formula" ? "usesFormula" : path}`;
}

/** Whether an update's expanded `system` changes could touch the design (else the merge and compare are skipped). */
export function touchesDesign(systemChanges: Record<string, unknown>): boolean {
  // Foundry's `-=` (delete) and `==` (replace) keys name a path only after their prefix: compared in full, as before.
  if ("designStatus" in systemChanges || Object.keys(systemChanges).some((key) => key.startsWith("-=") || key.startsWith("=="))) return true;
  const uses = systemChanges.uses;
  return FIXED_DESIGN_PATHS.some((path) => (path === "uses.formula" ? typeof uses === "object" && uses !== null && "formula" in uses : path in systemChanges));
}

function statusOf(source: DesignSource): DesignStatus {
  return isDesignStatus(source.designStatus) ? source.designStatus : "built";
}

function valueAt(source: object, path: string): string {
  return JSON.stringify(foundry.utils.getProperty(source, path) ?? null);
}

/** Why `writer` may not turn the stored `source` into `next` (null: allowed); `designWork` names the workflow writing. */
export function designFixedRefusal(source: DesignSource, next: DesignSource, writer: { isGM: boolean } | null | undefined, designWork?: unknown): DesignWriteRefusal {
  const before = statusOf(source);
  const after = statusOf(next);
  return designWriteRefusal({
    byGM: writer?.isGM === true,
    before,
    after,
    startsDesign: before === "built" && after === "draft" && !next.installedSection && (source.history ?? []).length === 0,
    changed: FIXED_DESIGN_PATHS.filter((path) => valueAt(source, path) !== valueAt(next, path)),
    upgrade: designWork === "upgrade",
  });
}
