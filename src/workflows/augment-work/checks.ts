/**
 * What the install and removal workflows share (kept small: repair and upgrade have their own modules): the
 * augment's rules state, the actor's other augments, the two Sleight of Hand checks rolled through Foundry's
 * Roll, and a history entry stamped with the world time.
 */
import type { Hooks as ConfiguredHooks } from "fvtt-types/configuration";
import { type AugmentState, type CheckPair, type D20Check, INSTALL_CHECK } from "../../rules/cyborg";
import { type AugmentHistoryEntry, AUGMENT_ITEM_TYPE, type AugmentSystemSource, augmentStates, toAugmentState } from "../../data/item/augment/state";
import { askDcPair } from "../../applications/dialogs/augment-install-dialogs";
import { evaluateD20TestWith } from "../rolls/rolls";
import { localize } from "../../utils/notify";
import { abilityMod, systemOf } from "../../documents/actor/system-view";

export function isAugment(item: { type: string }): boolean {
  return item.type === AUGMENT_ITEM_TYPE;
}

export function augmentSystem(item: { system: unknown }): AugmentSystemSource {
  // cast: only called for items of type "augment" (checked by the callers).
  return item.system as AugmentSystemSource;
}

export function stateOf(item: { id: string | null; name: string; system: unknown }): AugmentState {
  return toAugmentState(item.id ?? "", item.name, augmentSystem(item));
}

/** The actor's augments other than `item` (which may or may not be owned yet). */
export function otherAugments(actor: Actor.Implementation, item: { id: string | null; parent?: unknown }): AugmentState[] {
  return augmentStates(actor.items, item.parent === actor ? item.id : null);
}

export function sectionLabel(section: string): string {
  return localize(`AUGMENTED.Augment.Section.${section}`);
}

/** The kept d20 face of a rolled check (with advantage: the higher one). */
export function naturalOf(roll: Roll): number {
  const die = roll.dice[0];
  const kept = die?.results.find((r) => r.active !== false && !r.discarded);
  return kept?.result ?? 0;
}

export interface RolledPair {
  checks: CheckPair;
  rolls: [Roll, Roll];
  formula: string;
}

/**
 * Dexterity (Sleight of Hand), the check every augment work rolls (CY-INS-2, CY-REM-1, CY-REP-1, CY-UPG-1):
 * the actor's skill total through the one d20 evaluator (exhaustion applied as for any check), evaluated and
 * not posted: the workflow's card carries it. Null when it cannot be built (the user is told why).
 */
export async function rollSleightOfHand(actor: Actor.Implementation, mode: { advantage?: boolean } = {}): Promise<Roll | null> {
  const view = systemOf(actor);
  const skill = view.skills?.[INSTALL_CHECK.skill];
  const total = typeof skill?.total === "number" ? skill.total : abilityMod(view, INSTALL_CHECK.ability);
  const title = localize("AUGMENTED.Roll.SkillCheck", { skill: localize(`AUGMENTED.Skill.${INSTALL_CHECK.skill}`) });
  return evaluateD20TestWith(actor, { kind: "check", title, parts: [total] }, { advantage: mode.advantage === true });
}

/**
 * CY-INS-2 / CY-REM-1: two Dexterity (Sleight of Hand) checks in a row. The rolls are returned for the summary
 * card (not posted one by one). Null when a roll cannot be built.
 */
export async function rollCheckPair(actor: Actor.Implementation, dcs: readonly [number, number]): Promise<RolledPair | null> {
  const rolls: Roll[] = [];
  const checks: D20Check[] = [];
  for (const dc of dcs) {
    const roll = await rollSleightOfHand(actor);
    if (!roll) return null;
    rolls.push(roll);
    checks.push({ natural: naturalOf(roll), total: roll.total ?? 0, dc });
  }
  return { checks: [checks[0]!, checks[1]!], rolls: [rolls[0]!, rolls[1]!], formula: rolls[0]!.formula };
}

/**
 * The checks an install or removal owes (CY-INS-2, CY-REM-1): the GM's DC pair (given by a hook, or asked for
 * with the defaults filled in), then the two rolls. Null when the DC dialog is cancelled.
 */
export async function askAndRollCheckPair(
  actor: Actor.Implementation,
  given: readonly [number, number] | undefined,
  ask: { title: string; prompt: string; defaults: readonly [number, number] },
): Promise<RolledPair | null> {
  const dcs = given ?? (await askDcPair(ask.title, ask.prompt, ask.defaults));
  return dcs ? rollCheckPair(actor, dcs) : null;
}

/** One line per check for the card: "Check 1: 17 vs DC 10 (success)". */
export function checkLines(checks: CheckPair): string[] {
  return checks.map((check, index) =>
    localize("AUGMENTED.AugmentInstall.CheckLine", {
      n: index + 1,
      total: check.total,
      natural: check.natural,
      dc: check.dc,
      result: localize(check.total >= check.dc ? "AUGMENTED.AugmentInstall.Success" : "AUGMENTED.AugmentInstall.Failure"),
    }),
  );
}

/** The stored history plus one entry at the current world time. */
export function historyWith(item: { system: unknown }, action: AugmentHistoryEntry["action"], note: string): AugmentHistoryEntry[] {
  const history = augmentSystem(item).history ?? [];
  return [...history.map((entry) => ({ ...entry })), { action, worldTime: game.time?.worldTime ?? 0, note }];
}

/** The system's workflow hooks, each declared with its arguments in src/types.d.ts (HookConfig). */
type AugmentHook = Extract<keyof ConfiguredHooks.HookConfig, `augmented.${string}`>;

/** `Hooks.call` (a handler returning `false` cancels): false when cancelled. */
export function callPreHook<K extends AugmentHook>(hook: K, ...args: Parameters<ConfiguredHooks.HookConfig[K]>): boolean {
  return Hooks.call(hook, ...args) !== false;
}

/** `Hooks.callAll` after a workflow's change was applied. */
export function callPostHook<K extends AugmentHook>(hook: K, ...args: Parameters<ConfiguredHooks.HookConfig[K]>): void {
  Hooks.callAll(hook, ...args);
}
