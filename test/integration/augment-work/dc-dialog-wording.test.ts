/**
 * The GM's DC dialog (CY-REP-1 and the other augment checks) says "DC" for one check and "DCs" for several, and
 * the ruling on a designated tool the character lacks says what happens next: kept required, the repair is
 * refused and nothing is spent. Read from the rendered dialog, as the GM sees it.
 */
import { describe, expect, it } from "vitest";
import { askAugmentDcsHere, type DcDialogOptions } from "../../../src/applications/dialogs/augment-dc";
import { createWorld } from "../../foundry";

const CHECK = { label: "Dexterity (Sleight of Hand), with advantage", value: 12 };

async function shown(options: Omit<DcDialogOptions, "title">): Promise<{ hint: string; buttons: string[]; tool: string; missing: boolean }> {
  const world = await createWorld({ seed: 3 });
  return world.as(world.gm, async () => {
    const answered = askAugmentDcsHere({ title: "Repair Wrist Cannon", ...options });
    await world.settle();
    const [dialog] = world.dialogs.open;
    if (!dialog) throw new Error("the DC dialog did not open");
    const root = dialog.element;
    const toolHint = root.querySelector<HTMLElement>('select[name="toolRuling"] ~ .hint');
    const seen = {
      hint: root.querySelector(".augment-dc-dialog__hint")?.textContent?.trim() ?? "",
      buttons: [...root.querySelectorAll(".form-footer button")].map((b) => b.textContent?.trim() ?? ""),
      tool: toolHint?.textContent?.trim() ?? "",
      missing: toolHint?.classList.contains("augment-dc-dialog__tool-missing") === true,
    };
    await dialog.close();
    await world.settle();
    expect(await answered).toBeNull();
    return seen;
  });
}

describe("the DC dialog's wording", () => {
  it("one check: the DC, its default, Use this DC; a tool not carried says the repair is refused if kept required", async () => {
    const one = await shown({ checks: [{ name: "dc", ...CHECK }], tool: { name: "Tinker's Tools", carried: false } });
    expect(one.hint).toBe("The GM sets the DC; the default is pre-filled.");
    expect(one.buttons).toEqual(["Use this DC", "Cancel"]);
    expect(one.tool).toBe(
      "The character does not carry Tinker's Tools. Kept required, the repair is refused and nothing is spent; to roll the check, rule it not needed or allow a substitute.",
    );
    expect(one.missing).toBe(true);
  });

  it("several checks: the DCs, their defaults, Use these DCs; a carried tool is no warning", async () => {
    const two = await shown({ checks: [{ name: "first", ...CHECK }, { name: "second", ...CHECK }], tool: { name: "Smith's Tools", carried: true } });
    expect(two.hint).toBe("The GM sets the DCs; the defaults are pre-filled.");
    expect(two.buttons).toEqual(["Use these DCs", "Cancel"]);
    expect(two.tool).toBe("The character carries Smith's Tools: the check is rolled whatever you rule.");
    expect(two.missing).toBe(false);
  });
});
