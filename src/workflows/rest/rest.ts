/**
 * Rests (CORE-5): `shortRest` (spend hit dice, chosen in a dialog, each rolled through Foundry's Roll) and
 * `longRest`. Both run the table-driven steps of `CONFIG.AUGMENTED.restTypes` through the rules' `planRest`,
 * write ONE actor update plus one batch of item updates (uses refilled), post a summary card, and fire
 * `augmented.preRest` (false cancels) and `augmented.restCompleted`. As the rest reads the actor, registered
 * preludes plan what the rest's time ends first (a System Failure overdrive, SF-5): their paths go in the rest's
 * one update, their deletions and cards follow it.
 * What other workflows register into it is ./registry.ts.
 */
import { askHitDice } from "../../applications/dialogs/hit-dice-dialog";
import { postCard } from "../../applications/chat/cards";
import { HOOKS } from "../../utils/hook-names";
import { type HitDicePool, type HitDieRoll, isHitDieSize, poolRemaining } from "../../rules/core/hit-dice";
import { type RestContext, type RestState, planRest } from "../../rules/core/rests";
import { watchState } from "../recheck/recheck";
import { ensureCanModify, notifyError, notifyWarn } from "../../utils/notify";
import { claimWrite, putBack } from "../recheck/write-claims";
import { type LongRestOptions, type RestOptions, type RestSummary, type RestVariant, findRestVariant, restContributions, restPreludes } from "./registry";
import { readItemUses } from "./item-uses";
import { type CardText, cardText } from "../../data/chat/card-text";
import { type PortPaths, portOf } from "../../ports/actor-port";
import { actorSystem } from "../../data/system-of";
import { NO_DEATH_SAVES } from "../../rules/core/death-saves";
import { changedPaths, hpPathValues, numberAt } from "../damage/actor-paths";

export type { LongRestOptions, RestOptions, RestSummary } from "./registry";

type RestActor = Actor.Implementation;

/** A character's hit dice (docs/actor-data.md: `attributes.hd`); an npc has none. */
function readPools(actor: RestActor): HitDicePool[] {
  const hd = actorSystem(actor, "character")?.attributes?.hd;
  const die = Number(String(hd?.die ?? "").replace(/^d/, ""));
  if (!hd || !isHitDieSize(die)) return [];
  const max = typeof hd.max === "number" ? hd.max : portOf(actor).level;
  return [{ die, max, spent: hd.spent ?? 0 }];
}

function readRestState(actor: RestActor): RestState {
  const port = portOf(actor);
  return { hp: port.hp, hitDice: readPools(actor), deathSaves: port.deathSaves ?? NO_DEATH_SAVES, exhaustion: port.exhaustion, uses: readItemUses(actor) };
}

/** The rest's state with what its preludes write (HP, temp HP, exhaustion) applied. */
function withPrelude(state: RestState, changes: Record<string, unknown>, paths: PortPaths): RestState {
  return {
    ...state,
    hp: { ...state.hp, value: numberAt(changes, paths.hp.value, state.hp.value), temp: numberAt(changes, paths.hp.temp, state.hp.temp) },
    exhaustion: numberAt(changes, paths.exhaustion, state.exhaustion),
  };
}

/** The actor paths a rest may change, as numbers (death saves only for an actor that keeps them). */
function restPaths(state: RestState, hasHd: boolean, keepsSaves: boolean, paths: PortPaths): Record<string, number> {
  const out = hpPathValues(paths, state.hp, keepsSaves ? state.deathSaves : null);
  out[paths.exhaustion] = state.exhaustion;
  if (hasHd && paths.hitDiceSpent !== null) out[paths.hitDiceSpent] = state.hitDice[0]?.spent ?? 0;
  return out;
}

/** A fresh options object per write: Foundry may add its own keys to an operation's options. */
function restOptions(): { augmented: { rest: true } } {
  return { augmented: { rest: true } };
}

function restTable(): Record<string, { steps: readonly string[] }> {
  return CONFIG.AUGMENTED.restTypes;
}

