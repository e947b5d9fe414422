/**
 * What the augment workflows share (install, removal, repair, upgrade, design, integrity): the two Sleight of
 * Hand checks rolled through Foundry's Roll, their card lines, and a history entry stamped with the world time.
 * Reading an augment's state is the data layer's (src/data/item/augment/read.ts).
 */
import { type CheckPair, type D20Check, INSTALL_CHECK } from "../../rules/cyborg";
import type { AugmentHistoryEntry } from "../../data/item/augment/state";
import { augmentSystem } from "../../data/item/augment/read";
import { askDcPair } from "./gm-asks";
import { cardText } from "../../data/chat/card-text";
import type { RollLabel } from "../../applications/chat/cards";
import { type PortRollRequest, keptD20, portOf } from "../../ports/actor-port";
import type { StateWatch } from "../recheck/recheck";

export interface RolledPair {
  checks: CheckPair;
  rolls: [Roll, Roll];
  formula: string;
}

/**
 * Dexterity (Sleight of Hand), the check every augment work rolls (CY-INS-2, CY-REM-1, CY-REP-1, CY-UPG-1):
 * the creature's own skill check through the actor port (exhaustion applied as for any check), not posted: the
 * workflow's card carries it. Only the advantage a rule grants is passed, so the creature's own roll mode and
 * bonuses stay (a host such as dnd5e merges what is passed over them); it is the roller's own check, so a host
 * whose players expect a roll dialog there opens one for a player (`ownCheck`). Null when it cannot be built or
 * the dialog was closed.
 */
export async function rollSleightOfHand(actor: Actor.Implementation, mode: { advantage?: boolean } = {}): Promise<Roll | null> {
  const request: PortRollRequest = { ownCheck: true };
  if (mode.advantage === true) request.advantage = true;
  const rolled = await portOf(actor).rollCheck(INSTALL_CHECK, request);
  return rolled?.roll ?? null;
}

/**
 * CY-INS-2 / CY-REM-1: two Dexterity (Sleight of Hand) checks in a row. The rolls are returned for the summary
 * card (not posted one by one). Null when a roll cannot be built, or when `watch` (what the workflow read) no
 * longer holds after a roll (the user told why).
 */
export async function rollCheckPair(actor: Actor.Implementation, dcs: readonly [number, number], watch?: StateWatch): Promise<RolledPair | null> {
  const rolls: Roll[] = [];
  const checks: D20Check[] = [];
  for (const dc of dcs) {
    const roll = await rollSleightOfHand(actor);
    if (!roll || (watch && !watch.holds())) return null;
    rolls.push(roll);
    checks.push({ natural: keptD20(roll), total: roll.total ?? 0, dc });
  }
  return { checks: [checks[0]!, checks[1]!], rolls: [rolls[0]!, rolls[1]!], formula: rolls[0]!.formula };
}

/**
 * The checks an install or removal owes (CY-INS-2, CY-REM-1): the GM's DC pair (given by a hook, or asked for
 * with the defaults filled in), then the two rolls. Null when the DC dialog is cancelled, or when `watch` no
 * longer holds after the question or a roll (DESIGN.md, Trust: nothing is rolled for work that cannot happen).
 */
export async function askAndRollCheckPair(
  actor: Actor.Implementation,
  given: readonly [number, number] | undefined,
  ask: { title: string; prompt: string; defaults: readonly [number, number] },
  watch?: StateWatch,
): Promise<RolledPair | null> {
  const dcs = given ?? (await askDcPair(ask.title, ask.prompt, ask.defaults));
  if (!dcs || (watch && !watch.holds())) return null;
  return rollCheckPair(actor, dcs, watch);
}

/** One labelled roll box per check: "Check 1: Dexterity (Sleight of Hand)", its DC, pass or fail. */
export function checkRollLabels(checks: CheckPair): RollLabel[] {
  const skill = cardText(`AUGMENTED.Skill.${INSTALL_CHECK.skill}`);
  return checks.map((check, index) => ({ label: cardText("AUGMENTED.AugmentInstall.CheckLabel", { n: index + 1, skill }), dc: check.dc, success: check.total >= check.dc }));
}

/** The stored history plus one entry at the current world time. */
export function historyWith(item: { system: unknown }, action: AugmentHistoryEntry["action"], note: string): AugmentHistoryEntry[] {
  const history = augmentSystem(item).history ?? [];
  return [...history.map((entry) => ({ ...entry })), { action, worldTime: game.time?.worldTime ?? 0, note }];
}
