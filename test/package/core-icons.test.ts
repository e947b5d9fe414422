// Every compendium entry of both packages (the system's and the augmented-dnd5e module's) wears a picture from
// Foundry's core art library that an open-source system's packs are seen using (test/package/core-icons.json), or a
// file the package ships; the augments, limbs, ports and upgrades each wear their own.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { readCompiledPack } from "../../scripts/packs.mjs";
import { imageFields, imageProblems, listProblems, loadCoreIcons, sharedPictureProblems, type CoreIconList, type ImageField } from "./core-icons";
import { DIST, DND5E_DIST, ensureBuilt, readJson, type SystemManifest } from "./manifest";

/** The item types whose entries must be told apart in a list: the things built into a body. */
const DISTINCT_TYPES = ["augment", "augmented-dnd5e.augment", "automail", "port", "upgrade"];

interface PackDoc {
  name: string;
  type?: string;
  img?: unknown;
}

interface BuiltPackage {
  label: string;
  dir: string;
  /** The folder Foundry serves the package from (`systems/augmented/`), where a shipped picture's path starts. */
  served: string;
  docs: { pack: string; doc: PackDoc }[];
}

const list = loadCoreIcons();
const packages: BuiltPackage[] = [];

async function builtPackage(label: string, dir: string, served: string): Promise<BuiltPackage> {
  const manifest = readJson<SystemManifest>(path.join(dir, label === "system" ? "system.json" : "module.json"));
  const docs: BuiltPackage["docs"] = [];
  for (const pack of manifest.packs ?? []) {
    const compiled = await readCompiledPack(path.join(dir, pack.path ?? `packs/${pack.name}`));
    // A compiled pack document read back from LevelDB: a plain object with at least a name.
    for (const doc of compiled as unknown as PackDoc[]) docs.push({ pack: pack.name, doc });
  }
  return { label, dir, served, docs };
}

/** A picture path the package itself ships: under its served folder, and present in the built package. */
const shippedBy = (pkg: BuiltPackage) => (file: string) => file.startsWith(pkg.served) && fs.existsSync(path.join(pkg.dir, file.slice(pkg.served.length)));

const fieldsOf = (pkg: BuiltPackage): ImageField[] => pkg.docs.flatMap(({ pack, doc }) => imageFields(doc, `${pkg.label} ${pack}/${doc.name}`));

beforeAll(async () => {
  await ensureBuilt();
  packages.push(await builtPackage("system", DIST, "systems/augmented/"), await builtPackage("module", DND5E_DIST, "modules/augmented-dnd5e/"));
}, 180_000);

