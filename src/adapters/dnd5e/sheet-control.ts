/**
 * The module's controls on dnd5e's actor sheets (the body map's, a Gearforged or Automail window's): buttons in
 * the header's row of buttons, beside dnd5e's
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
 * Each content line that is on registers its control here (the body map's for the Cyborg, below; the Gearforged and
 * Automail windows' in their folders); each control says whom it shows to and what it opens. Tidy 5e's sheets get
 * the same controls through Tidy's API (tidy5e.ts).
 */
import { localize } from "../../utils/notify";
import { isCyborg } from "./augments";
import { openBodyMapWindow } from "./body-map-window";

/** A button in the header's row that opens one of the module's windows for the sheet's actor. */
export interface HeaderControl {
  /** Its own class (unique: a redraw adds it once). */
  readonly cssClass: string;
  /** Font Awesome classes of its icon. */
  readonly icon: string;
  /** lang/en.json keys of its name and tooltip. */
  readonly label: string;
  readonly hint: string;
  /** Whether the current user gets it on this actor's sheet. */
  shows(actor: Actor.Implementation): boolean;
  open(actor: Actor.Implementation): Promise<unknown>;
}

/**
 * The controls of the content lines that are on, in the order they were registered (at init), kept per client
 * session (keyed by its `game`, as the windows are): a session registers the controls of its own lines only.
 */
const controlsBySession = new WeakMap<object, HeaderControl[]>();

function sessionControls(): HeaderControl[] {
  let controls = controlsBySession.get(game);
  if (!controls) controlsBySession.set(game, (controls = []));
  return controls;
}

export function registerHeaderControl(control: HeaderControl): void {
  const controls = sessionControls();
  if (!controls.some((known) => known.cssClass === control.cssClass)) controls.push(control);
}

export function headerControls(): readonly HeaderControl[] {
  return sessionControls();
}

export const CONTROL_CLASS = "augmented-dnd5e-body-map";
/** dnd5e's row of header buttons (actors.less:82 lays it out as a row on every actor sheet). */
const BUTTON_ROW_CLASS = "sheet-header-buttons";

/** The part of dnd5e's sheet the controls read. */
interface SheetLike {
  readonly document?: unknown;
}

/** Whether the current user gets the body-map control on this actor's sheet: the GM always, an owner for a Cyborg. */
export function showsBodyMapControl(actor: Actor.Implementation): boolean {
  if (game.user?.isGM) return true;
  return actor.isOwner && isCyborg(actor);
}

/** The Cyborg's body map (body-map-window.ts). */
export const BODY_MAP_CONTROL: HeaderControl = {
  cssClass: CONTROL_CLASS,
  icon: "fa-solid fa-microchip",
  label: "AUGMENTED.Dnd5eWindow.open",
  hint: "AUGMENTED.Dnd5eWindow.openHint",
  shows: showsBodyMapControl,
  open: openBodyMapWindow,
};

/**
 * The row the controls go in: dnd5e's own, else a new one at the start of the element dnd5e puts its row in
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

/** One control's button, its icon drawn by Font Awesome's classes on the button itself (as core's header controls are). */
function controlButton(control: HeaderControl, actor: Actor.Implementation): HTMLButtonElement {
  const button = document.createElement("button");
  button.setAttribute("type", "button");
  // dnd5e's rest buttons are icon buttons of the same class, named by their label and tooltip.
  button.setAttribute("class", `${control.cssClass} gold-button ${control.icon}`);
  button.setAttribute("aria-label", localize(control.label));
  button.setAttribute("data-tooltip", localize(control.hint));
  button.addEventListener("click", (event) => {
    event.preventDefault();
    void control.open(actor);
  });
  return button;
}

/**
 * `render<dnd5e actor sheet>(sheet, element)`: put the controls this user gets in the header's button row (once per
 * drawn header). The module's whole share of a sheet render is these buttons, built with the fewest DOM writes (P8).
 */
export function addHeaderControls(sheet: SheetLike, element: HTMLElement): void {
  const controls = headerControls();
  if (controls.length === 0 || !(sheet.document instanceof Actor)) return;
  // cast: the document of an actor sheet is an instance of the configured Actor class (dnd5e's).
  const actor = sheet.document as Actor.Implementation;
  const shown = controls.filter((control) => control.shows(actor));
  if (shown.length === 0) return;
  // The first header of the sheet: a first-match search stops there, before the item lists that follow it.
  const header = element.querySelector<HTMLElement>(".sheet-header");
  if (!header) return;
  const row = buttonRow(header);
  if (!row) return;
  for (const control of shown) if (!hasChildOfClass(row, control.cssClass)) row.append(controlButton(control, actor));
}

/** Whether a direct child of the row already is this control (a row holds a few buttons: no selector needed). */
function hasChildOfClass(row: HTMLElement, cssClass: string): boolean {
  for (let child = row.firstElementChild; child; child = child.nextElementSibling) if (child.classList.contains(cssClass)) return true;
  return false;
}
