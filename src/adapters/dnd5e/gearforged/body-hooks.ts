/**
 * The Gearforged body in dnd5e: its species (Machine Speech among dnd5e's languages), its rests (GF-BODY-3/4,
 * GC-VIT-1: ./rest.ts), consumables (GF-BODY-1: ./consumables.ts), rolls (GC-RES-1, GF-BODY-3: ./rolls.ts) and the
 * "Gearforged body" effect (GF-BODY-2: ./body-effect.ts). The maintenance clock's start and its world-time lapses are
 * the shared Gearforged feature's (features/gearforged.ts: `itemCreated`, `worldTime`), read and written through the
 * dnd5e actor port; immunities and resistances are dnd5e's own traits, granted by the species' Trait advancement.
 */
import type { OnDnd5e } from "../on-dnd5e";
import type { Dnd5eRestResult } from "../rest";
import { registerMachineSpeech } from "./languages";
import { type GearforgedRestConfig, type RestMessageView, onGearforgedPreRest, onGearforgedRestCompleted, onRestCardCreate } from "./rest";
import { type ConsumableActivityView, type ConsumableUsageView, onPreUseConsumable } from "./consumables";
import { type GearforgedRollConfig, onConcealWeaponSkill, onGearforgedSave, onGearforgedSkill } from "./rolls";
import { onBodyItemChanged } from "./body-effect";

export function registerGearforgedBodyHooks(onDnd5e: OnDnd5e): void {
  registerMachineSpeech();
  onDnd5e("dnd5e.preRestCompleted", (actor: Actor.Implementation, result: Dnd5eRestResult, config: GearforgedRestConfig) => onGearforgedPreRest(actor, result, config));
  onDnd5e("dnd5e.restCompleted", (actor: Actor.Implementation) => onGearforgedRestCompleted(actor));
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
