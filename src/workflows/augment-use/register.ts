/**
 * What the augment use workflows register at init: the damage card's apply buttons and their per-viewer line go
 * through the healing card's recorded target (CY-HEAL-1, ./heal-target.ts), which a plain damage card lacks, so
 * it applies to the clicker's selection as before.
 */
import { APPLY_DAMAGE_ACTION } from "../../applications/chat/damage-card";
import { registerCardAction, registerCardRenderer } from "../cards/card-buttons";
import { registerSaveSource } from "../save-request";
import { applyDamageCard, renderDamageTargets } from "./heal-target";
import { AUGMENT_SAVE_SOURCE, augmentSaveSource } from "./save-source";

/** Called once from registerHooks(). */
export function registerAugmentUse(): void {
  registerCardAction(APPLY_DAMAGE_ACTION, (message, button) => applyDamageCard(message, button.dataset.mode ?? ""));
  registerCardRenderer("damage", renderDamageTargets);
  registerSaveSource(AUGMENT_SAVE_SOURCE, augmentSaveSource);
}
