import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { AUTOMAIL_ISSUE_CODES, AUTOMAIL_REFUSALS, BODY_SITES, GENERATIONS, LIMB_KINDS, LIMB_TYPES, PORT_KINDS, isDetachable, refusalKey } from "../../../src/rules/automail";

const lang = JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../../lang/en.json"), "utf8")) as Record<string, unknown>;

function lookup(key: string): unknown {
  return key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), lang);
}

describe("automail vocabulary", () => {
  it("AM-GEN-1: two generations; only modern limbs are detachable", () => {
    expect(GENERATIONS).toEqual(["reforged", "modern"]);
    expect(isDetachable({ generation: "modern" })).toBe(true);
    expect(isDetachable({ generation: "reforged" })).toBe(false);
  });

  it("AM-KIND-1: three kinds: normal, weapon/tool, unnatural", () => {
    expect(LIMB_KINDS).toEqual(["normal", "weaponTool", "unnatural"]);
  });

  it("AM-PORT-1: three ports", () => {
    expect(PORT_KINDS).toEqual(["natural", "unnatural", "ocular"]);
  });

  it("every refusal reason has a message in lang/en.json, and every vocabulary a label", () => {
    for (const reason of AUTOMAIL_REFUSALS) expect(typeof lookup(refusalKey(reason)), reason).toBe("string");
    for (const g of GENERATIONS) expect(typeof lookup(`AUGMENTED.Automail.Generation.${g}`), g).toBe("string");
    for (const k of LIMB_KINDS) expect(typeof lookup(`AUGMENTED.Automail.Kind.${k}`), k).toBe("string");
    for (const t of LIMB_TYPES) expect(typeof lookup(`AUGMENTED.Automail.Limb.${t}`), t).toBe("string");
    for (const p of PORT_KINDS) expect(typeof lookup(`AUGMENTED.Automail.PortKind.${p}`), p).toBe("string");
    for (const s of BODY_SITES) expect(typeof lookup(`AUGMENTED.Automail.Site.${s}`), s).toBe("string");
    for (const c of AUTOMAIL_ISSUE_CODES) expect(typeof lookup(`AUGMENTED.Automail.Issue.${c}`), c).toBe("string");
    for (const c of ["portMissing", "siteMissing", "sinceMissing", "unknownValue", "wrongSite"]) {
      expect(typeof lookup(`AUGMENTED.Automail.DataIssue.${c}`), c).toBe("string");
    }
  });
});
