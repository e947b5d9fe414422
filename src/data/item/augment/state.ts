/**
 * The `augment` item's stored shape and its mapping onto the rules' `AugmentState` (src/rules/cyborg/augment.ts),
 * plus the validation messages of its design limits. Plain functions, no Foundry globals (i18n is read through
 * `globalThis` when present), so the actor models, the item model and unit tests share them.
 */
import type { ItemSlice } from "../../shared/item-slice";
import type { AbilityId } from "../../../rules/core/abilities";
import {
  type AugmentState,
  type InstallQuality,
  INSTALL_QUALITIES,
  INTEGRITY_STATES,
  type IntegrityState,
  isAugmentPurpose,
  isSectionId,
  isSectionKind,
  type MobilityMode,
  MOBILITY_MODES,
  validateMobility,
  validateRange,
  parseUsesFormula,
} from "../../../rules/cyborg";
import { localize } from "../../../utils/notify";
import { isItemOfKind } from "../kinds";

/** CY-DES-3: what a history entry records. */
export const AUGMENT_HISTORY_ACTIONS = ["install", "remove", "repair", "upgrade", "design", "damage", "destroyed"] as const;
export type AugmentHistoryAction = (typeof AUGMENT_HISTORY_ACTIONS)[number];

export interface AugmentHistoryEntry {
  action: string;
  /** `game.time.worldTime` when it happened (seconds). */
  worldTime: number;
  note: string;
}

/** The stored `system` of an augment item (source or prepared: the paths are the same). */
export interface AugmentSystemSource {
  description: string;
  sectionKind: string;
  purpose: string;
  ability: string | null;
  damageType: string | null;
  attackSave: string | null;
  deployment: string;
  limits: string;
  repairTool: string | null;
  saveDcFeatureId: string | null;
  installedSection: string | null;
  integrity: string;
  uses: { spent: number; formula?: string };
  adapted: boolean;
  quality: string | null;
  flaw: string;
  dice: number;
  lastingEffect: string;
  functionTag: string;
  mobility: { mode: string | null; bonus: number };
  rangeFt: number | null;
  /** CY-USE-3: optional; older data reads as active (false). */
  passive?: boolean;
  history: AugmentHistoryEntry[];
}

export const AUGMENT_ITEM_TYPE = "augment";

