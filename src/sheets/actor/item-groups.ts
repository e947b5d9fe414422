/**
 * The sheets' item lists: an actor's owned items as rows (equip, attack, use, quantity, weight, uses), grouped by
 * type in a sheet's order under plural headings ("Weapons"), each group offering a create button for a type the
 * system models. Rows are sorted by hand (the items' `sort` keys, then name) or by name (`ItemSortMode`, the
 * user's choice: ./item-sort.ts).
 */
import { localize } from "../../utils/notify";
import type { ActorWorkflows } from "./sheet-workflows";
import { type ItemSortMode, compareRows } from "./item-sort";

/** Types that are part of the character, not carried: their rows have no quantity or weight. */
const NOT_CARRIED: ReadonlySet<string> = new Set(["feature", "species", "chassis", "upgrade"]);

/** One owned item as a row. */
export interface ItemRow {
  id: string;
  name: string;
  img: string;
  type: string;
  equippable: boolean;
  equipped: boolean;
  canAttack: boolean;
  canTool: boolean;
  /** Inventory columns: quantity, weight in lb, and uses left of the maximum ("" when not limited). */
  quantity: number | null;
  weight: string;
  uses: string;
  /** The item's `sort` key: rows are listed by it (a drop on another row reorders, as in v13), then by name. */
  sort: number;
  /** The ± quantity buttons: an owner's carried item in play mode. */
  canAdjust: boolean;
  /** The name as the inventory filter matches it (lower case). */
  filterName: string;
  /** Whether the row's summary is open, and (filled by the sheet for open rows only) its enriched description. */
  expanded: boolean;
  summary: string;
}

export interface ItemGroup {
  type: string;
  /** The heading, plural ("Weapons"); `typeLabel` is one of them ("Weapon"), for the create button. */
  label: string;
  typeLabel: string;
  /** Carried things have quantity and weight columns; features, the species and the Gearforged body do not. */
  carried: boolean;
  items: ItemRow[];
  canCreate: boolean;
}

export interface ItemGroupOptions {
  /** The types listed first, in this order (also when empty, to offer their create button). */
  order: readonly string[];
  exclude?: readonly string[];
  /** Only the items this accepts (a tab lists part of a type: the inventory's carried augments). */
  include?: (item: Item.Implementation) => boolean;
  /** Leave out groups with no row (the inventory in play mode). */
  hideEmpty?: boolean;
  /** Types whose group offers no create button (made by a workflow: a species is dropped, not written). */
  noCreate?: readonly string[];
  sortMode?: ItemSortMode;
  editMode: boolean;
  editable: boolean;
  workflows: ActorWorkflows;
  /** Ids of the rows whose summary is open. */
  expanded?: ReadonlySet<string>;
}

/** Owned items grouped by type, in `order`, then any other type (a later issue's items) under its own label. */
export function itemGroupsOf(actor: Actor.Implementation, options: ItemGroupOptions): ItemGroup[] {
  const { order, exclude = [], include, hideEmpty = false, noCreate = [], sortMode = "m", editMode, editable, workflows, expanded = new Set<string>() } = options;
  const byType = new Map<string, ItemRow[]>(order.map((type) => [type, []]));
  for (const item of actor.items) {
    if (exclude.includes(item.type) || (include && !include(item))) continue;
    // cast: a structural, optional view of the document's system data; every read checks its type.
    const system = item.system as { equipped?: unknown; quantity?: unknown; weight?: unknown; uses?: { value?: unknown; max?: unknown; maxValue?: unknown } };
    // The shared uses field derives `maxValue` from its `max` formula (data/shared/uses-field.ts); an augment's `max` is the number itself.
    const usesMax = typeof system.uses?.maxValue === "number" ? system.uses.maxValue : typeof system.uses?.max === "number" ? system.uses.max : 0;
    const row: ItemRow = {
      id: item.id ?? "",
      name: item.name,
      img: item.img ?? "",
      type: item.type,
      equippable: typeof system.equipped === "boolean",
      equipped: system.equipped === true,
      canAttack: !editMode && item.type === "weapon" && typeof workflows.rollAttack === "function",
      // A consumable's Use runs the consumable workflow (GF-BODY-1), a tool's its check.
      canTool: !editMode && ((item.type === "tool" && typeof workflows.rollToolCheck === "function") || (item.type === "consumable" && typeof workflows.useConsumable === "function")),
      quantity: typeof system.quantity === "number" ? system.quantity : null,
      weight: typeof system.weight === "number" && system.weight > 0 ? String(system.weight) : "",
      uses: usesMax > 0 ? `${typeof system.uses?.value === "number" ? system.uses.value : 0}/${usesMax}` : "",
      sort: typeof item.sort === "number" ? item.sort : 0,
      canAdjust: editable && !editMode && typeof system.quantity === "number",
      filterName: item.name.toLocaleLowerCase(),
      expanded: expanded.has(item.id ?? ""),
      summary: "",
    };
    if (!byType.has(item.type)) byType.set(item.type, []);
    byType.get(item.type)!.push(row);
  }
  // cast: the registered item models, looked up by a stored type string.
  const models = CONFIG.Item.dataModels as Record<string, unknown>;
  return [...byType.entries()]
    .map(([type, items]) => ({
      type,
      label: itemGroupLabel(type),
      typeLabel: itemTypeLabel(type),
      carried: !NOT_CARRIED.has(type),
      items: items.sort((a, b) => compareRows(a, b, sortMode)),
      canCreate: editable && type in models && !noCreate.includes(type),
    }))
    .filter((group) => group.items.length > 0 || (group.canCreate && !hideEmpty));
}

/** A group's heading: the type's plural ("Weapons"), else its name (a type another package adds). */
export function itemGroupLabel(type: string): string {
  const key = `AUGMENTED.Item.Plural.${type}`;
  return game.i18n?.has(key) ? localize(key) : itemTypeLabel(type);
}

export function itemTypeLabel(type: string): string {
  // cast: the type labels Foundry fills from the manifest, looked up by a stored type string.
  const labels = CONFIG.Item.typeLabels as Record<string, string> | undefined;
  return localize(labels?.[type] ?? `TYPES.Item.${type}`);
}
