// The dnd5e companion module (docs/ARCHITECTURE.md, Adapters), built by scripts/build.mjs after the system:
//
//   dist-dnd5e/augmented-dnd5e/            the folder Foundry loads as Data/modules/augmented-dnd5e
//     module.json                          src/adapters/dnd5e/module.json + version (+ release URLs, as the system's)
//                                          + documentTypes.ChatMessage, the card types of the features the module enables
//                                          (src/adapters/dnd5e/features.ts; scripts/card-types.mjs hostCardTypes)
//     augmented-dnd5e.mjs(.map)            Vite library build of src/adapters/dnd5e/index.ts (vite.config.ts, mode "dnd5e")
//     lang/en.json                         the part of lang/en.json the module's code and templates use (the shared
//                                          workflows' strings, the module's AUGMENTED.Dnd5e.*: scripts/module-lang.mjs)
//                                          merged with src/adapters/dnd5e/lang/en.json (the module's TYPES labels)
//     packs/<name>                         LevelDB: augments from packs/_source/augments as the module's item type,
//                                          each with the dnd5e activities its purpose calls for
//                                          (src/adapters/dnd5e/activities/from-augment.ts); species and rules from
//                                          src/adapters/dnd5e/packs/; Gearforged and Automail items from the
//                                          system's packs (scripts/dnd5e-packs-content.mjs)
//     templates/, augmented.css            the shared templates (partial paths pointed at the module's folder) and the
//                                          system's stylesheet bundled without the workshop's part (moduleCss)
//     LICENSE, README.md                   README.md is docs/gm/dnd5e.md, its links made to work outside the
//                                          repository (scripts/release.mjs writePackagedReadme)
//   release/augmented-dnd5e.zip           the folder's contents at the zip root; release/module.json beside it
//                                          (scripts/release.mjs, called by scripts/build.mjs)
//
// The system's dist/ is not touched.

import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { dump as dumpYaml } from "js-yaml";
import { runnerImport } from "vite";
import { releaseRepository, releaseUrls } from "./manifest.mjs";
import { writePackagedReadme } from "./release.mjs";
import { hostCardTypes, withCardTypes } from "./card-types.mjs";
import { compilePacks, PACK_SOURCE_DIR, readPackSources, ROOT } from "./packs.mjs";
import { langSubset, moduleKeyUses } from "./module-lang.mjs";
import { bundleCss } from "./css.mjs";
import { writeContentPackSources } from "./dnd5e-packs-content.mjs";

export const MODULE_ID = "augmented-dnd5e";
export const MODULE_SOURCE = path.join(ROOT, "src", "adapters", "dnd5e");
export const MODULE_DIST = path.join(ROOT, "dist-dnd5e", MODULE_ID);
export const MODULE_ZIP = `${MODULE_ID}.zip`;
const README = path.join(ROOT, "docs", "gm", "dnd5e.md");
/** The augment item type as stored: the module.json key prefixed with the module id. */
export const MODULE_AUGMENT_TYPE = `${MODULE_ID}.augment`;
/**
 * dnd5e's item types the module's packs hold: the species (`race`, packs/_source/races/*.yml in foundryvtt/dnd5e),
 * its traits and feats (`feat`), and a background (`background`: the Gear Priest).
 */
const DND5E_ITEM_TYPES = ["race", "feat", "background"];
/** The dnd5e version the pack documents say they were made for (their `_stats`). */
const DND5E_VERSION = "5.3.3";

const readJson = (file) => JSON.parse(fs.readFileSync(file, "utf8"));

/** The item types the module's packs may hold: its own sub-types (prefixed) and dnd5e's it uses. */
export function moduleItemTypes(manifest) {
  const own = Object.keys(manifest.documentTypes?.Item ?? {}).map((type) => `${manifest.id}.${type}`);
  return [...own, ...DND5E_ITEM_TYPES];
}

/**
 * A system augment's `system` in dnd5e's item shape, as the module's model migrates stored augments
 * (src/adapters/dnd5e/augment-shape.ts `migrateAugmentSource`; test/package/dnd5e-module.test.ts compares them):
 * the description as `{value, chat}`, the uses formula as dnd5e's `uses.max` (blank: `@prof`, or none for an augment
 * that spends no uses; `@str` as `@abilities.str.mod`) with the long-rest recovery.
 */
