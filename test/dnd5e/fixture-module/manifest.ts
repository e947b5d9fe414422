/**
 * A tiny module for the stand-in's own tests (module-load.test.ts): its manifest, as a module.json declares a
 * module's sub-types (`documentTypes`, registered as `<id>.gadget` and `<id>.implant`), a language file and a pack.
 */
import { resolve } from "node:path";
import type { ModuleSpec } from "../../foundry";

export const FIXTURE_ID = "standin-fixture";

export const fixtureModule: ModuleSpec = {
  manifest: {
    id: FIXTURE_ID, title: "Stand-in fixture", version: "0.0.1",
    relationships: { systems: [{ id: "dnd5e", type: "system", compatibility: { minimum: "5.3.0" } }] },
    documentTypes: { Item: { gadget: {}, implant: {} } },
    languages: [{ lang: "en", name: "English", path: "lang/en.json" }],
  },
  root: resolve(import.meta.dirname),
  entry: resolve(import.meta.dirname, "entry.ts"),
  packs: [{ name: "gadgets", type: "Item", label: "Gadgets", source: "test/dnd5e/fixture-module/packs/gadgets" }],
};
