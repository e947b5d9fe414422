/**
 * What a 13th Age gearforged (seed 004) records beyond the other Gearforged: the GA-TIRE-1 clock
 * (when the last 4-hour maintenance ended, the day count its penalty effect shows, a maintenance under way), the
 * GA-HEAL-1 gate (open once, which kind opened it) and the GA-AMPH-1 underwater timer. Nested under
 * `system.gearforged.thirteenthAge`; means something only while the species is the 13th Age one. Additive:
 * older actors load with the defaults (clock not started, gate closed, dry).
 */
import { HEAL_GATES } from "../../../rules/gearforged";
import { booleanField, integerField, textField, worldTimeField } from "../../fields";
import { SchemaField, StringField } from "../../field-classes";

export function thirteenthAgeField() {
  return new SchemaField({
    /** World time (seconds) the last 4-hour maintenance ended, or the clock started; null: not started. */
    lastMaintenanceAt: worldTimeField(),
    /** Days without maintenance the penalty effect was last written for (the clock compares, then writes). */
    days: integerField(0, 0),
    maintenance: new SchemaField({
      /** World time a 4-hour maintenance (re)started; null when none is under way. */
      startedAt: worldTimeField(),
      /** Uuid of the actor doing it (the patient itself, another gearforged, someone with the background). */
      by: textField(),
    }),
    gate: new SchemaField({
      /** 1 while a GA-HEAL-1 gate is open (a number, so the rest workflow closes it in its one update). */
      open: integerField(0, 0, 1),
      /** What opened it last ("" before any). */
      kind: new StringField({ required: true, blank: true, initial: "", choices: ["", ...HEAL_GATES] }),
    }),
    underwater: new SchemaField({
      /** World time it went under; null when out of the water. */
      since: worldTimeField(),
      /** GA-AMPH-1: halted after hours = Strength underwater, until a 4-hour repair. */
      halted: booleanField(false),
    }),
  });
}
