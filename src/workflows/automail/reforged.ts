/**
 * Building a reforged limb onto the body (AM-GEN-1, AM-ACC-1): out of combat, 2 hours of world time, at a site that
 * fits it and is free (AM-CY-1: not a section a Cyborg prosthetic replaced); never detachable afterwards; then ONE
 * acclimation check, counted from the end of the work. The work takes 2 hours of world time: a GM's installation
 * moves the clock to its end, a player's card carries the GM's button that does (./reforged-clock.ts). The player's ability choice and the roll come first, the state is read again, then ONE
 * write (an update of an owned limb, or the creation of a dropped one already built on). Hooks
 * `augmented.preInstallReforged` / `augmented.installReforged`.
 */
import { postCard } from "../../applications/chat/cards";
import { type LimbState, type ReforgedInstallPlan, isBodySite, planReforgedInstall } from "../../rules/automail";
import { HOOKS } from "../../utils/hook-names";
import { callPostHook, callPreHook } from "../../utils/workflow-hooks";
import { localize } from "../../utils/notify";
import { cardText } from "../../data/chat/card-text";
import { acclimationModeLines, acclimationOutcomeLine, acclimationRollLabel } from "./acclimation";
import { type PlanNow, entryLimb, placeLimb } from "./limb-placement";
import { REFORGED_CLOCK_ACTION, advanceToEndOfWork, clockMovedLine } from "./reforged-clock";
import { bodyOf, combatContext, isLimb, nameIn, refusalText, siteLabel, siteText } from "./read";

export interface InstallReforgedOptions {
  /** AM-ACC-1: the acclimation ability ("wis" or "dex"); asked for when absent. */
  ability?: string;
  /** A GM's installation moves the world clock to the end of the work unless this is false (./reforged-clock.ts). */
  advanceClock?: boolean;
}

export interface InstalledReforged {
  item: Item.Implementation;
  site: string;
  /** World time the work ends (the limb counts as worn from then). */
  readyAt: number;
  success: boolean;
  effectId: string | null;
  roll: Roll;
  /** Seconds the world clock was moved (0: not moved; a player's card has the GM's button instead). */
  clockAdvanced: number;
}

type ReforgedOk = Extract<ReforgedInstallPlan, { ok: true }>;

/** The plan for `limb` (as `entryLimb` reads it) onto `site` now, with the localized refusal. */
function planNow(actor: Actor.Implementation, item: Item.Implementation, site: string, limb: LimbState): PlanNow<ReforgedOk> {
  if (!isBodySite(site)) return { plan: null, message: localize("AUGMENTED.Automail.BadSite", { site }) };
  const body = bodyOf(actor);
  const context = combatContext(actor);
  const plan = planReforgedInstall({ limb, site, ports: body.ports, limbs: body.limbs.filter((l) => l.id !== limb.id), augments: body.augments, context });
  if (plan.ok) return { plan, message: null };
  return { plan: null, message: refusalText(plan.reason, { name: item.name, actor: actor.name ?? "", site: siteLabel(site), other: nameIn(body, plan.blockingId) }) };
}

/** Null when `item` may be built onto `site` now, else the localized reason. */
export function reforgedRefusal(actor: Actor.Implementation, item: Item.Implementation, site: string): string | null {
  if (!isLimb(item)) return localize("AUGMENTED.Automail.NotALimb", { name: item.name });
  return planNow(actor, item, site, entryLimb(actor, item, "pending")).message;
}

/** AM-GEN-1: build `item` onto `site`. Null when refused or cancelled: nothing was created or changed. */
export async function installReforged(
  actor: Actor.Implementation,
  item: Item.Implementation,
  site: string,
  options: InstallReforgedOptions = {},
): Promise<InstalledReforged | null> {
  const placed = await placeLimb(actor, item, {
    planNow: (limb) => planNow(actor, item, site, limb),
    preHook: () => callPreHook(HOOKS.preInstallReforged, actor, item, site, options),
    ability: options.ability,
    extraChanges: { "system.hidden": false },
  });
  if (!placed) return null;
  const { item: installed, since: readyAt, rolled, outcome, undo, effectId } = placed;

  // AM-GEN-1: 2 hours of world time. A GM moves the clock now; a player's card asks a GM to (./reforged-clock.ts).
  const gm = game.user?.isGM === true;
  const moved = gm && options.advanceClock !== false ? await advanceToEndOfWork(actor, installed.id ?? "") : 0;
  const clockAdvanced = typeof moved === "number" ? moved : 0;
  // A short card: two lines (what was done, how acclimation went) and the check's result box; the rest
  // (when it counts as worn, the clock, how the check was rolled) under the card's collapsed details.
  // Only a player's card asks a GM to move the clock (a GM's moved it, or chose not to).
  const askGm = !gm;
  const clockLine = clockAdvanced > 0 ? clockMovedLine(clockAdvanced) : cardText(gm ? "AUGMENTED.Automail.Reforged.ClockLeft" : "AUGMENTED.Automail.Reforged.ClockAsk");
  // The player's clock line stays in view: it says what the card's one button asks of the GM.
  const lines = [cardText("AUGMENTED.Automail.Reforged.Line", { name: installed.name, site: siteText(site) }), acclimationOutcomeLine(installed.name, outcome), ...(askGm ? [clockLine] : [])];
  const details = [cardText("AUGMENTED.Automail.Reforged.Duration"), ...(askGm ? [] : [clockLine]), ...acclimationModeLines(rolled)];
  const buttons = askGm ? [{ action: REFORGED_CLOCK_ACTION, label: cardText("AUGMENTED.Automail.Reforged.AdvanceClock"), icon: "fa-solid fa-clock" }] : [];
  const clockFlag = askGm ? { reforgedClock: { actorUuid: actor.uuid, limbId: installed.id ?? "" } } : {};
  await postCard(
    { kind: "automail-reforged", title: cardText("AUGMENTED.Automail.Reforged.Title", { name: installed.name }), lines, details, buttons, rolls: [acclimationRollLabel(rolled, outcome)] },
    { actor, rolls: [rolled.roll], state: { ...(undo ? { undo } : {}), ...clockFlag } },
  );
  const result: InstalledReforged = { item: installed, site, readyAt, success: outcome.success, effectId, roll: rolled.roll, clockAdvanced };
  callPostHook(HOOKS.installReforged, actor, installed, result);
  return result;
}
