/**
 * What a sheet shows of one augment: localized choices for every design and state field, the derived
 * numbers (uses, to-hit or target save, damage, healing, save DC, functional) and the history. Plain values for
 * templates; the item sheet (templates/item/augment.hbs) and later the body map read it.
 */
import { clockText, worldTimeParts } from "../../../rules/core/world-time";
import { ABILITY_IDS } from "../../../rules/core/abilities";
import { DAMAGE_TYPES } from "../../../rules/core/damage-types";
import {
  AUGMENT_PURPOSES,
  INSTALL_QUALITIES,
  INTEGRITY_STATES,
  MOBILITY_MODES,
  REPAIR_TOOL_IDS,
  SECTION_IDS,
  SECTION_KINDS,
} from "../../../rules/cyborg";
import type { AugmentData } from "../augment";
import { localize } from "../../../utils/notify";
import { usesSource } from "../../shared/uses-source";
import { portOf } from "../../../ports/actor-port";
import { formatModifier } from "../../../utils/format-modifier";

export interface AugmentChoice {
  value: string;
  label: string;
  selected: boolean;
}

/**
 * The Visionaire function tag in words: the compendium's tags ("integrated-blade") have a localized label; a tag
 * the owner typed is their own text and reads as written.
 */
export function functionTagLabel(tag: string): string {
  const key = `AUGMENTED.Augment.FunctionTag.${tag.trim().toLowerCase()}`;
  return tag.trim() !== "" && game.i18n?.has(key) ? localize(key) : tag;
}

/** Each value of a choice list with its lang key: `<prefix>.<value><suffix>`. */
function labelKeys(values: readonly string[], prefix: string, suffix = ""): Record<string, string> {
  return Object.fromEntries(values.map((value) => [value, `${prefix}.${value}${suffix}`]));
}

/**
 * The design and state fields' choices, each value with its lang key: the Edit mode selects list them
 * (`selectOptions … localize=true`) and play mode and the read-only state list show the chosen one's (`lookup`).
 * Fixed tables, so no render localizes a list it does not show.
 */
const AUGMENT_CHOICES = {
  sectionKind: labelKeys(SECTION_KINDS, "AUGMENTED.Augment.Kind"),
  purpose: labelKeys(AUGMENT_PURPOSES, "AUGMENTED.Augment.Purpose"),
  ability: labelKeys(ABILITY_IDS, "AUGMENTED.Ability", ".long"),
  damageType: labelKeys(DAMAGE_TYPES, "AUGMENTED.DamageType"),
  repairTool: labelKeys(REPAIR_TOOL_IDS, "AUGMENTED.Augment.Tool"),
  mobilityMode: labelKeys(MOBILITY_MODES, "AUGMENTED.Augment.Mobility"),
  section: labelKeys(SECTION_IDS, "AUGMENTED.Augment.Section"),
  integrity: labelKeys(INTEGRITY_STATES, "AUGMENTED.Augment.Integrity"),
  quality: labelKeys(INSTALL_QUALITIES, "AUGMENTED.Augment.Quality"),
};

/**
 * The owner's class feature DCs (CY-DC-1) as save DC sources, read through the actor port (the system's or the dnd5e
 * module's); a chosen id the owner lacks stays listed so it is visible.
 */
function saveDcSources(item: { actor?: unknown }, chosen: string | null): AugmentChoice[] {
  // cast: the owning item's actor, a document of the configured Actor class (null in the sidebar or a compendium).
  const owner = item.actor as Actor.Implementation | null | undefined;
  const list = owner ? portOf(owner).featureDcs : [];
  const out = list.map((dc) => ({ value: dc.id, label: `${dc.label} (${dc.dc})`, selected: dc.id === chosen }));
  if (chosen && !out.some((c) => c.selected)) out.push({ value: chosen, label: chosen, selected: true });
  return out;
}

