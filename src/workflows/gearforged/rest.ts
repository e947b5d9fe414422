/**
 * Gearforged rests, a rest variant (registered by ./register.ts):
 * - GF-BODY-4: a seed-001 gearforged's long rest removes all maintenance exhaustion before CORE-5's −1, and
 *   restarts the clock at the end of the rest (the rules' `maintenanceRestStep`, run in the same one update).
 * - GF-BODY-3 / GC-VIT-1 / GA-TIRE-1: the card says what the body did during the rest (maintenance, dormancy).
 */
import type { RestContext, RestState } from "../../rules/core/rests";
import { planRest } from "../../rules/core/rests";
import { GEARFORGED_REST_STEP, GEARFORGED_REST_STEPS, type GearforgedRestState, gearforgedRestTypes, restActivity } from "../../rules/gearforged";
import type { RestSummary, RestVariant } from "../rest/registry";
import { gearforgedBlock, maintenancePaths, variantOf } from "./state";
import { type CardText, cardText } from "../../data/chat/card-text";

type RestTable = Readonly<Record<string, { steps: readonly string[] }>>;


function maintenanceValues(state: GearforgedRestState, paths: ReturnType<typeof maintenancePaths>): Record<string, number> {
  return {
    [paths.lastLongRestAt]: state.clock.lastLongRestAt,
    [paths.lapses]: state.clock.lapses,
    [paths.exhaustion]: state.maintenanceExhaustion,
  };
}

/** The variant for a gearforged's rest, or null for any other actor (read when the rest runs). */
export function gearforgedRest(actor: Actor.Implementation, type: string): RestVariant | null {
  const variant = variantOf(actor);
  if (!variant) return null;
  const block = gearforgedBlock(actor);
  const homebrewLong = variant === "homebrew" && type === "long" && block !== null;
  return {
    plan(restType: string, state: RestState, ctx: RestContext, table: RestTable) {
      if (!homebrewLong) return { planned: planRest(restType, state, ctx, { table }), before: {}, after: {} };
      const at = block.maintenance?.lastLongRestAt;
      const extended: GearforgedRestState = {
        ...state,
        clock: { lastLongRestAt: typeof at === "number" ? at : (game.time?.worldTime ?? 0), lapses: Number(block.maintenance?.lapses ?? 0) },
        maintenanceExhaustion: Number(block.maintenance?.exhaustion ?? 0),
        restEndsAt: game.time?.worldTime ?? 0,
      };
      const planned = planRest(restType, extended, ctx, { table: gearforgedRestTypes(table), steps: GEARFORGED_REST_STEPS });
      const paths = maintenancePaths(actor);
      const before = maintenanceValues(extended, paths);
      // A clock that never ran has no stored start: write it whatever the comparison says.
      if (typeof at !== "number") before[paths.lastLongRestAt] = Number.NaN;
      return { planned, before, after: planned.ok ? maintenanceValues(planned.state, paths) : before };
    },
    lines(summary: RestSummary): CardText[] {
      // What the body did during the rest (GF-BODY-3 / GC-VIT-1 / GA-TIRE-1).
      const note = restActivity(variant, type).noteKey;
      const out = note ? [cardText(note)] : [];
      const removed = summary.steps.find((step) => step.id === GEARFORGED_REST_STEP)?.summary?.maintenanceRemoved ?? 0;
      if (removed > 0) out.push(cardText("AUGMENTED.Gearforged.Maintenance.Removed", { removed }));
      if (homebrewLong) out.push(cardText("AUGMENTED.Gearforged.Maintenance.Restarted"));
      return out;
    },
  };
}
