/**
 * CY-TOOL-1: the 17 artisan's tools an augment's design may name as its repair tool. Ids follow the common 5e
 * tool keys so compendium tool items can be matched; `name` is the source's wording (display text still
 * goes through lang/en.json).
 */

export const REPAIR_TOOLS = [
  { id: "alchemist", name: "Alchemist's Supplies" },
  { id: "brewer", name: "Brewer's Supplies" },
  { id: "calligrapher", name: "Calligrapher's Supplies" },
  { id: "carpenter", name: "Carpenter's Tools" },
  { id: "cartographer", name: "Cartographer's Tools" },
  { id: "cobbler", name: "Cobbler's Tools" },
  { id: "cook", name: "Cook's Utensils" },
  { id: "glassblower", name: "Glassblower's Tools" },
  { id: "jeweler", name: "Jeweler's Tools" },
  { id: "leatherworker", name: "Leatherworker's Tools" },
  { id: "mason", name: "Mason's Tools" },
  { id: "painter", name: "Painter's Supplies" },
  { id: "potter", name: "Potter's Tools" },
  { id: "smith", name: "Smith's Tools" },
  { id: "tinker", name: "Tinker's Tools" },
  { id: "weaver", name: "Weaver's Tools" },
  { id: "woodcarver", name: "Woodcarver's Tools" },
] as const;

export type RepairToolId = (typeof REPAIR_TOOLS)[number]["id"];

export const REPAIR_TOOL_IDS: readonly RepairToolId[] = REPAIR_TOOLS.map((t) => t.id);

export function isRepairToolId(value: unknown): value is RepairToolId {
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  return (REPAIR_TOOL_IDS as readonly unknown[]).includes(value);
}

/**
 * CY-REP-1: the GM's ruling on the designated tool, asked with the repair DC. `notNeeded`: this repair goes
 * ahead without it; `required`: the character must carry the designated tool; `substitute`: it is needed, but
 * what the character has instead is ruled suitable. (A tool ruled unsuitable is `required` without the tool.)
 */
export const TOOL_RULINGS = ["notNeeded", "required", "substitute"] as const;
export type ToolRuling = (typeof TOOL_RULINGS)[number];

export function isToolRuling(value: unknown): value is ToolRuling {
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  return (TOOL_RULINGS as readonly unknown[]).includes(value);
}

export type ToolUse = "none" | "designated" | "substitute";

/**
 * CY-REP-1: whether the repair may go on under the GM's ruling. An augment with no designated tool needs none;
 * `carried` lists the repair tools the character has. Refused: the designated tool is required and missing.
 */
export function repairToolCheck(
  designated: RepairToolId | null,
  ruling: ToolRuling,
  carried: readonly string[],
): { ok: true; use: ToolUse } | { ok: false; reason: "toolMissing" } {
  if (designated === null || ruling === "notNeeded") return { ok: true, use: "none" };
  if (carried.includes(designated)) return { ok: true, use: "designated" };
  return ruling === "substitute" ? { ok: true, use: "substitute" } : { ok: false, reason: "toolMissing" };
}
