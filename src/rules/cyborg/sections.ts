/**
 * The cyborg body map (CY-SLOT-1..5): which sections exist, what kind each is, whether an augment may go into
 * one, and an audit of loaded data. The audit only reports: CY-SLOT-2 says bad states are flagged, never fixed.
 */
import {
  type AugmentState,
  type SectionId,
  type SectionKind,
  SECTION_IDS,
  isInstalled,
  occupiesSlot,
} from "./augment";

/** CY-SLOT-1: one installed (slot-occupying) augment per section. */
export const SECTION_CAPACITY = 1;

/** CY-SLOT-1: each section's kind; arms and legs come in pairs. */
const KIND_BY_SECTION: Readonly<Record<SectionId, SectionKind>> = {
  head: "head",
  torso: "torso",
  leftArm: "arm",
  rightArm: "arm",
  leftLeg: "leg",
  rightLeg: "leg",
};

/** CY-SLOT-1: each section and its kind, in the body map's order. */
export const SECTIONS: ReadonlyArray<{ readonly id: SectionId; readonly kind: SectionKind }> = SECTION_IDS.map((id) => ({ id, kind: KIND_BY_SECTION[id] }));

/** A section's place in the body map's order (head first); no section sorts last. */
export function sectionOrder(section: SectionId | null): number {
  return section === null ? SECTION_IDS.length : SECTION_IDS.indexOf(section);
}

export function sectionKindOf(section: SectionId): SectionKind {
  return KIND_BY_SECTION[section];
}

/**
 * CY-INS-4 (with CY-SLOT-3): an augment's permanent structure is built for the section kind of its design and
 * cannot exceed the body section holding it, so it fits only a section of that kind. Temporary expansions while
 * deployed are exempt: what a design unfolds, extends or projects (its deployment, a fly or other movement mode,
 * a range) is deliberately not an input here, so it can never refuse a placement.
 */
export function structureFits(augment: Pick<AugmentState, "sectionKind">, section: SectionId): boolean {
  return KIND_BY_SECTION[section] === augment.sectionKind;
}

/** The augment taking the slot of `section`, ignoring `exceptId` (the augment being moved/updated). */
export function sectionOccupant(
  actorAugments: readonly AugmentState[],
  section: SectionId,
  exceptId?: string,
): AugmentState | null {
  return actorAugments.find((a) => a.id !== exceptId && a.installedSection === section && occupiesSlot(a)) ?? null;
}

/** Why an installation is refused, most fundamental first (the first that applies is reported). */
export type InstallRefusal =
  | "destroyed" // SF-2: fried beyond repair
  | "damaged" // CY-REM-3: repair first
  | "alreadyInstalled" // remove it before moving it
  | "inCombat" // CY-INS-1
  | "wrongKind" // CY-SLOT-3, CY-INS-4
  | "occupied" // CY-SLOT-1/2
  | "alreadyReplaced"; // CY-SLOT-4: a second prosthetic for the same body part

export type InstallPermission =
  | { ok: true }
  | { ok: false; reason: InstallRefusal; blockingAugmentId?: string };

export interface InstallContext {
  /** The actor is in an active combat. */
  inCombat: boolean;
}

/**
 * May `augment` be installed into `section` of an actor carrying `actorAugments` (which may include the
 * augment itself)? Used for drops and by the install workflow before any check is rolled.
 */
export function canInstall(
  actorAugments: readonly AugmentState[],
  augment: AugmentState,
  section: SectionId,
  context: InstallContext,
): InstallPermission {
  if (augment.integrity === "destroyed") return { ok: false, reason: "destroyed" };
  if (augment.integrity === "damaged") return { ok: false, reason: "damaged" };
  if (augment.installedSection !== null) return { ok: false, reason: "alreadyInstalled" };
  if (context.inCombat) return { ok: false, reason: "inCombat" };
  return placementPermission(actorAugments, augment, section);
}

/** What a create/update at data level may not produce (CY-SLOT-2 "at create/update time"). */
export type PlacementRefusal = "wrongKind" | "occupied" | "alreadyReplaced" | "destroyed";

export type PlacementPermission =
  | { ok: true }
  | { ok: false; reason: PlacementRefusal; blockingAugmentId?: string };

/**
 * Data-level guard for pre-create/pre-update hooks: `candidate` is the augment as it would be after the
 * change. Only the structural rules apply here (workflow rules like combat are the workflow's business), so
 * GM edits that move a damaged augment are not blocked, but two augments in one slot are.
 */
export function checkPlacement(
  actorAugments: readonly AugmentState[],
  candidate: AugmentState,
): PlacementPermission {
  const section = candidate.installedSection;
  if (section === null) return { ok: true };
  if (candidate.integrity === "destroyed") return { ok: false, reason: "destroyed" };
  return placementPermission(actorAugments, candidate, section);
}

function placementPermission(
  actorAugments: readonly AugmentState[],
  augment: AugmentState,
  section: SectionId,
): { ok: true } | { ok: false; reason: "wrongKind" | "occupied" | "alreadyReplaced"; blockingAugmentId?: string } {
  if (!structureFits(augment, section)) return { ok: false, reason: "wrongKind" };
  if (augment.purpose === "prosthetic") {
    // CY-SLOT-4: a prosthetic takes no slot, but a body part can only be replaced once.
    const other = actorAugments.find(
      (a) => a.id !== augment.id && a.purpose === "prosthetic" && isInstalled(a) && a.installedSection === section,
    );
    return other ? { ok: false, reason: "alreadyReplaced", blockingAugmentId: other.id } : { ok: true };
  }
  const occupant = sectionOccupant(actorAugments, section, augment.id);
  return occupant ? { ok: false, reason: "occupied", blockingAugmentId: occupant.id } : { ok: true };
}

export type SectionIssue =
  | { code: "overCapacity"; section: SectionId; augmentIds: string[] }
  | { code: "wrongKind"; section: SectionId; augmentId: string; expected: SectionKind; actual: SectionKind }
  | { code: "duplicateProsthetic"; section: SectionId; augmentIds: string[] }
  | { code: "destroyedInSection"; section: SectionId; augmentId: string };

/**
 * CY-SLOT-2: report every impossible state in loaded data (imports, old worlds, manual edits) so the sheet
 * can flag it. Nothing is changed: deciding which augment should leave is the owner's or GM's call.
 */
export function auditSections(augments: readonly AugmentState[]): SectionIssue[] {
  const issues: SectionIssue[] = [];
  for (const section of SECTION_IDS) {
    // Most sections are empty: no lists are made for them (every actor's preparation audits: bench/prepare).
    if (!augments.some((a) => a.installedSection === section)) continue;
    const here = augments.filter((a) => a.installedSection === section);
    const slotted = here.filter(occupiesSlot).map((a) => a.id);
    if (slotted.length > SECTION_CAPACITY) issues.push({ code: "overCapacity", section, augmentIds: slotted });
    const prosthetics = here.filter((a) => a.purpose === "prosthetic" && isInstalled(a)).map((a) => a.id);
    if (prosthetics.length > 1) issues.push({ code: "duplicateProsthetic", section, augmentIds: prosthetics });
    for (const a of here) {
      const expected = sectionKindOf(section);
      if (!structureFits(a, section)) {
        issues.push({ code: "wrongKind", section, augmentId: a.id, expected, actual: a.sectionKind });
      }
      if (a.integrity === "destroyed") issues.push({ code: "destroyedInSection", section, augmentId: a.id });
    }
  }
  return issues;
}
