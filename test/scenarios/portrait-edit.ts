/**
 * The portrait on a character sheet (issue 9 item 3; test/foundry/README.md marks the FilePicker flow an
 * assumption to check here): the GM clicks the portrait (`data-action="editImage"`, `data-edit="img"`), a
 * FilePicker opens at the current image, the GM picks another file, and the actor's `img` is saved through the
 * sheet's form (the picked path becomes the `<img>`'s `src`, which the form data reads under `img`).
 */
import { equal, ok } from "./assert";
import { defineScenario } from "./harness";
import { createActor, find, openSheet } from "./support";

/** Two core icons every v13 install serves. */
const BEFORE = "icons/svg/mystery-man.svg";
const AFTER = "icons/svg/cowled.svg";

export default defineScenario({
  id: "portrait-edit",
  title: "the GM clicks a character's portrait, picks a file, and the sheet saves it as the actor's image",
  proves: "issue 9 items 1 and 3 (editImage, FilePicker)",
  async run(h) {
    const hero = await createActor(h, { name: "Quench portrait", type: "character", img: BEFORE });
    const sheet = await openSheet(hero);
    const portrait = find(sheet.element, 'img[data-action="editImage"]');
    equal(portrait.dataset.edit, "img", "the portrait edits the img field");
    portrait.click();
    await h.pickFile(AFTER);
    await h.eventually("the portrait is saved", () => equal(hero.img, AFTER, "actor image"));
    await h.settle();
    ok(find(sheet.element, 'img[data-action="editImage"]').getAttribute("src")?.endsWith(AFTER), "the sheet shows the new portrait");
    await sheet.close();
  },
});
