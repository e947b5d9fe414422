/**
 * The body map (display only): what the character sheet's Augments tab shows. Six sections on a
 * silhouette (CY-SLOT-1), each with its installed augment or "free", prosthetic replacements as a note
 * (CY-SLOT-4), the audit of loaded data flagged on the section and in a banner (CY-SLOT-2: flagged, never
 * fixed), the Visionaire summary (CY-VIS-1..3), and the augments carried but not installed, destroyed ones as
 * records. Plain, localized values built from prepared data; nothing here changes a document.
 */
import {
  type AugmentState,
  isInstalled,
  occupiesSlot,
  SECTIONS,
  type SectionId,
  type SectionIssue,
  type VisionaireExclusion,
  type UsesMods,
} from "../../rules/cyborg";
import { AUGMENT_ITEM_TYPE, toAugmentState } from "../../data/item/augment/state";
import { localize } from "../../utils/notify";
import { finiteOrZero } from "../../data/shared/finite";
import { bodyMapLines } from "./body-map-lines";
import { type EffectsHolder, isPassiveFunction, useAvailability } from "../../workflows/augment-use/availability";
import { portOf } from "../../ports/actor-port";
import { creatureSystem, itemSystem } from "../../data/system-of";
import type { ActorAugmentsView } from "../../data/actor/parts/augments";

/** One augment as a card or a row. */
export interface BodyMapAugment {
  id: string;
  name: string;
  img: string;
  /** Its purpose, section kind and integrity (ids: the template says each in words). */
  purpose: string;
  sectionKind: string;
  integrity: string;
  /** Uses value/max; `limited` false for augments without uses (prosthetics). */
  uses: { limited: boolean; value: number; max: number };
  /**
   * The Use button: shown for an active primary function, disabled with the reason
   * (no uses, damaged, not installed, grounded…); `passive` marks a property that needs no button (CY-USE-3).
   */
  use: { show: boolean; disabled: boolean; reason: string; short: string; passive: boolean };
  /** CY-REP-1: a damaged augment offers Repair beside Use (the workflow re-checks combat, cost and state). */
  repairable: boolean;
}

/** A section of the body map; the template words its id. */
export interface BodyMapSection {
  id: SectionId;
  /** The augment taking the slot (the first, when loaded data has more). */
  augment: BodyMapAugment | null;
  /** CY-SLOT-2: further slot-taking augments found in loaded data, flagged. */
  extra: BodyMapAugment[];
  /** CY-SLOT-4: prosthetic replacements of this body part (no slot). */
  prosthetics: BodyMapAugment[];
  free: boolean;
  issues: BodyMapIssue[];
  flagged: boolean;
  /** AM-CY-1: automail in this section (ports and their limbs, reforged limbs), one line each; no slot taken. */
  automail: string[];
}

export interface BodyMapView {
  sections: BodyMapSection[];
  /** Every audit issue, for the banner. */
  issues: BodyMapIssue[];
  /** The bonus, and each augment's section or reason as an id (the template words them). */
  visionaire: {
    bonus: number;
    counted: { name: string; section: string }[];
    excluded: { name: string; reason: VisionaireExclusion }[];
  };
  carried: BodyMapAugment[];
  records: BodyMapAugment[];
  editable: boolean;
}

/** An audit issue as the template words it: its code and section, the augment it names, and (wrongKind) that augment's kind. */
export interface BodyMapIssue {
  code: SectionIssue["code"];
  section: SectionId;
  name: string;
  kind: string;
}

function issueView(issue: SectionIssue, names: Map<string, string>): BodyMapIssue {
  const name = "augmentId" in issue ? (names.get(issue.augmentId) ?? issue.augmentId) : "";
  return { code: issue.code, section: issue.section, name, kind: issue.code === "wrongKind" ? issue.actual : "" };
}

/** The Use button of one augment: the same answer the workflow gives (src/workflows/augment-use/availability.ts). */
function useButton(state: AugmentState, pb: number, mods: UsesMods, actor: EffectsHolder | null, name: string): BodyMapAugment["use"] {
  const availability = useAvailability(state, pb, actor, game.time?.worldTime ?? 0, mods);
  const passive = !availability.show && availability.block === null;
  const data = { name, seconds: availability.groundedSeconds };
  const reason = availability.block ? localize(`AUGMENTED.AugmentUse.Refused.${availability.block}`, data) : "";
  // The section box shows the short reason in words; the full sentence is the button's tooltip.
  const short = availability.block ? localize(`AUGMENTED.AugmentUse.Short.${availability.block}`, data) : "";
  return { show: availability.show, disabled: availability.block !== null, reason, short, passive };
}

