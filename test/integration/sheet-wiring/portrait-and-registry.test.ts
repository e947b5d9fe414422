/**
 * Sheet wiring as v13 expects it (issue 9 item 3): the character and npc portraits use DocumentSheetV2's
 * `editImage` action (a FilePicker; the chosen image is saved), and core's v1 sheets are not registered for the
 * system's actor and item types (only Augmented's ApplicationV2 sheets are offered).
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { createCharacter, openSheet } from "../helpers";

interface Picker {
  current: string;
  type: string;
  pick(path: string): Promise<void>;
}

/** The stand-in's FilePicker (foundry.applications.apps.FilePicker): the pickers a click opened. */
function pickers(): Picker[] {
  // cast: the stand-in's test-facing list of browsed pickers (test/foundry/file-picker.ts).
  return (foundry.applications.apps.FilePicker as unknown as { opened: Picker[] }).opened;
}

describe("portrait and sheet registry (issue 9 item 3)", () => {
  for (const type of ["character", "npc"] as const) {
    it(`the ${type} portrait opens an image picker at its image and saves the chosen one`, async () => {
      const world = await createWorld({ seed: 3 });
      const actor = await createCharacter({ type, img: "icons/svg/mystery-man.svg", ownership: { default: 0, [world.player.user.id!]: 3 } });
      const before = pickers().length;
      await world.as(world.player, async () => {
        const sheet = await openSheet(actor);
        const portrait = sheet.element.querySelector<HTMLImageElement>('img.portrait[data-action="editImage"][data-edit="img"]');
        expect(portrait).not.toBeNull();
        portrait!.click();
      });
      await world.settle();
      expect(pickers().length).toBe(before + 1);
      const picker = pickers().at(-1)!;
      expect(picker.current).toBe("icons/svg/mystery-man.svg");
      expect(picker.type).toBe("image");
      await world.as(world.player, () => picker.pick("icons/portraits/ana.webp"));
      await world.settle();
      expect(actor.img).toBe("icons/portraits/ana.webp");
    });
  }

  it("a viewer who cannot edit the actor gets no editImage action on the portrait", async () => {
    const world = await createWorld({ seed: 3 });
    const actor = await createCharacter({ ownership: { default: 2 } });
    await world.as(world.player, async () => {
      const sheet = await openSheet(actor);
      expect(sheet.element.querySelector("img.portrait")).not.toBeNull();
      expect(sheet.element.querySelector('img.portrait[data-action="editImage"]')).toBeNull();
    });
  });

  it("core's v1 sheets are unregistered: only Augmented's sheets are offered for its actor and item types", async () => {
    await createWorld({ seed: 3 });
    for (const documentName of ["Actor", "Item"] as const) {
      // cast: CONFIG.<Document>.sheetClasses maps type → sheet id → entry.
      const classes = (CONFIG[documentName] as unknown as { sheetClasses: Record<string, Record<string, unknown>> }).sheetClasses;
      const ids = Object.values(classes).flatMap((entries) => Object.keys(entries));
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.filter((id) => id.startsWith("core."))).toEqual([]);
    }
  });
});
