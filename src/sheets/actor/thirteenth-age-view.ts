/**
 * The Gearforged tab's 13th Age panel (seed 004): the 13th Age level and tier under the world's
 * level scale, the rows the table keeps an eye on (days without maintenance and their penalty, a maintenance
 * under way, time underwater), which GA-HEAL-1 gate is open, the feats and whether each works at this tier, and
 * the halt (immobile and helpless) and beyond-repair states. Null for anyone but a 13th Age gearforged.
 */
import { HOUR_SECONDS, MAINTENANCE_SECONDS, haltsAt } from "../../rules/gearforged";
import { beyondRepair, isHalted, thirteenthAgeView } from "../../workflows/gearforged/thirteenth-age/state";
import { gearforgedFeatFlag } from "../../data/item/gearforged/readers";
import { localize } from "../../utils/notify";

export interface ThirteenthAgeRow {
  id: string;
  label: string;
  value: string;
  warn: boolean;
}

export interface ThirteenthAgeContext {
  heading: string;
  rows: ThirteenthAgeRow[];
  /** The feats the character holds, and whether each works at its tier now. */
  feats: Array<{ owned: boolean; label: string; active: boolean; state: string }>;
  halt: string | null;
  beyondRepair: string | null;
  clockRunning: boolean;
  maintaining: boolean;
  underwater: boolean;
  isGM: boolean;
  editable: boolean;
}

const hours = (seconds: number) => Math.max(0, Math.floor(seconds / HOUR_SECONDS));

export function thirteenthAgeContext(actor: Actor.Implementation, options: { editable: boolean }): ThirteenthAgeContext | null {
  const now = game.time?.worldTime ?? 0;
  const view = thirteenthAgeView(actor, now);
  if (!view) return null;
  const n = view.neglect;
  const rows: ThirteenthAgeRow[] = [];
  const running = view.lastMaintenanceAt !== null;
  rows.push({
    id: "days",
    label: localize("AUGMENTED.Gearforged.ThirteenthAge.Sheet.Days"),
    value: running ? localize("AUGMENTED.Gearforged.ThirteenthAge.Sheet.DaysValue", { days: n.days, limit: view.feats.tireless.epic ? "—" : view.level13 }) : localize("AUGMENTED.Gearforged.ThirteenthAge.Sheet.ClockStopped"),
    warn: n.days > 0 && !view.feats.tireless.epic,
  });
  rows.push({
    id: "penalty",
    label: localize("AUGMENTED.Gearforged.ThirteenthAge.Sheet.Penalty"),
    value: n.penalty < 0 ? localize("AUGMENTED.Gearforged.ThirteenthAge.Sheet.PenaltyValue", { penalty: n.penalty }) : localize("AUGMENTED.Gearforged.ThirteenthAge.Sheet.None"),
    warn: n.penalty < 0,
  });
  const started = view.maintenance.startedAt;
  rows.push({
    id: "maintenance",
    label: localize("AUGMENTED.Gearforged.ThirteenthAge.Sheet.Maintenance"),
    value:
      started !== null
        ? localize("AUGMENTED.Gearforged.ThirteenthAge.Sheet.MaintenanceUnderWay", { left: Math.ceil((started + MAINTENANCE_SECONDS - now) / HOUR_SECONDS) })
        : running
          ? localize("AUGMENTED.Gearforged.ThirteenthAge.Sheet.MaintenanceLast", { hours: hours(now - (view.lastMaintenanceAt ?? now)) })
          : "—",
    warn: false,
  });
  rows.push({
    id: "gate",
    label: localize("AUGMENTED.Gearforged.ThirteenthAge.Sheet.Gate"),
    value: view.gate ? localize(`AUGMENTED.Gearforged.ThirteenthAge.Sheet.GateOpen.${view.gate}`) : localize("AUGMENTED.Gearforged.ThirteenthAge.Sheet.GateClosed"),
    warn: false,
  });
  const since = view.underwater.since;
  const limitAt = since === null ? null : haltsAt(since, view.strength, view.feats.amphibious);
  rows.push({
    id: "underwater",
    label: localize("AUGMENTED.Gearforged.ThirteenthAge.Sheet.Underwater"),
    value:
      view.underwater.halted || view.underwater.haltDue
        ? localize("AUGMENTED.Gearforged.ThirteenthAge.Sheet.UnderwaterHalted")
        : since === null
          ? localize("AUGMENTED.Gearforged.ThirteenthAge.Sheet.Dry", { limit: view.feats.amphibious.adventurer ? "∞" : view.strength })
          : localize("AUGMENTED.Gearforged.ThirteenthAge.Sheet.UnderwaterFor", { hours: hours(now - since), limit: limitAt === null ? "∞" : view.strength }),
    warn: view.underwater.halted || view.underwater.haltDue,
  });
  const feat = (trait: string, tier: string, active: boolean, has: boolean) => ({
    owned: has,
    label: localize(`AUGMENTED.Gearforged.ThirteenthAge.Sheet.Feat.${trait}.${tier}`),
    active,
    state: localize(active ? "AUGMENTED.Gearforged.ThirteenthAge.Sheet.FeatActive" : "AUGMENTED.Gearforged.ThirteenthAge.Sheet.FeatTier"),
  });
  const owned = featsOwned(actor);
  const f = view.feats;
  const feats = [
    feat("broken", "champion", f.broken.champion, owned.has("broken.champion")),
    feat("broken", "epic", f.broken.epic, owned.has("broken.epic")),
    feat("amphibious", "adventurer", f.amphibious.adventurer, owned.has("amphibious.adventurer")),
    feat("amphibious", "champion", f.amphibious.champion, owned.has("amphibious.champion")),
    feat("tireless", "champion", f.tireless.champion, owned.has("tireless.champion")),
    feat("tireless", "epic", f.tireless.epic, owned.has("tireless.epic")),
  ].filter((entry) => entry.owned);
  const halted = isHalted(view);
  return {
    heading: localize("AUGMENTED.Gearforged.ThirteenthAge.Sheet.Level", { level: view.level13, tier: localize(`AUGMENTED.Gearforged.ThirteenthAge.Tier.${view.tier}`) }),
    rows,
    feats,
    halt: halted ? localize(n.immobile ? "AUGMENTED.Gearforged.ThirteenthAge.Effect.halt.neglect" : "AUGMENTED.Gearforged.ThirteenthAge.Effect.halt.underwater") : null,
    beyondRepair: beyondRepair(actor) ? localize("AUGMENTED.Gearforged.ThirteenthAge.Sheet.BeyondRepair") : null,
    clockRunning: running,
    maintaining: started !== null,
    underwater: since !== null,
    isGM: game.user?.isGM === true,
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