/** Repair (a damaged augment) and upgrade (attack or healing below 5d6, not destroyed), on an owned augment only. */
function augmentWork(item: { actor?: unknown }, system: AugmentData) {
  const owned = Boolean(item.actor);
  const repair = owned && system.integrity === "damaged";
  // An upgrade works on the augment in place: the sheet offers it once the augment is installed.
  const upgrade = owned && Boolean(system.installedSection) && (system.purpose === "attack" || system.purpose === "healing") && system.dice < 5 && system.integrity !== "destroyed";
  return { show: repair || upgrade, repair, upgrade };
}

/**
 * The augment's view. `editing`: the sheet is in Edit mode this render. Only the save DC sources are built per render
 * (the owner's feature DCs), read only when Edit mode shows their select (even on a fixed design: the choice stays
 * the owner's); every other list is a fixed table.
 */
export function augmentView(item: { actor?: unknown }, system: AugmentData, { editing }: { editing: boolean }) {
  const uses = system.uses;
  const attack = system.attack;
  const damage = system.damage;
  const healing = system.healing;
  const saveDc = system.saveDc;
  return {
    functional: system.functional,
    // "3 (PB)": the maximum's source in words; a blank formula is the proficiency bonus (CY-USE-1).
    uses: { limited: uses.max > 0, value: uses.value, max: uses.max, source: usesSource(system.uses.formula || "@prof", localize) },
    // Labelled by its mechanic (the template): an attack roll's "To hit" and formula, a save attack's "Save DC" and the target's save.
    attack:
      attack &&
      (attack.mode === "attackRoll"
        ? { derived: "attack-bonus", value: formatModifier(attack.bonus), formula: attack.formula }
        : { derived: "save-dc", value: attack.dc, saveAbility: attack.saveAbility }),
    // The formula and damage type (the template words it).
    damage,
    healing,
    // An attack-roll augment's numbers are its to-hit and damage; its save DC would only mislead.
    saveDc: saveDc && attack?.mode !== "attackRoll" && {
      value: saveDc.dc,
      source: saveDc.source === "feature" ? (saveDcSources(item, saveDc.featureId).find((c) => c.selected)?.label ?? "") : localize("AUGMENTED.Augment.SaveDcDefault"),
      missing: saveDc.missingFeature,
      choiceNeeded: saveDc.choiceNeeded,
    },
    // The design's save DC source matters only when something rolls a save against it: not for an attack roll.
    showSaveDcSource: attack?.mode !== "attackRoll",
    choices: AUGMENT_CHOICES,
    functionTag: functionTagLabel(system.functionTag),
    ...(editing ? { saveDcSources: saveDcSources(item, system.saveDcFeatureId) } : {}),
    /** CY-REP-1 / CY-UPG-1: which workflow buttons an owned augment shows (the workflows re-check everything). */
    work: augmentWork(item, system),
    // The action is an id (the template words it).
    history: system.history.map((entry) => ({ ...entry, time: historyTime(entry.worldTime) })),
  };
}

/** Narrow view of the world calendar's formatter (Foundry v13 `game.time.calendar`), which may be absent. */
interface CalendarFormatter {
  format?: (time: number) => unknown;
}

/**
 * When a history entry happened: the world calendar's own text when it has a formatter (so a calendar module's
 * dates show), else "Day N, HH:MM" from the world time.
 */
function historyTime(worldTime: number): string {
  // cast: read defensively; a calendar without a formatter, or one that throws, falls back below.
  const calendar = (game.time as { calendar?: CalendarFormatter } | undefined)?.calendar;
  try {
    const text = typeof calendar?.format === "function" ? calendar.format(worldTime) : null;
    if (typeof text === "string" && text !== "") return text;
  } catch (_error) {
    // Fall back to the plain day and clock.
  }
  const parts = worldTimeParts(worldTime);
  return localize("AUGMENTED.Augment.HistoryTime", { day: String(parts.day), time: clockText(parts) });
}
