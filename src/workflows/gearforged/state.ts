/**
 * Reading a gearforged actor for the workflows: its variant (from its species item), its maintenance record
 * (GF-BODY-4) and the paths the workflows write. A structural read: an npc (no `gearforged` block) or a
 * character of another species reads as "not a gearforged".
 */
import type { GearforgedVariant, MaintenanceState } from "../../rules/gearforged";
import { type FlaggedItemLike, chassisSizeOf, gearforgedVariantOf, upgradeKeysOf } from "../../data/item/gearforged/readers";
import { portOf } from "../../ports/actor-port";

export const MAINTENANCE_PATHS = {
  lastLongRestAt: "system.gearforged.maintenance.lastLongRestAt",
  lapses: "system.gearforged.maintenance.lapses",
  exhaustion: "system.gearforged.maintenance.exhaustion",
  actorExhaustion: "system.attributes.exhaustion",
} as const;

/** The stored `system.gearforged` block as the workflows read it (all optional: npcs have none). */
export interface GearforgedSystemView {
  maintenance?: { lastLongRestAt?: number | null; lapses?: number; exhaustion?: number };
  soulGem?: { intact?: boolean };
  memoryGears?: { intact?: boolean; count?: number; readableAt?: number | null };
  age?: number | null;
  body?: string;
}

export function gearforgedSystem(actor: { system: unknown }): GearforgedSystemView | null {
  // cast: a structural, all-optional view; the character model defines the block (data/actor/parts/gearforged.ts).
  const block = (actor.system as { gearforged?: unknown } | null)?.gearforged;
  // cast: as above: a non-null object (checked), taken as the all-optional view.
  return typeof block === "object" && block !== null ? (block as GearforgedSystemView) : null;
}

function items(actor: Actor.Implementation): FlaggedItemLike[] {
  return [...actor.items];
}

/** The actor's Gearforged variant, or null. */
export function variantOf(actor: Actor.Implementation): GearforgedVariant | null {
  return gearforgedVariantOf(items(actor));
}

export function levelOf(actor: Actor.Implementation): number {
  return Number(portOf(actor).level ?? 0);
}

export function upgradeKeys(actor: Actor.Implementation): string[] {
  return upgradeKeysOf(items(actor));
}

export function chassisSize(actor: Actor.Implementation): string | null {
  return chassisSizeOf(items(actor));
}

/**
 * GF-BODY-4's state for a seed-001 gearforged whose clock runs, else null (another variant, no clock yet, an
 * actor without the block).
 */
export function maintenanceStateOf(actor: Actor.Implementation): MaintenanceState | null {
  const block = gearforgedSystem(actor);
  const at = block?.maintenance?.lastLongRestAt;
  if (typeof at !== "number" || !Number.isFinite(at)) return null;
  if (variantOf(actor) !== "homebrew") return null;
  return {
    clock: { lastLongRestAt: at, lapses: Number(block?.maintenance?.lapses ?? 0) },
    exhaustion: portOf(actor).exhaustion,
    maintenanceExhaustion: Number(block?.maintenance?.exhaustion ?? 0),
  };
}

/** Flattened-path update data; Foundry expands dotted keys. */
export function asActorUpdate(data: Record<string, unknown>): Actor.UpdateData {
  // cast: a dotted path map is valid update data; the community types model it per document type.
  return data as Actor.UpdateData;
}
