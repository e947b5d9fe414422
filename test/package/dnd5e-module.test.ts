// The dnd5e companion module as it installs (issue 29, "Done when": its manifest's files exist, its packs compile):
// dist-dnd5e/augmented-dnd5e/ and release/augmented-dnd5e.zip, built by npm run build next to the system's dist/.
import fs from "node:fs";
import path from "node:path";
import JSZip from "jszip";
import { beforeAll, describe, expect, it } from "vitest";
import { MODULE_STYLE_PARTS_LEFT_OUT, dnd5eAugmentSystem, moduleCss, moduleLang, moduleReferencedFiles, moduleReleaseManifest } from "../../scripts/dnd5e-module.mjs";
import { keyUsed, langKeys, moduleKeyUses, moduleSourceFiles, moduleTemplateFiles } from "../../scripts/module-lang.mjs";
import { activitiesOfSource } from "../../src/adapters/dnd5e/activities/from-augment";
import { loadPackSources, readCompiledPack } from "../../scripts/packs.mjs";
import { load as loadYaml } from "js-yaml";
import { findForbidden, stringValues } from "./user-text";
import { DIST, DND5E_DIST, ensureBuilt, loadManifest, loadPackageJson, readJson, RELEASE, ROOT, type SystemManifest } from "./manifest";
import { cardTypes, hostCardTypes } from "../../scripts/card-types.mjs";

let manifest: SystemManifest;
const pkg = loadPackageJson();

beforeAll(async () => {
  await ensureBuilt();
  manifest = readJson<SystemManifest>(path.join(DND5E_DIST, "module.json"));
}, 180_000);

interface Advancement {
  type: string;
  configuration: Record<string, unknown>;
}
interface PackItem {
  _id: string;
  name: string;
  type: string;
  flags?: Record<string, Record<string, unknown>>;
  system: Record<string, unknown>;
  _stats?: { systemId?: string };
}

const compiled = (pack: string) => readCompiledPack(path.join(DND5E_DIST, "packs", pack)) as Promise<unknown[]> as Promise<PackItem[]>;

