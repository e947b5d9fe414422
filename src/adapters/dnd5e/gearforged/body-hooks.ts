/**
 * The Gearforged body in dnd5e: its species (Machine Speech among dnd5e's languages), its rests (GF-BODY-3/4,
 * GC-VIT-1: ./rest.ts; settled across clients with the GM's lapses: ./maintenance-recheck.ts, ./exhaustion-sync.ts),
 * consumables (GF-BODY-1: ./consumables.ts), rolls (GC-RES-1, GF-BODY-3: ./rolls.ts) and the "Gearforged body"
 * effect (GF-BODY-2: ./body-effect.ts). The maintenance clock's start and its world-time lapses are the shared
 * Gearforged feature's (features/gearforged.ts: `itemCreated`, `worldTime`), read and written through the dnd5e actor
 * port; immunities and resistances are dnd5e's own traits, granted by the species' Trait advancement.
 */
import type { OnDnd5e } from "../on-dnd5e";
import type { Dnd5eRestResult } from "../rest";
import { registerMachineSpeech } from "./languages";
import { type GearforgedRestConfig, type RestMessageView, onGearforgedPreRest, onGearforgedRestCompleted, onGearforgedRestUpdate, onRestCardCreate } from "./rest";
import { onClockRestarted } from "./maintenance-recheck";
import { onExhaustionEffect, onExhaustionStored } from "./exhaustion-sync";
import { type ConsumableActivityView, type ConsumableUsageView, onPreUseConsumable } from "./consumables";
import { type GearforgedRollConfig, onConcealWeaponSkill, onGearforgedSave, onGearforgedSkill } from "./rolls";
import { onBodyItemChanged } from "./body-effect";

export function registerGearforgedBodyHooks(onDnd5e: OnDnd5e): void {
  registerMachineSpeech();
  onDnd5e("dnd5e.preRestCompleted", (actor: Actor.Implementation, result: Dnd5eRestResult, config: GearforgedRestConfig) => onGearforgedPreRest(actor, result, config));
  onDnd5e("dnd5e.restCompleted", (actor: Actor.Implementation) => onGearforgedRestCompleted(actor));
  // GF-BODY-4 across clients: the rest's update carries its claim; a restarted clock owing a lapse is counted.
  Hooks.on("preUpdateActor", (actor: Actor.Implementation, changes: object, options: object) => onGearforgedRestUpdate(actor, changes, options));
  Hooks.on("updateActor", (actor: Actor.Implementation, changed: object, _options: unknown, userId: string) => onClockRestarted(actor, changed, userId));
  // dnd5e's exhaustion effect brought back in step with the stored level when two clients' writes cross.
  Hooks.on("updateActor", (actor: Actor.Implementation, changed: object, _options: unknown, userId: string) => onExhaustionStored(actor, changed, userId));
  Hooks.on("createActiveEffect", (effect: ActiveEffect.Implementation, _options: unknown, userId: string) => onExhaustionEffect(effect, userId));
  Hooks.on("updateActiveEffect", (effect: ActiveEffect.Implementation, _changes: unknown, _options: unknown, userId: string) => onExhaustionEffect(effect, userId));
  Hooks.on("deleteActiveEffect", (effect: ActiveEffect.Implementation, _options: unknown, userId: string) => onExhaustionEffect(effect, userId));
  // cast: the rest card is a dnd5e ChatMessage; read structurally.
  Hooks.on("preCreateChatMessage", (message: ChatMessage.Implementation) => onRestCardCreate(message as RestMessageView));
  onDnd5e("dnd5e.preUseActivity", (activity: ConsumableActivityView, usage: ConsumableUsageView, dialog: object, message: object) => onPreUseConsumable(activity, usage, dialog, message));
  onDnd5e("dnd5e.preRollSavingThrowV2", (config: GearforgedRollConfig) => onGearforgedSave(config));
  onDnd5e("dnd5e.preRollSkillV2", (config: GearforgedRollConfig) => onGearforgedSkill(config));
  onDnd5e("dnd5e.preRollSkillV2", (config: GearforgedRollConfig) => onConcealWeaponSkill(config));
  Hooks.on("createItem", (item: Item.Implementation, _options: unknown, userId: string) => onBodyItemChanged(item, userId));
  Hooks.on("updateItem", (item: Item.Implementation, _changes: unknown, _options: unknown, userId: string) => onBodyItemChanged(item, userId));
  Hooks.on("deleteItem", (item: Item.Implementation, _options: unknown, userId: string) => onBodyItemChanged(item, userId));
}
