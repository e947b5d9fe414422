/**
 * R2's reference model for automail (issue 25, Deliver 6): ports and limbs, their integrity and the gold they cost.
 * Its expectations are the pure rules of src/rules/automail (AM-PORT-1 purchase and placement, AM-ATT-1 attach and
 * detach, AM-GEN-1 reforged installs, AM-DMG-1 limb damage, AM-WATER-1 water checks), never the workflows under
 * test; it adds only what the rules leave to the glue: a bought port's new id, the payment (CORE-8), the GM's Undo
 * of a port purchase (the port goes and the coins come back, refused while a limb hangs on it), and the integrity
 * save's die (a hit at the threshold may damage one working limb, or none when the save succeeds).
 *
 * One model for both hosts: in a dnd5e world only the ways in are dnd5e's. A hit is dnd5e's damage application,
 * which calls its `dnd5e.applyDamage` hook with the whole amount even at 0 HP (module/documents/actor/actor.mjs:720
 * at release-5.3.3), so a hit at the threshold puts a working limb at risk there too (CORE-10). "In water" is a
 * token status read when dnd5e builds a skill roll (actor.mjs:1209, `dnd5e.preRollSkillV2`), where the system asks
 * it in its own roll dialog: the water checks are drawn in dnd5e only. The payment race of two port purchases at
 * once ends with both charged in both hosts (CORE-8, the shared charge ledger).
 *
 * Limbs keep their item ids; a bought port gets an id the model cannot know, so states are compared by where
 * things are (a port by its kind and site, a limb by the site of the port it hangs on), not by port ids.
 */
import {
  type AutomailDamageSetting,
  type BodySite,
  type LimbState,
  type PortKind,
  type PortState,
  PORT_PRICES_GP,
  planAttach,
  planDetach,
  planPortPurchase,
  planReforgedInstall,
  automailDamageTriggered,
  limbWorks,
  portOccupant,
  sitesOverlap,
  unnaturalPortLimit,
  waterDisadvantage,
} from "../../../src/rules/automail";
import { EMPTY_PURSE, purseValueCp } from "../../../src/rules/core/currency";

export interface AutomailState {
  /** The purse in gp (the hero carries gp only, so the value is the coins). */
  gold: number;
  ports: readonly PortState[];
  limbs: readonly LimbState[];
}

export interface AutomailContext {
  intelligenceModifier: number;
  /** The wearer's HP maximum (AM-DMG-1's threshold is a fraction of it). */
  maxHp: number;
  /** The world's automail damage setting (the suite's worlds keep the default: on, one half). */
  damage: AutomailDamageSetting;
}

export type AutomailOp =
  /** `gm`: the GM buys (CORE-8: a GM may waive a cost the character cannot pay; the suite's dialogs do). */
  | { kind: "buyPort"; port: PortKind; site: BodySite; gm: boolean }
  | { kind: "attach"; limb: string; portId: string }
  | { kind: "detach"; limb: string }
  | { kind: "reforged"; limb: string; site: BodySite }
  /** The GM's Undo on the card of the purchase that bought `portId` (empty: no such card any more). */
  | { kind: "undoPort"; portId: string }
  /** One damage application of `amount` (the GM's; the integrity save is rolled and the limb picked at random). */
  | { kind: "damage"; amount: number }
  /** The GM lets world time pass (acclimation failures run out). */
  | { kind: "time"; seconds: number }
  /** The player's `skill` check with the character in water (AM-WATER-1); it changes nothing. */
  | { kind: "water"; skill: string };

/** Out of combat (the suite never starts one), world time as the model does not need it. */
const CALM = { inCombat: false, onOwnTurn: true, now: 0 };

/** The id the model gives a port it expects to be bought (the real one is the item's new id). */
export const NEW_PORT = "(new port)";

function withLimb(state: AutomailState, limb: LimbState): AutomailState {
  return { ...state, limbs: state.limbs.map((l) => (l.id === limb.id ? limb : l)) };
}