describe("module.json of augmented-dnd5e", () => {
  it("is a module for the dnd5e system 5.3.x and 6.0.x (the lines it is checked on, host.ts), on Foundry 13 to 14", () => {
    expect(manifest).toMatchObject({ id: "augmented-dnd5e", version: pkg.version, compatibility: { minimum: "13", maximum: "14" } });
    expect(manifest.relationships?.systems).toEqual([
      expect.objectContaining({ id: "dnd5e", type: "system", compatibility: { minimum: "5.3.0", verified: "5.3.3", maximum: "6.0.99" } }),
    ]);
    expect(manifest.relationships?.systems?.[0]?.reason).toMatch(/5\.3\.x.*6\.0\.x.*6\.1 and later are not checked/);
    expect(manifest.authors?.[0]?.name).toBeTruthy();
    // A module declares its sub-types unprefixed; Foundry prefixes them with the module id.
    const html = { htmlFields: ["description.value", "description.chat"] };
    expect(manifest.documentTypes?.Item).toEqual({ augment: html, chassis: html, upgrade: html, port: html, automail: html });
    // The card types, as the build writes them (scripts/card-types.mjs): the system's every kind of the registry, the
    // module's those of the features it may enable (src/adapters/dnd5e/features.ts), none of the system's death saves.
    expect(Object.keys(loadManifest().documentTypes?.ChatMessage ?? {})).toEqual(cardTypes());
    expect(Object.keys(manifest.documentTypes?.ChatMessage ?? {})).toEqual(hostCardTypes());
    expect(hostCardTypes()).toEqual(["card", "integrity", "systemFailurePrompt", "systemFailure", "damage", "augment", "rest", "gearforged", "automail", "saveRequest"]);
    expect(manifest.styles).toEqual([{ src: "augmented.css" }]);
    expect(manifest.esmodules).toEqual(["augmented-dnd5e.mjs"]);
    expect(manifest.languages).toEqual([{ lang: "en", name: "English", path: "lang/en.json" }]);
  });

  it("declares its packs for dnd5e, in one folder", () => {
    expect(manifest.packs?.map((p) => [p.name, p.type, p.system, p.path])).toEqual([
      ["rules", "JournalEntry", "dnd5e", "packs/rules"],
      ["species", "Item", "dnd5e", "packs/species"],
      ["augments", "Item", "dnd5e", "packs/augments"],
      ["gearforged", "Item", "dnd5e", "packs/gearforged"],
      ["automail", "Item", "dnd5e", "packs/automail"],
    ]);
    expect(manifest.packFolders?.[0]?.packs).toEqual(["rules", "species", "augments", "gearforged", "automail"]);
  });

  it("flags its Item packs with the types they hold, for dnd5e's compendium browser (compendium-browser.mjs:1111, :1129)", async () => {
    // cast: a pack entry of module.json, its flags read for dnd5e's scope.
    const flagged = (name: string) => (manifest.packs?.find((p) => p.name === name) as { flags?: { dnd5e?: { types?: string[] } } } | undefined)?.flags?.dnd5e?.types;
    for (const name of ["species", "augments"]) {
      const held = [...new Set((await compiled(name)).map((doc) => doc.type))].sort();
      expect(flagged(name), name).toEqual(held);
    }
    expect(flagged("augments")).toEqual(["augmented-dnd5e.augment"]);
  });

  it("names only files that are in the folder", () => {
    const files = moduleReferencedFiles(manifest);
    expect(files).toEqual(expect.arrayContaining(["augmented-dnd5e.mjs", "augmented.css", "lang/en.json", "packs/augments/CURRENT", "LICENSE", "README.md"]));
    for (const file of files) expect(fs.existsSync(path.join(DND5E_DIST, file)), file).toBe(true);
  });

  it("ships the shared templates, their partials pointed at the module's folder", () => {
    const card = fs.readFileSync(path.join(DND5E_DIST, "templates", "chat", "card.hbs"), "utf8");
    expect(card).toContain("modules/augmented-dnd5e/templates/chat/roll-box.hbs");
    const all = fs.readdirSync(path.join(DND5E_DIST, "templates"), { recursive: true }).map(String).filter((f) => f.endsWith(".hbs"));
    for (const file of all) expect(fs.readFileSync(path.join(DND5E_DIST, "templates", file), "utf8"), file).not.toContain("systems/augmented/");
  });

  it("gets release URLs of its own (module.json, augmented-dnd5e.zip) when a repository is known", () => {
    const released = moduleReleaseManifest({ id: "augmented-dnd5e" }, { version: "1.2.3", repository: "owner/augmented" });
    expect(released).toMatchObject({
      version: "1.2.3",
      manifest: "https://github.com/owner/augmented/releases/latest/download/module.json",
      download: "https://github.com/owner/augmented/releases/download/v1.2.3/augmented-dnd5e.zip",
    });
    expect(moduleReleaseManifest({ manifest: "old" }, { version: "1.0.0" }, {})).not.toHaveProperty("manifest");
  });
});

