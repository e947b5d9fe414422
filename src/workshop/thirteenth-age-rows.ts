/**
 * The workshop rows of a 13th Age gearforged (seed 004): days without a 4-hour maintenance with
 * their penalty (GA-TIRE-1) and time underwater (GA-AMPH-1), worded as the Gearforged tab words them
 * (../sheets/actor/thirteenth-age-view.ts). The body row already lists the actor; this source only adds lines.
 */
import { thirteenthAgeWorkshopRows } from "../sheets/actor/thirteenth-age-view";
import { type WorkshopLine, registerWorkshopRows } from "./rows";

function thirteenthAgeLines(actor: Actor.Implementation): WorkshopLine[] {
  return thirteenthAgeWorkshopRows(actor).map((row) => ({ id: `thirteenth-age-${row.id}`, label: row.label, value: row.value, alert: row.warn }));
}

/** Registers the 13th Age rows (after the maintenance clock, before damaged augments). */
export function registerThirteenthAgeWorkshopRows(): void {
  registerWorkshopRows({ id: "thirteenth-age", order: 15, lines: thirteenthAgeLines });
}