async function runRest(actor: RestActor, type: string, hitDiceRolls: HitDieRoll[], rolls: Roll[], prepared?: RestVariant | null): Promise<RestSummary | null> {
  const variant = prepared !== undefined ? prepared : findRestVariant(actor, type);
  // Settled across clients: a write to the HP that lands between this read and the rest's write (../recheck/write-claims.ts).
  const claim = claimWrite(actor);
  // What the rest's time ends first (./registry.ts, RestPrelude), planned in the same tick as the read, written in
  // the rest's update: the rest plans on the state it leaves.
  const preludes = restPreludes().flatMap((prelude) => prelude(actor, type) ?? []);
  const preluded: Record<string, unknown> = Object.assign({}, ...preludes.map((prelude) => prelude.changes));
  const paths = portOf(actor).paths;
  const state = withPrelude(readRestState(actor), preluded, paths);
  const ctx: RestContext = { conMod: portOf(actor).ability("con").mod, hitDiceRolls };
  const species = variant?.plan(type, state, ctx, restTable()) ?? null;
  const planned = species ? species.planned : planRest(type, state, ctx, { table: restTable() });
  if (!planned.ok) {
    const key = `AUGMENTED.Rest.Refused.${planned.reason}`;
    notifyError(game.i18n?.has(key) ? key : "AUGMENTED.Rest.Refused.generic", { name: actor.name ?? "", step: planned.step ?? "" });
    return null;
  }
  const hasHd = state.hitDice.length > 0;
  const keepsSaves = portOf(actor).deathSaves !== null;
  const before = { ...restPaths(state, hasHd, keepsSaves, paths), ...species?.before };
  const after = { ...restPaths(planned.state, hasHd, keepsSaves, paths), ...species?.after };
  const { previous, changes } = changedPaths(before, after);
  const contributed: Record<string, unknown> = {};
  for (const contribution of restContributions()) Object.assign(contributed, contribution(actor, type));
  // The write says it is a rest: a long rest ends temp HP as it heals, and HP + temp may fall (a System Failure's
  // 30 temp HP at 1 HP, healed to 20): no HP drop, so no integrity save (src/documents/actor/hp-drop.ts).
  if (Object.keys(changes).length > 0 || Object.keys(contributed).length > 0 || Object.keys(preluded).length > 0) {
    const written = { ...preluded, ...contributed, ...changes };
    const read: Record<string, unknown> = { ...previous };
    // The actor's own values (before any prelude): what a rest that puts itself back restores where no race wrote.
    for (const path of [...Object.keys(contributed), ...Object.keys(preluded)]) read[path] = foundry.utils.deepClone(foundry.utils.getProperty(actor, path) ?? null);
    // cast: the system's own `augmented` operation option, which Foundry passes to the hooks untouched.
    await actor.update(written, { augmented: { ...restOptions().augmented, ...claim.option(written) } } as Actor.Database.UpdateOperation);
    // Another client's write to the HP landed first: the rest was planned on HP it no longer has (damage to 0 since
    // forbids it). It puts back what that write left and stops, as if it had seen it.
    const between = claim.landedBetween();
    if (between) {
      const back = putBack(actor, written, read, between);
      // cast: the system's own `augmented` operation option, which Foundry passes to the hooks untouched.
      if (Object.keys(back).length > 0) await actor.update(back, restOptions() as Actor.Database.UpdateOperation);
      notifyWarn("AUGMENTED.Recheck.HpAtOnce", { actor: actor.name ?? "" });
      return null;
    }
  }
  for (const prelude of preludes) await prelude.finish();
  const itemUpdates = Object.entries(planned.state.uses)
    .filter(([id, uses]) => state.uses[id]?.spent !== uses.spent)
    .map(([id, uses]) => ({ _id: id, "system.uses.spent": uses.spent }));
  if (itemUpdates.length > 0) await actor.updateEmbeddedDocuments("Item", itemUpdates);

  const summary: RestSummary = { type, steps: planned.steps, previous, changes, contributed, itemsRecovered: itemUpdates.map((u) => u._id), hitDiceRolls };
  const lines = [...summaryLines(actor, summary), ...(variant?.lines?.(summary) ?? [])];
  // Each hit die spent is a labelled roll box.
  const labels = rolls.map((roll) => ({ label: cardText("AUGMENTED.Rest.HitDieRoll", { formula: roll.formula }) }));
  await postCard({ kind: "rest", title: cardText(`AUGMENTED.Rest.${type}`), lines, rolls: labels }, { actor, rolls });
  await variant?.after?.(summary);
  Hooks.callAll(HOOKS.restCompleted, actor, summary);
  return summary;
}

