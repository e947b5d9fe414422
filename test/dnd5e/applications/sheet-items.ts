/**
 * Where dnd5e's actor sheets list an item (release-5.3.3):
 * - `_prepareItems` (`applications/actor/api/base-actor-sheet.mjs:438-465`): every item gets a context, then
 *   `_prepareItem` (:811-846: its usable activities, `uses` with `hasUses` = `item.hasLimitedUses`) and, by kind,
 *   `_prepareItemSpell`, `_prepareItemPhysical` (when `"quantity" in item.system`) or `_prepareItemFeature`; then
 *   `_assignItemCategories`: base (:745-751) containers → containers+inventory, spells → spells, a model with a
 *   static `inventorySection` → inventory, **anything else → features**; the character sheet first files
 *   background, class, facility, race (species) and subclass apart (`character-sheet.mjs:770-779`).
 * - a feature's groups (`character-sheet.mjs:853-866`): `origin` from its advancement root (race → species,
 *   background, class → the class identifier) else "other"; `activation` "passive" when it has the `trait` property
 *   or **no activities**, else "active". The features tab's sections (:411-429): Active, Passive, one per class,
 *   Species, Background, Other; the list shows them by `origin` (the list control's first grouping, :448-454) or by
 *   `activation`.
 * - a row's subtitle (`_prepareItemFeature` :867, `_prepareItemPhysical` :897): the model's `type.label` and, for an
 *   active item, its activation label.
 * - a row's click is `use` (`components/inventory.mjs:488`, :853: `item.use({event}, {options: {sheet}})`); its
 *   expand control `toggleExpand` (:485) shows `item.getChatData()` (base-actor-sheet.mjs:452-453).
 */
import { escapeHTML, type PlainObject } from "../../foundry/utils";

export interface SheetItem {
  id: string | null;
  name: string;
  type: string;
  system: PlainObject;
  hasLimitedUses?: boolean;
  isActive?: boolean;
  labels?: { activation?: string };
  getFlag(scope: string, key: string): unknown;
  parent?: unknown;
}

export type FeatureGrouping = "origin" | "activation";

/** base-actor-sheet.mjs:745-751 with character-sheet.mjs:770-779 in front. */
export function assignItemCategories(item: SheetItem, character: boolean): Set<string> {
  if (character) {
    const own: Record<string, string> = { background: "background", class: "classes", facility: "facilities", race: "species", subclass: "subclasses" };
    if (item.type in own) return new Set([own[item.type]!]);
  }
  if (item.type === "container") return new Set(["containers", "inventory"]);
  if (item.type === "spell") return new Set(["spells"]);
  if ("inventorySection" in (item.system.constructor as object)) return new Set(["inventory"]);
  return new Set(["features"]);
}

/** character-sheet.mjs:853-866. */
export function featureGroups(item: SheetItem, actorItems: { get(id: string): { type: string; system: PlainObject } | undefined }): { origin: string; activation: string } {
  const root = (item.getFlag("dnd5e", "advancementRoot") ?? item.getFlag("dnd5e", "advancementOrigin")) as string | undefined;
  const group = root ? actorItems.get(root.split(".")[0] ?? "") : undefined;
  let origin = "other";
  if (group?.type === "race") origin = "species";
  else if (group?.type === "background") origin = "background";
  else if (group?.type === "class") origin = String(group.system.identifier || "other");
  const properties = item.system.properties as Set<string> | undefined;
  const activities = item.system.activities as { size?: number } | undefined;
  const activation = properties?.has?.("trait") || !activities?.size ? "passive" : "active";
  return { origin, activation };
}

/** A row's subtitle (base-actor-sheet.mjs:867, :897): the model's `type.label`, and its activation when active. */
export function itemSubtitle(item: SheetItem): string {
  const type = item.system.type as { label?: string } | undefined;
  return [type?.label, item.isActive ? item.labels?.activation : null].filter(Boolean).join(" • ");
}

/** One row: name (the `use` action) and subtitle, uses when limited, the expand control, the expanded description. */
export function itemRowHTML(item: SheetItem, groups: PlainObject, expanded: string | null): string {
  const uses = item.system.uses as { value?: number; max?: number } | undefined;
  const subtitle = itemSubtitle(item);
  const data = Object.entries(groups).map(([k, v]) => ` data-group-${k}="${escapeHTML(String(v))}"`).join("");
  return `<li class="item" data-item-id="${escapeHTML(String(item.id))}" data-entry-id="${escapeHTML(String(item.id))}"${data}>`
    + `<div class="item-name item-action" data-action="use" role="button"><span class="title">${escapeHTML(item.name)}</span>${subtitle ? `<span class="subtitle">${escapeHTML(subtitle)}</span>` : ""}</div>`
    + (item.hasLimitedUses ? `<div class="item-uses"><span class="value">${uses?.value ?? 0}</span> / <span class="max">${uses?.max ?? 0}</span></div>` : "")
    + `<a class="item-control" data-action="toggleExpand"></a>`
    + (expanded === null ? "" : `<div class="item-description">${expanded}</div>`)
    + `</li>`;
}
