/**
 * The chat card types' names and which kind of card is created as which type. The one list of types is the
 * registry, ./index.ts `CHAT_DATA_MODELS` (docs/ARCHITECTURE.md, "How to add a card kind"); this file is free
 * of Foundry globals when imported (code that only reads cards, and tests, import it without the data models)
 * and reads the registered types from `CONFIG.ChatMessage.dataModels` when called.
 */
import type { CHAT_DATA_MODELS } from "./index";

export type CardType = keyof typeof CHAT_DATA_MODELS;

/**
 * How the running package stores the card types: the system under their own names, a companion module as its
 * sub-types (`augmented-dnd5e.integrity`…, declared in its built module.json), set at the module's init
 * (docs/ARCHITECTURE.md, Adapters).
 */
let storedPrefix = "";

export function storeCardTypesWithPrefix(prefix: string): void {
  storedPrefix = prefix;
}

/** The document type a card of `type` is created as. */
export function storedCardType(type: CardType): string {
  return `${storedPrefix}${type}`;
}

/** Whether `model` is a card type's data model: it declares its template (./card-model.ts `metadata`). */
function isCardModelClass(model: unknown): boolean {
  // cast: reading one static of a registered data model class; anything else is not a card type.
  return typeof model === "function" && typeof (model as { metadata?: { template?: unknown } }).metadata?.template === "string";
}

/** Whether a message's stored type is one of the card types of the running package (registered at init). */
export function isStoredCardType(type: unknown): boolean {
  if (typeof type !== "string" || !type.startsWith(storedPrefix)) return false;
  const models: Record<string, unknown> = CONFIG.ChatMessage.dataModels;
  return Object.hasOwn(models, type) && isCardModelClass(models[type]);
}

/** The card type a message's stored type names (the module's `augmented-dnd5e.saveRequest` → `saveRequest`), or null. */
export function cardTypeOfStored(type: unknown): CardType | null {
  if (!isStoredCardType(type)) return null;
  // cast: checked by isStoredCardType.
  return (type as string).slice(storedPrefix.length) as CardType;
}

/** Whether `type` (unprefixed) names a card type of the registry. */
export function isCardType(type: unknown): type is CardType {
  return typeof type === "string" && isStoredCardType(`${storedPrefix}${type}`);
}

/** Kinds posted by the Gearforged workflows (src/workflows/gearforged) without the "gearforged-" prefix. */
const GEARFORGED_KINDS = new Set(["restore", "memory-gear", "stabilize", "maintenance", "laser", "quick-fix", "chassis", "upgrade", "consumable", "always-armed", "jet-pack"]);

/** "save-request" → "saveRequest": a kind named as its type is created as that type. */
function camelCase(kind: string): string {
  return kind.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());
}

/**
 * The type a card of `kind` is created as: the type of the kind's name ("death-save" → deathSave, so a new card
 * type needs no line here), then a family by prefix (augment-, automail-, gearforged-), else the generic card.
 */
export function cardTypeOf(kind: string): CardType {
  const named = camelCase(kind);
  if (isCardType(named)) return named;
  if (kind.startsWith("augment-")) return "augment";
  if (kind.startsWith("automail-")) return "automail";
  if (kind.startsWith("gearforged-") || GEARFORGED_KINDS.has(kind)) return "gearforged";
  return "card";
}

/**
 * The button actions a card's type declares (its data model's `metadata.actions`, ./card-model.ts); none for a
 * message that is not a card. Read here, free of the model's class, for code loaded before Foundry's globals.
 */
export function declaredActions(message: { system?: unknown }): readonly string[] {
  // cast: a card type's data model exposes its class's metadata (./card-model.ts `metadata`).
  const actions = (message.system as { metadata?: { actions?: unknown } } | null | undefined)?.metadata?.actions;
  return Array.isArray(actions) ? actions.filter((action): action is string => typeof action === "string") : [];
}
