/**
 * The shipped modules' Terser pass (scripts/terser-pass.mjs) keeps every class's name: Foundry derives a sheet's id
 * and its render hooks from the class name, and Terser inlines a binding used once, so an anonymous class bound to
 * a variable would take the name of the key it lands under. The pass names such classes in themselves first.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseAst } from "rolldown/parseAst";
import { describe, expect, it } from "vitest";
import { classNames, nameBoundClasses, terserFile } from "../../scripts/terser-pass.mjs";

/** A bundle's shape: a data model bound to a variable and used once, under a key of another name. */
const BUNDLE = [
  "class Base {}",
  "var CardData = class extends Base { static kind = 'card'; };",
  "const Sheet = class { get id() { return Sheet.name; } };",
  "export const kinds = { card: CardData, sheet: Sheet };",
].join("\n");

/** The module's export once `code` is minified by the pass, evaluated as an ES module. */
async function minifiedKinds(code: string): Promise<Record<string, { name: string }>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "augmented-terser-"));
  const file = path.join(dir, "bundle.mjs");
  fs.writeFileSync(file, code);
  await terserFile(file);
  const module = (await import(/* @vite-ignore */ `${file}?${Date.now()}`)) as { kinds: Record<string, { name: string }> };
  fs.rmSync(dir, { recursive: true, force: true });
  return module.kinds;
}

describe("the Terser pass of the shipped modules", () => {
  it("names a class bound to a variable in itself, and leaves named classes alone", () => {
    const named = nameBoundClasses(BUNDLE, parseAst(BUNDLE))?.toString() ?? "";
    expect(named).toContain("var CardData = class CardData extends Base");
    expect(named).toContain("const Sheet = class Sheet {");
    expect(classNames(named)).toEqual(new Set(["Base", "CardData", "Sheet"]));
    expect(nameBoundClasses("class A {}", parseAst("class A {}"))).toBeNull();
  });

  it("keeps the names of classes it inlines once they are named in themselves", async () => {
    const kinds = await minifiedKinds(nameBoundClasses(BUNDLE, parseAst(BUNDLE))?.toString() ?? "");
    expect(kinds.card?.name).toBe("CardData");
    expect(kinds.sheet?.name).toBe("Sheet");
  });

  it("refuses to write a module whose class names it would lose", async () => {
    // Terser inlines CardData under the key "card": the check stops the build instead of shipping the wrong name.
    await expect(minifiedKinds(BUNDLE)).rejects.toThrow(/class names lost.*CardData/);
  });
});