/**
 * The Use button of one owned augment as its item sheet's header shows it: the same answer as its body-map card
 * (and so as the workflow).
 */
export function augmentUseButton(actor: Actor.Implementation, item: Item.Implementation): BodyMapAugment["use"] {
  const augment = itemSystem(item, AUGMENT_ITEM_TYPE);
  if (!augment) return { show: false, disabled: true, reason: "", short: "", passive: false };
  const port = portOf(actor);
  const state = toAugmentState(item.id ?? "", item.name, augment);
  return useButton(state, port.proficiency, port.abilityMods(), actor.effects ? { effects: actor.effects } : null, item.name);
}

/**
 * The body map of an actor, from its prepared items and `system.augments`; a host whose actor model has no
 * `system.augments` (dnd5e's, src/adapters/dnd5e/body-map-window.ts) passes the same view as `augments`.
 */
export function bodyMapContext(actor: Actor.Implementation, options: { editable: boolean; augments?: ActorAugmentsView }): BodyMapView {
  const port = portOf(actor);
  const pb = port.proficiency;
  const mods = port.abilityMods();
  const holder: EffectsHolder | null = actor.effects ? { effects: actor.effects } : null;
  const view = options.augments ?? creatureSystem(actor)?.augments;
  const issues = view?.issues ?? [];
  const visionaire = view?.visionaire ?? { bonus: 0, counted: [], excluded: [] };

  const entries: { state: AugmentState; card: BodyMapAugment }[] = [];
  for (const item of actor.items) {
    const augment = itemSystem(item, AUGMENT_ITEM_TYPE);
    if (!augment) continue;
    const state = toAugmentState(item.id ?? "", item.name, augment);
    const prepared = augment.uses;
    // CY-USE-3: a passive property (plain speed improvement) spends nothing, so it shows no uses.
    const max = isPassiveFunction(state) ? 0 : finiteOrZero(prepared?.max);
    const value = finiteOrZero(prepared?.value);
    entries.push({
      state,
      card: {
        id: state.id,
        name: item.name,
        img: item.img ?? "",
        purpose: state.purpose,
        sectionKind: state.sectionKind,
        integrity: state.integrity,
        uses: {
          limited: max > 0,
          value,
          max,
        },
        use: useButton(state, pb, mods, holder, item.name),
        repairable: state.integrity === "damaged",
      },
    });
  }
  const byName = (a: { card: BodyMapAugment }, b: { card: BodyMapAugment }) => a.card.name.localeCompare(b.card.name);
  entries.sort(byName);
  const names = new Map(entries.map((entry) => [entry.state.id, entry.card.name]));

  const automail = bodyMapLines(actor);
  const sections: BodyMapSection[] = SECTIONS.map(({ id }) => {
    const here = entries.filter((entry) => entry.state.installedSection === id);
    const slotted = here.filter((entry) => occupiesSlot(entry.state)).map((entry) => entry.card);
    const prosthetics = here.filter((entry) => entry.state.purpose === "prosthetic" && isInstalled(entry.state)).map((entry) => entry.card);
    const sectionIssues = issues.filter((issue) => issue.section === id).map((issue) => issueView(issue, names));
    return {
      id,
      augment: slotted[0] ?? null,
      extra: slotted.slice(1),
      prosthetics,
      free: slotted.length === 0,
      issues: sectionIssues,
      flagged: sectionIssues.length > 0,
      automail: automail.get(id) ?? [],
    };
  });

  const installedIds = new Set(entries.filter((entry) => isInstalled(entry.state)).map((entry) => entry.state.id));
  const sectionOf = new Map(entries.map((entry) => [entry.state.id, entry.state.installedSection]));
  return {
    sections,
    issues: issues.map((issue) => issueView(issue, names)),
    visionaire: {
      bonus: visionaire.bonus,
      counted: visionaire.counted.map((entry) => ({
        name: names.get(entry.augmentId) ?? entry.augmentId,
        section: sectionOf.get(entry.augmentId) ?? "",
      })),
      // Installed augments that add nothing, and why; carried ones are listed below the map instead.
      excluded: visionaire.excluded
        .filter((entry) => installedIds.has(entry.augmentId))
        .map((entry) => ({ name: names.get(entry.augmentId) ?? entry.augmentId, reason: entry.reason })),
    },
    carried: entries.filter((entry) => entry.state.integrity !== "destroyed" && !isInstalled(entry.state)).map((entry) => entry.card),
    records: entries.filter((entry) => entry.state.integrity === "destroyed").map((entry) => entry.card),
    editable: options.editable,
  };
}
