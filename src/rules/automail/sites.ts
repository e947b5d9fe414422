/**
 * Body sites where automail sits (AM-PORT-1 ports, AM-GEN-1 reforged limbs): which limb grows at each, which
 * sites overlap (a hand is part of an arm, so a port at the shoulder and one at the wrist of the same arm
 * cannot both exist), and the Cyborg body section each belongs to (AM-CY-1).
 */
import type { SectionId } from "../cyborg/augment";
import type { LimbType } from "./limb";

export const BODY_SITES = [
  "leftArm",
  "rightArm",
  "leftHand",
  "rightHand",
  "leftLeg",
  "rightLeg",
  "leftFoot",
  "rightFoot",
  "leftEye",
  "rightEye",
  "tail",
  /** Anywhere no limb grew (back, shoulder blade, hip…): unnatural ports and added limbs only; any number. */
  "other",
] as const;
export type BodySite = (typeof BODY_SITES)[number];

export function isBodySite(value: unknown): value is BodySite {
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  return (BODY_SITES as readonly unknown[]).includes(value);
}

/** The limb that grows at each site; `other` is where a limb is added (`extraLimb`). */
const SITE_LIMB: Readonly<Record<BodySite, LimbType>> = {
  leftArm: "arm",
  rightArm: "arm",
  leftHand: "hand",
  rightHand: "hand",
  leftLeg: "leg",
  rightLeg: "leg",
  leftFoot: "foot",
  rightFoot: "foot",
  leftEye: "eye",
  rightEye: "eye",
  tail: "tail",
  other: "extraLimb",
};

export function siteLimb(site: BodySite): LimbType {
  return SITE_LIMB[site];
}

/** A hand or foot is part of the arm or leg on its side. */
const PART_OF: Readonly<Partial<Record<BodySite, BodySite>>> = {
  leftHand: "leftArm",
  rightHand: "rightArm",
  leftFoot: "leftLeg",
  rightFoot: "rightLeg",
};

/** Two sites that cannot both carry a port or a built-on limb: the same site, or a hand/foot and its arm/leg. */
export function sitesOverlap(a: BodySite, b: BodySite): boolean {
  if (a === "other" || b === "other") return false;
  return a === b || PART_OF[a] === b || PART_OF[b] === a;
}

/** AM-CY-1: the Cyborg body section a site belongs to. */
const SITE_SECTION: Readonly<Record<BodySite, SectionId>> = {
  leftArm: "leftArm",
  rightArm: "rightArm",
  leftHand: "leftArm",
  rightHand: "rightArm",
  leftLeg: "leftLeg",
  rightLeg: "rightLeg",
  leftFoot: "leftLeg",
  rightFoot: "rightLeg",
  leftEye: "head",
  rightEye: "head",
  tail: "torso",
  other: "torso",
};

export function sectionOfSite(site: BodySite): SectionId {
  return SITE_SECTION[site];
}

/**
 * AM-CY-1: an arm, hand, leg or foot replaces (part of) the limb of its section the way a Cyborg prosthetic
 * does (CY-SLOT-4). An eye is one of two in the head and a tail or added limb adds to the torso: neither
 * replaces a section, so neither conflicts with a Cyborg prosthetic there.
 */
export function replacesSection(site: BodySite): boolean {
  const limb = SITE_LIMB[site];
  return limb === "arm" || limb === "hand" || limb === "leg" || limb === "foot";
}
