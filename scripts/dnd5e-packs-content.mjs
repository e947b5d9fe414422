// The Gearforged and Automail items of the system's packs (packs/_source/gearforged, packs/_source/automail) as the
// dnd5e module's: the module's own kinds as its sub-types (`augmented-dnd5e.chassis`, `.upgrade`, `.port`,
// `.automail`), the system's features (the 13th Age feats, the Gear Priest background) as dnd5e `feat` items; each
// in dnd5e's item shape (src/adapters/dnd5e/item-model.ts migrates stored items the same way): the description as
// `{value, chat}`, uses recovered by period as dnd5e's recovery entries, the system's flags under the module's scope,
// and `_stats` naming dnd5e. Pure functions over the YAML documents; the build writes the results as pack sources.

import fs from "node:fs";
import path from "node:path";
import { dump as dumpYaml } from "js-yaml";
import { PACK_SOURCE_DIR, readPackSources } from "./packs.mjs";

const MODULE_ID = "augmented-dnd5e";
const DND5E_VERSION = "5.3.3";

/** The system's item type → the module's stored type. */
export const CONTENT_TYPES = {
  chassis: `${MODULE_ID}.chassis`,
  upgrade: `${MODULE_ID}.upgrade`,
  port: `${MODULE_ID}.port`,
  automail: `${MODULE_ID}.automail`,
  feature: "feat",
};

/** A system item's `system` in dnd5e's shape (description, uses recovery). */
export function dnd5eContentSystem(type, system) {
  const { description, ...own } = system;
  const out = { ...own, description: { value: typeof description === "string" ? description : "", chat: "" } };
  if (own.uses && typeof own.uses === "object") {
    out.uses = { spent: own.uses.spent ?? 0, max: String(own.uses.max ?? ""), recovery: (own.uses.recovery ?? []).map((period) => ({ period, type: "recoverAll" })) };
  }
  // A system feature becomes a dnd5e feat of the species' kind (its own fields are the system's, which dnd5e drops).
  if (type === "feature") return { description: out.description, type: { value: "race", subtype: "" }, requirements: "" };
  return out;
}

/** The tier a 13th Age feat needs, as its dnd5e requirement reads (the level follows the world's level scale). */
const FEAT_TIERS = { adventurer: "adventurer", champion: "champion", epic: "epic" };

/**
 * A 13th Age feat (flagged `gearforgedFeat`) is a dnd5e general feat whose requirement names its tier; the Gear
 * Priest background (flagged `background`) is a dnd5e `background`, where dnd5e keeps a character's background.
 */
function refineFeature(doc, item) {
  const ours = doc.flags?.augmented ?? {};
  if (ours.background) return { ...item, type: "background", system: { description: item.system.description, identifier: "gear-priest", advancement: [], startingEquipment: [] } };
  const tier = FEAT_TIERS[ours.gearforgedFeat?.tier];
  if (!tier) return item;
  return { ...item, system: { ...item.system, type: { value: "feat", subtype: "" }, requirements: `Gearforged (13th Age), ${tier} tier` } };
}

/** One system item as the module's. */
export function moduleContentItem(doc) {
  const type = CONTENT_TYPES[doc.type];
  if (!type) throw new Error(`${doc.name}: the module has no type for the system's "${doc.type}"`);
  const { augmented, ...otherFlags } = doc.flags ?? {};
  const flags = augmented ? { ...otherFlags, [MODULE_ID]: augmented } : otherFlags;
  const item = { ...doc, type, flags, system: dnd5eContentSystem(doc.type, doc.system), _stats: { ...doc._stats, systemId: "dnd5e", systemVersion: DND5E_VERSION } };
  return doc.type === "feature" ? refineFeature(doc, item) : item;
}

/**
 * Writes `dir/<pack>/` for the system's `gearforged` and `automail` packs, each item converted (`convert` may add to
 * a converted item: its activities); returns how many were written.
 */
export function writeContentPackSources(dir, convert = (doc) => doc) {
  let count = 0;
  for (const pack of ["gearforged", "automail"]) {
    const sources = readPackSources(path.join(PACK_SOURCE_DIR, pack));
    if (sources.problems.length) throw new Error(sources.problems.join("\n"));
    fs.mkdirSync(path.join(dir, pack), { recursive: true });
    for (const { file, doc } of sources.docs) {
      fs.writeFileSync(path.join(dir, pack, path.basename(file)), dumpYaml(convert(moduleContentItem(doc)), { lineWidth: -1 }));
      count += 1;
    }
  }
  return count;
}
