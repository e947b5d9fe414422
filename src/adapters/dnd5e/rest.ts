/**
 * dnd5e's rests and the shared workflows (CORE-5 is dnd5e's own):
 * - augment uses are dnd5e uses with a long-rest recovery (src/adapters/dnd5e/augment-shape.ts), so dnd5e's own rest
 *   refills them (CY-USE-2: `_rest` asks each item's `recoverUses`, module/documents/actor/actor.mjs at 5.3.3) in its
 *   one write and on its rest card; nothing is added here;
 * - what the shared workflows reset on a rest (the rest registry's contributions, e.g. a System Failure used
 *   outside combat, SF-6) goes into dnd5e's actor update (`result.updateData`) in the same hook;
 * - what a rest's time ends (the registry's preludes, e.g. an overdrive still running, SF-5) runs at
 *   `dnd5e.restCompleted`: dnd5e does not wait for its hooks' listeners (`Hooks.call` / `Hooks.callAll`,
 *   module/documents/actor/actor.mjs:2311, :2332 at 5.3.3), so nothing can run between its dialog and its write.
 *   A long rest's −1 exhaustion therefore comes before SF-5's +1 here (docs/dnd5e-module.md, System Failure).
 * dnd5e's rest card lists every changed number of its update by a label, and prints a path it cannot name as is
 * (`module/data/chat-message/fields/deltas-field.mjs:124`): the module names the design lockout's paths the
 * contributions write, through dnd5e's `dnd5e.getUnknownAttributeLabel` (`module/utils.mjs:1233-1246`).
 */
import { restContributions, restPreludes, type RestPrelude, type RestPreludeEnd } from "../../workflows/rest/registry";
import { REST_COUNT_PATH } from "../../workflows/augment-work/worker";
import { DESIGN_LOCKOUT_FLAG } from "../../workflows/augment-design/view";
import { localize } from "../../utils/notify";
import { MODULE_ID } from "./constants";

/** dnd5e 5.3's rest result, the parts the shared resets touch (module/documents/actor/actor.mjs, `_rest`). */
export interface Dnd5eRestResult {
  longRest?: boolean;
  updateData?: Record<string, unknown>;
  updateItems?: Record<string, unknown>[];
}

/** dnd5e 5.3's rest configuration: its `type` is "long" or "short". */
export interface Dnd5eRestConfig {
  type?: string;
}

export function isLongRest(result: Dnd5eRestResult, config: Dnd5eRestConfig): boolean {
  return config.type === "long" || result.longRest === true;
}

/** The shared rest type of a dnd5e rest. */
function restTypeOf(result: Dnd5eRestResult, config: Dnd5eRestConfig): "long" | "short" {
  return isLongRest(result, config) ? "long" : "short";
}

/** `dnd5e.preRestCompleted(actor, result, config)`, on the resting client: the shared resets into dnd5e's actor update. */
export function onPreRestCompleted(actor: Actor.Implementation, result: Dnd5eRestResult, config: Dnd5eRestConfig): void {
  const type = restTypeOf(result, config);
  for (const contribution of restContributions()) {
    const changes = contribution(actor, type);
    if (Object.keys(changes).length > 0) result.updateData = { ...(result.updateData ?? {}), ...changes };
  }
}

/**
 * `dnd5e.restCompleted(actor, result, config)`, on the resting client only (as dnd5e runs the rest): what it ended.
 * Each prelude plans its end (src/workflows/rest/registry.ts); its paths are written in one update marked as a rest
 * (dnd5e's own `isRest`, so its `dnd5e.damageActor` and the module's HP watch see no damage), then it finishes,
 * before the next prelude plans. A rest that ends nothing (the usual one) returns no promise: nothing to wait for.
 */
export function onRestCompleted(actor: Actor.Implementation, result: Dnd5eRestResult, config: Dnd5eRestConfig): Promise<void> | undefined {
  const type = restTypeOf(result, config);
  const preludes = restPreludes();
  for (let index = 0; index < preludes.length; index++) {
    const end = preludes[index]!(actor, type);
    if (end) return endRest(actor, type, end, preludes.slice(index + 1));
  }
  return undefined;
}

/** Ends the first prelude's rest, then each later prelude plans and ends its own, on the state the previous left. */
async function endRest(actor: Actor.Implementation, type: "long" | "short", first: RestPreludeEnd, later: readonly RestPrelude[]): Promise<void> {
  await writeEnd(actor, first);
  for (const prelude of later) {
    const end = prelude(actor, type);
    if (end) await writeEnd(actor, end);
  }
}

async function writeEnd(actor: Actor.Implementation, end: RestPreludeEnd): Promise<void> {
  // cast: dnd5e's rest option and the shared workflows' own mark, which Foundry passes to the hooks untouched.
  if (Object.keys(end.changes).length > 0) await actor.update(end.changes, { isRest: true, augmented: { rest: true } } as Actor.Database.UpdateOperation);
  await end.finish();
}

/** The labels of the module's paths a rest may change (the design lockout's counter and its older whole-actor flag). */
const REST_FLAG_LABELS: Readonly<Record<string, string>> = {
  [REST_COUNT_PATH]: "AUGMENTED.Dnd5e.Rest.restCount",
  [`flags.${MODULE_ID}.${DESIGN_LOCKOUT_FLAG}`]: "AUGMENTED.Dnd5e.Rest.designLockout",
};

/** `dnd5e.getUnknownAttributeLabel(attr, options)`: name the module's rest paths; anything else is left to others. */
export function labelRestFlag(attr: string, options: { label?: string }): void {
  const key = REST_FLAG_LABELS[attr];
  if (key && !options.label) options.label = localize(key);
}
