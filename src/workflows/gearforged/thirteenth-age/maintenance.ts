/**
 * GA-TIRE-1 the 4-hour maintenance, a world-time action:
 * - `startFourHourMaintenance`: the patient's owner starts it from the sheet, naming who does it (itself, or
 *   another actor the user controls: once immobile it must be another gearforged or someone with the repair
 *   background); refusals (underwater without the champion feat, an immobile one maintaining itself, a
 *   maintainer without the means) come first and change nothing. It records when it started and by whom.
 * - `interruptFourHourMaintenance`: any interruption (a button on the sheet, damage taken: src/hooks/actor.ts)
 *   restarts the 4 hours from now, with a card saying so.
 * - `completeFourHourMaintenance`: the clock (./clock.ts) finishes it once 4 uninterrupted hours have passed:
 *   every penalty and the halt are cleared, the clock restarts, and (GA-HEAL-1 champion feat) the healing gate
 *   opens. Also run by a long rest whose dialog says the maintenance was done (./rest.ts).
 * Hooks `augmented.preFourHourMaintenance` (false cancels the start) / `augmented.fourHourMaintenance` (after the
 * completion's one update).
 */
import { cardText } from "../../../data/chat/card-text";
import { type MaintenanceAttempt, MAINTENANCE_HOURS, MAINTENANCE_SECONDS, canMaintainUnderwater, gateFromMaintenance, planFourHourMaintenance } from "../../../rules/gearforged";
import { HOOKS } from "../../../utils/hook-names";
import { callPostHook, callPreHook } from "../../../utils/workflow-hooks";
import { watchState } from "../../recheck/recheck";
import { asActorUpdate } from "../state";
import { applyStateEffects } from "./effects";
import { allowedOrWarn, askHelper, maintainerOf, thirteenthAgeCard, thirteenthAgeForAction } from "./helpers";
import { taPaths, type ThirteenthAgeView, haltReason, thirteenthAgeView } from "./state";
import { actorFromUuidSync } from "../../../utils/actors-in-play";

const MAINTAIN_TITLE = "AUGMENTED.Gearforged.ThirteenthAge.Maintain.Title";

export interface FourHourMaintenanceOptions {
  /** Who does it (an actor the user controls, or its uuid); the patient itself when left out and nobody else is owned. */
  maintainer?: Actor.Implementation | string;
}

export interface FourHourMaintenance {
  /** World time it finished (the clock restarts from it). */
  finishedAt: number;
  maintainer: string;
  gateOpened: boolean;
  byRest: boolean;
  message: ChatMessage.Implementation | null;
}

/** The rules' view of `hours` of uninterrupted maintenance on `patient` by `helper`. */
function attemptFor(view: ThirteenthAgeView, patient: Actor.Implementation, helper: Actor.Implementation, hours: number): MaintenanceAttempt {
  return {
    hours,
    underwater: view.underwater.since !== null,
    underwaterFeat: canMaintainUnderwater(view.feats.amphibious),
    immobile: haltReason(view) !== null,
    maintainer: maintainerOf(patient, helper),
  };
}

/**
 * Whether the rules let `helper` start a 4-hour maintenance on `actor` at `now`, read then (time may have moved,
 * the character may have gone under water); false when refused (the user told why).
 */
export function maintenanceAllowed(actor: Actor.Implementation, helper: Actor.Implementation, now: number): boolean {
  const view = thirteenthAgeView(actor, now);
  return view !== null && allowedOrWarn(planFourHourMaintenance(attemptFor(view, actor, helper, MAINTENANCE_HOURS), now));
}

/** Start a 4-hour maintenance now. Null when refused or cancelled (nothing changes). */
export async function startFourHourMaintenance(actor: Actor.Implementation, options: FourHourMaintenanceOptions = {}): Promise<{ startedAt: number; maintainer: Actor.Implementation } | null> {
  if (!thirteenthAgeForAction(actor)) return null;
  const name = actor.name ?? "";
  const watch = watchState({ actor });
  const helper = await askHelper(actor, options.maintainer, "Maintain");
  if (!helper || !watch.holds()) return null;
  const now = game.time?.worldTime ?? 0;
  if (!maintenanceAllowed(actor, helper, now)) return null;
  if (!callPreHook(HOOKS.preFourHourMaintenance, actor, options)) return null;
  const paths = taPaths(actor);
  await actor.update(asActorUpdate({ [paths.startedAt]: now, [paths.by]: helper.uuid }));
  await thirteenthAgeCard(actor, MAINTAIN_TITLE, [cardText("AUGMENTED.Gearforged.ThirteenthAge.Maintain.Started", { name, maintainer: helper.name ?? "", hours: MAINTENANCE_HOURS })]);
  return { startedAt: now, maintainer: helper };
}