describe("core-icons.json", () => {
  it("lists core paths only, each with the repo, tag and file it was seen in", () => {
    expect(listProblems(list)).toEqual([]);
    expect(Object.keys(list.icons).length).toBeGreaterThan(0);
  });

  it("refuses a path outside icons/, evidence without its file, and a shared picture it does not list", () => {
    const bad: CoreIconList = {
      icons: { "systems/x/a.webp": { repo: "foundryvtt/dnd5e", tag: "release-5.3.3", file: "packs/_source/a.yml" }, "icons/b.webp": { repo: "foundryvtt/dnd5e", tag: "release-5.3.3", file: "" } },
      shared: { "icons/c.webp": "why" },
    };
    expect(listProblems(bad)).toEqual([
      "systems/x/a.webp: not a path under Foundry's icons/",
      "icons/b.webp: the evidence names no repo, tag and file",
      "shared icons/c.webp: not in the list",
    ]);
  });

  it("holds no path that no entry wears", () => {
    const worn = new Set(packages.flatMap((pkg) => fieldsOf(pkg).map((f) => f.value)));
    expect(Object.keys(list.icons).filter((img) => !worn.has(img))).toEqual([]);
  });

  // The evidence itself, checked where a clone of foundryvtt/dnd5e is at hand (DND5E_REPO: its git directory).
  const repo = process.env.DND5E_REPO;
  it.skipIf(!repo)("names files that use each path as an img at the tag they cite (DND5E_REPO)", () => {
    const wrong: string[] = [];
    for (const [img, seen] of Object.entries(list.icons)) {
      if (seen.repo !== "foundryvtt/dnd5e") continue;
      const text = spawnSync("git", ["--git-dir", repo!, "show", `${seen.tag}:${seen.file}`], { encoding: "utf8" }).stdout;
      if (!new RegExp(`img: ['"]?${img.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}['"]?\\s*$`, "m").test(text)) wrong.push(`${img} (${seen.file})`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("the picture check", () => {
  const one: CoreIconList = { icons: { "icons/tools/hand/saw-steel-grey.webp": { repo: "foundryvtt/dnd5e", tag: "release-5.3.3", file: "packs/_source/items/tool/carpenters-tools.yml" } }, shared: {} };

  it("reads the pictures of an actor, its token, its embedded items and their effects", () => {
    const actor = {
      name: "Ana",
      img: "icons/a.webp",
      prototypeToken: { texture: { src: "icons/t.webp" } },
      items: [{ name: "Saw", img: "icons/tools/hand/saw-steel-grey.webp", effects: [{ name: "E", img: null }] }],
    };
    expect(imageFields(actor, "Ana").map((f) => `${f.field}=${String(f.value)}`)).toEqual([
      "img=icons/a.webp",
      "prototypeToken.texture.src=icons/t.webp",
      "items[0].img=icons/tools/hand/saw-steel-grey.webp",
      "items[0].effects[0].img=null",
    ]);
  });

  it("accepts an evidenced or shipped path and names every other one, a generic symbol and a missing picture among them", () => {
    const fields: ImageField[] = [
      { doc: "Saw", field: "img", value: "icons/tools/hand/saw-steel-grey.webp" },
      { doc: "Own", field: "img", value: "systems/augmented/art/own.webp" },
      { doc: "Bag", field: "img", value: "icons/svg/item-bag.svg" },
      { doc: "Bare", field: "effects[0].img", value: null },
    ];
    const shipped = (file: string) => file === "systems/augmented/art/own.webp";
    expect(imageProblems(fields, one, shipped)).toEqual(["Bag img: icons/svg/item-bag.svg is not in core-icons.json nor shipped by the package", "Bare effects[0].img: no picture"]);
  });

  it("names entries that share a picture, unless the list says why they may", () => {
    const entries = [
      { name: "Arm", img: "icons/tools/hand/saw-steel-grey.webp" },
      { name: "Leg", img: "icons/tools/hand/saw-steel-grey.webp" },
      { name: "Eye", img: "icons/e.webp" },
    ];
    expect(sharedPictureProblems(entries, one)).toEqual(["Arm, Leg share icons/tools/hand/saw-steel-grey.webp"]);
    expect(sharedPictureProblems(entries, { ...one, shared: { "icons/tools/hand/saw-steel-grey.webp": "one saw for both" } })).toEqual([]);
  });
});

describe.each(["system", "module"])("the %s's compendium entries", (label) => {
  const pkg = () => packages.find((p) => p.label === label)!;

  it("wear an evidenced core picture or one the package ships, embedded documents too", () => {
    // Items and actors have a type (journals do not): each must carry a picture of its own, not Foundry's default.
    expect(pkg().docs.filter(({ doc }) => doc.type && !("img" in doc)).map(({ doc }) => doc.name)).toEqual([]);
    expect(imageProblems(fieldsOf(pkg()), list, shippedBy(pkg()))).toEqual([]);
  });

  it("give every augment, limb, port and upgrade its own picture", () => {
    const entries = pkg().docs.map(({ doc }) => doc).filter((doc) => DISTINCT_TYPES.includes(doc.type ?? ""));
    expect(entries.filter((doc) => doc.type?.endsWith("augment"))).toHaveLength(35);
    expect(sharedPictureProblems(entries, list)).toEqual([]);
  });
});