export function dnd5eAugmentSystem(system) {
  const { description, uses, ...own } = system;
  const formula = String(uses?.formula ?? "").trim();
  const spendsNone = system.purpose === "prosthetic" || system.passive === true;
  const max = formula
    ? ["str", "dex", "con", "int", "wis", "cha"].reduce((text, id) => text.replace(new RegExp(`@${id}\\b(?!\\.)`, "g"), `@abilities.${id}.mod`), formula)
    : spendsNone ? "" : "@prof";
  return {
    ...own,
    description: { value: typeof description === "string" ? description : "", chat: "" },
    uses: { spent: uses?.spent ?? 0, max, recovery: [{ period: "lr", type: "recoverAll" }] },
  };
}

/** One system augment source as the module's: its type, dnd5e's item shape, and `_stats` naming dnd5e. */
export function moduleAugment(doc) {
  return { ...doc, type: MODULE_AUGMENT_TYPE, system: dnd5eAugmentSystem(doc.system), _stats: { ...doc._stats, systemId: "dnd5e", systemVersion: DND5E_VERSION } };
}

/** The TypeScript file that maps an augment's design to its dnd5e activities (pure: no Foundry). */
export const ACTIVITY_MAPPING = path.join(MODULE_SOURCE, "activities", "from-augment.ts");

/**
 * The mapping's `activitiesOfSource(system)`, loaded through Vite's module runner (the build runs in plain Node,
 * which does not load TypeScript); the module's own code imports the same file, so a pack and a hand-made augment
 * get the same activities.
 */
export async function loadActivityMapping() {
  const { module } = await runnerImport(ACTIVITY_MAPPING, { configFile: false, logLevel: "error" });
  return module.activitiesOfSource;
}

/** The TypeScript file that gives the content packs' upgrades and limbs their dnd5e activities (pure: no Foundry). */
export const CONTENT_ACTIVITY_MAPPING = path.join(MODULE_SOURCE, "content-activities.ts");

/** The content packs' `convert` (dnd5e-packs-content.mjs): an upgrade or a limb with its activities. */
export async function loadContentConvert() {
  const { module } = await runnerImport(CONTENT_ACTIVITY_MAPPING, { configFile: false, logLevel: "error" });
  return module.withContentActivities;
}

/** One converted augment with the dnd5e activities its purpose calls for, in dnd5e's `system.activities`. */
export function withAugmentActivities(doc, activitiesOf) {
  return { ...doc, system: { ...doc.system, activities: activitiesOf(doc.system) } };
}

/**
 * Write the module's pack sources into `dir/<pack>/`: the system's augments converted (with their activities, from
 * `activitiesOf`, the mapping's `activitiesOfSource`), and the module's own folders copied. Problems (an unreadable
 * source) throw.
 */
export function writeModulePackSources(dir, activitiesOf, convertContent = (doc) => doc) {
  const augments = readPackSources(path.join(PACK_SOURCE_DIR, "augments"));
  if (augments.problems.length) throw new Error(augments.problems.join("\n"));
  fs.mkdirSync(path.join(dir, "augments"), { recursive: true });
  for (const { file, doc } of augments.docs) {
    fs.writeFileSync(path.join(dir, "augments", path.basename(file)), dumpYaml(withAugmentActivities(moduleAugment(doc), activitiesOf), { lineWidth: -1 }));
  }
  for (const pack of ["species", "rules"]) fs.cpSync(path.join(MODULE_SOURCE, "packs", pack), path.join(dir, pack), { recursive: true });
  // The Gearforged and Automail items of the system's packs, as the module's (dnd5e-packs-content.mjs).
  return augments.docs.length + writeContentPackSources(dir, convertContent);
}

/**
 * Copy the shared templates into the module folder `dir`: their partials name the system's folder
 * (`systems/augmented/templates/…`), which in a dnd5e world is the module's (`modules/augmented-dnd5e/templates/…`).
 */
export function writeModuleTemplates(dir) {
  const from = path.join(ROOT, "templates");
  for (const file of listFiles(from)) {
    const to = path.join(dir, path.relative(from, file));
    fs.mkdirSync(path.dirname(to), { recursive: true });
    const text = fs.readFileSync(file, "utf8").replaceAll("systems/augmented/templates/", `modules/${MODULE_ID}/templates/`);
    fs.writeFileSync(to, text);
  }
}

/** Deep merge of plain objects (`extra` wins on leaves). */
function merged(base, extra) {
  const out = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const old = out[key];
    out[key] = old && typeof old === "object" && value && typeof value === "object" ? merged(old, value) : value;
  }
  return out;
}

/**
 * The module's lang file: the system's strings its code and templates use (scripts/module-lang.mjs), with the
 * module's own merged in.
 */
export function moduleLang() {
  const used = langSubset(readJson(path.join(ROOT, "lang", "en.json")), moduleKeyUses());
  return merged(used, readJson(path.join(MODULE_SOURCE, "lang", "en.json")));
}

