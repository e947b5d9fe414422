/**
 * The chat card types' names and which kind of card is created as which type. The one list of types is the
 * kinds list, src/workflows/card-kinds.ts `CARD_KINDS` (docs/ARCHITECTURE.md, "How to add a card kind"); this
 * file is free of Foundry globals when imported (code that only reads cards, and tests, import it without the
 * kinds' classes) and reads the registered types from `CONFIG.ChatMessage.dataModels` when called.
 */
import type { CardModel } from "./card-model";

/** A card type's name as the kinds list spells it ("integrity", "saveRequest"), without a package's prefix. */
export type CardType = string;

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

/** The message's card data (the fields every card has), or null when it is not a card of the running package. */
export function storedCard(message: { type?: unknown; system?: unknown }): CardModel | null {
  // cast: a message stored as a registered card type holds a data model of the card kinds (all extend CardModel).
  return isStoredCardType(message.type) && typeof message.system === "object" && message.system !== null ? (message.system as CardModel) : null;
}

/**
 * The message's data when it is a card stored as `type` (of the running package), else null. `Model` is the
 * class the kinds list registers for `type` (named by the kind's own code, which imports it as a type only).
 */
export function storedCardOf<Model extends CardModel>(message: { type?: unknown; system?: unknown }, type: CardType): Model | null {
  // cast: a message stored as `type` holds the data model registered for `type`, which the caller names.
  return cardTypeOfStored(message.type) === type ? (storedCard(message) as Model | null) : null;
}
