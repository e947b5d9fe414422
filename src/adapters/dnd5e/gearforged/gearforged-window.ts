/**
 * The Gearforged window in a dnd5e world: a window of its own (ApplicationV2), opened from the control the module
 * puts in dnd5e's sheet header (../sheet-control.ts), since dnd5e's sheet has no Gearforged tab. It draws the
 * system's own Gearforged tab (templates/actor/character/gearforged.hbs from `gearforgedTabContext`, with the 13th
 * Age panel and the GM's Restore as the system's sheet builds them), so both hosts show the same chassis, upgrade
 * slots, maintenance clock, soul gem and memory gears. Above it, the creature's life (./life-panel.ts): a dying
 * gearforged's stabilization (GF-BODY-5) and the record the GM keeps of its remains (GF-REV-1, GF-MEM-1), which
 * the system's sheet edits in its edit mode. Every button runs the shared workflow, which checks ownership, state
 * and the GM's decisions itself. It redraws when one of the actor's items or the actor changes (./window-hooks.ts).
 */
import { templatePath } from "../../../constants";
import { gearforgedTabContext, restoreActionContext } from "../../../sheets/actor/gearforged-view";
import { thirteenthAgeContext } from "../../../sheets/actor/thirteenth-age-view";
import { WINDOW_THIRTEENTH_AGE_ACTIONS } from "./thirteenth-age-actions";
import { removeUpgrade, startMaintenanceClock, useUpgrade, chooseIntegratedWeapon, installMemoryGear, stabilizeGearforged, askRestoreGearforged } from "../../../workflows/gearforged";
import { STABILIZE_METHODS, type StabilizeMethod } from "../../../rules/gearforged";
import { variantOf } from "../../../workflows/gearforged/state";
import { localize } from "../../../utils/notify";
import { lifePanelContext, writeRemainsField } from "./life-panel";
import { actorWindowBase, OpenWindows } from "../open-windows";

const Base = actorWindowBase("AUGMENTED.Dnd5eGearforged.title");

/** The open windows of this kind on this client. */
const windows = new OpenWindows<GearforgedWindow>();

export class GearforgedWindow extends Base {
  static override DEFAULT_OPTIONS = {
    classes: ["augmented", "sheet", "actor", "character", "gearforged-window"],
    tag: "section",
    window: { icon: "fa-solid fa-gears", resizable: true },
    position: { width: 720, height: 720 },
    actions: {
      removeUpgrade: GearforgedWindow.#onRemoveUpgrade,
      useUpgrade: GearforgedWindow.#onUseUpgrade,
      chooseIntegratedWeapon: GearforgedWindow.#onChooseWeapon,
      startMaintenanceClock: GearforgedWindow.#onStartClock,
      installMemoryGear: GearforgedWindow.#onInstallGear,
      installSalvagedGear: GearforgedWindow.#onInstallSalvagedGear,
      stabilizeGearforged: GearforgedWindow.#onStabilize,
      askRestoreGearforged: GearforgedWindow.#onRestore,
      // The 13th Age panel's buttons, by the names the system's sheet uses.
      ...WINDOW_THIRTEENTH_AGE_ACTIONS,
    },
  };

  static override PARTS = {
    life: { template: templatePath("dnd5e/gearforged-life.hbs") },
    // The system's Gearforged tab, drawn whole (one `section.tab`, marked active below), with its partials.
    gearforged: {
      template: templatePath("actor/character/gearforged.hbs"),
      templates: [templatePath("actor/character/gearforged-13th-age.hbs"), templatePath("item/gm-default.hbs")],
      scrollable: [""],
    },
  };

