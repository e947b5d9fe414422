/**
 * What a rest or usage card lists as changed (release-5.3.3 `module/data/chat-message/fields/deltas-field.mjs`):
 * - `getDeltas(actor, {actor, item, delete, create})` (:32-47): each flattened update path's `value − current`
 *   read on the given document (the rest's clone from before it, actor.mjs:2384), kept when it is a number other
 *   than 0 (:102-103: a path the document does not have gives NaN, so it is left out); item deltas by item id;
 * - `processDeltas(actor)` (:58-72 → :117-128): one line per delta `{type, delta (signed, a `.spent` path
 *   negated), label, operation: "update"}`; the label is `getHumanReadableAttributeLabel(keyPath)` **or the raw key
 *   path** (:124). That label (utils.mjs:1219-1352), the part imitated: `system.` dropped; actor labels for
 *   `attributes.hp.*` (its schema field labels), `attributes.ac.value`/`.flat`, `abilities.<id>.*`,
 *   `currency.<id>`; item labels `hd.spent` → `DND5E.HitDice`, `uses.spent` → `DND5E.Uses` prefixed by the item
 *   name; else a listener of `dnd5e.getUnknownAttributeLabel(attr, {actor, item, label})` may set `label` (:1233-
 *   1246); else none, so the card prints the raw path (e.g. `flags.my-module.count`).
 */
import { Hooks } from "../../foundry/hooks";
import { flattenObject, getProperty, type PlainObject } from "../../foundry/utils";
import { dnd5eConfig } from "../config";

export interface Delta { keyPath: string; delta: number }
export interface ActorDeltas { actor?: Delta[]; item?: Record<string, Delta[]>; deleted?: PlainObject[] }
export interface DeltaLine { type: "actor" | "item"; delta: string; label: string; operation: "update" | "delete" }

interface DeltaDocument { name: string; system: PlainObject; items?: { get(id: string): DeltaDocument | undefined; contents?: unknown } }

export function individualDeltas(doc: unknown, updates: PlainObject): Delta[] {
  const out: Delta[] = [];
  for (const [keyPath, value] of Object.entries(flattenObject(updates))) {
    const delta = Number(value) - Number(getProperty(doc as PlainObject, keyPath));
    if (delta && !Number.isNaN(delta)) out.push({ keyPath, delta });
  }
  return out;
}

export function getDeltas(actor: DeltaDocument, updates: { actor?: PlainObject; item?: PlainObject[]; delete?: string[] }): ActorDeltas {
  const deltas: ActorDeltas = {
    actor: individualDeltas(actor, updates.actor ?? {}),
    deleted: (updates.delete ?? []).map((id) => actor.items?.get(id)).filter(Boolean).map((i) => ({ name: i!.name })),
    item: Object.fromEntries((updates.item ?? []).map(({ _id, ...changes }) => [String(_id), individualDeltas(actor.items?.get(String(_id)), changes)]).filter(([, d]) => (d as Delta[]).length)),
  };
  for (const key of Object.keys(deltas) as (keyof ActorDeltas)[]) {
    const value = deltas[key];
    if (!value || (Array.isArray(value) ? !value.length : !Object.keys(value).length)) delete deltas[key];
  }
  return deltas;
}

const HP_LABELS: Record<string, string> = { value: "DND5E.HitPointsCurrent", max: "DND5E.HitPointsMax", temp: "DND5E.HitPointsTemp", tempmax: "DND5E.HitPointsTempMax" };

/** utils.mjs:1219 getHumanReadableAttributeLabel, the part described in the file comment. */
export function attributeLabel(path: string, { actor, item }: { actor?: DeltaDocument; item?: DeltaDocument } = {}): string | undefined {
  const attr = path.startsWith("system.") ? path.slice(7) : path;
  let label: string | undefined;
  if (item) {
    if (attr === "hd.spent") label = "DND5E.HitDice";
    else if (attr === "uses.spent") label = "DND5E.Uses";
  } else if (attr === "attributes.ac.value" || attr === "attributes.ac.flat") label = "DND5E.ArmorClass";
  else if (attr.startsWith("attributes.hp.")) label = HP_LABELS[attr.split(".")[2] ?? ""];
  else if (attr === "attributes.exhaustion") label = "DND5E.Exhaustion";
  else if (attr.startsWith("abilities.")) label = `DND5E.AbilityScoreL ${dnd5eConfig().abilities[attr.split(".")[1] ?? ""]?.label ?? ""}`;
  else if (attr.startsWith("currency.")) label = dnd5eConfig().currencies?.[attr.split(".")[1] ?? ""]?.label;
  if (!label) {
    const options: { actor?: DeltaDocument; item?: DeltaDocument; label?: string } = { actor, item };
    Hooks.callAll("dnd5e.getUnknownAttributeLabel", attr, options);
    label = options.label;
  }
  if (label && item) label = `${item.name} ${label}`;
  return label;
}

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

export function processDeltas(deltas: ActorDeltas, actor: DeltaDocument): DeltaLine[] {
  const line = (d: Delta, type: "actor" | "item", doc: DeltaDocument | undefined): DeltaLine => ({
    type, operation: "update",
    delta: signed(d.keyPath.endsWith(".spent") ? -d.delta : d.delta),
    label: attributeLabel(d.keyPath, type === "actor" ? { actor: doc } : { item: doc }) ?? d.keyPath,
  });
  return [
    ...(deltas.actor ?? []).map((d) => line(d, "actor", actor)),
    ...Object.entries(deltas.item ?? {}).flatMap(([id, list]) => list.map((d) => line(d, "item", actor.items?.get(id)))),
    ...(deltas.deleted ?? []).map((data) => ({ type: "item" as const, operation: "delete" as const, delta: "", label: String(data.name) })),
  ];
}
