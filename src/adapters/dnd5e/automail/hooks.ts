/**
 * Automail in dnd5e: the Automail window's header control (../sheet-control.ts) and its redraws, the token status
 * "In water" and the dnd5e roll hooks of limbs and water (./rolls.ts). Ports, limbs, acclimation, limb damage and
 * the GM's decisions are the shared workflows' (src/workflows/automail, enabled by the Automail feature); the
 * kinds' vetoes are their models' (./kinds.ts).
 */
import type { OnDnd5e } from "../on-dnd5e";
import { registerHeaderControl } from "../sheet-control";
import { MODULE_ID } from "../constants";
import { contentSettingKey } from "../content";
import { openAutomailWindow, refreshAutomailWindows } from "./window";
import { registerAutomailParts } from "./sheet-parts";
import { type Dnd5eLimbAttackConfig, type Dnd5eSkillConfig, type LimbActivityView, onPreRollLimbAttack, onPreRollSkill, onPreUseLimbActivity, registerInWaterStatus } from "./rolls";

/** The control's class on dnd5e's and Tidy 5e's sheet headers. */
export const AUTOMAIL_CONTROL_CLASS = "augmented-dnd5e-automail";

/** The Automail line's switch as this world stores it (../content.ts). */
function automailLineOn(): boolean {
  // cast: the switch's key is built from the line's name; the untyped form of `get` takes it.
  const settings = game.settings as { get(ns: string, key: string): unknown };
  return settings.get(MODULE_ID, contentSettingKey("automail")) === true;
}

/**
 * Whether the current user gets the Automail control: only where the line is on (the controls' list is the page's,
 * the switch the world's), then the GM always and an owner (any character may buy a port).
 */
export function showsAutomailControl(actor: Actor.Implementation): boolean {
  return automailLineOn() && (game.user?.isGM === true || actor.isOwner);
}

export function registerAutomailHooks(onDnd5e: OnDnd5e): void {
  registerHeaderControl({
    cssClass: AUTOMAIL_CONTROL_CLASS,
    icon: "fa-solid fa-hand-fist",
    label: "AUGMENTED.Dnd5e.Automail.open",
    hint: "AUGMENTED.Dnd5e.Automail.openHint",
    shows: showsAutomailControl,
    open: openAutomailWindow,
  });
  registerInWaterStatus();
  void registerAutomailParts();
  onDnd5e("dnd5e.preRollSkillV2", (config: Dnd5eSkillConfig) => onPreRollSkill(config));
  onDnd5e("dnd5e.preUseActivity", (activity: LimbActivityView) => onPreUseLimbActivity(activity));
  onDnd5e("dnd5e.preRollAttackV2", (config: Dnd5eLimbAttackConfig) => onPreRollLimbAttack(config));
  for (const name of ["createItem", "updateItem", "deleteItem", "createActiveEffect", "updateActiveEffect", "deleteActiveEffect"] as const) {
    Hooks.on(name, (document: { parent?: unknown }) => refreshAutomailWindows(document));
  }
}
