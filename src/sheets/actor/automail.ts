/**
 * The Automail tab of the character sheet: the ports with the limb on each (a drop target: drop a limb
 * on a port to attach it, AM-ATT-1), every limb with its generation, kind, where it is, integrity, acclimation
 * (running failure and until when; accustomed), why its actions are at disadvantage, how it is noticed (AM-SEEN-1),
 * the running acclimations, a form to buy a port (AM-PORT-1), and the audit of loaded data (flagged, never fixed).
 * Plain, localized values built from the actor's items; buttons call the Actor's automail entry points, which check
 * everything again. Dropping an automail limb on the sheet routes here (`dropAutomail`).
 */
import {
  AUTOMAIL_ISSUE_CODES,
  BODY_SITES,
  PORT_KINDS,
  PORT_PRICES_GP,
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

export interface AutomailLimbRow {
  id: string;
  name: string;
  img: string;
  summary: string;
  generation: string;
  labels: string;
  location: string;
  integrity: string;
  integrityLabel: string;
  accustomed: boolean;
  running: string;
  disadvantage: string[];
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
  name: string;
  kindLabel: string;
  siteLabel: string;
  placement: string;
  limb: AutomailLimbRow | null;
  dropHint: string;
}

export interface AutomailContext {
  editable: boolean;
  ports: AutomailPortRow[];
  /** Limbs not on a port: built on (reforged) and carried. */
  builtOn: AutomailLimbRow[];
  carried: AutomailLimbRow[];
  running: { name: string; until: string }[];
  issues: string[];
  buy: { kinds: { value: string; label: string }[]; sites: { value: string; label: string }[] };
  empty: boolean;
  /** AM-SEEN-1: the GM's "who notices?" button (something is worn). */
  canAskNotice: boolean;
}

const label = (prefix: string, value: string) => localize(`AUGMENTED.Automail.${prefix}.${value}`);

function now(): number {
  return game.time?.worldTime ?? 0;
}

/** World time as the sheet shows it: the remaining time in whole minutes, hours or days. */
function remaining(seconds: number): string {
  const s = Math.max(0, seconds);
  if (s >= 86_400) return localize("AUGMENTED.Automail.Sheet.Remaining.days", { count: Math.ceil(s / 86_400) });
  if (s >= 3600) return localize("AUGMENTED.Automail.Sheet.Remaining.hours", { count: Math.ceil(s / 3600) });
  return localize("AUGMENTED.Automail.Sheet.Remaining.minutes", { count: Math.ceil(s / 60) });
}

function noticeText(limb: LimbState): string {
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
    const failure = limb.acclimation.failedUntil !== null && limb.acclimation.failedUntil > time ? limb.acclimation.failedUntil : null;
    const disadvantage = limbDisadvantage(limb, limbs, ports, time).reasons.map((r) => localize(`AUGMENTED.Automail.Disadvantage.${r}`));
    const works = isWorn(limb) && limb.integrity === "intact";
    const hasWeapon = (system?.adds?.weapon?.formula ?? "").trim() !== "";
    return {
      id: limb.id,
      name: limb.name,
      img: item?.img ?? "",
      summary: system?.adds?.summary ?? "",
      generation: limb.generation,
      labels: [label("Generation", limb.generation), label("Kind", limb.kind), label("Limb", limb.limb)].join(" · "),
      location:
        limb.location.mode === "builtOn"
          ? localize("AUGMENTED.Automail.Sheet.BuiltOnAt", { site: label("Site", limb.location.site) })
          : label("Location", limb.location.mode),
      integrity: limb.integrity,
      integrityLabel: label("Integrity", limb.integrity),
      accustomed: isAccustomed(limb, actorId),
      running: failure === null ? "" : localize("AUGMENTED.Automail.Sheet.Running", { remaining: remaining(failure - time) }),
      disadvantage,
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
      name: port.name,
      kindLabel: label("PortKind", port.kind),
      siteLabel: label("Site", port.site),
      placement: typeof placement === "string" ? placement : "",
      limb: occupant ? rowOf(occupant) : null,
      dropHint: occupant ? "" : localize("AUGMENTED.Automail.Sheet.DropHint"),
    };
  });

  const issues = auditAutomail(limbs, ports, typeof intMod === "number" ? intMod : 0, augments).map((issue) =>
    // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
    (AUTOMAIL_ISSUE_CODES as readonly string[]).includes(issue.code)
      ? localize(`AUGMENTED.Automail.Issue.${issue.code}`, { limit: "limit" in issue ? issue.limit : "" })
      : issue.code,
  );

  return {
    editable,
    ports: portRows,
    builtOn: limbs.filter((l) => l.location.mode === "builtOn").map(rowOf),
    carried: limbs.filter((l) => l.location.mode === "carried").map(rowOf),
    running: runningAcclimations(limbs, time).map((r) => ({ name: r.name, until: remaining(r.remainingSeconds) })),
    issues,
    buy: {
      kinds: PORT_KINDS.map((kind) => ({ value: kind, label: localize("AUGMENTED.Automail.Sheet.KindWithPrice", { kind: label("PortKind", kind), price: PORT_PRICES_GP[kind] }) })),
      sites: BODY_SITES.map((site) => ({ value: site, label: label("Site", site) })),
    },
    empty: ports.length === 0 && limbs.length === 0,
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
