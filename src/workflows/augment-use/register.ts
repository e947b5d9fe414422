/**
 * What the augment use workflows register at init: the save-based augments' save source (./save-source.ts). The
 * damage card's apply buttons and their per-viewer line are the damage card's class's (./damage-card-kind.ts).
 */
import { registerSaveSource } from "../save-request";
import { AUGMENT_SAVE_SOURCE, augmentSaveSource } from "./save-source";

/** Called once from registerHooks(). */
export function registerAugmentUse(): void {
  registerSaveSource(AUGMENT_SAVE_SOURCE, augmentSaveSource);
}
