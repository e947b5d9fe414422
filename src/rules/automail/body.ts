/**
 * AM-CY-1 (interpretation of seeds 000 + 003): one body may carry Cyborg augments and automail. An automail arm,
 * hand, leg or foot (its port, or a reforged limb built on) replaces the limb of its section the way a Cyborg
 * prosthetic does (CY-SLOT-4): it takes no augment slot, so the section stays open for one augment, but the
 * section cannot be replaced twice (a Cyborg prosthetic there and automail there conflict). Eyes, tails and
 * added limbs replace no section (src/rules/automail/sites.ts `replacesSection`).
 */
import { type AugmentState, type SectionId, isInstalled } from "../cyborg/augment";
import type { LimbState, PortState } from "./limb";
import { type BodySite, replacesSection, sectionOfSite } from "./sites";

/** The sites automail occupies on the body: every port, and every reforged limb built on. */
export function automailSites(ports: readonly PortState[], limbs: readonly LimbState[]): { id: string; site: BodySite }[] {
  const out = ports.map((p) => ({ id: p.id, site: p.site }));
  for (const l of limbs) if (l.location.mode === "builtOn") out.push({ id: l.id, site: l.location.site });
  return out;
}

/** The installed Cyborg prosthetic replacing `section`, if any. */
function prostheticIn(section: SectionId, augments: readonly AugmentState[]): AugmentState | null {
  return augments.find((a) => a.purpose === "prosthetic" && isInstalled(a) && a.installedSection === section) ?? null;
}

/**
 * AM-CY-1, automail side: the id of the Cyborg prosthetic that already replaces the section `site` would
 * replace, or null when automail may go there.
 */
export function sectionConflict(site: BodySite, augments: readonly AugmentState[]): string | null {
  if (!replacesSection(site)) return null;
  return prostheticIn(sectionOfSite(site), augments)?.id ?? null;
}

/**
 * AM-CY-1, Cyborg side: the id of the automail port or built-on limb that already replaces `section`, or null
 * when a Cyborg prosthetic may be installed there. (Augments of other purposes are never blocked by automail.)
 */
export function automailReplacing(
  section: SectionId,
  ports: readonly PortState[],
  limbs: readonly LimbState[],
): string | null {
  return automailSites(ports, limbs).find((s) => replacesSection(s.site) && sectionOfSite(s.site) === section)?.id ?? null;
}

export interface BodySectionView {
  section: SectionId;
  /** Automail ports and built-on limbs in this section (ids), in input order. */
  automail: string[];
  /** What replaces the section's limb: a Cyborg prosthetic or automail (ids); more than one is a conflict. */
  replacedBy: string[];
  /** The augment taking the section's one slot, if any. */
  augmentId: string | null;
  /** CY-SLOT-1 + AM-CY-1: the slot is free, whatever automail sits in the section. */
  openForAugment: boolean;
}
