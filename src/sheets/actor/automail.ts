/**
 * The Automail tab of the character sheet, built to be read at a glance: one list of warnings (each limb at
 * disadvantage or with a running acclimation failure is one line saying why and for how long, then the audit of
 * loaded data, flagged and never fixed), then one line per port (its site, kind and limb, or empty: a drop target,
 * AM-ATT-1), one line per limb built on (its site) and per limb carried, and a form to buy a port (AM-PORT-1),
 * first when there is no port. A limb's details (generation, kind, how it is noticed: AM-SEEN-1, flaws) fold
 * under its name. Plain, localized values built from the actor's items; buttons call the Actor's automail entry
 * points, which check everything again. Dropping an automail limb on the sheet routes here (`dropAutomail`).
 */
import {
  BODY_SITES,
  PORT_PRICES_GP,
  type AutomailIssue,
  type LimbState,
  auditAutomail,
  isWorn,
  limbDisadvantage,
  noticeRule,
  isAccustomed,
  portAccepts,
  portOccupant,
  runningAcclimations,
} from "../../rules/automail";
import { AUTOMAIL_ITEM_TYPE, type AutomailSystemSource, limbStates, portStates } from "../../data/item/automail/state";
import { augmentStates } from "../../data/item/augment/state";
import { attachRefusal } from "../../workflows/automail/attach";
import { reforgedRefusal } from "../../workflows/automail/reforged";
import { localize } from "../../utils/notify";
import { sectionOfSite } from "../../rules/automail";
import { timeLeft } from "./time-left";

export interface AutomailLimbRow {
  id: string;
  name: string;
  img: string;
  summary: string;
  /** Its generation, kind, limb type, where it is and its integrity, as ids (the template words them). */
  generation: string;
  kind: string;
  limb: string;
  mode: string;
  integrity: string;
  accustomed: boolean;
  notice: string;
  flaws: string;
  canAttach: boolean;
  canDetach: boolean;
  canBuildOn: boolean;
  canAttack: boolean;
  canRepair: boolean;
}

export interface AutomailPortRow {
  id: string;
  /** Ids: the template words them. */
  kind: string;
  site: string;
  placement: string;
  limb: AutomailLimbRow | null;
}

/** A limb built on: where, and the limb. */
export interface AutomailBuiltOnRow {
  /** An id: the template words it. */
  site: string;
  limb: AutomailLimbRow;
}

export interface AutomailContext {
  editable: boolean;
  ports: AutomailPortRow[];
  /** Limbs not on a port: built on (reforged) and carried. */
  builtOn: AutomailBuiltOnRow[];
  carried: AutomailLimbRow[];
  /** Every problem once: a limb's acclimation failure or disadvantage, one line per limb. */
  warnings: string[];
  /** The audit of loaded data, flagged and never fixed (below the warnings, in the same box; the template words each code). */
  issues: AutomailIssue[];
  /** The port kinds with their prices, and the site ids (the template words them). */
  buy: { prices: Readonly<Record<string, number>>; sites: readonly string[] };
  /** No port yet: the buy form comes first, where the user looks. */
  buyFirst: boolean;
  /** AM-SEEN-1: the GM's "who notices?" button (something is worn). */
  canAskNotice: boolean;
}

/** An automail word by its group and id: `label("Site", "leftArm")`. */
const label = (prefix: string, value: string): string => localize(`AUGMENTED.Automail.${prefix}.${value}`);

function now(): number {
  return game.time?.worldTime ?? 0;
}

/** AM-SEEN-1: how a limb is noticed, in words. */
export function noticeText(limb: LimbState): string {
  const rule = noticeRule(limb);
  if (rule.kind === "check") return localize("AUGMENTED.Automail.Notice.check", { dc: rule.activeDc, passive: rule.passive });
  return localize(`AUGMENTED.Automail.Notice.${rule.kind}`);
}

