/**
 * A dnd5e stand-in world (test/dnd5e) with the companion module active: its manifest (src/adapters/dnd5e/module.json,
 * so `augmented-dnd5e.augment` is a declared type), its entry on every client after dnd5e's, and its packs as the
 * build makes them (the system's augments converted to the module's type, scripts/dnd5e-module.mjs), and its lang
 * file as the build merges it (the system's strings, which the module ships, and its own), and the shared templates.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { moduleLang, writeModulePackSources, writeModuleTemplates } from "../../../scripts/dnd5e-module.mjs";
import { activitiesOfSource } from "../../../src/adapters/dnd5e/activities/from-augment";
import { withContentActivities } from "../../../src/adapters/dnd5e/content-activities";
import { hostCardTypes, withCardTypes } from "../../../scripts/card-types.mjs";
import { createWorld, REPO_ROOT, type UserSpec, type World, type WorldOptions } from "../../foundry";
import type { PlainObject } from "../../foundry/utils";
import { DND5E_ENTRY } from "../../dnd5e/world";
import { dnd5eManifest } from "../../dnd5e/manifest";
import { tidy5eModule } from "../../dnd5e/tidy5e/manifest";

const MODULE_SOURCE = "src/adapters/dnd5e";
// As the build writes it: the card types of the module's features declared as its own (scripts/card-types.mjs).
// cast: module.json parsed, a JSON object with its packs.
const manifest = withCardTypes(JSON.parse(fs.readFileSync(path.join(REPO_ROOT, MODULE_SOURCE, "module.json"), "utf8")) as PlainObject & { packs: { name: string; type: string; label: string }[] }, hostCardTypes());

let builtRoot: string | null = null;
/** The module's folder as the build lays out its lang file and pack sources, made once per test file. */
function moduleRoot(): string {
  builtRoot ??= (() => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "augmented-dnd5e-test-module-"));
    writeModulePackSources(path.join(dir, "packs"), activitiesOfSource, withContentActivities);
    writeModuleTemplates(path.join(dir, "templates"));
    fs.mkdirSync(path.join(dir, "lang"));
    fs.writeFileSync(path.join(dir, "lang", "en.json"), JSON.stringify(moduleLang()));
    return dir;
  })();
  return builtRoot;
}

function modulePacks(root: string): { name: string; type: string; label: string; source: string }[] {
  return manifest.packs.map((p) => ({ name: p.name, type: p.type, label: p.label, source: path.relative(REPO_ROOT, path.join(root, "packs", p.name)) }));
}

export interface ModuleWorldOptions {
  /** dnd5e's version as `game.system.version` (default 5.3.3). */
  dnd5eVersion?: string;
  users?: UserSpec[];
  /** A world saved earlier: its stored documents, world settings and clock (test/foundry WorldOptions). */
  stored?: WorldOptions["stored"];
  settings?: WorldOptions["settings"];
  worldTime?: number;
  /** The stand-in server's latency in ms (test/foundry WorldOptions.latency). */
  latency?: number;
  /** createWorld's moduleByModule: `systemModule` reaches shared code the module does not import yet. */
  moduleByModule?: boolean;
  /** Tidy 5e Sheets active too (its stand-in, test/dnd5e/tidy5e), loaded before the companion. */
  tidy5e?: boolean;
  /** The stand-in's dice seed (test/foundry WorldOptions.seed). */
  seed?: number;
}

export function createModuleWorld(options: ModuleWorldOptions = {}): Promise<World> {
  const version = options.dnd5eVersion ?? "5.3.3";
  const base = dnd5eManifest(version.startsWith("6") ? "6.0.0" : "5.3.3");
  return createWorld({
    users: options.users ?? [{ name: "Gamemaster", role: "GAMEMASTER" }, { name: "Player", role: "PLAYER" }],
    entry: DND5E_ENTRY,
    system: { manifest: { ...base, version }, root: path.join(REPO_ROOT, "test/dnd5e") },
    generation: version.startsWith("6") ? 14 : undefined,
    latency: options.latency,
    modules: [...(options.tidy5e ? [tidy5eModule] : []), { manifest, root: moduleRoot(), entry: `${MODULE_SOURCE}/index.ts`, packs: modulePacks(moduleRoot()) }],
    ...(options.moduleByModule ? { moduleByModule: true } : {}),
    ...(options.stored ? { stored: options.stored } : {}),
    ...(options.settings ? { settings: options.settings } : {}),
    ...(options.worldTime !== undefined ? { worldTime: options.worldTime } : {}),
    ...(options.seed !== undefined ? { seed: options.seed } : {}),
  });
}

/** The uuid of a document in one of the module's packs, by name. */
export async function packUuid(pack: string, name: string): Promise<string> {
  const collection = game.packs!.get(`augmented-dnd5e.${pack}`);
  if (!collection) throw new Error(`no pack augmented-dnd5e.${pack}`);
  const entry = [...(await collection.getIndex())].find((e) => e.name === name);
  if (!entry) throw new Error(`no ${name} in augmented-dnd5e.${pack}`);
  return (entry as { uuid: string }).uuid;
}

/** The title of dnd5e's roll dialog for a skill check (the stand-in leaves dnd5e's keys untranslated). */
export const SKILL_DIALOG = "DND5E.SkillPromptTitle";

/**
 * A player's own install, removal, repair or upgrade check opens dnd5e's roll dialog on that player's client: the
 * next `count` of them are answered with the dialog's default button (the mode the rules give).
 */
export function answerOwnChecks(world: World, client: World["player"], count: number): void {
  for (let i = 0; i < count; i++) world.dialogs.respond({ matching: SKILL_DIALOG, client });
}