  override async _prepareContext(options: object): Promise<Record<string, unknown>> {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    const editable = this.editable;
    return {
      ...context,
      editable,
      // The record lives in the module's flags, written by the GM's panel above, never by the tab's edit mode.
      editMode: false,
      tabs: { gearforged: { cssClass: "active" } },
      // dnd5e's actors keep no record until a workflow writes one: a missing record reads as an empty one.
      gearforged: gearforgedTabContext(actor, { editable, emptyRecord: true }),
      thirteenthAge: thirteenthAgeContext(actor, { editable }),
      restore: restoreActionContext(actor, true),
      life: lifePanelContext(actor, { editable }),
      // The GM's control shows on every sheet: a creature of another species gets a sentence, not an empty window.
      notGearforged: variantOf(actor) === null ? localize("AUGMENTED.Dnd5eGearforged.NotGearforged", { name: actor.name ?? "" }) : "",
      // GF-MEM-1: the tab's soul panel offers a salvaged gear beside a new one (the system's sheet does not).
      salvagedGear: true,
    };
  }

  override async _onRender(context: Record<string, unknown>, options: object): Promise<void> {
    await super._onRender(context, options);
    windows.drawn(this);
    // The GM's record of the remains: each field written when it changes (the element is new on every render).
    for (const input of this.element.querySelectorAll<HTMLInputElement>("[data-remains]")) {
      input.addEventListener("change", () => void writeRemainsField(this.actor, input));
    }
  }

  override _onClose(options: object): void {
    super._onClose(options);
    windows.closed(this);
  }

  /** The owned item a clicked control names. */
  #itemFor(target: HTMLElement): Item.Implementation | undefined {
    const id = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "";
    return this.actor.items.get(id) ?? undefined;
  }

  static async #onRemoveUpgrade(this: GearforgedWindow, _event: Event, target: HTMLElement): Promise<void> {
    const item = this.#itemFor(target);
    if (item && this.editable) await removeUpgrade(this.actor, item);
  }

  static async #onUseUpgrade(this: GearforgedWindow, _event: Event, target: HTMLElement): Promise<void> {
    const item = this.#itemFor(target);
    if (item && this.editable) await useUpgrade(this.actor, item);
  }

  static async #onChooseWeapon(this: GearforgedWindow, _event: Event, target: HTMLElement): Promise<void> {
    if (this.editable) await chooseIntegratedWeapon(this.actor, target.dataset.side ?? "");
  }

  static async #onStartClock(this: GearforgedWindow): Promise<void> {
    if (this.editable) await startMaintenanceClock(this.actor);
  }

  static async #onInstallGear(this: GearforgedWindow): Promise<void> {
    if (this.editable) await installMemoryGear(this.actor);
  }

  /** GF-MEM-1: a used gear from another gearforged (a new soulforging, a week before its memories are readable). */
  static async #onInstallSalvagedGear(this: GearforgedWindow): Promise<void> {
    if (this.editable) await installMemoryGear(this.actor, { salvaged: true });
  }

  static async #onStabilize(this: GearforgedWindow, event: Event, target: HTMLElement): Promise<void> {
    const method: StabilizeMethod | undefined = STABILIZE_METHODS.find((known) => known === target.dataset.method);
    if (method) await stabilizeGearforged(this.actor, method, { event });
  }

  static async #onRestore(this: GearforgedWindow): Promise<void> {
    await askRestoreGearforged(this.actor);
  }
}

/** Open (or bring forward) the actor's Gearforged window on this client. */
export function openGearforgedWindow(actor: Actor.Implementation): Promise<GearforgedWindow> {
  return windows.open(actor, () => new GearforgedWindow({ actor, id: `augmented-dnd5e-gearforged-${actor.uuid.replaceAll(".", "-")}` }));
}

/** The actor's Gearforged window on this client, when open. */
export function gearforgedWindowOf(actor: Actor.Implementation): GearforgedWindow | null {
  return windows.of(actor);
}

/** The actor (or the actor of an item) changed: its open Gearforged window draws again. */
export function refreshGearforgedWindow(actor: unknown): void {
  windows.refresh(actor);
}

/** World time moved: every open Gearforged window draws its clocks again (they count from the world's time). */
export function refreshGearforgedWindowsOnTime(): void {
  windows.refreshAll();
}

/** Whether the current user gets the Gearforged control on this actor's sheet: the GM always, an owner of a gearforged. */
export function showsGearforgedControl(actor: Actor.Implementation): boolean {
  if (game.user?.isGM) return true;
  return actor.isOwner && variantOf(actor) !== null;
}
