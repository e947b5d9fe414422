/**
 * The body-map control on dnd5e's character sheet: a button in the sheet header's right-hand column (dnd5e 5.3.3
 * `templates/actors/character-header.hbs`: `header.sheet-header` > `.right`, beside the level, inspiration and
 * rest buttons), added on each `renderCharacterActorSheet` (core fires `render<ClassName>` for each class of the
 * sheet's chain; dnd5e's character sheet class is `CharacterActorSheet`, `module/applications/actor/character-sheet.mjs:20`).
 * Shown to the GM for every character, to an owner for a Cyborg (the species or the GM's flag, augments.ts); it
 * opens the actor's body-map window (body-map-window.ts).
 */
import { localize } from "../../utils/notify";
import { isCyborg } from "./augments";
import { openBodyMapWindow } from "./body-map-window";

export const CONTROL_CLASS = "augmented-dnd5e-body-map";

/** The part of dnd5e's sheet the control reads. */
interface SheetLike {
  readonly document?: unknown;
}

/** Whether the current user gets the control on this actor's sheet. */
export function showsBodyMapControl(actor: Actor.Implementation): boolean {
  if (game.user?.isGM) return true;
  return actor.isOwner && isCyborg(actor);
}

/** `renderCharacterActorSheet(sheet, element)`: put the control in the header (once per drawn header). */
export function addBodyMapControl(sheet: SheetLike, element: HTMLElement): void {
  if (!(sheet.document instanceof Actor)) return;
  // cast: the document of a character sheet is an instance of the configured Actor class (dnd5e's).
  const actor = sheet.document as Actor.Implementation;
  if (!showsBodyMapControl(actor)) return;
  const header = element.querySelector<HTMLElement>(".sheet-header .right") ?? element.querySelector<HTMLElement>(".sheet-header");
  if (!header || header.querySelector(`.${CONTROL_CLASS}`)) return;
  const button = document.createElement("button");
  button.type = "button";
  button.className = `${CONTROL_CLASS} gold-button`;
  const label = localize("AUGMENTED.Dnd5eWindow.open");
  button.setAttribute("aria-label", label);
  button.dataset.tooltip = localize("AUGMENTED.Dnd5eWindow.openHint");
  button.innerHTML = `<i class="fa-solid fa-microchip" inert></i><span class="label">${foundry.utils.escapeHTML(label)}</span>`;
  button.addEventListener("click", (event) => {
    event.preventDefault();
    void openBodyMapWindow(actor);
  });
  header.append(button);
}
