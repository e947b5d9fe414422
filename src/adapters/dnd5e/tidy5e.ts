/**
 * The module's header controls (sheet-control.ts) on Tidy 5e Sheets' character sheets (module `tidy5e-sheet`, MIT, github.com/kgar/
 * foundry-vtt-tidy-5e-sheets). Tidy draws its own sheets (Svelte), not dnd5e's header template, so the control
 * sheet-control.ts puts in dnd5e's header never shows there. Tidy's public API offers header controls instead
 * (tag v13.9.1, the release for dnd5e 5.3: `src/api/Tidy5eSheetsApi.ts:1253` `registerCharacterHeaderControls`,
 * the entry's fields in `src/api/api.types.ts:445-486`): the API arrives with the `tidy5e-sheet.ready` hook
 * (`src/foundry/TidyHooks.ts:625`, called at core `ready`, `src/main.svelte.ts:253-265`); each registered control
 * becomes one of the sheet's window controls, its `onClickAction` one of its actions, bound to the sheet
 * (`src/mixins/TidyDocumentSheetMixin.svelte.ts:1012-1044`); `visible` is asked with `this` the sheet; `position:
 * "header"` puts it on the sheet's header rather than in its menu (`:1081-1108`). One registration, no other code.
 */
import { type HeaderControl, headerControls } from "./sheet-control";

/** The part of a Tidy sheet the control reads (`this` in `visible` and `onClickAction`). */
interface TidySheetLike {
  readonly document?: unknown;
}

/** Tidy 5e's header-control entry (`CustomHeaderControlsEntry`, the fields the module sets). */
export interface TidyHeaderControl {
  icon: string;
  label: string;
  position: "header" | "menu";
  visible(this: TidySheetLike): boolean;
  onClickAction(this: TidySheetLike, event: Event): Promise<void>;
}

/** The slice of Tidy 5e's API the module calls. */
export interface TidyApi {
  registerCharacterHeaderControls(params: { controls: TidyHeaderControl[] }): void;
}

/** The actor of a Tidy character sheet, when it is one. */
function actorOf(sheet: TidySheetLike): Actor.Implementation | null {
  // cast: a character sheet's document is an instance of the configured Actor class (dnd5e's).
  return sheet.document instanceof Actor ? (sheet.document as Actor.Implementation) : null;
}

/** A control as Tidy draws it: the same visibility and window as on dnd5e's own sheet. */
export function tidyControl(control: HeaderControl): TidyHeaderControl {
  return {
    icon: control.icon,
    // Tidy localizes the label when it draws the control.
    label: control.label,
    position: "header",
    visible(this: TidySheetLike): boolean {
      const actor = actorOf(this);
      return actor !== null && control.shows(actor);
    },
    async onClickAction(this: TidySheetLike): Promise<void> {
      const actor = actorOf(this);
      if (actor && control.shows(actor)) await control.open(actor);
    },
  };
}

/** `tidy5e-sheet.ready(api)` (at core `ready`, after every line registered its control): the controls on Tidy's character sheets. */
export function registerTidyControls(api: TidyApi): void {
  const controls = headerControls();
  if (controls.length) api.registerCharacterHeaderControls({ controls: controls.map(tidyControl) });
}