/**
 * The system's style parts the module leaves out: the system's GM workshop window's, none of whose own classes the
 * module's code or templates name (the package test checks it). Everything else of styles/augmented.css ships, in
 * its order.
 */
export const MODULE_STYLE_PARTS_LEFT_OUT = ["workshop.css"];

/** The module's stylesheet: styles/augmented.css without the parts left out, bundled as the system's build does. */
export function moduleCss() {
  const entry = path.join(ROOT, "styles", "augmented.css");
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "augmented-dnd5e-css-"));
  try {
    const lines = fs.readFileSync(entry, "utf8").split("\n").filter((line) => !MODULE_STYLE_PARTS_LEFT_OUT.some((part) => line.includes(`/parts/${part}"`)));
    const text = lines.join("\n").replace(/@import "\.\/([^"]+)"/g, (_, file) => `@import "${path.relative(tmp, path.join(ROOT, "styles", file)).split(path.sep).join("/")}"`);
    const moduleEntry = path.join(tmp, "augmented.css");
    fs.writeFileSync(moduleEntry, text);
    const shippedDirs = ["assets", "templates", "lang"].filter((dir) => fs.existsSync(path.join(ROOT, dir)));
    return bundleCss(moduleEntry, { root: ROOT, shippedDirs }).css;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** The released module.json: the source plus version and, when a repository is known, release URLs. */
export function moduleReleaseManifest(source, pkg, env = process.env) {
  const manifest = { ...source, version: pkg.version };
  for (const key of ["url", "manifest", "download", "bugs"]) delete manifest[key];
  const repo = releaseRepository(pkg, env);
  if (!repo) return manifest;
  return { ...manifest, ...releaseUrls(repo, pkg.version, MODULE_ZIP, "module.json") };
}

function listFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...listFiles(full));
    else if (entry.isFile()) out.push(full);
  }
  return out.sort();
}

/** Paths module.json names that must exist in the module folder. */
export function moduleReferencedFiles(manifest) {
  const files = [...(manifest.esmodules ?? []), ...(manifest.languages ?? []).map((l) => l.path)];
  for (const style of manifest.styles ?? []) files.push(typeof style === "string" ? style : style.src);
  for (const pack of manifest.packs ?? []) files.push(`${pack.path ?? `packs/${pack.name}`}/CURRENT`);
  for (const key of ["license", "readme"]) if (typeof manifest[key] === "string" && !/^https?:/.test(manifest[key])) files.push(manifest[key]);
  return files;
}

/**
 * Everything but the bundle (Vite writes augmented-dnd5e.mjs into MODULE_DIST first, mode "dnd5e"): packs, lang,
 * LICENSE, README, module.json. The release zip is scripts/release.mjs's. Returns what the build log prints.
 */
export async function finishDnd5eModule(pkg) {
  const source = readJson(path.join(MODULE_SOURCE, "module.json"));
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "augmented-dnd5e-packs-"));
  let packs;
  try {
    writeModulePackSources(tmp, await loadActivityMapping(), await loadContentConvert());
    const types = Object.fromEntries(moduleItemTypes(source).map((type) => [type, {}]));
    packs = await compilePacks({ packs: source.packs, documentTypes: { Item: types } }, path.join(MODULE_DIST, "packs"), tmp);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  fs.mkdirSync(path.join(MODULE_DIST, "lang"), { recursive: true });
  fs.writeFileSync(path.join(MODULE_DIST, "lang", "en.json"), `${JSON.stringify(moduleLang(), null, 2)}\n`);
  writeModuleTemplates(path.join(MODULE_DIST, "templates"));
  // The shared stylesheet without the parts of what the module does not offer.
  fs.writeFileSync(path.join(MODULE_DIST, "augmented.css"), `/* Augmented for dnd5e ${pkg.version} */\n${moduleCss()}`);
  fs.copyFileSync(path.join(ROOT, "LICENSE"), path.join(MODULE_DIST, "LICENSE"));
  writePackagedReadme(README, MODULE_DIST, { repo: releaseRepository(pkg), version: pkg.version });

  // documentTypes.ChatMessage: the card types of the features the module enables, which it registers as its own.
  const manifest = moduleReleaseManifest(withCardTypes(source, hostCardTypes()), pkg);
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  const absent = moduleReferencedFiles(manifest).filter((f) => !fs.existsSync(path.join(MODULE_DIST, f)));
  if (absent.length) throw new Error(`src/adapters/dnd5e/module.json names files that are not in dist-dnd5e/${MODULE_ID}/: ${absent.join(", ")}`);
  fs.writeFileSync(path.join(MODULE_DIST, "module.json"), text);
  return { packs };
}
