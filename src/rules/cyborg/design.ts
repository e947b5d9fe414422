/**
 * Designing an augment (CY-DES-1..3): what a design must record for its purpose, the Intelligence check with
 * its lockout, and the construction cost. The GM has the final word on whether a design can do its job; this
 * only checks what the rules make checkable.
 */
import type { AbilityId } from "../core/abilities";
import type { AugmentPurpose, MobilitySpec, SectionKind } from "./augment";
import { isAugmentPurpose, isSectionKind } from "./augment";
import { type MobilityErrorCode, validateMobility, validateRange } from "./mobility";
import { isRepairToolId } from "./tools";

/** CY-DES-3: the design record. Free-text fields are the GM/player's wording. */
export interface AugmentDesign {
  name: string;
  sectionKind: SectionKind | null;
  purpose: AugmentPurpose | null;
  functionTag: string;
  ability: AbilityId | null;
  damageType: string | null;
  attackSave: AbilityId | null;
  deployment: string;
  concealment: string;
  physicalLimits: string;
  /** A CY-TOOL-1 id; null when no tool is required. Typed loosely because it comes from loaded data. */
  repairTool: string | null;
  /** CY-DC-1 save DC source: a class feature's id, or null for 8 + PB + ability modifier. */
  saveDcFeatureId: string | null;
  mobility: MobilitySpec | null;
  rangeFt: number | null;
}

export type DesignField = keyof AugmentDesign;

export type DesignErrorCode =
  | "required"
  | "notAllowed" // the field belongs to another purpose (CY-SLOT-5 single purpose, CY-UTL-1, CY-SLOT-4)
  | "unknownValue"
  | "unknownTool" // CY-TOOL-1
  | MobilityErrorCode
  | "invalidRange"
  | "exceedsRange";

export interface DesignError {
  field: DesignField;
  code: DesignErrorCode;
}

function blank(text: string | null): boolean {
  return text === null || text.trim() === "";
}

/** CY-DES-3 plus the category limits; an empty list means the record is complete and within the rules. */
export function validateDesign(design: AugmentDesign): DesignError[] {
  const errors: DesignError[] = [];
  const need = (field: DesignField, missing: boolean): void => {
    if (missing) errors.push({ field, code: "required" });
  };
  const forbid = (field: DesignField, present: boolean): void => {
    if (present) errors.push({ field, code: "notAllowed" });
  };

  need("name", blank(design.name));
  if (design.sectionKind === null) need("sectionKind", true);
  else if (!isSectionKind(design.sectionKind)) errors.push({ field: "sectionKind", code: "unknownValue" });
  if (design.purpose === null) need("purpose", true);
  else if (!isAugmentPurpose(design.purpose)) errors.push({ field: "purpose", code: "unknownValue" });
  if (design.repairTool !== null && !isRepairToolId(design.repairTool)) {
    errors.push({ field: "repairTool", code: "unknownTool" });
  }

  const purpose = design.purpose;
  if (purpose === null || !isAugmentPurpose(purpose)) return errors;

  if (purpose !== "prosthetic") {
    // A prosthetic only replaces a body part; everything else must say how it deploys, hides and where it stops.
    need("deployment", blank(design.deployment));
    need("concealment", blank(design.concealment));
    need("physicalLimits", blank(design.physicalLimits));
  }
  // Only attack augments harm creatures; environmental ones may name what they do to materials.
  forbid("damageType", !blank(design.damageType) && purpose !== "attack" && purpose !== "environmental");
  forbid("attackSave", design.attackSave !== null && purpose !== "attack");
  forbid("mobility", design.mobility !== null && purpose !== "mobility");
  forbid("rangeFt", design.rangeFt !== null && purpose === "prosthetic");

  switch (purpose) {
    case "attack":
      need("ability", design.ability === null); // CY-ATK-1
      need("damageType", blank(design.damageType)); // CY-ATK-2
      break;
    case "healing":
      need("rangeFt", design.rangeFt === null); // CY-HEAL-1 "designed range"
      for (const e of validateRange(design.rangeFt)) errors.push({ field: "rangeFt", code: e.code });
      break;
    case "utility":
      for (const e of validateRange(design.rangeFt)) errors.push({ field: "rangeFt", code: e.code });
      break;
    case "mobility":
      if (design.mobility === null) need("mobility", true);
      else for (const e of validateMobility(design.mobility)) errors.push({ field: "mobility", code: e.code });
      break;
    // Environmental and prosthetic designs need nothing beyond the checks above.
  }
  return errors;
}