/** An interruption: a maintenance under way starts again from now (GA-TIRE-1). False when none is under way. */
export async function interruptFourHourMaintenance(actor: Actor.Implementation, reasonKey = "AUGMENTED.Gearforged.ThirteenthAge.Maintain.ByHand"): Promise<boolean> {
  const view = thirteenthAgeView(actor);
  if (!view || view.maintenance.startedAt === null) return false;
  const now = game.time?.worldTime ?? 0;
  if (now >= view.maintenance.startedAt + MAINTENANCE_SECONDS) return false;
  await actor.update(asActorUpdate({ [taPaths(actor).startedAt]: now }));
  // One line: the reason says that the 4 hours start again (the photographed card said it twice).
  await thirteenthAgeCard(actor, MAINTAIN_TITLE, [cardText(reasonKey, { name: actor.name ?? "" })]);
  return true;
}

/**
 * Finish a maintenance that ended at `finishedAt` (the clock) or now (a long rest): re-checks the maintainer,
 * then one update (clock restarted, halt cleared, champion gate), the effects cleared, a card, the post-hook.
 */
export async function completeFourHourMaintenance(actor: Actor.Implementation, finishedAt: number, options: { byRest?: boolean } = {}): Promise<FourHourMaintenance | null> {
  const view = thirteenthAgeView(actor, finishedAt);
  if (!view) return null;
  const name = actor.name ?? "";
  const byUuid = options.byRest ? actor.uuid : view.maintenance.by || actor.uuid;
  // A stored uuid of an actor; anything else reads as "not found".
  const helper = actorFromUuidSync(byUuid) ?? actor;
  const started = options.byRest ? finishedAt - MAINTENANCE_SECONDS : (view.maintenance.startedAt ?? finishedAt);
  const plan = planFourHourMaintenance(attemptFor(view, actor, helper, (finishedAt - started) / 3600), finishedAt);
  const paths = taPaths(actor);
  if (!plan.ok) {
    // The situation changed while it ran (it went under water, it halted): stop, say why, nothing else changes.
    await actor.update(asActorUpdate({ [paths.startedAt]: null, [paths.by]: "" }));
    await thirteenthAgeCard(actor, MAINTAIN_TITLE, [cardText(plan.reason.key, plan.reason.data)]);
    return null;
  }
  const gate = gateFromMaintenance(view.feats.broken.champion, true);
  const update: Record<string, unknown> = {
    [paths.lastMaintenanceAt]: plan.lastMaintenanceAt,
    [paths.days]: 0,
    [paths.startedAt]: null,
    [paths.by]: "",
    [paths.halted]: false,
  };
  if (gate) {
    update[paths.gateOpen] = 1;
    update[paths.gateKind] = gate;
  }
  // The 4-hour repair after a halt underwater (GA-AMPH-1) is done out of the water, or with the champion feat.
  if (view.underwater.halted && !view.feats.amphibious.champion) update[paths.underwaterSince] = null;
  await actor.update(asActorUpdate(update));
  await applyStateEffects(actor, { days: 0, penalty: 0 }, null);
  const lines = [cardText("AUGMENTED.Gearforged.ThirteenthAge.Maintain.Done", { name, maintainer: helper.name ?? "" })];
  if (view.neglect.days > 0 || haltReason(view) !== null) lines.push(cardText("AUGMENTED.Gearforged.ThirteenthAge.Maintain.Cleared"));
  if (gate) lines.push(cardText("AUGMENTED.Gearforged.ThirteenthAge.Gate.OpenedBy.maintenance"));
  const message = (await thirteenthAgeCard(actor, MAINTAIN_TITLE, lines)) ?? null;
  const result: FourHourMaintenance = { finishedAt: plan.lastMaintenanceAt, maintainer: helper.uuid, gateOpened: gate !== null, byRest: options.byRest === true, message };
  callPostHook(HOOKS.fourHourMaintenance, actor, result);
  return result;
}
