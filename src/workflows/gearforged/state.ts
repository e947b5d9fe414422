/**
 * Reading a gearforged actor for the workflows: its variant (from its species item), its feature record (the
 * maintenance clock GF-BODY-4, soul gem, memory gears, the 13th Age timers) and the paths the workflows write. The
 * record is the actor port's (ports/feature-record.ts): the host decides where it lives. A structural read: an npc
 * (no record) or a character of another species reads as "not a gearforged".
 */
import type { GearforgedVariant, MaintenanceState } from "../../rules/gearforged";
import { type FlaggedItemLike, chassisSizeOf, gearforgedVariantOf, upgradeKeysOf } from "../../data/item/gearforged/readers";
import { portOf } from "../../ports/actor-port";
import { isItemOfKind } from "../../data/item/kinds";
import type { FeatureRecord, FeatureRecordKind } from "../../ports/feature-record";

/** The 13th Age block of the record (seed 004) as the workflows read it (all optional: an older actor). */
export interface ThirteenthAgeRecord {
  lastMaintenanceAt?: number | null;
  days?: number;
  maintenance?: { startedAt?: number | null; by?: string };
  gate?: { open?: number; kind?: string };
  underwater?: { since?: number | null; halted?: boolean };
}

/** The Gearforged record as the workflows read it (all optional: the system's model fills it, data/actor/parts/gearforged.ts). */
export interface GearforgedRecord {
  maintenance?: { lastLongRestAt?: number | null; lapses?: number; exhaustion?: number };
  soulGem?: { intact?: boolean };
  memoryGears?: { intact?: boolean; count?: number; readableAt?: number | null };
  age?: number | null;
  body?: string;
  thirteenthAge?: ThirteenthAgeRecord;
}

/** Gearforged's per-actor record: read structurally, any non-null object taken as the all-optional view. */
export const GEARFORGED_RECORD: FeatureRecordKind<GearforgedRecord> = Object.freeze({
  key: "gearforged",
  // cast: a structural, all-optional view of a non-null object (checked); readers check each value they use.
  read: (stored: unknown) => (typeof stored === "object" && stored !== null ? (stored as GearforgedRecord) : null),
});

/** The actor's Gearforged record, where its host keeps it. */
export function gearforgedRecord(actor: Actor.Implementation): FeatureRecord<GearforgedRecord> {
  return portOf(actor).record(GEARFORGED_RECORD);
}

/** The record as stored now, or null (an npc, a creature its host gives none). */
export function gearforgedBlock(actor: Actor.Implementation): GearforgedRecord | null {
  return gearforgedRecord(actor).get();
}

/** The paths GF-BODY-4's maintenance writes, the creature's own exhaustion among them (one update). */
export function maintenancePaths(actor: Actor.Implementation): { lastLongRestAt: string; lapses: string; exhaustion: string; actorExhaustion: string } {
  const record = gearforgedRecord(actor);
  return {
    lastLongRestAt: record.path("maintenance", "lastLongRestAt"),
    lapses: record.path("maintenance", "lapses"),
    exhaustion: record.path("maintenance", "exhaustion"),
    actorExhaustion: portOf(actor).paths.exhaustion,
  };
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
  const block = gearforgedBlock(actor);
  const at = block?.maintenance?.lastLongRestAt;
  if (typeof at !== "number" || !Number.isFinite(at)) return null;
  if (variantOf(actor) !== "homebrew") return null;
  return {
    clock: { lastLongRestAt: at, lapses: Number(block?.maintenance?.lapses ?? 0) },
    exhaustion: portOf(actor).exhaustion,
    maintenanceExhaustion: Number(block?.maintenance?.exhaustion ?? 0),
  };
}

/** `createItem` / `deleteItem` of a species item made by this user: the actor that holds (held) it, else null. */
export function ownSpeciesChange(item: Item.Implementation, userId: string): Actor.Implementation | null {
  if (!isItemOfKind(item, "species") || userId !== game.user?.id) return null;
  // cast: an owned item's parent is an actor (null for a world item).
  return item.parent as Actor.Implementation | null;
}

/** Flattened-path update data; Foundry expands dotted keys. */
export function asActorUpdate(data: Record<string, unknown>): Actor.UpdateData {
  // cast: a dotted path map is valid update data; the community types model it per document type.
  return data as Actor.UpdateData;
}