function oneOf<T extends string>(values: readonly T[], value: unknown, fallback: T): T {
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  return typeof value === "string" && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

function count(history: readonly AugmentHistoryEntry[] | undefined, action: AugmentHistoryAction): number {
  return (history ?? []).filter((entry) => entry.action === action).length;
}

/**
 * The rules' view of one augment. Loaded data is read as it is (no clamping, no repair): the rules clamp where
 * they compute and `auditSections` reports impossible placements (CY-SLOT-2). Unknown vocabulary falls back to
 * the harmless value (an unknown section reads as "not installed"). Install/removal counts come from the history.
 */
export function toAugmentState(id: string, name: string, system: AugmentSystemSource): AugmentState {
  const mobility = system.mobility;
  const mode = mobility?.mode;
  return {
    id,
    name,
    sectionKind: isSectionKind(system.sectionKind) ? system.sectionKind : "torso",
    installedSection: isSectionId(system.installedSection) ? system.installedSection : null,
    purpose: isAugmentPurpose(system.purpose) ? system.purpose : "utility",
    functionTag: system.functionTag ?? "",
    integrity: oneOf<IntegrityState>(INTEGRITY_STATES, system.integrity, "intact"),
    uses: { spent: Number.isFinite(system.uses?.spent) ? system.uses.spent : 0, formula: system.uses?.formula ?? "" },
    adapted: system.adapted === true,
    installCount: count(system.history, "install"),
    removalCount: count(system.history, "remove"),
    dice: system.dice,
    // cast: the field's choices (or the rules' check) hold it to these ids; an unknown one reads undefined and falls back.
    ability: (system.ability ?? null) as AbilityId | null,
    damageType: system.damageType ?? null,
    // cast: the field's choices (or the rules' check) hold it to these ids; an unknown one reads undefined and falls back.
    attackSave: (system.attackSave ?? null) as AbilityId | null,
    saveDcFeatureId: system.saveDcFeatureId || null,
    quality: system.quality ? oneOf<InstallQuality>(INSTALL_QUALITIES, system.quality, "flawless") : null,
    lastingEffect: system.lastingEffect?.trim() ? system.lastingEffect : null,
    mobility:
      // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
      typeof mode === "string" && (MOBILITY_MODES as readonly string[]).includes(mode)
        // cast: the field's choices (or the rules' check) hold it to these ids; an unknown one reads undefined and falls back.
        ? { mode: mode as MobilityMode, bonus: mobility.bonus }
        : null,
    rangeFt: system.rangeFt ?? null,
    passive: system.passive === true,
  };
}

/**
 * An item's description as HTML, whichever shape holds it: the system's plain string, or `{value}` as dnd5e
 * stores it (the dnd5e module's augment, src/adapters/dnd5e/augment-shape.ts).
 */
export function descriptionHtml(system: { description?: unknown }): string {
  const description = system.description;
  if (typeof description === "string") return description;
  // cast: an object description, its `value` read with a check.
  const value = (description as { value?: unknown } | null | undefined)?.value;
  return typeof value === "string" ? value : "";
}

/**
 * Whether the item holds the augment model: the system's `augment`, or a companion module's own sub-type
 * (`augmented-dnd5e.augment`, registered as the augment kind at its init: ../kinds.ts), so the placement vetoes and
 * every reader count the module's augments too.
 */
export function isAugmentItem(item: { type: string }): boolean {
  return isItemOfKind(item, AUGMENT_ITEM_TYPE);
}

/** Every augment among an actor's items, as the rules see them (skipping `exceptId`). */
export function augmentStates(items: Iterable<ItemSlice>, exceptId?: string | null): AugmentState[] {
  const out: AugmentState[] = [];
  for (const item of items) {
    if (!isAugmentItem(item) || (exceptId && item.id === exceptId)) continue;
    // cast: the augment's system data (the model, or its stored source).
    out.push(toAugmentState(item.id ?? "", item.name, item.system as AugmentSystemSource));
  }
  return out;
}

// ---- Validation messages (thrown by field validators; Foundry shows them with the field's path) ----

/** CY-ATK-2 / CY-UPG-1: N in Nd6 is a whole number from 1 to 5. */
export function diceError(value: unknown): string | null {
  if (typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 5) return null;
  return localize("AUGMENTED.Augment.Invalid.Dice", { value: String(value) });
}

/** CY-MOB-1/2/4: the message for a mobility spec beyond the design limits, or null when it is fine (or unset). */
export function mobilityError(value: unknown): string | null {
  // cast: the value being validated; each part is checked below.
  const spec = value as { mode?: unknown; bonus?: unknown } | null | undefined;
  if (!spec || spec.mode === null || spec.mode === undefined) return null;
  const bonus = typeof spec.bonus === "number" ? spec.bonus : 0;
  // cast: the field's choices (or the rules' check) hold it to these ids; an unknown one reads undefined and falls back.
  const error = validateMobility({ mode: spec.mode as MobilityMode, bonus })[0];
  return error ? localize(`AUGMENTED.Augment.Invalid.Mobility.${error.code}`, { mode: error.mode, value: error.value, limit: error.limit ?? 0 }) : null;
}

/** CY-USE-1: an augment's own uses formula must parse (blank = PB). */
export function usesFormulaError(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const formula = String(value);
  const parsed = parseUsesFormula(formula);
  if (parsed.ok) return null;
  return localize(`AUGMENTED.Augment.Invalid.UsesFormula.${parsed.error}`, { formula });
}

/**
 * CY-MOB-1/2, CY-UTL-1 on a whole source: the message for a mobility spec or range beyond the design limits,
 * checked together so an update that changes only one half is read against the stored other half.
 */
export function augmentJointError(data: unknown): string | null {
  // cast: the source being validated; each field is checked before use.
  const source = (data ?? {}) as { mobility?: unknown; rangeFt?: unknown };
  return mobilityError(source.mobility) ?? rangeError(source.rangeFt);
}

/** CY-UTL-1 / CY-HEAL-1: effects at range reach at most 60 ft. */
export function rangeError(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const error = validateRange(typeof value === "number" ? value : Number.NaN)[0];
  // The value as given: a range that is no number reads as typed, not as NaN.
  return error ? localize(`AUGMENTED.Augment.Invalid.Range.${error.code}`, { value: String(value), limit: error.limit }) : null;
}
