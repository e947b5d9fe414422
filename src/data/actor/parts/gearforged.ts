/**
 * What a gearforged character records beyond the shared core: the maintenance clock
 * (GF-BODY-4), its soul gem and memory gears (GF-REV-1, GF-MEM-1, GC-LIV-2) and its body's state. Every
 * character carries the block; it means something only while the character's species is a Gearforged one
 * (data/item/gearforged/readers.ts `gearforgedVariantOf`). Additive: older actors load with the defaults.
 */
import { EXHAUSTION_MAX } from "../../../rules/core/exhaustion";
import { booleanField, choiceField, integerField, optionalIntegerField, worldTimeField } from "../../fields";
import { thirteenthAgeField } from "./thirteenth-age";
import { SchemaField } from "../../field-classes";

export const BODY_STATES = ["intact", "destroyed"] as const;

export function gearforgedField() {
  return new SchemaField({
    maintenance: new SchemaField({
      /**
       * World time (seconds) the last long rest ended, or the clock started (the species dropped on the actor).
       * Null: the clock has not started (not a gearforged, or an actor from before the clock existed).
       */
      lastLongRestAt: worldTimeField(),
      /** 24-hour lapses since then already counted (GF-BODY-4). */
      lapses: integerField(0, 0),
      /** The part of `attributes.exhaustion` gained by lapses; the next long rest removes it first. */
      exhaustion: integerField(0, 0, EXHAUSTION_MAX),
    }),
    soulGem: new SchemaField({ intact: booleanField(true) }),
    memoryGears: new SchemaField({
      intact: booleanField(true),
      /** Gears recorded in the body (GF-MEM-1: one per 10 years of age). */
      count: integerField(1, 0),
      /** A salvaged gear's memories become readable at this world time (GF-MEM-1), else null. */
      readableAt: worldTimeField(),
    }),
    /** Years; null when not recorded. */
    age: optionalIntegerField(),
    body: choiceField(BODY_STATES, "intact"),
    /** Seed 004: the 13th Age gearforged's clock, healing gate and underwater timer. */
    thirteenthAge: thirteenthAgeField(),
  });
}