/** The steps the card sums up (its line under AUGMENTED.Rest.Summary): the counts it shows, the first one above 0. */
const SUMMARY_COUNTS = new Map([
  ["hitDiceSpend", ["spent", "healed"]],
  ["hp", ["healed"]],
  ["hitDice", ["regained"]],
  ["exhaustion", ["removed"]],
]);

function summaryLines(actor: RestActor, summary: RestSummary): CardText[] {
  const name = actor.name ?? "";
  const lines = [cardText("AUGMENTED.Rest.Finished", { name })];
  for (const step of summary.steps) {
    const s = step.summary ?? {};
    const counts = SUMMARY_COUNTS.get(step.id) ?? [];
    if ((s[counts[0] ?? ""] ?? 0) > 0) lines.push(cardText(`AUGMENTED.Rest.Summary.${step.id}`, Object.fromEntries(counts.map((count) => [count, s[count] ?? 0]))));
  }
  if (summary.itemsRecovered.length > 0) {
    const names = summary.itemsRecovered.map((id) => actor.items.get(id)?.name ?? id);
    lines.push(cardText("AUGMENTED.Rest.Summary.uses", { items: names.join(", ") }));
  }
  return lines;
}

export async function shortRest(actor: RestActor, options: RestOptions = {}): Promise<RestSummary | null> {
  if (!ensureCanModify(actor)) return null;
  const pools = readPools(actor);
  const pool = pools.find((p) => poolRemaining(p) > 0);
  const remaining = pools.reduce((sum, p) => sum + poolRemaining(p), 0);
  // docs/ARCHITECTURE.md, Trust: the hit dice asked about (and the actor) must still be there after the dialog and the rolls.
  const watch = watchState({ actor, extra: { hitDice: () => readPools(actor) } });
  let count = options.hitDice;
  if (count === undefined) {
    const asked = remaining > 0 && pool ? await askHitDice(actor.name ?? "", `d${pool.die}`, remaining) : 0;
    if (asked === null || !watch.holds()) return null;
    count = asked;
  }
  if (!Number.isInteger(count) || count < 0 || count > remaining) {
    notifyError("AUGMENTED.Rest.BadHitDice", { remaining });
    return null;
  }
  const config = { steps: [...(restTable().short?.steps ?? [])], hitDice: count };
  if (Hooks.call(HOOKS.preRest, actor, "short", config) === false) return null;
  const rolls: Roll[] = [];
  const hitDiceRolls: HitDieRoll[] = [];
  let left = pools.map((p) => ({ ...p }));
  for (let i = 0; i < config.hitDice; i++) {
    const next = left.find((p) => poolRemaining(p) > 0);
    if (!next) break;
    const roll = new Roll(`1d${next.die}`);
    await roll.evaluate();
    rolls.push(roll);
    hitDiceRolls.push({ die: next.die, roll: roll.total ?? 0 });
    left = left.map((p) => (p === next ? { ...p, spent: p.spent + 1 } : p));
  }
  if (!watch.holds()) return null;
  return runRest(actor, "short", hitDiceRolls, rolls);
}

export async function longRest(actor: RestActor, options: LongRestOptions = {}): Promise<RestSummary | null> {
  if (!ensureCanModify(actor)) return null;
  const config = { steps: [...(restTable().long?.steps ?? [])], hitDice: 0 };
  if (Hooks.call(HOOKS.preRest, actor, "long", config) === false) return null;
  // Preparing asks: the actor must still be there afterwards.
  const watch = watchState({ actor });
  const variant = findRestVariant(actor, "long");
  if (variant?.prepare && !(await variant.prepare(options))) return null;
  if (!watch.holds()) return null;
  return runRest(actor, "long", [], [], variant);
}
