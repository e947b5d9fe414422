// Localization: every key the code and templates use is in lang/en.json.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { collectKeyUses, flattenTranslations, keysInHandlebars, keysInTypeScript, missingKeys, unusedKeys } from "./i18n";
import { loadManifest, ROOT } from "./manifest";

function loadLanguage(relPath: string) {
  const file = path.join(ROOT, relPath);
  if (!fs.existsSync(file)) return null;
  return flattenTranslations(JSON.parse(fs.readFileSync(file, "utf8")));
}

describe("localization", () => {
  it("finds keys in TypeScript and Handlebars, not in comments", () => {
    const ts = keysInTypeScript(
      [
        `// "AUGMENTED.InAComment"`,
        `const a = game.i18n.localize("AUGMENTED.Sheet.title");`,
        "const b = `AUGMENTED.Ability.${id}.long`;",
        `const c = "AUGMENTED.Purpose." + purpose;`,
        `const d = { label: 'AUGMENTED.Setting.mode.label', hint: "Not a key" };`,
        `const e = game.i18n.format("AUGMENTED.Install.refused", { reason });`,
      ].join("\n"),
      "x.ts",
    );
    expect(ts.map((u) => [u.kind, u.text, u.where])).toEqual([
      ["exact", "AUGMENTED.Sheet.title", "x.ts:2"],
      ["pattern", "AUGMENTED.Ability.*.long", "x.ts:3"],
      ["prefix", "AUGMENTED.Purpose.", "x.ts:4"],
      ["exact", "AUGMENTED.Setting.mode.label", "x.ts:5"],
      ["exact", "AUGMENTED.Install.refused", "x.ts:6"],
    ]);
    const hbs = keysInHandlebars(
      `{{!-- {{localize "AUGMENTED.Hidden"}} --}}\n<h1>{{localize "AUGMENTED.Sheet.title"}}</h1>\n{{> field label='AUGMENTED.Field.hp'}}`,
      "x.hbs",
    );
    expect(hbs.map((u) => [u.text, u.where])).toEqual([
      ["AUGMENTED.Sheet.title", "x.hbs:2"],
      ["AUGMENTED.Field.hp", "x.hbs:3"],
    ]);
    const { keys } = flattenTranslations({ AUGMENTED: { Sheet: { title: "T" }, Ability: { str: { long: "Strength" } } }, "AUGMENTED.Purpose.attack": "Attack" });
    expect(missingKeys([...ts, ...hbs], keys).map((u) => u.text)).toEqual(["AUGMENTED.Setting.mode.label", "AUGMENTED.Install.refused", "AUGMENTED.Field.hp"]);
  });

  it("lang/en.json defines every key that src/ and templates/ use", () => {
    const uses = collectKeyUses();
    const english = loadManifest("source").languages?.find((l) => l.lang === "en");
    expect(english, "system.json lists an English language file").toBeDefined();
    const language = loadLanguage(english!.path);
    if (language === null) {
      expect(uses, `${english!.path} is missing but keys are used`).toEqual([]);
      return;
    }
    expect(language.problems).toEqual([]);
    const missing = missingKeys(uses, language.keys).map((u) => `${u.text} (${u.where}${u.kind === "exact" ? "" : `, ${u.kind}`})`);
    expect(missing).toEqual([]);

    const unused = unusedKeys(uses, language.keys);
    if (unused.length) {
      // Not an error: data-model labels and hints are looked up by Foundry from LOCALIZATION_PREFIXES.
      console.warn(`${unused.length} key(s) in ${english!.path} found in no source: ${unused.slice(0, 20).join(", ")}${unused.length > 20 ? ", …" : ""}`);
    }
  });
});
