/**
 * The chat card types' names and which kind of card is created as which type. Free of Foundry globals, so
 * code that only reads cards (and tests) can import it without the data models (./index.ts registers those).
 */
export const CARD_TYPES = ["card", "integrity", "systemFailurePrompt", "systemFailure", "deathSave", "damage", "augment", "rest", "gearforged", "automail", "saveRequest"] as const;
export type CardType = (typeof CARD_TYPES)[number];

export function isCardType(type: unknown): type is CardType {
  return typeof type === "string" && (CARD_TYPES as readonly string[]).includes(type);
}

/**
 * How the running package stores the card types: the system under their own names, a companion module as its
 * sub-types (`augmented-dnd5e.integrity`…, declared in its module.json), set at the module's init
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

/** Whether a message's stored type is one of the card types of the running package. */
export function isStoredCardType(type: unknown): boolean {
  return typeof type === "string" && type.startsWith(storedPrefix) && isCardType(type.slice(storedPrefix.length));
}

/** The card type a message's stored type names (the module's `augmented-dnd5e.saveRequest` → `saveRequest`), or null. */
export function cardTypeOfStored(type: unknown): CardType | null {
  if (!isStoredCardType(type)) return null;
  // cast: checked by isStoredCardType.
  return (type as string).slice(storedPrefix.length) as CardType;
}

/** Kinds posted by the Gearforged workflows (src/workflows/gearforged). */
const GEARFORGED_KINDS = new Set(["restore", "memory-gear", "stabilize", "maintenance", "laser", "quick-fix", "chassis", "upgrade", "consumable"]);

/** The type a card of `kind` is created as; kinds no type names are generic cards. */
export function cardTypeOf(kind: string): CardType {
  if (kind === "integrity") return "integrity";
  if (kind === "system-failure-prompt") return "systemFailurePrompt";
  if (kind === "system-failure") return "systemFailure";
  if (kind === "death-save") return "deathSave";
  if (kind === "damage") return "damage";
  if (kind === "rest") return "rest";
  if (kind === "save-request") return "saveRequest";
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
