/**
 * The rests of a 13th Age gearforged, a rest variant registered ahead of the other
 * Gearforged one (./register.ts):
 * - GA-HEAL-1: a short rest spends hit dice only through an open gate, and the spending closes it (the rules'
 *   gated step); a long rest gives no HP (the epic feat keeps CORE-5's HP step); hit dice still return. The gate
 *   is written in the rest's one update.
 * - GA-TIRE-1: the long-rest dialog offers the 4-hour maintenance; when it is done, the maintenance is recorded
 *   after the rest (./maintenance.ts), clearing penalties and restarting the clock.
 */
import { askForm } from "../../../applications/dialogs/form-dialog";
import { templatePath } from "../../../constants";
import type { RestContext, RestState } from "../../../rules/core/rests";
import { planRest } from "../../../rules/core/rests";
import {
  MAINTENANCE_HOURS,
  THIRTEENTH_AGE_REST_STEPS,
  type ThirteenthAgeRestState,
  restActivity,
  thirteenthAgeRestTypes,
} from "../../../rules/gearforged";
import { localize } from "../../../utils/notify";
import type { LongRestOptions, RestSummary, RestVariant } from "../../rest/registry";
import { completeFourHourMaintenance, maintenanceAllowed } from "./maintenance";
import { taPaths, thirteenthAgeView } from "./state";
import { type CardText, cardText } from "../../../data/chat/card-text";

type RestTable = Readonly<Record<string, { steps: readonly string[] }>>;

const LONG_REST_TEMPLATE = templatePath("dialogs/thirteenth-age-long-rest.hbs");

/** Asks whether the maintenance is done during the long rest: true, false, or null (the rest is cancelled). */
function askMaintenance(actor: Actor.Implementation): Promise<boolean | null> {
  return askForm({
    template: LONG_REST_TEMPLATE,
    data: { hours: MAINTENANCE_HOURS },
    title: localize("AUGMENTED.Gearforged.ThirteenthAge.LongRest.Title", { name: actor.name ?? "" }),
    confirm: { action: "choose", label: localize("AUGMENTED.Gearforged.Choose") },
    read: (values) => values.choice === "maintain",
  });
}

/** The variant for a 13th Age gearforged's rest, or null for any other actor (read when the rest runs). */
export function thirteenthAgeRest(actor: Actor.Implementation, type: string): RestVariant | null {
  const view = thirteenthAgeView(actor);
  if (!view) return null;
  let maintain = false;
  return {
    async prepare(options: LongRestOptions): Promise<boolean> {
      const answer = options.maintenance ?? (await askMaintenance(actor));
      if (answer === null) return false;
      // Refusals first (under water without the champion feat, immobile): the rest does not start.
      if (answer && !maintenanceAllowed(actor, actor, game.time?.worldTime ?? 0)) return false;
      maintain = answer;
      return true;
    },
    plan(restType: string, state: RestState, ctx: RestContext, table: RestTable) {
      const extended: ThirteenthAgeRestState = { ...state, openGate: view.gate };
      const planned = planRest(restType, extended, ctx, { table: thirteenthAgeRestTypes(view.feats.broken.epic, table), steps: THIRTEENTH_AGE_REST_STEPS });
      const open = (gate: unknown) => (gate ? 1 : 0);
      return { planned, before: { [taPaths(actor).gateOpen]: open(view.gate) }, after: { [taPaths(actor).gateOpen]: planned.ok ? open(planned.state.openGate) : open(view.gate) } };
    },
    lines(summary: RestSummary): CardText[] {
      const out: CardText[] = [];
      const note = restActivity("thirteenthAge", type).noteKey;
      if (note && maintain) out.push(cardText(note));
      if (summary.changes[taPaths(actor).gateOpen] === 0) out.push(cardText("AUGMENTED.Gearforged.ThirteenthAge.Gate.Used", { name: actor.name ?? "" }));
      if (type === "long" && !view.feats.broken.epic) out.push(cardText("AUGMENTED.Gearforged.ThirteenthAge.LongRest.NoHp"));
      return out;
    },
    async after(): Promise<void> {
      if (type !== "long" || !maintain) return;
      await completeFourHourMaintenance(actor, game.time?.worldTime ?? 0, { byRest: true });
    },
  };
}
