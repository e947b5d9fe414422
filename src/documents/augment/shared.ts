/**
 * What the install and removal workflows share (kept small: repair and upgrade have their own modules): the
 * augment's rules state, the actor's other augments, the two Sleight of Hand checks rolled through Foundry's
 * Roll, and a history entry stamped with the world time.
 */
import { type AugmentState, type CheckPair, type D20Check, INSTALL_CHECK } from "../../rules/cyborg";
import { type AugmentHistoryEntry, AUGMENT_ITEM_TYPE, type AugmentSystemSource, augmentStates, toAugmentState } from "../../data/item/augment/state";
import { askDcPair } from "../../applications/dialogs/augment-install-dialogs";
import { exhaustionOnD20 } from "../actor/rolls";
import { localize } from "../actor/notify";
import { systemOf } from "../actor/system-view";

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

/** The kept d20 face of a rolled check. */
function naturalOf(roll: Roll): number {
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
 * CY-INS-2 / CY-REM-1: two Dexterity (Sleight of Hand) checks in a row with the actor's skill total (`slt`),
 * exhaustion applied as for any check. The rolls are returned for the summary card (not posted one by one).
 */
export async function rollCheckPair(actor: Actor.Implementation, dcs: readonly [number, number]): Promise<RolledPair> {
  const view = systemOf(actor);
  const skill = view.skills?.[INSTALL_CHECK.skill];
  const total = typeof skill?.total === "number" ? skill.total : 0;
  const exhaustion = exhaustionOnD20(actor, "check");
  const die = exhaustion.disadvantage ? "2d20kl" : "1d20";
  const modifier = total + exhaustion.modifier;
  const formula = modifier === 0 ? die : `${die} ${modifier < 0 ? "-" : "+"} ${Math.abs(modifier)}`;
  const rolls: Roll[] = [];
  const checks: D20Check[] = [];
  for (const dc of dcs) {
    const roll = new Roll(formula) as Roll;
    await roll.evaluate();
    rolls.push(roll);
    checks.push({ natural: naturalOf(roll), total: roll.total ?? 0, dc });
  }
  return { checks: [checks[0]!, checks[1]!], rolls: [rolls[0]!, rolls[1]!], formula };
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

/** The slice of `Hooks` the augment workflows call, for hook names not (yet) declared in src/types.d.ts. */
interface LooseHooks {
  call(hook: string, ...args: unknown[]): boolean;
  callAll(hook: string, ...args: unknown[]): boolean;
}

/** `Hooks.call` (a handler returning `false` cancels): false when cancelled. */
export function callPreHook(hook: string, ...args: unknown[]): boolean {
  // cast: see LooseHooks; the names are documented in src/hooks/names.ts.
  return (Hooks as unknown as LooseHooks).call(hook, ...args) !== false;
}

/** `Hooks.callAll` after a workflow's change was applied. */
export function callPostHook(hook: string, ...args: unknown[]): void {
  // cast: see LooseHooks.
  (Hooks as unknown as LooseHooks).callAll(hook, ...args);
}
