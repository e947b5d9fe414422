/**
 * The workshop's own rows: what the body is (a Gearforged variant or a Cyborg), the
 * maintenance clock (GF-BODY-4), damaged augments (CY-INT-*), and the running timers (timed effects such as a
 * Jet Pack flight or an augment's mobility, and a salvaged memory gear's week, GF-MEM-1). Each is one row
 * source (./rows.ts); other files add theirs the same way.
 */
import { hasCyborgTraits } from "../data/actor/parts/cyborg";
import { augmentStates } from "../data/item/augment/state";
import { maintenanceClockView } from "../rules/gearforged";
import { gearforgedBlock, maintenanceStateOf, variantOf } from "../workflows/gearforged/state";
import { type WorkshopLine, registerWorkshopRows } from "./rows";
import { formatSpan } from "../utils/span";
import { localize } from "../utils/notify";
import { effectTiming } from "../sheets/actor/effects-view";

function isCyborg(actor: Actor.Implementation): boolean {
  // cast: items and the actor read structurally (type, flags).
  return hasCyborgTraits(actor as { flags?: unknown }, actor.items as Iterable<{ type: string; flags?: unknown }>);
}

function bodyLines(actor: Actor.Implementation): WorkshopLine[] {
  const variant = variantOf(actor);
  const kinds: string[] = [];
  if (variant) kinds.push(localize(`AUGMENTED.Gearforged.Variant.${variant}`));
  if (isCyborg(actor)) kinds.push(localize("AUGMENTED.Workshop.Cyborg"));
  return kinds.length ? [{ id: "body", label: localize("AUGMENTED.Workshop.Row.Body"), value: kinds.join(", ") }] : [];
}

/** GF-BODY-4 for a seed-001 gearforged: time since the last long rest and until the next lapse, or "stopped". */
function clockLines(actor: Actor.Implementation, now: number): WorkshopLine[] {
  if (variantOf(actor) !== "homebrew") return [];
  const label = localize("AUGMENTED.Workshop.Row.Clock");
  const state = maintenanceStateOf(actor);
  if (!state) return [{ id: "clock", label, value: localize("AUGMENTED.Workshop.ClockStopped"), alert: true }];
  const view = maintenanceClockView(state.clock, now);
  const value = localize("AUGMENTED.Workshop.Clock", { since: formatSpan(view.sinceLongRest), until: formatSpan(view.untilNextLapse), exhaustion: state.maintenanceExhaustion });
  return [{ id: "clock", label, value, alert: state.maintenanceExhaustion > 0 }];
}

function damagedLines(actor: Actor.Implementation): WorkshopLine[] {
  // cast: an actor's items fit the augment readers' structural slice.
  const states = augmentStates(actor.items as Iterable<{ id: string | null; name: string; type: string; system: unknown }>);
  if (states.length === 0) return [];
  const damaged = states.filter((s) => s.integrity !== "intact" && s.installedSection !== null);
  const value = damaged.length ? damaged.map((s) => localize(`AUGMENTED.Workshop.Integrity.${s.integrity}`, { name: s.name })).join(", ") : localize("AUGMENTED.Workshop.None");
  return [{ id: "augments", label: localize("AUGMENTED.Workshop.Row.Augments"), value, alert: damaged.length > 0 }];
}

interface TimedEffectView {
  name?: string;
  disabled?: boolean;
}

/** Timed effects still running (world time), and a salvaged gear's wait (GF-MEM-1). */
function timerLines(actor: Actor.Implementation, now: number): WorkshopLine[] {
  const timers: string[] = [];
  for (const raw of actor.effects) {
    // cast: a structural read of an ActiveEffect's name and duration.
    const effect = raw as TimedEffectView;
    const timing = effectTiming(raw, now);
    if (effect.disabled !== true && timing.kind === "seconds" && timing.remaining > 0) {
      timers.push(localize("AUGMENTED.Workshop.Timer", { name: effect.name ?? "", left: formatSpan(timing.remaining) }));
    }
  }
  const readableAt = gearforgedBlock(actor)?.memoryGears?.readableAt;
  if (typeof readableAt === "number" && readableAt > now) timers.push(localize("AUGMENTED.Workshop.GearTimer", { left: formatSpan(readableAt - now) }));
  if (timers.length === 0) return [];
  return [{ id: "timers", label: localize("AUGMENTED.Workshop.Row.Timers"), value: timers.join(" · ") }];
}

/** Registers the workshop's own row sources (again is harmless: a source registered again replaces itself). */
export function registerCoreWorkshopRows(): void {
  registerWorkshopRows({ id: "body", order: 0, subject: (actor) => variantOf(actor) !== null || isCyborg(actor), lines: bodyLines });
  registerWorkshopRows({ id: "clock", order: 10, lines: clockLines });
  registerWorkshopRows({ id: "augments", order: 20, lines: damagedLines });
  registerWorkshopRows({ id: "timers", order: 30, lines: timerLines });
}
