/**
 * A fresh `CONFIG` for one client (https://foundryvtt.com/api/v13/interfaces/CONFIG.html): per document type
 * the configurable `documentClass`, the system's `dataModels`, `typeLabels`, `sheetClasses`; status effects;
 * dice; time. The system adds its own keys (CONFIG.AUGMENTED) during init.
 */
import { ActiveEffect } from "./active-effect";
import { Actor } from "./actor";
import { Item } from "./item";
import { JournalEntry } from "./journal";
import { User } from "./user";
import { ActorSheet, ItemSheet } from "./appv1";
import { Actors, Items, Users } from "./world-collection";
import { ChatMessage } from "./chat";
import { Combat, Combatant } from "./combat";
import { ActorDelta, Scene, TokenDocument } from "./scene";
import { Roll } from "./roll";
import { Die } from "./roll-terms";
import { ChatMessages, CombatEncounters } from "./world-collection";
import { activeWorldOrNull } from "./runtime";
import type { Document } from "./document";

export type ConfigRoot = Record<string, unknown>;

export interface SheetClassEntry {
  id: string;
  cls: new (options: { document: Document }) => import("./document").AppLike;
  default: boolean;
  label: string;
  canBeDefault: boolean;
  canConfigure: boolean;
}

export interface DocumentConfig {
  documentClass: typeof Document;
  collection?: unknown;
  dataModels: Record<string, unknown>;
  typeLabels: Record<string, string>;
  typeIcons: Record<string, string>;
  /** type → sheet id → entry */
  sheetClasses: Record<string, Record<string, SheetClassEntry>>;
  trackableAttributes: Record<string, unknown>;
  [key: string]: unknown;
}

export function documentConfig(documentClass: typeof Document, extra: Record<string, unknown> = {}): DocumentConfig {
  return {
    documentClass, dataModels: {}, typeLabels: {}, typeIcons: {}, sheetClasses: {}, trackableAttributes: {},
    compendiumIndexFields: [], ...extra,
  };
}

const STATUS_EFFECTS = [
  "dead", "unconscious", "sleep", "stun", "prone", "restrain", "paralysis", "fly", "blind", "deaf", "silence",
  "fear", "burning", "frozen", "shock", "corrode", "bleeding", "disease", "poison", "curse", "regen", "degen",
  "hover", "burrow", "upgrade", "downgrade", "invisible", "target", "eye", "bless", "fireShield", "coldShield",
  "magicShield", "holyShield",
].map((id) => ({ id, name: `EFFECT.Status${id.charAt(0).toUpperCase()}${id.slice(1)}`, img: `icons/svg/${id}.svg` }));

export function createConfig(): ConfigRoot {
  const config: ConfigRoot = {
    Actor: documentConfig(Actor, { collection: Actors }),
    Item: documentConfig(Item, { collection: Items }),
    ActiveEffect: documentConfig(ActiveEffect, { legacyTransferral: false }),
    User: documentConfig(User, { collection: Users }),
    ChatMessage: documentConfig(ChatMessage, { collection: ChatMessages, template: "templates/sidebar/chat-message.hbs" }),
    Combat: documentConfig(Combat, { collection: CombatEncounters, initiative: { formula: null, decimals: 2 }, sounds: {} }),
    Combatant: documentConfig(Combatant),
    JournalEntry: documentConfig(JournalEntry),
    Scene: documentConfig(Scene),
    Token: documentConfig(TokenDocument),
    ActorDelta: documentConfig(ActorDelta),
    Dice: {
      rolls: [Roll], terms: { d: Die }, termTypes: {},
      randomUniform: () => activeWorldOrNull()?.dice.random() ?? Math.random(),
    },
    statusEffects: STATUS_EFFECTS.map((s) => ({ ...s })),
    specialStatusEffects: { DEFEATED: "dead", INVISIBLE: "invisible", BLIND: "blind", BURROW: "burrow", HOVER: "hover", FLY: "fly" },
    time: { roundTime: 6, turnTime: 0 },
    // User#query handlers, by name: `(data, {user}) => Promise<result>` (user = the sender).
    queries: {},
    TextEditor: { enrichers: [] },
    ui: {},
    debug: { hooks: false },
  };
  // Foundry's own (v1) sheets are registered as the default for every type until a system replaces them.
  const actorSheets = (config.Actor as DocumentConfig).sheetClasses;
  const itemSheets = (config.Item as DocumentConfig).sheetClasses;
  actorSheets["*"] = { "core.ActorSheet": coreEntry("core.ActorSheet", ActorSheet) };
  itemSheets["*"] = { "core.ItemSheet": coreEntry("core.ItemSheet", ItemSheet) };
  return config;
}

function coreEntry(id: string, cls: SheetClassEntry["cls"]): SheetClassEntry {
  return { id, cls, default: true, label: id, canBeDefault: true, canConfigure: true };
}