/** CY-DES-1: an Intelligence check. */
export const DESIGN_CHECK_ABILITY = "int" as const;

/** CY-DES-2: materials for construction, as data; the glue asks for confirmation and deducts (CORE-8). */
export const DESIGN_CONSTRUCTION_COST_GP = 1000;

/**
 * CY-DES-1: a failed design check locks *that design* for *that designing creature* until it finishes a short or
 * long rest; other designs, and other creatures, may still try. The lock is kept on the design (the augment
 * item) as the designer's id and the number of rests it had finished at the failure; any later rest lifts it,
 * with no write to the design (the designer may be another actor whose items its owner cannot touch).
 */
export interface DesignLock {
  /** The designing creature (an actor's UUID). */
  designer: string;
  /** How many short or long rests that creature had finished when the check failed. */
  restCount: number;
}

/** CY-DES-1: is `designer` (having finished `restCount` rests) locked out of this design? */
export function designLockedFor(locks: readonly DesignLock[], designer: string, restCount: number): boolean {
  return locks.some((lock) => lock.designer === designer && lock.restCount >= restCount);
}

/** CY-DES-1: the design's locks after `designer` failed its check (one entry per designer, the latest). */
export function lockDesign(locks: readonly DesignLock[], designer: string, restCount: number): DesignLock[] {
  return [...locks.filter((lock) => lock.designer !== designer), { designer, restCount }];
}

/** CY-DES-1: "until it finishes a short or long rest": the rests that end a lockout (counted in `DesignLock.restCount`). */
export const LOCKOUT_ENDING_RESTS = ["short", "long"] as const;

/** CY-DES-1: whether a rest of `rest` type ends a lockout (a short or long rest; any other rest type does not). */
export function restClearsDesignLockout(rest: string): boolean {
  // cast: the literal tuple widened so includes() takes any value.
  return (LOCKOUT_ENDING_RESTS as readonly string[]).includes(rest);
}

/**
 * CY-DES-1/2: where a designed augment stands. A draft awaits its Intelligence check; a viable design awaits its
 * construction materials; a built augment can be installed. Augments that were never designed by a player
 * (compendium entries, older worlds) are built.
 */
export const DESIGN_STATUSES = ["draft", "viable", "built"] as const;
export type DesignStatus = (typeof DESIGN_STATUSES)[number];

export function isDesignStatus(value: unknown): value is DesignStatus {
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  return (DESIGN_STATUSES as readonly unknown[]).includes(value);
}

/** The design step owed next: the check for a draft, the construction cost for a viable design, none when built. */
export function nextDesignStep(status: DesignStatus): "check" | "construct" | null {
  if (status === "draft") return "check";
  if (status === "viable") return "construct";
  return null;
}

/**
 * CY-DES-1..3: the design fields that decide what an augment does. Once its design check has passed
 * (viable or built) they are fixed: the GM's check was made for that design.
 */
export const FIXED_DESIGN_PATHS = ["sectionKind", "purpose", "ability", "damageType", "attackSave", "repairTool", "functionTag", "dice", "mobility", "rangeFt", "passive", "uses.formula"] as const;
export type FixedDesignPath = (typeof FIXED_DESIGN_PATHS)[number];

/** A write to an augment's design, as the rules see it. */
export interface DesignWrite {
  byGM: boolean;
  before: DesignStatus;
  after: DesignStatus;
  /** The sheet's "Start as a design" on a built augment that is carried and has no history (CY-DES-1). */
  startsDesign: boolean;
  /** The fixed paths whose values the write changes. */
  changed: readonly FixedDesignPath[];
  /** CY-UPG-1: the upgrade workflow adds its die. */
  upgrade: boolean;
}

export type DesignWriteRefusal = { kind: "changed"; paths: FixedDesignPath[] } | { kind: "status"; to: DesignStatus } | null;

/**
 * CY-DES-1..3, CY-UPG-1: why a write may not change a design (null: allowed). The GM may change anything; anyone
 * else moves the status only forward (draft → viable → built) or starts a new design, writes a draft freely, and
 * changes a passed design only by an upgrade's die.
 */
export function designWriteRefusal(write: DesignWrite): DesignWriteRefusal {
  if (write.byGM) return null;
  const backward = DESIGN_STATUSES.indexOf(write.after) < DESIGN_STATUSES.indexOf(write.before);
  if (backward && !write.startsDesign) return { kind: "status", to: write.after };
  if (write.before === "draft") return null;
  const paths = write.changed.filter((path) => !(write.upgrade && path === "dice"));
  return paths.length > 0 ? { kind: "changed", paths } : null;
}