/** The Automail tab's data for `actor`. */
export function automailContext(actor: Actor.Implementation, options: { editable: boolean }): AutomailContext {
  const items = [...actor.items];
  const limbs = limbStates(items);
  const ports = portStates(items);
  const augments = augmentStates(items);
  const time = now();
  const actorId = actor.id ?? "";
  // cast: a structural, optional view of the document's system data; every read checks its type.
  const intMod = (actor.system as { abilities?: { int?: { mod?: unknown } } }).abilities?.int?.mod;
  const editable = options.editable;

  const rowOf = (limb: LimbState): AutomailLimbRow => {
    const item = actor.items.get(limb.id);
    // cast: the item's system is the automail model's (type checked by limbStates).
    const system = item?.system as AutomailSystemSource | undefined;
    const works = isWorn(limb) && limb.integrity === "intact";
    const hasWeapon = (system?.adds?.weapon?.formula ?? "").trim() !== "";
    return {
      id: limb.id,
      name: limb.name,
      img: item?.img ?? "",
      summary: system?.adds?.summary ?? "",
      generation: limb.generation,
      kind: limb.kind,
      limb: limb.limb,
      mode: limb.location.mode,
      integrity: limb.integrity,
      accustomed: isAccustomed(limb, actorId),
      notice: noticeText(limb),
      flaws: limb.flaws,
      canAttach: editable && limb.generation === "modern" && limb.location.mode === "carried" && limb.integrity === "intact",
      canDetach: editable && limb.generation === "modern" && limb.location.mode === "port",
      canBuildOn: editable && limb.generation === "reforged" && limb.location.mode === "carried" && limb.integrity === "intact",
      canAttack: editable && works && hasWeapon,
      canRepair: editable && limb.integrity === "damaged",
    };
  };

  const portRows: AutomailPortRow[] = ports.map((port) => {
    const occupant = portOccupant(port.id, limbs);
    const item = actor.items.get(port.id);
    // cast: a structural, optional view of the document's system data; every read checks its type.
    const placement = (item?.system as { placement?: unknown } | undefined)?.placement;
    return {
      id: port.id,
      kind: port.kind,
      site: port.site,
      placement: typeof placement === "string" ? placement : "",
      limb: occupant ? rowOf(occupant) : null,
    };
  });

  // One warning per limb, in the order the lines below list them (ports, built on, carried).
  const running = new Map(runningAcclimations(limbs, time).map((r) => [r.limbId, r.remainingSeconds]));
  const ordered = [
    ...ports.map((port) => portOccupant(port.id, limbs)).filter((limb): limb is LimbState => limb !== null),
    ...limbs.filter((l) => l.location.mode === "builtOn"),
    ...limbs.filter((l) => l.location.mode === "carried"),
  ];
  const warnings = ordered.flatMap((limb) => {
    const reasons = limbDisadvantage(limb, limbs, ports, time).reasons;
    const left = running.get(limb.id);
    const parts = [
      ...(left === undefined ? [] : [localize("AUGMENTED.Automail.Sheet.Warning.acclimation", { remaining: timeLeft(left) })]),
      ...reasons.filter((r) => r !== "acclimation").map((r) => localize(`AUGMENTED.Automail.Sheet.Warning.${r}`)),
    ];
    if (parts.length === 0) return [];
    const key = reasons.length > 0 ? "AUGMENTED.Automail.Sheet.Warning.atDisadvantage" : "AUGMENTED.Automail.Sheet.Warning.line";
    return [localize(key, { name: limb.name, reasons: parts.join("; ") })];
  });

  return {
    editable,
    ports: portRows,
    builtOn: limbs.flatMap((l) => (l.location.mode === "builtOn" ? [{ site: l.location.site, limb: rowOf(l) }] : [])),
    carried: limbs.filter((l) => l.location.mode === "carried").map(rowOf),
    warnings,
    issues: auditAutomail(limbs, ports, typeof intMod === "number" ? intMod : 0, augments),
    buyFirst: ports.length === 0,
    buy: {
      prices: PORT_PRICES_GP,
      sites: BODY_SITES,
    },
    canAskNotice: game.user?.isGM === true && limbs.some(isWorn),
  };
}

/** The free ports of `actor` that accept `limb` (for the Attach button's question). */
export function portsAccepting(actor: Actor.Implementation, limbId: string): { id: string; label: string }[] {
  const items = [...actor.items];
  const limbs = limbStates(items);
  const limb = limbs.find((l) => l.id === limbId);
  if (!limb) return [];
  return portStates(items)
    .filter((p) => portOccupant(p.id, limbs, limb.id) === null && portAccepts(p, limb).ok)
    .map((p) => ({ id: p.id, label: `${p.name} (${label("Site", p.site)})` }));
}

/** The sites a reforged limb could be built onto now (for the Build on button's question). */
export function sitesForReforged(actor: Actor.Implementation, item: Item.Implementation): { id: string; label: string }[] {
  return BODY_SITES.filter((site) => reforgedRefusal(actor, item, site) === null).map((site) => ({ id: site, label: label("Site", site) }));
}

/**
 * An automail item dropped on the sheet: on a port (`[data-drop-port]`) it is attached there, or refused with the
 * reason before anything is created; anywhere else an owned limb stays where it is (moving rows is no attach) and
 * a limb from elsewhere is added to the inventory as Foundry adds any item (returns undefined: the default drop).
 */
export async function dropAutomail(sheet: { actor: Actor.Implementation; isEditable: boolean }, event: DragEvent, item: Item.Implementation): Promise<unknown> {
  if (!sheet.isEditable) return null;
  const target = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-drop-port]") : null;
  const portId = target?.dataset.dropPort;
  if (portId) {
    const refusal = attachRefusal(sheet.actor, item, portId);
    if (refusal) {
      ui.notifications?.warn(refusal);
      return null;
    }
    return sheet.actor.attachAutomail(item, portId);
  }
  if (item.parent === sheet.actor) return null;
  return undefined;
}

/**
 * AM-CY-1 on the body map: the automail in each Cyborg section (ports with their limb, reforged limbs built on),
 * as one line each. Automail takes no augment slot, so the section's slot shows free or its augment as before.
 */
export function automailBySection(actor: { items: Iterable<{ id: string | null; name: string; type: string; system: unknown }> }): Map<string, string[]> {
  const items = [...actor.items];
  const limbs = limbStates(items);
  const out = new Map<string, string[]>();
  const add = (site: Parameters<typeof sectionOfSite>[0], text: string) => {
    const section = sectionOfSite(site);
    out.set(section, [...(out.get(section) ?? []), text]);
  };
  for (const port of portStates(items)) {
    const limb = portOccupant(port.id, limbs);
    add(port.site, localize("AUGMENTED.Automail.Sheet.BodyMapPort", { port: label("PortKind", port.kind), site: label("Site", port.site), limb: limb ? limb.name : localize("AUGMENTED.Automail.Sheet.PortFree") }));
  }
  for (const limb of limbs) {
    if (limb.location.mode === "builtOn") add(limb.location.site, localize("AUGMENTED.Automail.Sheet.BodyMapBuiltOn", { name: limb.name, site: label("Site", limb.location.site) }));
  }
  return out;
}

export { AUTOMAIL_ITEM_TYPE };
