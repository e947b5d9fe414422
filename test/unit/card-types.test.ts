/**
 * scripts/card-types.mjs reads a feature file's `cards: { type: Class, … }` for the dnd5e module's manifest: its
 * kinds, none for a feature without cards, and a clear refusal of a shape it cannot read (rather than a manifest
 * that silently misses a kind).
 */
import { describe, expect, it } from "vitest";
import { featureCardTypesFromSource } from "../../scripts/card-types.mjs";

describe("featureCardTypesFromSource", () => {
  it("reads the card types a feature declares, skipping comments", () => {
    const text = `/** cards: { fake: Nope } */\nexport const f: Feature = {\n  id: "x",\n  // cards: { old: Old },\n  cards: { systemFailurePrompt: SystemFailurePromptData, systemFailure: SystemFailureCardData },\n};`;
    expect(featureCardTypesFromSource(text)).toEqual(["systemFailurePrompt", "systemFailure"]);
    expect(featureCardTypesFromSource(`export const f: Feature = { id: "rests" };`)).toEqual([]);
  });

  it("refuses cards it cannot read", () => {
    expect(() => featureCardTypesFromSource(`export const f = { cards: KINDS };`, "f.ts")).toThrow(/f\.ts/);
    expect(() => featureCardTypesFromSource(`export const f = { cards: { ...KINDS } };`, "f.ts")).toThrow(/not written/);
  });
});
