// DocumentSheetV2's `editImage` action and FilePicker, as v13 has them (test/foundry/document-sheet.ts,
// file-picker.ts, form-data.ts; the evidence table in test/foundry/README.md); core's v1 sheets can be unregistered.
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";

const entry = `${import.meta.dirname}/fake-system.ts`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const g = globalThis as unknown as Record<string, any>; // the stand-in's globals, loosely typed for self-tests

describe("stand-in editImage, FilePicker and img[data-edit]", () => {
  it("opens an image FilePicker at the current path; the picked path is submitted as the document's img", async () => {
    const world = await createWorld({ entry });
    const actor = await g.Actor.create({ name: "Ana", type: "character", img: "icons/old.webp", ownership: { default: 0, [world.player.user.id as string]: 3 } });
    const { FilePicker } = g.foundry.applications.apps;
    FilePicker.opened = [];
    await world.as(world.player, async () => {
      await actor.sheet.render(true);
      actor.sheet.element.querySelector("img[data-action=editImage]").click();
    });
    await world.settle();
    const picker = FilePicker.opened.at(-1);
    expect(picker.current).toBe("icons/old.webp");
    expect(picker.type).toBe("image");
    await world.as(world.player, () => picker.pick("icons/new.webp"));
    await world.settle();
    expect(actor.img).toBe("icons/new.webp");
    expect(FilePicker.opened).toEqual([]);
  });

  it("FormDataExtended reads img[data-edit] src under its path", async () => {
    await createWorld({ entry });
    const form = document.createElement("form");
    form.innerHTML = '<img data-edit="img" src="a/b.png"><img data-edit="prototypeToken.texture.src" src="t.png"><input name="name" value="X">';
    const data = new g.FormDataExtended(form).object;
    expect(data).toEqual({ img: "a/b.png", "prototypeToken.texture.src": "t.png", name: "X" });
  });

  it("editImage is refused on anything but an IMG", async () => {
    const world = await createWorld({ entry });
    const actor = await g.Actor.create({ name: "Ana", type: "character" });
    await actor.sheet.render(true);
    const button = document.createElement("button");
    button.dataset.action = "editImage";
    button.dataset.edit = "img";
    actor.sheet.element.append(button);
    button.click();
    await expect(world.settle()).rejects.toThrow(/only for IMG/);
  });
});
