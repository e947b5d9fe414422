/**
 * The body-map control on dnd5e's actor sheets: one more button in the header's row of buttons, beside dnd5e's
 * own rest buttons (`.sheet-header-buttons`), added on each `renderCharacterActorSheet` and `renderNPCActorSheet`
 * (core fires `render<ClassName>` for each class of the sheet's chain; dnd5e's classes are `CharacterActorSheet`
 * and `NPCActorSheet`, `module/applications/actor/character-sheet.mjs:20`, `npc-sheet.mjs`).
 *
 * Where, at dnd5e 5.3.3: the character header's `.right` column ends with a plain `<div>` holding that row and the
 * XP bar (`templates/actors/character-header.hbs:37-70`), and dnd5e's layout of the column hangs on that div
 * being the last child (`less/v2/character.less:154-166`, `> .right > div:last-child`): the control goes inside
 * the row, so the div stays last and every header rule still applies. The npc header has its row in the stats
 * column (`templates/actors/npc-header.hbs:249-253`, `.right.stats .top .right .left`); its first `.right` is the
 * hit-point meter's, so the row is found by its class, not by the first `.right`. When dnd5e drew no row (no rest
 * buttons for this user), the control gets a row of its own where dnd5e would put it, with the same class.
 *
 * Shown to the GM for every actor, to an owner for a Cyborg (the species or the GM's flag, augments.ts); it opens
 * the actor's body-map window (body-map-window.ts).
 */
import { localize } from "../../utils/notify";
import { isCyborg } from "./augments";
import { openBodyMapWindow } from "./body-map-window";

export const CONTROL_CLASS = "augmented-dnd5e-body-map";
/** dnd5e's row of header buttons (actors.less:82 lays it out as a row on every actor sheet). */
const BUTTON_ROW_CLASS = "sheet-header-buttons";

/** The part of dnd5e's sheet the control reads. */
interface SheetLike {
  readonly document?: unknown;
}

/** Whether the current user gets the control on this actor's sheet. */
export function showsBodyMapControl(actor: Actor.Implementation): boolean {
  if (game.user?.isGM) return true;
  return actor.isOwner && isCyborg(actor);
}

/**
 * The row the control goes in: dnd5e's own, else a new one at the start of the element dnd5e puts its row in
 * (the character's last `.right` div, the npc's stats `.left`). Null when the header is not dnd5e's.
 */
function buttonRow(header: HTMLElement): HTMLElement | null {
  const own = header.querySelector<HTMLElement>(`.${BUTTON_ROW_CLASS}`);
  if (own) return own;
  const home = header.querySelector<HTMLElement>(":scope > .right.stats > .top > .right > .left") ?? header.querySelector<HTMLElement>(":scope > .right > div:last-child");
  if (!home) return null;
  const row = document.createElement("div");
  row.className = BUTTON_ROW_CLASS;
  home.prepend(row);
  return row;
}

/** `render<dnd5e actor sheet>(sheet, element)`: put the control in the header's button row (once per drawn header). */
export function addBodyMapControl(sheet: SheetLike, element: HTMLElement): void {
  if (!(sheet.document instanceof Actor)) return;
  // cast: the document of an actor sheet is an instance of the configured Actor class (dnd5e's).
  const actor = sheet.document as Actor.Implementation;
  // The first header of the sheet: a first-match search stops there, before the item lists that follow it.
  const header = element.querySelector<HTMLElement>(".sheet-header");
  if (!header || !showsBodyMapControl(actor)) return;
  const row = buttonRow(header);
  if (!row || row.querySelector(`.${CONTROL_CLASS}`)) return;
  // One element, its icon drawn by Font Awesome's classes on the button itself (as core's own header controls are):
  // the module's whole share of a sheet render is this button, so it is built with the fewest DOM writes (P8).
  const button = document.createElement("button");
  button.setAttribute("type", "button");
  // dnd5e's rest buttons are icon buttons of the same class, named by their label and tooltip.
  button.setAttribute("class", `${CONTROL_CLASS} gold-button fa-solid fa-microchip`);
  button.setAttribute("aria-label", localize("AUGMENTED.Dnd5eWindow.open"));
  button.setAttribute("data-tooltip", localize("AUGMENTED.Dnd5eWindow.openHint"));
  button.addEventListener("click", (event) => {
    event.preventDefault();
    void openBodyMapWindow(actor);
  });
  row.append(button);
}
