/**
 * Tidy 5e Sheets (module `tidy5e-sheet`), as far as a module reaches it: its character sheet and its API's header
 * controls. Written from github.com/kgar/foundry-vtt-tidy-5e-sheets at tag v13.9.1 (MIT; the release for dnd5e
 * 5.3, `public/module.json:122-131`), read for facts:
 * - at `init`, `Tidy5eCharacterSheetQuadrone` is registered for `character` under the `dnd5e` scope, not as the
 *   default (`src/main.svelte.ts:161-167`): a user picks it (here: the `core.sheetClass` flag). It extends core's
 *   ActorSheetV2, not dnd5e's sheet (`src/sheets/quadrone/Tidy5eActorSheetQuadroneBase.svelte.ts:80`), so
 *   dnd5e's `renderCharacterActorSheet` does not fire for it;
 * - at `ready`, `game.modules.get("tidy5e-sheet").api` is set and `tidy5e-sheet.ready(api)` called
 *   (`src/main.svelte.ts:253-265`, `src/foundry/TidyHooks.ts:625`);
 * - `api.registerCharacterHeaderControls({controls})` keeps each control for Actor documents of type character
 *   (`src/api/Tidy5eSheetsApi.ts:1253`, `src/runtime/header-controls/HeaderControlsRuntime.ts`);
 * - a sheet's options take the matching controls as window controls, each `onClickAction` as an action (its
 *   `action` name, or a generated one), bound to the sheet (`src/mixins/TidyDocumentSheetMixin.svelte.ts:946-963`,
 *   `:1012-1044`); a control with `position: "header"` is drawn on the window header (the menu otherwise: `:1081-
 *   1108`) when its `visible` (a boolean, or a function with `this` the sheet) allows, as a `button.header-control`
 *   with the localized label as its aria-label, before the close control (`src/features/sheet-header-controls/
 *   header-controls.ts:7-45`).
 * **Simplified**: the sheet's body is the actor's name only; no menu, no ownership filter, no tabs or settings.
 */
import { Hooks } from "../../foundry/hooks";
import { ActorSheetV2 } from "../../foundry/document-sheet";
import { DocumentSheetConfig } from "../../foundry/sheet-config";
import { currentClient } from "../../foundry/runtime";
import { escapeHTML, randomID, type PlainObject } from "../../foundry/utils";
import type { ApplicationOptions } from "../../foundry/application";
import { TIDY_ID } from "./ids";


interface HeaderControl {
  icon: string;
  label: string;
  action?: string;
  position?: "header" | "menu";
  visible?: boolean | ((this: unknown) => boolean);
  onClickAction?: (this: unknown, event: Event, target: HTMLElement) => Promise<void>;
}

/** This client's registrations (each client loads its own copy of the module). */
const characterControls: HeaderControl[] = [];

export const api = {
  registerCharacterHeaderControls(params: { controls: HeaderControl[] }): void {
    characterControls.push(...params.controls);
  },
};

export class Tidy5eCharacterSheetQuadrone extends ActorSheetV2 {
  static override DEFAULT_OPTIONS: PlainObject = { classes: ["tidy5e-sheet", "sheet", "actor", "quadrone"], position: { width: 740 } };

  protected override _initializeApplicationOptions(options: PlainObject): ApplicationOptions {
    const merged = super._initializeApplicationOptions(options);
    const document = options.document as { documentName?: string; type?: string } | undefined;
    const controls = document?.documentName === "Actor" && document.type === "character" ? characterControls : [];
    const actions = { ...merged.actions };
    for (const control of controls) {
      control.action ??= `custom-control-action-${randomID()}`;
      if (control.onClickAction) actions[control.action] = control.onClickAction.bind(this) as never;
    }
    merged.actions = actions;
    merged.window = { ...merged.window, controls: [...merged.window.controls, ...controls] };
    return merged;
  }

  protected override async _renderHTML(): Promise<HTMLElement> {
    const el = document.createElement("div");
    el.className = "tidy-sheet-body";
    el.innerHTML = `<header class="tidy-sheet-header"><h2 class="actor-name">${escapeHTML(this.document.name)}</h2></header>`;
    return el;
  }

  protected override _replaceHTML(result: unknown, content: HTMLElement): void {
    content.replaceChildren(result as HTMLElement);
  }

  /** The header's own controls, drawn again on each render (Tidy removes and re-inserts them). */
  protected override async _onRender(context: PlainObject, options: PlainObject): Promise<void> {
    await super._onRender(context as never, options as never);
    const header = this.element.querySelector(".window-header");
    if (!header) return;
    for (const old of Array.from(header.querySelectorAll("[data-tidy-header-control]"))) old.remove();
    const close = header.querySelector('[data-action="close"]');
    for (const control of this.options.window.controls as HeaderControl[]) {
      if ((control.position ?? "menu") !== "header") continue;
      const visible = typeof control.visible === "function" ? control.visible.call(this) : control.visible ?? true;
      if (!visible) continue;
      const button = document.createElement("button");
      button.type = "button";
      button.className = `header-control icon ${control.icon}`;
      button.dataset.action = control.action ?? "";
      button.setAttribute("aria-label", this.client.world.i18n.localize(control.label));
      button.setAttribute("data-tidy-header-control", "");
      header.insertBefore(button, close);
    }
  }
}

Hooks.once("init", () => {
  // A later world of the same test file reuses this client's copy of the module: its registrations start afresh.
  characterControls.length = 0;
  DocumentSheetConfig.registerSheet({ documentName: "Actor" }, "dnd5e", Tidy5eCharacterSheetQuadrone, { types: ["character"], label: "TIDY5E.Tidy5eCharacterSheetQuadrone" });
});

Hooks.once("ready", () => {
  const game = currentClient().game as unknown as { modules: { get(id: string): (PlainObject & { api?: unknown }) | undefined } }; // cast: the stand-in game object
  const entry = game.modules.get(TIDY_ID);
  if (entry) entry.api = api;
  Hooks.callAll("tidy5e-sheet.ready", api);
});
