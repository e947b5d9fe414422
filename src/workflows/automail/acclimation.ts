/**
 * Acclimation (AM-ACC-1..3) for the automail workflows: the check the player rolls when a limb goes on (Wisdom or
 * Dexterity, their choice; DC and failure duration from the table; advantage for a modern limb this character is
 * accustomed to; disadvantage while a failure runs; both cancel), and the timed Active Effect a failure puts on the
 * actor ("disadvantage on actions with this limb", world time). The effect is the visible marker and what runs
 * out; the disadvantage itself is always recomputed from the limbs (src/rules/automail/acclimation.ts), so an
 * effect deleted by hand or a limb deleted with its effect cannot leave a wrong state behind.
 */
import { packageId } from "../../constants";
import {
  type AcclimationAbility,
  type AcclimationCheckInput,
  type AcclimationCheckPlan,
  type AcclimationOutcome,
  betterAcclimationAbility,
  planAcclimationCheck,
} from "../../rules/automail";
import { askAcclimationAbility } from "../../applications/dialogs/automail-acclimation";
import { acclimationRollMode } from "./settings";
import type { PortRollRequest } from "../../ports/actor-port";
import { localize } from "../../utils/notify";
import { effectFields } from "../../compat/effect-data";
import { refusalText } from "./read";
import type { StateWatch } from "../recheck/recheck";
import type { RollLabel } from "../../applications/chat/cards";
import { type CardText, cardText, localizeText } from "../../data/chat/card-text";
import { portOf } from "../../ports/actor-port";

/** `flags.augmented.acclimation` on the effect a failed check creates: the limb it belongs to. */
export interface AcclimationEffectFlag {
  limbId: string;
}

export const ACCLIMATION_EFFECT_ICON = "icons/svg/downgrade.svg";

/** The acclimation effects on an actor, with the limb each belongs to. */
export function acclimationEffects(actor: Actor.Implementation): { id: string; limbId: string }[] {
  const out: { id: string; limbId: string }[] = [];
  for (const effect of actor.effects) {
    // cast: effect flags are free-form JSON, read defensively; the acclimation flag's fields are checked below.
    const flags = effect.flags as Record<string, Record<string, unknown> | undefined> | undefined;
    // cast: the acclimation flag of the effect (acclimationEffectData writes it); its fields are checked below.
    const flag = flags?.[packageId()]?.acclimation as Partial<AcclimationEffectFlag> | undefined;
    if (effect.id && typeof flag?.limbId === "string") out.push({ id: effect.id, limbId: flag.limbId });
  }
  return out;
}

/** The effect source of a failed acclimation (AM-ACC-1: disadvantage on actions with the limb, world time). */
export function acclimationEffectData(limb: { id: string; name: string; uuid: string }, startTime: number, seconds: number): Record<string, unknown> {
  return {
    name: localize("AUGMENTED.Automail.Acclimation.EffectName", { name: limb.name }),
    img: ACCLIMATION_EFFECT_ICON,
    origin: limb.uuid,
    description: localize("AUGMENTED.Automail.Acclimation.EffectDescription", { name: limb.name }),
    ...effectFields([], { start: startTime, seconds }),
    flags: { [packageId()]: { acclimation: { limbId: limb.id } satisfies AcclimationEffectFlag } },
  };
}

export interface AcclimationRoll {
  ability: AcclimationAbility;
  /** The world setting rolled the better ability without asking. */
  automatic: boolean;
  plan: Extract<AcclimationCheckPlan, { ok: true }>;
  roll: Roll;
}

/** What an acclimation check is about: the limb as it will be once on, the body's limbs then, when it counts as worn. */
export type AcclimationGround = Omit<AcclimationCheckInput, "ability">;

/**
 * Plan the check on `ground`, ask the player's ability unless given (or, with the world setting `acclimationRoll`
 * on automatic, take the better one without asking), and roll. Null when refused (with the reason), cancelled, or
 * when `watch` no longer holds after the question: nothing was changed.
 */
