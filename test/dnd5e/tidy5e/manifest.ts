/**
 * The Tidy 5e Sheets stand-in as an active module (entry.ts cites what it imitates): its manifest's id and dnd5e
 * relationship (tag v13.9.1 `public/module.json:122-131`), its entry.
 */
import { resolve } from "node:path";
import type { ModuleSpec } from "../../foundry";
import { TIDY_ID } from "./ids";

export const tidy5eModule: ModuleSpec = {
  manifest: {
    id: TIDY_ID, title: "Tidy 5e Sheets", version: "13.9.1",
    relationships: { systems: [{ id: "dnd5e", compatibility: { minimum: "5.3.0", verified: "5.3.0", maximum: "5.3.x" } }] },
  },
  root: resolve(import.meta.dirname),
  entry: resolve(import.meta.dirname, "entry.ts"),
};

export { TIDY_CHARACTER_SHEET } from "./ids";
