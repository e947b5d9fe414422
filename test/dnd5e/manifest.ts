/**
 * The dnd5e system's manifest as a stand-in world announces it (`game.system`): dnd5e release-5.3.3 `system.json`
 * (id, version, compatibility, the document types the stand-in models). `version: "6.0.0"` imitates the 6.x line
 * (branch 6.0-deprecations `system.json`: version 6.0.0, compatibility minimum 14.359).
 */
import type { PlainObject } from "../foundry/utils";

export type Dnd5eVersion = "5.3.3" | "6.0.0";

/** The Item and Actor sub-types the stand-in defines data models for (a subset of dnd5e's `documentTypes`). */
export const ACTOR_TYPES = ["character", "npc"] as const;
export const ITEM_TYPES = ["class", "race", "background", "feat", "weapon", "equipment", "loot", "consumable", "tool"] as const;

export function dnd5eManifest(version: Dnd5eVersion = "5.3.3"): PlainObject {
  const six = version.startsWith("6");
  return {
    id: "dnd5e",
    title: "Dungeons & Dragons Fifth Edition",
    version,
    compatibility: six ? { minimum: "14.359", verified: "14" } : { minimum: "13.347", verified: "14" },
    documentTypes: {
      Actor: Object.fromEntries(ACTOR_TYPES.map((t) => [t, {}])),
      Item: Object.fromEntries(ITEM_TYPES.map((t) => [t, {}])),
      ChatMessage: { rest: {}, usage: {} },
    },
    // No language file: dnd5e's strings are not part of the stand-in (its keys stay as keys, README).
    languages: [],
    grid: { distance: 5, units: "ft" },
    primaryTokenAttribute: "attributes.hp",
  };
}