export async function askAndRollAcclimation(
  actor: Actor.Implementation,
  ground: AcclimationGround,
  given: string | undefined,
  watch?: StateWatch,
): Promise<AcclimationRoll | null> {
  const name = ground.limb.name;
  const preview = planAcclimationCheck({ ...ground, ability: "wis" });
  if (!preview.ok) {
    ui.notifications?.warn(refusalText(preview.reason, { name }));
    return null;
  }
  const port = portOf(actor);
  const bonus = (id: AcclimationAbility) => port.ability(id).check;
  let ability: string | null = given ?? null;
  const automatic = ability === null && acclimationRollMode() === "auto";
  if (automatic) ability = betterAcclimationAbility({ wis: bonus("wis"), dex: bonus("dex") });
  if (ability === null) {
    ability = await askAcclimationAbility({ name, dc: preview.dc, advantage: preview.advantage, disadvantage: preview.disadvantage });
    // DESIGN.md, Trust: nothing is rolled for a limb, port or actor that moved while the question was open.
    if (ability === null || (watch && !watch.holds())) return null;
  }
  // The plan refuses an ability other than Wisdom or Dexterity (a macro's `given`); its own is the checked one.
  const plan = planAcclimationCheck({ ...ground, ability });
  if (!plan.ok) {
    ui.notifications?.warn(refusalText(plan.reason, { name }));
    return null;
  }
  // The creature's own ability check through the actor port (exhaustion applied as for any check): only the modes
  // the rules give are passed, so a host's own roll mode and bonuses stay (dnd5e merges them, and opens its roll
  // dialog for a player's own check); the workflow's card carries the roll.
  const request: PortRollRequest = { ownCheck: true, dc: plan.dc };
  if (plan.advantage) request.advantage = true;
  if (plan.disadvantage) request.disadvantage = true;
  const rolled = await port.rollCheck({ ability: plan.ability }, request);
  if (!rolled) return null;
  return { ability: plan.ability, automatic, plan, roll: rolled.roll };
}

/** Card lines of an acclimation check, as lang keys with data (localized for each viewer). */
export function acclimationLines(name: string, rolled: AcclimationRoll, outcome: Extract<AcclimationOutcome, { ok: true }>): CardText[] {
  // The check itself (ability, total, DC, outcome) is the card's roll box (`acclimationRollLabel`): not repeated here.
  return [acclimationOutcomeLine(name, outcome), ...acclimationModeLines(rolled)];
}

/** The outcome of an acclimation check: the limb works, or actions with it are at disadvantage for how long. */
export function acclimationOutcomeLine(name: string, outcome: Extract<AcclimationOutcome, { ok: true }>): CardText {
  return outcome.success
    ? cardText("AUGMENTED.Automail.Acclimation.SuccessLine", { name })
    : cardText("AUGMENTED.Automail.Acclimation.FailureLine", { name, duration: durationCardText(outcome.effect.durationSeconds) });
}

/** How the check was rolled (automatically, with advantage or disadvantage): secondary lines. */
export function acclimationModeLines(rolled: AcclimationRoll): CardText[] {
  const lines: CardText[] = [];
  if (rolled.automatic) lines.push(cardText("AUGMENTED.Automail.Acclimation.AutoLine"));
  if (rolled.plan.advantage) lines.push(cardText("AUGMENTED.Automail.Acclimation.AdvantageLine"));
  if (rolled.plan.disadvantage) lines.push(cardText("AUGMENTED.Automail.Acclimation.DisadvantageLine"));
  return lines;
}

/** The acclimation check's roll box: its ability, DC and outcome (every roll card shows one check result). */
export function acclimationRollLabel(rolled: AcclimationRoll, outcome: Extract<AcclimationOutcome, { ok: true }>): RollLabel {
  return { label: cardText("AUGMENTED.Automail.Acclimation.CheckLabel", { ability: cardText(`AUGMENTED.Ability.${rolled.ability}.long`) }), dc: rolled.plan.dc, success: outcome.success };
}

/** "1 hour", "4 hours", "1 day", "1 week" for the table's durations (whole units, largest first), as a key. */
export function durationCardText(seconds: number): CardText {
  const units: [string, number][] = [["week", 604800], ["day", 86400], ["hour", 3600], ["minute", 60]];
  for (const [unit, size] of units) {
    if (seconds >= size && seconds % size === 0) return cardText(`AUGMENTED.Automail.Duration.${unit}`, {}, seconds / size);
  }
  return cardText("AUGMENTED.Automail.Duration.second", {}, seconds);
}

/** The same duration in this client's language (notifications). */
export function durationText(seconds: number): string {
  return localizeText(durationCardText(seconds));
}
