/**
 * Augmented: entry point. Registration only: every behaviour lives in the modules imported here.
 */
import { AUGMENTED } from "./config";
import { SYSTEM_ID } from "./constants";
import { CharacterData } from "./data/actor/character";
import { NpcData } from "./data/actor/npc";
import { WorkflowActor } from "./workflows/workflow-actor";
import { registerSystemActorPort } from "./adapters/system/system-port";
import { AugmentedItem } from "./documents/item";
import { AugmentedActiveEffect } from "./documents/active-effect";
import { AugmentedChatMessage } from "./workflows/cards/chat-message";
import { CharacterSheet } from "./sheets/character-sheet";
import { NpcSheet } from "./sheets/npc-sheet";
import { ItemSheet } from "./sheets/item-sheet";
import { CORE_ITEM_TYPES, ITEM_DATA_MODELS } from "./data/item";
import { asFoundrySheet } from "./sheets/sheet-base";
import { preloadTemplates } from "./applications/templates";
import { registerHooks } from "./hooks";
import { reportInvalidDocuments } from "./documents/invalid-documents";
import { registerEffectExpiry } from "./compat/effect-data";

Hooks.once("init", () => {
  CONFIG.AUGMENTED = AUGMENTED;
  registerHooks();
  CONFIG.Actor.documentClass = WorkflowActor;
  registerSystemActorPort();
  CONFIG.Item.documentClass = AugmentedItem;
  // cast: the class extends Foundry's ActiveEffect at runtime; its narrow compile-time base hides that.
  CONFIG.ActiveEffect.documentClass = AugmentedActiveEffect as unknown as typeof ActiveEffect;
  registerEffectExpiry("AUGMENTED.Effect.SystemExpiry");
  CONFIG.ChatMessage.documentClass = AugmentedChatMessage;
  CONFIG.Actor.dataModels.character = CharacterData;
  CONFIG.Actor.dataModels.npc = NpcData;
  Object.assign(CONFIG.Item.dataModels, ITEM_DATA_MODELS);
  CONFIG.Actor.trackableAttributes = {
    character: { bar: ["attributes.hp"], value: ["attributes.hp.temp", "details.level", "attributes.ac.value", "attributes.exhaustion"] },
    npc: { bar: ["attributes.hp"], value: ["attributes.hp.temp", "attributes.ac.value", "details.cr"] },
  };

  const { Actors } = foundry.documents.collections;
  // Core's v1 sheets are not offered for the system's types (only its ApplicationV2 sheets are).
  Actors.unregisterSheet("core", foundry.appv1.sheets.ActorSheet);
  foundry.documents.collections.Items.unregisterSheet("core", foundry.appv1.sheets.ItemSheet);
  Actors.registerSheet(SYSTEM_ID, asFoundrySheet(CharacterSheet), {
    types: ["character"],
    makeDefault: true,
    label: "AUGMENTED.Sheet.Character",
  });
  Actors.registerSheet(SYSTEM_ID, asFoundrySheet(NpcSheet), {
    types: ["npc"],
    makeDefault: true,
    label: "AUGMENTED.Sheet.Npc",
  });
  foundry.documents.collections.Items.registerSheet(SYSTEM_ID, asFoundrySheet(ItemSheet), {
    types: CORE_ITEM_TYPES,
    makeDefault: true,
    label: "AUGMENTED.Sheet.Item",
  });

  void preloadTemplates();
});

Hooks.once("ready", reportInvalidDocuments);
