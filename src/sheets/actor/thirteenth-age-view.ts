/**
 * The Gearforged tab's 13th Age panel (seed 004): the 13th Age level and tier under the world's
 * level scale, the rows the table keeps an eye on (days without maintenance and their penalty, a maintenance
 * under way, time underwater), which GA-HEAL-1 gate is open, the feats and whether each works at this tier, and
 * the halt (immobile and helpless) and beyond-repair states. Null for anyone but a 13th Age gearforged.
 */
import { HOUR_SECONDS, MAINTENANCE_SECONDS, type Tier, haltsAt } from "../../rules/gearforged";
import { type HaltReason, beyondRepair, haltReason, thirteenthAgeView } from "../../workflows/gearforged/thirteenth-age/state";
import { gearforgedFeatFlag } from "../../data/item/gearforged/readers";
import { localize } from "../../utils/notify";

export interface ThirteenthAgeRow {
  id: string;
  label: string;
  value: string;
  warn: boolean;
}

export interface ThirteenthAgeContext {
  /** The heading's 13th Age level and tier (the template words them). */
  level13: number;
  tier: Tier;
  rows: ThirteenthAgeRow[];
  /** The feats the character holds ("trait.tier"), and whether each works at its tier now. */
  feats: Array<{ id: string; active: boolean }>;
  /** Why it is immobile and helpless, or null. */
  halt: HaltReason | null;
  beyondRepair: boolean;
  clockRunning: boolean;
  maintaining: boolean;
  underwater: boolean;
  editable: boolean;
}

const hours = (seconds: number) => Math.max(0, Math.floor(seconds / HOUR_SECONDS));

/** A text of the panel: AUGMENTED.Gearforged.ThirteenthAge.Sheet.<key>. */
const text = (key: string, data?: Record<string, string | number>) => localize(`AUGMENTED.Gearforged.ThirteenthAge.Sheet.${key}`, data);

/** A row, labelled by the panel's text `label`. */
const row = (id: string, label: string, value: string, warn = false): ThirteenthAgeRow => ({ id, label: text(label), value, warn });

export function thirteenthAgeContext(actor: Actor.Implementation, options: { editable: boolean }): ThirteenthAgeContext | null {
  const now = game.time?.worldTime ?? 0;
  const view = thirteenthAgeView(actor, now);
  if (!view) return null;
  const n = view.neglect;
  const f = view.feats;
  const running = view.lastMaintenanceAt !== null;
  const started = view.maintenance.startedAt;
  const since = view.underwater.since;
  const limitAt = since === null ? null : haltsAt(since, view.strength, f.amphibious);
  const haltedUnderwater = view.underwater.halted || view.underwater.haltDue;
  const rows = [
    row("days", "Days", running ? text("DaysValue", { days: n.days, limit: f.tireless.epic ? "—" : view.level13 }) : text("ClockStopped"), n.days > 0 && !f.tireless.epic),
    row("penalty", "Penalty", n.penalty < 0 ? text("PenaltyValue", { penalty: n.penalty }) : text("None"), n.penalty < 0),
    row(
      "maintenance",
      "Maintenance",
      started !== null
        ? text("MaintenanceUnderWay", { left: Math.ceil((started + MAINTENANCE_SECONDS - now) / HOUR_SECONDS) })
        : running
          ? text("MaintenanceLast", { hours: hours(now - (view.lastMaintenanceAt ?? now)) })
          : "—",
    ),
    row("gate", "Gate", view.gate ? text(`GateOpen.${view.gate}`) : text("GateClosed")),
    row(
      "underwater",
      "Underwater",
      haltedUnderwater
        ? text("UnderwaterHalted")
        : since === null
          ? text("Dry", { limit: f.amphibious.adventurer ? "∞" : view.strength })
          : text("UnderwaterFor", { hours: hours(now - since), limit: limitAt === null ? "∞" : view.strength }),
      haltedUnderwater,
    ),
  ];
  const owned = featsOwned(actor);
  // Each feat held as "trait.tier", with whether it works now, in the order the view lists them (trait, then tier).
  const feats = Object.entries(f)
    .flatMap(([trait, tiers]) => Object.entries<boolean>(tiers).map(([tier, active]) => ({ id: `${trait}.${tier}`, active })))
    .filter(({ id }) => owned.has(id));
  return {
    level13: view.level13,
    tier: view.tier,
    rows,
    feats,
    halt: haltReason(view),
    beyondRepair: beyondRepair(actor),
    clockRunning: running,
    maintaining: started !== null,
    underwater: since !== null,
    editable: options.editable,
  };
}

/** "trait.tier" of every 13th Age feat item the actor holds. */
function featsOwned(actor: Actor.Implementation): Set<string> {
  const out = new Set<string>();
  for (const item of actor.items) {
    const feat = gearforgedFeatFlag(item);
    if (feat) out.add(`${String(feat.trait)}.${String(feat.tier)}`);
  }
  return out;
}

/**
 * The two rows a GM overview (the Workshop view) shows for a 13th Age gearforged: days without maintenance and
 * time underwater, as the Gearforged tab words them. Empty for anyone else.
 */
export function thirteenthAgeWorkshopRows(actor: Actor.Implementation): ThirteenthAgeRow[] {
  const context = thirteenthAgeContext(actor, { editable: false });
  return context ? context.rows.filter((row) => row.id === "days" || row.id === "penalty" || row.id === "underwater") : [];
}
