/**
 * A feature declared once, as data (docs/ARCHITECTURE.md, Features): the shared host events it follows and what it
 * registers at init. A host (the system: src/hooks/; the dnd5e module: src/adapters/dnd5e/) enables a list of
 * features and translates its own events into these shared ones; it calls no feature's handler itself.
 */
import type { HpDrop } from "../documents/actor/hp-drop";
import type { WorldTimeSweep } from "../workflows/world-time";
import type { CardKinds } from "../workflows/card-kinds-register";
import type { FeatureSetting } from "../settings";

/** A combat's position after a turn change (core `combatTurnChange`'s `current`). */
export interface TurnPosition {
  round?: number | null;
  turn?: number | null;
}

/**
 * The shared host events, each with its listener's arguments. A listener may return its work's promise (Foundry
 * ignores it; the test stand-in's settle() waits for it). The two vetoes return false to refuse the change.
 */
export interface FeatureListeners {
  /** An update lowered an actor's HP (documents/actor/hp-drop.ts); fired on every client. */
  hpDrop(actor: Actor.Implementation, drop: HpDrop, userId: string | null): unknown;
  /** Any actor update, on every client. */
  actorUpdated(actor: Actor.Implementation, changed: unknown, options: unknown, userId: string | null): unknown;
  /** An actor sheet of the host drew itself (its root element). */
  actorSheetRendered(actor: Actor.Implementation | undefined, html: HTMLElement): void;
  /** A combat's turn moved. */
  turnChange(combat: Combat.Implementation, current: TurnPosition): unknown;
  /** A combat ended (was deleted). */
  combatEnd(combat: Combat.Implementation, userId: string): unknown;
  itemCreated(item: Item.Implementation, options: unknown, userId: string): unknown;
  itemUpdated(item: Item.Implementation, changed: unknown, options: unknown, userId: string): unknown;
  itemDeleted(item: Item.Implementation, options: unknown, userId: string): unknown;
  /** Before an item update on the updating client: false refuses it. */
  itemPreUpdate(item: Item.Implementation, changes: Record<string, unknown>, options: unknown): boolean;
  /** Before an item deletion on the deleting client: false refuses it. */
  itemPreDelete(item: Item.Implementation, options: unknown): boolean;
  effectCreated(effect: ActiveEffect.Implementation): unknown;
  effectDeleted(effect: ActiveEffect.Implementation, options: unknown, userId: string): unknown;
  /** A consumable was used through the shared workflow (`augmented.useConsumable`). */
  consumableUsed(actor: Actor.Implementation, item: Item.Implementation, result: { healed: number }): unknown;
  /** The 13th Age level-scale setting changed (`augmented.levelScaleChanged`). */
  levelScaleChanged(scale: string, userId: string | null): unknown;
}

export type FeatureEvent = keyof FeatureListeners;

/** Every shared event, in one list (the hosts' translation tables and the tests read it). */
export const FEATURE_EVENTS = [
  "actorUpdated",
  "hpDrop",
  "actorSheetRendered",
  "turnChange",
  "combatEnd",
  "itemCreated",
  "itemUpdated",
  "itemDeleted",
  "itemPreUpdate",
  "itemPreDelete",
  "effectCreated",
  "effectDeleted",
  "consumableUsed",
  "levelScaleChanged",
] as const satisfies readonly FeatureEvent[];

export interface Feature {
  /** A short stable name (the hosts' lists and the tests name features by it). */
  readonly id: string;
  /** The shared events it follows; a host calls the listeners of its enabled features in their list's order. */
  readonly on?: { readonly [E in FeatureEvent]?: FeatureListeners[E] };
  /** The chat card kinds it brings (each listed once in workflows/card-kinds.ts), registered under the host's prefix. */
  readonly cards?: CardKinds;
  /** The world settings it brings, registered by the host under its package's id before any registration. */
  readonly settings?: readonly FeatureSetting[];
  /** Its sweep in the one world-time pass (workflows/world-time.ts), in the features' order. */
  readonly worldTime?: WorldTimeSweep;
  /**
   * What it adds to the shared registries at init, on every client (card kinds and buttons, GM-decision kinds,
   * roll-dialog situations, rest contributions, save sources, config tables, item sheet parts), run in this order.
   */
  readonly register?: readonly (() => void)[];
}