/** Every outcome the rules allow for `op` from `state` (a refusal is the unchanged state). */
export function automailOutcomes(state: AutomailState, op: AutomailOp, context: AutomailContext): AutomailState[] {
  const same = [state];
  switch (op.kind) {
    case "buyPort": {
      const purse = { ...EMPTY_PURSE, gp: state.gold };
      const input = { kind: op.port, site: op.site, ports: state.ports, limbs: state.limbs, augments: [], intelligenceModifier: context.intelligenceModifier, purse };
      const first = planPortPurchase(input);
      const plan = !first.ok && first.reason === "insufficientFunds" && op.gm ? planPortPurchase({ ...input, waived: true }) : first;
      if (!plan.ok) return same;
      const port: PortState = { id: NEW_PORT, name: "", kind: op.port, site: op.site };
      return [{ ...state, gold: purseValueCp(plan.payment.newPurse) / 100, ports: [...state.ports, port] }];
    }
    case "attach": {
      const limb = state.limbs.find((l) => l.id === op.limb);
      if (!limb) return same;
      const port = state.ports.find((p) => p.id === op.portId) ?? null;
      const plan = planAttach({ limb, port, ports: state.ports, limbs: state.limbs, context: CALM });
      // AM-ACC-1: the acclimation check follows, whatever its result the limb is on (its effect is not tracked here).
      return plan.ok ? [withLimb(state, { ...limb, location: { mode: "port", portId: op.portId, since: 0 } })] : same;
    }
    case "detach": {
      const limb = state.limbs.find((l) => l.id === op.limb);
      if (!limb) return same;
      const plan = planDetach(limb, CALM);
      return plan.ok ? [withLimb(state, { ...limb, location: { mode: "carried" } })] : same;
    }
    case "reforged": {
      const limb = state.limbs.find((l) => l.id === op.limb);
      if (!limb) return same;
      const plan = planReforgedInstall({ limb, site: op.site, ports: state.ports, limbs: state.limbs.filter((l) => l.id !== limb.id), augments: [], context: CALM });
      return plan.ok ? [withLimb(state, { ...limb, location: { mode: "builtOn", site: op.site, since: 0 } })] : same;
    }
    case "undoPort": {
      const port = state.ports.find((p) => p.id === op.portId);
      // The card's Undo is refused once a limb hangs on the port (port.ts); otherwise the port goes, the coins come back.
      if (!port || portOccupant(port.id, state.limbs) !== null) return same;
      return [{ ...state, gold: state.gold + PORT_PRICES_GP[port.kind], ports: state.ports.filter((p) => p.id !== port.id) }];
    }
    case "damage": {
      // AM-DMG-1 (CY-INT-1/2): at the threshold a failed save damages one working limb, a success none.
      if (!automailDamageTriggered(op.amount, context.maxHp, context.damage)) return same;
      return [state, ...state.limbs.filter(limbWorks).map((limb) => withLimb(state, { ...limb, integrity: "damaged" }))];
    }
    case "time":
    case "water":
      return same;
  }
}

/** AM-WATER-1: whether a `skill` check in water from `state` is at disadvantage. */
export function waterCheckDisadvantaged(state: AutomailState, skill: string): boolean {
  return waterDisadvantage({ skill, inWater: true, limbs: state.limbs });
}

/**
 * Two operations at once end like one of the two serial orders, or like the first alone when the second saw the
 * state change while it waited and stopped (issue 11, Deliver 4) — "neither" only when an order allows it.
 */
export function automailPairOutcomes(state: AutomailState, a: AutomailOp, b: AutomailOp, context: AutomailContext): AutomailState[] {
  const results: AutomailState[] = [];
  for (const [first, second] of [
    [a, b],
    [b, a],
  ] as const) {
    for (const middle of automailOutcomes(state, first, context)) {
      // The second op read its target before the first wrote: a port bought in between is not one it can name.
      results.push(...automailOutcomes(middle, second, context));
      if (automailKey(middle) !== automailKey(state)) results.push(middle);
    }
  }
  return results;
}

