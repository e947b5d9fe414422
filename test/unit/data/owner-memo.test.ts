/**
 * Owner values of owned items are worked out once per preparation (src/data/shared/owner-memo.ts, issue 27): the
 * same value for every read until an actor or an owner-reading item is prepared again, then worked out anew.
 *
 * Run: npx vitest run --project unit test/unit/data/owner-memo.test.ts
 */
import { describe, expect, it } from "vitest";
import { oncePerPreparation, preparedAgain } from "../../../src/data/shared/owner-memo";

describe("oncePerPreparation", () => {
  it("works a value out once per holder and key until the next preparation", () => {
    const holder = {};
    let owner = 2;
    let computed = 0;
    const read = () => oncePerPreparation(holder, "pb", () => (computed += 1, owner));
    expect(read()).toBe(2);
    owner = 3;
    expect(read()).toBe(2);
    expect(computed).toBe(1);
    preparedAgain();
    expect(read()).toBe(3);
    expect(computed).toBe(2);
  });

  it("keeps holders and keys apart", () => {
    const a = {};
    const b = {};
    expect(oncePerPreparation(a, "x", () => "a.x")).toBe("a.x");
    expect(oncePerPreparation(a, "y", () => "a.y")).toBe("a.y");
    expect(oncePerPreparation(b, "x", () => "b.x")).toBe("b.x");
    expect(oncePerPreparation(a, "x", () => "changed")).toBe("a.x");
  });
});