describe("the module's bundle and lang file", () => {
  it("is one ES module with no imports, and leaves the system's dist/ as it was", () => {
    const code = fs.readFileSync(path.join(DND5E_DIST, "augmented-dnd5e.mjs"), "utf8");
    expect(code).not.toMatch(/^\s*import\s/m);
    expect(fs.existsSync(path.join(DND5E_DIST, "augmented-dnd5e.mjs.map"))).toBe(true);
    expect(fs.readdirSync(DIST).filter((f) => f.includes("dnd5e") || f === "module.json")).toEqual([]);
    expect(loadManifest("dist").id).toBe("augmented");
  });

  it("carries the system's strings its code and templates use, not the system's workshop, and the module's type labels", () => {
    const lang = readJson<Record<string, Record<string, unknown>>>(path.join(DND5E_DIST, "lang", "en.json"));
    const system = readJson<Record<string, Record<string, unknown>>>(path.join(ROOT, "lang", "en.json"));
    expect(lang).toEqual(moduleLang());
    const shipped = new Set(langKeys(lang));
    // Every key the module's code and templates name, or build from a prefix or a pattern, is there.
    const uses = moduleKeyUses();
    const used = langKeys(system).filter((key) => keyUsed(key, uses));
    expect(used.filter((key) => !shipped.has(key))).toEqual([]);
    expect(used).toEqual(expect.arrayContaining(["AUGMENTED.Dnd5eWindow.open", "AUGMENTED.Skill.slt", "AUGMENTED.AugmentWork.Upgrade.Title", "AUGMENTED.Settings.Automation.integritySave.name"]));
    // Nothing of the system's workshop window but the spans of time the shared workflows write in words. The migration strings are shipped: the module migrates its own stored
    // data (src/adapters/dnd5e/migration.ts).
    const group = (name: string) => [...shipped].filter((key) => key.startsWith(`AUGMENTED.${name}.`));
    expect(group("Migration")).toEqual(expect.arrayContaining(["AUGMENTED.Migration.Done", "AUGMENTED.Migration.Dnd5e.AugmentOnTemplates"]));
    expect(group("Workshop").filter((key) => !key.startsWith("AUGMENTED.Workshop.Span."))).toEqual([]);
    expect(group("Dnd5e")).toEqual(expect.arrayContaining(["AUGMENTED.Dnd5e.Content.gearforged.name", "AUGMENTED.Dnd5e.Content.automail.hint"]));
    expect(fs.statSync(path.join(DND5E_DIST, "lang", "en.json")).size).toBeLessThan(fs.statSync(path.join(ROOT, "lang", "en.json")).size);
    expect(lang.TYPES).toMatchObject({ Item: { "augmented-dnd5e": { augment: "Augment", chassis: "Chassis", upgrade: "Gearforged upgrade", port: "Automail port", automail: "Automail limb" } } });
  });

  it("ships the system's stylesheet without the workshop's part, whose classes it never draws", () => {
    const shipped = fs.readFileSync(path.join(DND5E_DIST, "augmented.css"), "utf8");
    expect(shipped.endsWith(moduleCss())).toBe(true);
    const classesOf = (css: string) => new Set([...css.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\{[^{}]*\}/g, "{}").matchAll(/\.([A-Za-z][\w-]*)/g)].map((m) => m[1]!));
    const kept = classesOf(shipped);
    const sources = moduleSourceFiles();
    const drawn = new Set([...sources, ...moduleTemplateFiles(sources)].flatMap((file) => fs.readFileSync(file, "utf8").match(/[A-Za-z][\w-]*/g) ?? []));
    for (const part of MODULE_STYLE_PARTS_LEFT_OUT) {
      // Its own classes: those no shipped rule styles, named as components are (hyphenated; a bare word such as
      // "lost" only qualifies one of them in a compound selector).
      const own = [...classesOf(fs.readFileSync(path.join(ROOT, "styles", "parts", part), "utf8"))].filter((name) => !kept.has(name) && name.includes("-"));
      expect(own.length, part).toBeGreaterThan(0);
      expect(own.filter((name) => drawn.has(name)), part).toEqual([]);
    }
    expect(shipped).not.toMatch(/\.workshop-entry/);
    expect(Buffer.byteLength(shipped)).toBeLessThan(fs.statSync(path.join(DIST, "augmented.css")).size);
  });

  it("ships in its own release zip, module.json at the root", async () => {
    const zip = await JSZip.loadAsync(fs.readFileSync(path.join(RELEASE, "augmented-dnd5e.zip")));
    const names = Object.keys(zip.files).filter((n) => !zip.files[n]!.dir);
    expect(names).toEqual(expect.arrayContaining(["module.json", "augmented-dnd5e.mjs", "lang/en.json", "packs/species/CURRENT"]));
    expect(JSON.parse(await zip.file("module.json")!.async("string"))).toEqual(manifest);
    expect(readJson(path.join(RELEASE, "module.json"))).toEqual(manifest);
    // The dnd5e Quench scenarios are the developers' package's (dist-quench/), never the module's.
    expect(names.filter((name) => /quench|scenario|(?:^|\/)test\//i.test(name))).toEqual([]);
    expect(await zip.file("augmented-dnd5e.mjs")!.async("string")).not.toMatch(/registerBatch|dnd5e-species-drop/);
  });
});

describe("the module's compiled packs", () => {
  it("hold the system's 35 augments as the module's augment type, same ids and data in dnd5e's item shape", async () => {
    const augments = await compiled("augments");
    const system = loadPackSources(loadManifest("source")).packs.find((p) => p.name === "augments")!.docs.map((d) => d.doc as PackItem);
    expect(augments).toHaveLength(35);
    expect(augments.map((a) => a._id).sort()).toEqual(system.map((a) => a._id).sort());
    for (const augment of augments) {
      const source = system.find((a) => a._id === augment._id)!;
      expect(augment.type, augment.name).toBe("augmented-dnd5e.augment");
      expect(augment._stats?.systemId).toBe("dnd5e");
      const { activities, ...data } = augment.system;
      // The same data as dnd5e stores an item: the description in description.value, the uses as dnd5e's.
      expect(data, augment.name).toMatchObject(dnd5eAugmentSystem(source.system));
      expect((augment.system.description as { value: string }).value, augment.name).toBe(source.system.description);
      expect(activities, augment.name).toEqual(activitiesOfSource(source.system));
    }
  });

  it("give every augment the dnd5e activities its purpose calls for (CY-ATK-1/3, CY-HEAL-1, CY-ENV-1, CY-UTL-1, CY-MOB-1, CY-USE-3)", async () => {
    const augments = await compiled("augments");
    const types = (name: string) => Object.values(augments.find((a) => a.name === name)!.system.activities as Record<string, { type: string }>).map((a) => a.type);
    expect(types("Wrist Cannon")).toEqual(["attack"]);
    expect(types("Chest Cannon")).toEqual(["save"]);
    expect(types("Medigel Sprayer")).toEqual(["heal"]);
    expect(types("Breaching Ram")).toEqual(["utility"]);
    expect(types("Head Lamp")).toEqual(["utility"]);
    expect(types("Fold-out Wings")).toEqual(["utility"]);
    expect(types("Grapple Claws")).toEqual([]);
    expect(types("Telescopic Eye")).toEqual([]);
    expect(types("Prosthetic Arm")).toEqual([]);
    const withActivities = augments.filter((a) => Object.keys(a.system.activities as object).length > 0);
    expect(withActivities.length).toBe(24);
  });

  it("hold the Cyborg as two dnd5e species (2014 and 2024 rules) and its two traits as species features", async () => {
    const docs = await compiled("species");
    const cyborgDocs = docs.filter((d) => d.name.startsWith("Cyborg") || ["Visionaire", "System Failure"].includes(d.name));
    expect(cyborgDocs.map((d) => `${d.type}: ${d.name}`).sort()).toEqual(["feat: System Failure", "feat: Visionaire", "race: Cyborg", "race: Cyborg (2024)"]);
    const byName = (name: string) => docs.find((d) => d.name === name)!;
    const traits = ["Visionaire", "System Failure"].map((name) => `Compendium.augmented-dnd5e.species.Item.${byName(name)._id}`);
    for (const name of ["Cyborg", "Cyborg (2024)"]) {
      const cyborg = byName(name);
      expect(cyborg, name).toMatchObject({ type: "race", flags: { "augmented-dnd5e": { cyborg: true } } });
      expect(cyborg.system.movement).toMatchObject({ walk: 30, units: "ft" });
      expect(cyborg.system.type).toMatchObject({ value: "humanoid" });
      const advancement = cyborg.system.advancement as Advancement[];
      const grant = advancement.find((a) => a.type === "ItemGrant")!.configuration as { items: { uuid: string }[] };
      expect(grant.items.map((i) => i.uuid), name).toEqual(traits);
      expect(advancement.find((a) => a.type === "Size")!.configuration).toEqual({ sizes: ["med"] });
    }
    const legacy = Object.fromEntries((byName("Cyborg").system.advancement as Advancement[]).map((a) => [a.type, a.configuration]));
    expect(byName("Cyborg").system.source).toMatchObject({ rules: "2014" });
    expect(legacy.AbilityScoreImprovement).toMatchObject({ points: 0, fixed: { str: 1, con: 1, dex: 0, int: 0, wis: 0, cha: 0 } });
    expect(legacy.Trait).toMatchObject({ grants: ["languages:standard:common"], choices: [{ count: 1, pool: ["languages:*"] }] });
    expect(byName("Cyborg (2024)").system.source).toMatchObject({ rules: "2024" });
    expect((byName("Cyborg (2024)").system.advancement as Advancement[]).map((a) => a.type).sort()).toEqual(["ItemGrant", "Size"]);
    for (const name of ["Visionaire", "System Failure"]) expect(byName(name).system).toMatchObject({ type: { value: "race" }, activities: {} });
  });

  it("hold the 13th Age gearforged as two dnd5e species (GA-SP-1's +2 only under the 2014 rules), granting its six traits", async () => {
    const docs = await compiled("species");
    const entries = docs.filter((d) => d.type === "race" && (d.flags as Record<string, { gearforgedVariant?: string } | undefined>)["augmented-dnd5e"]?.gearforgedVariant === "thirteenthAge");
    expect(entries.map((d) => d.name).sort()).toEqual(["Gearforged (13th Age)", "Gearforged (13th Age) (2024)"]);
    for (const entry of entries) {
      const advancement = entry.system.advancement as Advancement[];
      const grant = advancement.find((a) => a.type === "ItemGrant")!.configuration as { items: { uuid: string }[] };
      const granted = grant.items.map((i) => docs.find((d) => `Compendium.augmented-dnd5e.species.Item.${d._id}` === i.uuid)?.name);
      expect(granted, entry.name).toEqual(["Metal Yet Mortal", "Brass and Magic", "Broken, Not Wounded", "Wrecked, Not Dead", "Amphibious", "Tireless"]);
      const asi = advancement.find((a) => a.type === "AbilityScoreImprovement")?.configuration;
      if (entry.name === "Gearforged (13th Age)") expect(asi).toMatchObject({ points: 2, cap: 2 });
      else expect(asi).toBeUndefined();
    }
  });

  it("hold the Gearforged as four dnd5e species (homebrew and chassis variant, 2014 and 2024 rules), each granting its four traits", async () => {
    const docs = await compiled("species");
    const byName = (name: string) => docs.find((d) => d.name === name)!;
    const grants = (name: string) => ((byName(name).system.advancement as Advancement[]).find((a) => a.type === "ItemGrant")!.configuration as { items: { uuid: string }[] }).items.map((i) => i.uuid);
    const traitUuids = (names: string[]) => names.map((n) => `Compendium.augmented-dnd5e.species.Item.${byName(n)._id}`);
    const homebrew = traitUuids(["Constructed Body", "Steel of Flesh", "Solid Construction", "Upgrades"]);
    const chassis = traitUuids(["Construct Resilience", "Construct Vitality", "Living Construct", "Race Chassis"]);
    for (const [name, variant, rules, traits] of [
      ["Gearforged (homebrew)", "homebrew", "2014", homebrew],
      ["Gearforged (homebrew, 2024)", "homebrew", "2024", homebrew],
      ["Gearforged (chassis variant)", "chassis", "2014", chassis],
      ["Gearforged (chassis variant, 2024)", "chassis", "2024", chassis],
    ] as const) {
      const species = byName(name);
      expect(species, name).toMatchObject({ type: "race", flags: { "augmented-dnd5e": { gearforgedVariant: variant } }, system: { source: { rules }, movement: { walk: 30 }, type: { value: "construct" } } });
      expect(grants(name), name).toEqual(traits);
      const types = (species.system.advancement as Advancement[]).map((a) => a.type).sort();
      expect(types, name).toEqual(rules === "2014" ? ["AbilityScoreImprovement", "ItemGrant", "Size", "Trait", "Trait"] : ["ItemGrant", "Size", "Trait"]);
    }
  });

  it("hold the rules journal", async () => {
    const [journal] = (await readCompiledPack(path.join(DND5E_DIST, "packs", "rules"))) as { name: string; pages: { name: string }[] }[];
    expect(journal?.name).toBe("Augmented Rules (dnd5e)");
    expect(journal?.pages.map((p) => p.name)).toEqual(["Getting Started", "Cyborg rules"]);
  });
});

describe("what the module's users read", () => {
  it("names no rule, issue or seed: its manifest, pack sources and lang file", () => {
    const source = path.join(ROOT, "src", "adapters", "dnd5e");
    const yaml = (dir: string) =>
      fs.readdirSync(path.join(source, "packs", dir)).map((file) => path.join(source, "packs", dir, file));
    const texts = [
      ...stringValues(readJson(path.join(source, "module.json")), "module.json"),
      ...stringValues(readJson(path.join(source, "lang", "en.json")), "lang/en.json"),
      ...["species", "rules"].flatMap(yaml).flatMap((file) => stringValues(loadYaml(fs.readFileSync(file, "utf8")), path.basename(file))),
    ];
    expect(texts.length).toBeGreaterThan(10);
    expect(findForbidden(texts).map((f) => `${f.where}: ${f.word}`)).toEqual([]);
  });
});