/** A stable text form, to compare states: ports by kind and site, limbs by id, where they are and their integrity. */
export function automailKey(state: AutomailState): string {
  const siteOfPort = new Map(state.ports.map((p) => [p.id, p.site] as const));
  const ports = state.ports.map((p) => `${p.kind}@${p.site}`).sort();
  const limbs = [...state.limbs]
    .sort((x, y) => x.id.localeCompare(y.id))
    .map((l) => {
      const at = l.location;
      const where = at.mode === "carried" ? "carried" : at.mode === "port" ? `port@${siteOfPort.get(at.portId) ?? `missing ${at.portId}`}` : `builtOn@${at.site}`;
      return `${l.id}:${where}${l.integrity === "intact" ? "" : `:${l.integrity}`}`;
    });
  return JSON.stringify([state.gold, ports, limbs]);
}

/** What no stored state may be, whatever happened (AM-PORT-1, AM-GEN-1), as messages (empty: all kept). */
export function automailInvariantBreaks(state: AutomailState, context: AutomailContext): string[] {
  const problems: string[] = [];
  const portIds = new Set(state.ports.map((p) => p.id));
  const onPort = new Map<string, string>();
  for (const limb of state.limbs) {
    if (limb.location.mode !== "port") continue;
    const portId = limb.location.portId;
    if (!portIds.has(portId)) problems.push(`${limb.name} hangs on a port that is not there (${portId})`);
    const other = onPort.get(portId);
    if (other) problems.push(`port ${portId} holds both ${other} and ${limb.name}`);
    onPort.set(portId, limb.name);
  }
  const placed = [
    ...state.ports.map((p) => [`${p.kind} port`, p.site] as const),
    ...state.limbs.flatMap((l) => (l.location.mode === "builtOn" ? [[l.name, l.location.site] as const] : [])),
  ];
  placed.forEach(([name, site], index) => {
    for (const [otherName, otherSite] of placed.slice(index + 1)) {
      if (sitesOverlap(site, otherSite)) problems.push(`${name} at ${site} overlaps ${otherName} at ${otherSite}`);
    }
  });
  const unnatural = state.ports.filter((p) => p.kind === "unnatural").length;
  if (unnatural > unnaturalPortLimit(context.intelligenceModifier)) problems.push(`${unnatural} unnatural ports, above the limit`);
  if (state.gold < 0) problems.push(`gold below 0 (${state.gold})`);
  return problems;
}

export function describeAutomailOp(op: AutomailOp, names: (id: string) => string): string {
  switch (op.kind) {
    case "buyPort":
      return `buy ${op.port} port @ ${op.site}${op.gm ? " (GM)" : ""}`;
    case "attach":
      return `attach ${names(op.limb)} → port ${op.portId}`;
    case "detach":
      return `detach ${names(op.limb)}`;
    case "reforged":
      return `build ${names(op.limb)} onto ${op.site}`;
    case "undoPort":
      return `undo purchase of port ${op.portId}`;
    case "damage":
      return `damage ${op.amount}`;
    case "time":
      return `time +${op.seconds / 3600} h`;
    case "water":
      return `${op.skill} check in water`;
  }
}

/**
 * AM-ACC-1 (issue 25, Deliver 6: the model saw no acclimation effects): a failed acclimation is the limb's record
 * (`failedAt`..`failedUntil`) and one timed effect naming the limb. Whatever ran, each limb whose failure runs at
 * `now` has exactly one such effect, no other limb has one, and no effect names a limb that is gone (the expiry
 * sweep ends run-out and orphaned ones). `effects` lists the limb id each acclimation effect names.
 */
export function acclimationBreaks(limbs: readonly LimbState[], effects: readonly string[], now: number): string[] {
  const problems: string[] = [];
  const ids = new Set(limbs.map((l) => l.id));
  for (const limbId of new Set(effects)) if (!ids.has(limbId)) problems.push(`an acclimation effect names a limb that is not there (${limbId})`);
  for (const limb of limbs) {
    const { failedAt, failedUntil } = limb.acclimation;
    const running = failedAt !== null && failedUntil !== null && failedUntil > failedAt && now < failedUntil;
    const count = effects.filter((id) => id === limb.id).length;
    if (running && count !== 1) problems.push(`${limb.name}'s acclimation failure runs until ${failedUntil} (now ${now}) with ${count} effects`);
    if (!running && count > 0) problems.push(`${limb.name} has ${count} acclimation effects and no running failure (now ${now})`);
  }
  return problems;
}
