/**
 * CY-ATK-3 / CY-DC-1 as a save source (src/workflows/save-request): a save-based attack augment's DC is the one its
 * owner's documents give now (the augment save DC or the chosen feature DC). Nothing follows the recorded
 * result here: the damage card posted with the use is the GM's to apply as the design says.
 */
import { itemSystem } from "../../data/system-of";
import type { SaveSource } from "../save-request";
import { FEATURE_DC_BONUS_MAX, featureDcBonusWithinRules } from "../../rules/core/feature-dc";
import { notifyWarn } from "../../utils/notify";

export const AUGMENT_SAVE_SOURCE = "augment";

/** The bonus the actor's stored feature DC `id` carries (the system's actors; a dnd5e actor stores none), else null. */
function storedFeatureDc(actor: Actor.Implementation, id: string | null): { name: string; bonus: number } | null {
  // cast: the system actor model's stored feature DCs (docs/actor-data.md), read defensively.
  const stored = (actor.system as { _source?: { featureDcs?: unknown } } | null)?._source?.featureDcs;
  if (!Array.isArray(stored) || id === null) return null;
  // cast: one stored entry, read by field.
  const entry = stored.find((dc) => (dc as { id?: unknown } | null)?.id === id) as { name?: unknown; bonus?: unknown } | undefined;
  return entry && typeof entry.bonus === "number" ? { name: String(entry.name ?? ""), bonus: entry.bonus } : null;
}

export const augmentSaveSource: SaveSource = {
  dc: (actor, item) => {
    const system = itemSystem(item, "augment");
    const attack = system?.attack ?? null;
    if (attack?.mode !== "save") return null;
    const saveDc = system?.saveDc ?? null;
    // CY-DC-1: several feature DCs and none chosen: no DC to record against (never the first one silently).
    if (saveDc?.choiceNeeded) {
      notifyWarn("AUGMENTED.SaveRequest.DcChoiceNeeded", { item: item.name, actor: actor.name ?? "" });
      return null;
    }
    // A feature bonus stored before the bound (or by a client that skipped its own guard) is ignored, GM told.
    const feature = saveDc?.source === "feature" ? storedFeatureDc(actor, saveDc.featureId) : null;
    if (feature && !featureDcBonusWithinRules(feature.bonus)) {
      notifyWarn("AUGMENTED.SaveRequest.DcBonusOutOfRules", { actor: actor.name ?? "", name: feature.name, bonus: feature.bonus, max: FEATURE_DC_BONUS_MAX });
      return null;
    }
    return attack.dc;
  },
};
