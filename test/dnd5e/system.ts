/**
 * The dnd5e system stand-in's entry: what dnd5e release-5.3.3 `dnd5e.mjs` registers at `init` (:57), the slice
 * test/dnd5e/README.md lists: `CONFIG.DND5E`, the Actor and Item document classes and data models, ActiveEffect5e, the d20 roll
 * class (`CONFIG.Dice.D20Roll`, in `CONFIG.Dice.rolls`), the exhaustion status (`CONFIG.statusEffects`, with
 * dnd5e's static id), the settings the stand-in reads, the character and npc sheets (core's v1 sheets
 * unregistered, :152), and `game.dnd5e` = `globalThis.dnd5e` = `game.system` with dnd5e's namespace (:58), and its item sheet for every Item type (:180).
 * Each simulated client loads its own copy (test/foundry/client-modules.ts), as each browser runs dnd5e.
 */
import { ChatMessage5e } from "./documents/chat-message";
import { Hooks } from "../foundry/hooks";
import { currentClient } from "../foundry/runtime";
import { DocumentSheetConfig } from "../foundry/sheet-config";
import { ActorSheet, ItemSheet } from "../foundry/appv1";
import type { PlainObject } from "../foundry/utils";
import { createDnd5eConfig } from "./config";
import { CharacterData } from "./data/character";
import { NpcData } from "./data/npc";
import { ITEM_MODELS } from "./data/items";
import { RestMessageData } from "./data/chat";
import { EXHAUSTION_EFFECT_ID } from "./data/prepare";
import { D20Roll } from "./dice/d20-roll";
import { Actor5e } from "./documents/actor";
import { Dnd5eItem } from "./documents/item";
import { ActiveEffect5e } from "./documents/active-effect";
import { AdvancementManager } from "./documents/advancement-manager";
import { BaseActorSheet, CharacterActorSheet, NPCActorSheet } from "./applications/character-sheet";
import { ItemSheet5e } from "./applications/item-sheet";
import { activityTypes } from "./documents/activity-types";
import { DamageRoll } from "./dice/damage-roll";
import { ActivitiesTemplate, ItemDataModel, ItemDescriptionTemplate, ItemTypeTemplate, SystemDataModel } from "./data/item-templates";
import { UsageMessageData } from "./data/chat";

interface DocConfig { documentClass: unknown; dataModels: Record<string, unknown> }

/** `globalThis.dnd5e` answers for the current client (each has its own `game.dnd5e`). */
Object.defineProperty(globalThis, "dnd5e", {
  get: () => (currentClient().game as PlainObject).dnd5e,
  configurable: true,
});

function registerSettings(): void {
  const settings = currentClient().settings;
  settings.register("dnd5e", "rulesVersion", { scope: "world", config: true, default: "modern", type: String, choices: { modern: "modern", legacy: "legacy" }, requiresReload: true });
  settings.register("dnd5e", "allowRests", { scope: "world", config: true, default: true, type: Boolean });
  settings.register("dnd5e", "restVariant", { scope: "world", config: true, default: "normal", type: String, choices: { normal: "normal", gritty: "gritty", epic: "epic" } });
  settings.register("dnd5e", "disableAdvancements", { scope: "world", config: true, default: false, type: Boolean });
  settings.register("dnd5e", "levelingMode", { scope: "world", config: true, default: "xpBoons", type: String, choices: { noxp: "noxp", xp: "xp", xpBoons: "xpBoons" } });
}

Hooks.once("init", () => {
  const client = currentClient();
  const config = client.config as PlainObject & { Actor: DocConfig; Item: DocConfig; ChatMessage: DocConfig; Dice: PlainObject & { rolls: unknown[] }; statusEffects: PlainObject[] };
  config.DND5E = createDnd5eConfig();
  (config.DND5E as PlainObject).activityTypes = activityTypes();
  config.Actor.documentClass = Actor5e;
  config.Item.documentClass = Dnd5eItem;
  (config.ActiveEffect as DocConfig).documentClass = ActiveEffect5e;
  Object.assign(config.Actor.dataModels, { character: CharacterData, npc: NpcData });
  Object.assign(config.Item.dataModels, ITEM_MODELS);
  config.ChatMessage.documentClass = ChatMessage5e;
  config.ChatMessage.dataModels.rest = RestMessageData;
  config.ChatMessage.dataModels.usage = UsageMessageData;
  config.Dice.D20Roll = D20Roll;
  config.Dice.BasicRoll = D20Roll;
  config.Dice.DamageRoll = DamageRoll;
  config.Dice.rolls.push(D20Roll, DamageRoll);
  config.statusEffects = config.statusEffects.filter((s) => s.id !== "exhaustion");
  config.statusEffects.push({ id: "exhaustion", _id: EXHAUSTION_EFFECT_ID, name: "DND5E.ConExhaustion", img: "systems/dnd5e/icons/svg/statuses/exhaustion.svg" });
  // dnd5e's own `stable` status (config.mjs:3876-3879), added to CONFIG.statusEffects with its static id (dnd5e.mjs:421-436).
  config.statusEffects = config.statusEffects.filter((s) => s.id !== "stable");
  config.statusEffects.push({ id: "stable", _id: "dnd5estable00000", name: "EFFECT.DND5E.StatusStable", img: "systems/dnd5e/icons/svg/statuses/stable.svg" });
  registerSettings();
  DocumentSheetConfig.unregisterSheet({ documentName: "Actor" }, "core", ActorSheet);
  DocumentSheetConfig.unregisterSheet({ documentName: "Item" }, "core", ItemSheet);
  DocumentSheetConfig.registerSheet({ documentName: "Actor" }, "dnd5e", CharacterActorSheet, { types: ["character"], makeDefault: true, label: "DND5E.SheetClassCharacter" });
  DocumentSheetConfig.registerSheet({ documentName: "Actor" }, "dnd5e", NPCActorSheet, { types: ["npc"], makeDefault: true, label: "DND5E.SheetClassNPC" });
  // dnd5e.mjs:180: for every declared Item type (no `types`), a module's sub-types included.
  DocumentSheetConfig.registerSheet({ documentName: "Item" }, "dnd5e", ItemSheet5e, { makeDefault: true, label: "DND5E.SheetClass.Item" });
  const game = client.game as PlainObject & { system: PlainObject };
  game.dnd5e = Object.assign(game.system, {
    config: config.DND5E,
    documents: { Actor5e, Item5e: Dnd5eItem },
    // data/_module.mjs:1 (SystemDataModel, ItemDataModel), data/item/_module.mjs:32-37 (the templates).
    dataModels: { SystemDataModel, ItemDataModel, actor: { CharacterData, NPCData: NpcData }, item: { ...ITEM_MODELS, ActivitiesTemplate, ItemDescriptionTemplate, ItemTypeTemplate } },
    dice: { D20Roll, BasicRoll: D20Roll, DamageRoll },
    applications: { actor: { BaseActorSheet, CharacterActorSheet, NPCActorSheet }, item: { ItemSheet5e }, advancement: { AdvancementManager } },
    settings: { get rulesVersion() { return client.settings.get("dnd5e", "rulesVersion"); } },
  });
});
