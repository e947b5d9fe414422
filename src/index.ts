/**
 * Augmented: entry point. Registration only: every behaviour lives in the modules imported here.
 */
import { AUGMENTED } from "./config";
import { SYSTEM_ID } from "./constants";
import { CharacterData } from "./data/actor/character";
import { AugmentedActor } from "./documents/actor";
import { AugmentedItem } from "./documents/item";
import { CharacterSheet } from "./applications/sheets/character-sheet";
import { asFoundrySheet } from "./applications/sheets/sheet-base";
import { preloadTemplates } from "./applications/templates";

Hooks.once("init", () => {
  CONFIG.AUGMENTED = AUGMENTED;
  CONFIG.Actor.documentClass = AugmentedActor;
  CONFIG.Item.documentClass = AugmentedItem;
  CONFIG.Actor.dataModels.character = CharacterData;
  CONFIG.Actor.trackableAttributes = {
    character: { bar: ["attributes.hp"], value: ["attributes.hp.temp", "details.level"] },
  };

  const { Actors } = foundry.documents.collections;
  Actors.registerSheet(SYSTEM_ID, asFoundrySheet(CharacterSheet), {
    types: ["character"],
    makeDefault: true,
    label: "AUGMENTED.Sheet.Character",
  });

  void preloadTemplates();
});
