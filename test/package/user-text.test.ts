// No rule IDs, issue numbers or "seed" in anything a user reads (test/package/user-text.ts says what that is).
import { describe, expect, it } from "vitest";
import { findForbidden, guideTexts, languageTexts, manifestTexts, packTexts, stringValues, templateTexts, visibleTemplateText } from "./user-text";

describe("the user-text scanner", () => {
  it("finds rule IDs, issue numbers and the word seed, and nothing in plain prose", () => {
    const texts = [
      { where: "a", text: "Refused (CY-HEAL-1): out of range; see GF-UPG-11 and AM-DMG-1." },
      { where: "b", text: "From the Seed. Seeds 001, 002. Issue 14, issue #7." },
      { where: "c", text: "Seedling, CYBORG-like, DC 17, core-rules, Section 3 of the AC-5 table." },
      { where: "d", text: "Rule ids match the rules specification." },
    ];
    expect(findForbidden(texts).map((f) => `${f.where}:${f.word}`)).toEqual([
      "a:CY-HEAL",
      "a:GF-UPG",
      "a:AM-DMG",
      "b:Seed",
      "b:Seeds",
      "b:Issue 14",
      "b:issue #7",
      "d:Rule ids",
      "d:rules specification",
    ]);
  });

  it("reads values, not keys, and a template's visible text, not its code", () => {
    expect(stringValues({ fromSeed: { size: "A GM default" }, list: ["x"] }, "f")).toEqual([
      { where: "f.fromSeed.size", text: "A GM default" },
      { where: "f.list[0]", text: "x" },
    ]);
    const visible = visibleTemplateText(
      `{{!-- GF-BODY-5 (issue 14) --}}{{! seed }}<!-- CY-INT-1 --><span class="{{#unless fromSeed}}x{{/unless}}">Shown</span>`,
    );
    expect(findForbidden([{ where: "t", text: visible }])).toEqual([]);
    expect(visible).toContain("Shown");
  });
});

describe("what users read", () => {
  it.each([
    ["lang/*.json values", languageTexts],
    ["packs/_source names and texts", packTexts],
    ["system.json title, description and pack labels", manifestTexts],
    ["templates", templateTexts],
    ["README.md and docs/gm", guideTexts],
  ] as const)("%s name no rule, issue or seed", (_label, gather) => {
    const texts = gather();
    expect(texts.length).toBeGreaterThan(0);
    expect(findForbidden(texts).map((f) => `${f.where}: ${f.word}`)).toEqual([]);
  });
});
