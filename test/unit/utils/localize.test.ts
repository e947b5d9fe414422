/**
 * The one localize (src/utils/notify.ts) remembers the texts it found, per Localization object (issue 27,
 * bench/render.bench.ts): a found key is not looked up again, a key missing when asked (translations not loaded
 * yet) is looked up again later, and another page's Localization (a new world) has its own texts.
 *
 * Run: npx vitest run --project unit test/unit/utils/localize.test.ts
 */
import { afterEach, describe, expect, it } from "vitest";
import { localize } from "../../../src/utils/notify";

/** A Localization with a flat table and a count of lookups. */
function fakeI18n(table: Record<string, string>) {
  const i18n = {
    lookups: 0,
    table,
    has(key: string) {
      return key in this.table;
    },
    localize(key: string) {
      this.lookups += 1;
      return this.table[key] ?? key;
    },
    format(key: string, data: Record<string, string>) {
      return this.localize(key).replace(/{[^}]+}/g, (m) => String(data[m.slice(1, -1)]));
    },
  };
  (globalThis as { game?: unknown }).game = { i18n };
  return i18n;
}

afterEach(() => {
  delete (globalThis as { game?: unknown }).game;
});

describe("localize", () => {
  it("looks a found key up once, and a missing key again until it is found", () => {
    const i18n = fakeI18n({});
    expect(localize("AUGMENTED.Test.Label")).toBe("AUGMENTED.Test.Label");
    i18n.table["AUGMENTED.Test.Label"] = "Label";
    expect(localize("AUGMENTED.Test.Label")).toBe("Label");
    const after = i18n.lookups;
    expect(localize("AUGMENTED.Test.Label")).toBe("Label");
    expect(i18n.lookups).toBe(after);
  });

  it("keeps each Localization's texts apart, and fills placeholders every time", () => {
    fakeI18n({ "AUGMENTED.Test.Label": "Label", "AUGMENTED.Test.Named": "Hello {name}" });
    expect(localize("AUGMENTED.Test.Label")).toBe("Label");
    fakeI18n({ "AUGMENTED.Test.Label": "Étiquette", "AUGMENTED.Test.Named": "Salut {name}" });
    expect(localize("AUGMENTED.Test.Label")).toBe("Étiquette");
    expect(localize("AUGMENTED.Test.Named", { name: "Ana" })).toBe("Salut Ana");
    expect(localize("AUGMENTED.Test.Named", { name: "Kai" })).toBe("Salut Kai");
  });

  it("looks a text with data up once too, filling its placeholders as format does (a missing one reads undefined)", () => {
    const i18n = fakeI18n({ "AUGMENTED.Test.Pair": "{a} and {b}, {a}" });
    expect(localize("AUGMENTED.Test.Pair", { a: "Ana", b: 3 })).toBe("Ana and 3, Ana");
    const after = i18n.lookups;
    expect(localize("AUGMENTED.Test.Pair", { a: "Kai" })).toBe("Kai and undefined, Kai");
    expect(i18n.lookups).toBe(after);
  });
});
