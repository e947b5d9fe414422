/**
 * Reading a 13th Age gearforged (seed 004) for the workflows: its 13th Age level and tier under the world's
 * level-scale setting, which feats work now (GA-HEAL-1/AMPH-1/TIRE-1: has the feat and is of its tier), its
 * clock, gate and underwater records, and the paths the workflows write. Null for anyone else.
 */
import {
  type HealGate,
  HEAL_GATES,
  type LevelScale,
  type NeglectState,
  type Tier,
  daysWithoutMaintenance,
  featActive,
  neglectState,
  thirteenthAgeLevel,
  tierOf,
  underwaterHalted,
} from "../../../rules/gearforged";
import { gearforgedFeats } from "../../../data/item/gearforged/readers";
import { gearforgedLevelScale } from "./settings";
import { type ThirteenthAgeRecord, gearforgedBlock, gearforgedRecord, levelOf, variantOf } from "../state";
import { isDead, portOf } from "../../../ports/actor-port";
import { isItemOfKind } from "../../../data/item/kinds";
import { packageId } from "../../../constants";

/** The paths the 13th Age workflows write, in the actor's Gearforged record. */
export function taPaths(actor: Actor.Implementation): Readonly<Record<"lastMaintenanceAt" | "days" | "startedAt" | "by" | "gateOpen" | "gateKind" | "underwaterSince" | "halted", string>> {
  const record = gearforgedRecord(actor);
  return {
    lastMaintenanceAt: record.path("thirteenthAge", "lastMaintenanceAt"),
    days: record.path("thirteenthAge", "days"),
    startedAt: record.path("thirteenthAge", "maintenance", "startedAt"),
    by: record.path("thirteenthAge", "maintenance", "by"),
    gateOpen: record.path("thirteenthAge", "gate", "open"),
    gateKind: record.path("thirteenthAge", "gate", "kind"),
    underwaterSince: record.path("thirteenthAge", "underwater", "since"),
    halted: record.path("thirteenthAge", "underwater", "halted"),
  };
}

/** Which feats work now, per trait and tier. */
export interface ActiveFeats {
  broken: { champion: boolean; epic: boolean };
  amphibious: { adventurer: boolean; champion: boolean };
  tireless: { champion: boolean; epic: boolean };
}

export interface ThirteenthAgeView {
  level13: number;
  tier: Tier;
  feats: ActiveFeats;
  /** World time the clock started from, or null when it has not. */
  lastMaintenanceAt: number | null;
  /** The day count the penalty effect was last written for. */
  storedDays: number;
  /** GA-TIRE-1 now: days, penalty, immobile. */
  neglect: NeglectState;
  maintenance: { startedAt: number | null; by: string };
  gate: HealGate | null;
  underwater: { since: number | null; halted: boolean; haltDue: boolean };
  strength: number;
}

function finiteOrNull(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function isGate(value: unknown): value is HealGate {
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  return (HEAL_GATES as readonly unknown[]).includes(value);
}

export function storedBlock(actor: Actor.Implementation): ThirteenthAgeRecord {
  const block: unknown = gearforgedBlock(actor)?.thirteenthAge;
  // cast: a structural, all-optional view of a non-null object (checked); the model defines it (data/actor/parts/thirteenth-age.ts).
  return typeof block === "object" && block !== null ? (block as ThirteenthAgeRecord) : {};
}

export function isThirteenthAge(actor: Actor.Implementation): boolean {
  return variantOf(actor) === "thirteenthAge" && gearforgedBlock(actor) !== null;
}

/** The feats that work now for this actor at `level` under `scale` (has the feat, and its tier reached). */
function activeFeats(actor: Actor.Implementation, level: number, scale: LevelScale): ActiveFeats {
  const feats = gearforgedFeats(actor.items);
  const on = (trait: keyof typeof feats, tier: Tier) => featActive(feats[trait], tier, level, scale);
  return {
    broken: { champion: on("broken", "champion"), epic: on("broken", "epic") },
    amphibious: { adventurer: on("amphibious", "adventurer"), champion: on("amphibious", "champion") },
    tireless: { champion: on("tireless", "champion"), epic: on("tireless", "epic") },
  };
}

/** The whole view at world time `now`, or null for anyone but a 13th Age gearforged. */
export function thirteenthAgeView(actor: Actor.Implementation, now: number = game.time?.worldTime ?? 0): ThirteenthAgeView | null {
  if (!isThirteenthAge(actor)) return null;
  const block = storedBlock(actor);
  const level = Math.max(1, levelOf(actor));
  const scale = gearforgedLevelScale();
  const level13 = thirteenthAgeLevel(level, scale);
  const feats = activeFeats(actor, level, scale);
  const last = finiteOrNull(block.lastMaintenanceAt);
  const days = last === null ? 0 : daysWithoutMaintenance(last, now);
  const strength = portOf(actor).ability("str").score;
  const since = finiteOrNull(block.underwater?.since);
  const halted = block.underwater?.halted === true;
  return {
    level13,
    tier: tierOf(level, scale),
    feats,
    lastMaintenanceAt: last,
    storedDays: Number(block.days ?? 0),
    neglect: neglectState(days, level13, feats.tireless),
    maintenance: { startedAt: finiteOrNull(block.maintenance?.startedAt), by: String(block.maintenance?.by ?? "") },
    gate: block.gate?.open === 1 && isGate(block.gate.kind) ? block.gate.kind : null,
    underwater: { since, halted, haltDue: !halted && underwaterHalted(since, now, strength, feats.amphibious) },
    strength,
  };
}

export type HaltReason = "neglect" | "underwater";

/** Why it is immobile and helpless (neglected for its 13th Age level in days, or halted underwater), or null. */
export function haltReason(view: ThirteenthAgeView): HaltReason | null {
  if (view.neglect.immobile) return "neglect";
  if (view.underwater.halted || view.underwater.haltDue) return "underwater";
  return null;
}

/**
 * A gearforged-repair background (GA-HEAL-1, GA-TIRE-1): a feature item, or a background where the host keeps
 * one (dnd5e's `background` item), flagged `flags.<package>.background: "gearforgedRepair"` (the compendium's
 * *Gear Priest* background carries it).
 */
export function hasRepairBackground(actor: Actor.Implementation): boolean {
  return actor.items.some((item) => {
    // cast: the item's flags, read structurally for the running package's `background` mark.
    const flags = (item.flags as Record<string, { background?: unknown } | undefined> | undefined)?.[packageId()];
    return (isItemOfKind(item, "feature") || isItemOfKind(item, "background")) && flags?.background === "gearforgedRepair";
  });
}

/** True when `actor` is a dead 13th Age gearforged: its body is beyond repair. */
export function beyondRepair(actor: Actor.Implementation): boolean {
  if (!isThirteenthAge(actor)) return false;
  return isDead(actor);
}
