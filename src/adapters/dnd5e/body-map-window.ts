/**
 * The body map in a dnd5e world: a window of its own (ApplicationV2), opened from the control the module puts on
 * dnd5e's character sheet (sheet-control.ts), since dnd5e's sheet has no Augments tab. It draws the system's own
 * Augments tab template (templates/actor/character/augments.hbs, built from `bodyMapContext` as the system's sheet
 * builds it), so both hosts show the same six sections, cards, Visionaire summary and carried augments. Its
 * buttons and drops run the same workflows the system's sheet runs (install with the GM's DCs and dnd5e's rolls,
 * remove, repair, use), each of which checks ownership, state and the GM's decisions itself; an item of the other
 * host's type is refused with the reason before Foundry builds it (drop-guard.ts). It re-renders when one of the
 * actor's items changes (hooks.ts calls `refreshBodyMapWindows`).
 */
import { templatePath } from "../../constants";
import { bodyMapContext } from "../../sheets/actor/body-map";
import { deriveAugments } from "../../data/actor/parts/augments";
import { chooseSectionAndInstall, installAugment } from "../../workflows/augment-install/install";
import { removeAugment } from "../../workflows/augment-remove/remove";
import { repairAugment } from "../../workflows/augment-repair/repair";
import { upgradeAugment } from "../../workflows/augment-upgrade/upgrade";
import { useAugment } from "../../workflows/augment-use";
import { systemFailureStatus } from "../../workflows/system-failure/status";
import { bindDueButtons } from "../../workflows/integrity/due";
import { MODULE_ID } from "./constants";
import { localize, notifyWarn } from "../../utils/notify";
import { isCyborg, isModuleAugment } from "./augments";
import { refusalOfDrop, type DropData } from "./drop-guard";
import { actorWindowBase, OpenWindows } from "./open-windows";

const Base = actorWindowBase("AUGMENTED.Dnd5eWindow.title");

/** CY-UPG-1: the purposes an upgrade applies to. */
const UPGRADABLE: ReadonlySet<string> = new Set(["attack", "healing"]);

/** The open windows of this kind on this client. */
const windows = new OpenWindows<BodyMapWindow>();

export class BodyMapWindow extends Base {
  static override DEFAULT_OPTIONS = {
    classes: ["augmented", "sheet", "actor", "character", "body-map-window"],
    tag: "section",
    window: { icon: "fa-solid fa-microchip", resizable: true },
    position: { width: 720, height: 720 },
    actions: {
      editItem: BodyMapWindow.#onEditItem,
      deleteItem: BodyMapWindow.#onDeleteItem,
      installAugment: BodyMapWindow.#onInstall,
      removeAugment: BodyMapWindow.#onRemove,
      repairAugment: BodyMapWindow.#onRepair,
      upgradeAugment: BodyMapWindow.#onUpgrade,
      useAugment: BodyMapWindow.#onUse,
    },
  };

  static override PARTS = {
    // The system's Augments tab, drawn whole (it is one `section.tab`, marked active below).
    augments: { template: templatePath("actor/character/augments.hbs"), scrollable: [""] },
  };

  override async _prepareContext(options: object): Promise<Record<string, unknown>> {
    const context = await super._prepareContext(options);
    const actor = this.actor;
    const editable = this.editable;
    // dnd5e's actor model has no `system.augments`: the same view, from the same rules, over the module's items.
    const augments = deriveAugments(actor.items, isCyborg(actor));
    const status = systemFailureStatus(actor);
    return {
      ...context,
      // The template's due-save note reads `document.flags.augmented` (the system's scope); here the module's scope.
      // cast: the flag scopes are typed to the declared ones; the module's id is not among them.
      document: { flags: { augmented: actor.flags[MODULE_ID as never] ?? {} } },
      editable,
      tabs: { augments: { cssClass: "active" } },
      bodyMap: {
        ...bodyMapContext(actor, { editable, augments }),
        systemFailure: { status, label: localize(`AUGMENTED.SystemFailure.Status.${status}`) },
      },
    };
  }

  override async _onRender(context: Record<string, unknown>, options: object): Promise<void> {
    await super._onRender(context, options);
    windows.drawn(this);
    if (this.editable) this.#drawUpgrades();
    // The due-save note's Clear buttons, as the system's sheet binds them (src/hooks/actor.ts).
    bindDueButtons(this.actor, this.element);
    // Carried rows drag onto a section (the sections take the drop); the element is new on every render.
    for (const row of this.element.querySelectorAll<HTMLElement>(".augment-row.draggable")) {
      row.draggable = this.editable;
      row.addEventListener("dragstart", (event) => this.#onDragStart(event, row));
    }
    if (this.element.dataset.dropBound !== "true") {
      this.element.dataset.dropBound = "true";
      this.element.addEventListener("dragover", (event) => event.preventDefault());
      this.element.addEventListener("drop", (event) => void this.#onDrop(event));
    }
  }

  override _onClose(options: object): void {
    super._onClose(options);
    windows.closed(this);
  }

  /**
   * Installed attack and healing augments offer an upgrade (CY-UPG-1). The system offers it on the augment's
   * sheet, which dnd5e does not open for the module's type; the section boxes have no room for a fourth button,
   * so the window lists them below the map, as rows like the carried list's, each running the same workflow.
   */
  #drawUpgrades(): void {
    const rows: HTMLElement[] = [];
    for (const card of this.element.querySelectorAll<HTMLElement>(".body-section .augment-card[data-item-id]")) {
      const purpose = card.querySelector<HTMLElement>(".augment-purpose")?.dataset.purpose ?? "";
      if (!UPGRADABLE.has(purpose) || card.dataset.integrity === "destroyed") continue;
      const name = card.querySelector(".augment-name")?.textContent ?? "";
      const row = document.createElement("li");
      row.className = "item augment-row";
      row.dataset.itemId = card.dataset.itemId;
      const label = document.createElement("span");
      label.className = "item-name";
      label.textContent = name;
      const controls = document.createElement("span");
      controls.className = "item-controls";
      const button = document.createElement("button");
      button.type = "button";
      button.className = "augment-upgrade";
      button.dataset.action = "upgradeAugment";
      button.title = localize("AUGMENTED.Dnd5eWindow.upgradeHint", { name });
      button.setAttribute("aria-label", `${localize("AUGMENTED.Dnd5eWindow.upgrade")} ${name}`);
      button.textContent = localize("AUGMENTED.Dnd5eWindow.upgrade");
      controls.append(button);
      row.append(label, controls);
      rows.push(row);
    }
    if (rows.length === 0) return;
    const section = document.createElement("section");
    section.className = "augment-stock item-group";
    section.dataset.augmentList = "upgrades";
    const header = document.createElement("header");
    header.className = "item-group-header";
    const title = document.createElement("h3");
    title.textContent = localize("AUGMENTED.Dnd5eWindow.upgrades");
    header.append(title);
    const list = document.createElement("ol");
    list.className = "item-list";
    list.append(...rows);
    section.append(header, list);
    const carried = this.element.querySelector('[data-augment-list="carried"]');
    if (carried) carried.before(section);
    else this.element.querySelector("section.tab.augments")?.append(section);
  }

  #onDragStart(event: DragEvent, row: HTMLElement): void {
    const item = this.actor.items.get(row.dataset.itemId ?? "");
    if (item && event.dataTransfer) event.dataTransfer.setData("text/plain", JSON.stringify(item.toDragData()));
  }

  /**
   * An Item dropped on the window: on a section, the install workflow for that section; elsewhere, from outside
   * the actor, the workflow asks which section. The other host's augments and items that are not augments are
   * refused with the reason and create nothing.
   */
  async #onDrop(event: DragEvent): Promise<void> {
    event.preventDefault();
    if (!this.editable) return;
    // cast: the drag payload is JSON written by whoever started the drag; only its `type`, `uuid` and `data` are read.
    const data = foundry.applications.ux.TextEditor.implementation.getDragEventData(event) as DropData;
    if (data.type !== "Item") return;
    const refusal = refusalOfDrop(data);
    if (refusal) {
      ui.notifications?.warn(refusal);
      return;
    }
    const item = (await Item.implementation.fromDropData(data as never)) as Item.Implementation | undefined; // cast: the checked payload as Foundry's drop data
    if (!item) return;
    if (!isModuleAugment(item)) {
      notifyWarn("AUGMENTED.Dnd5eWindow.notAnAugment", { name: item.name });
      return;
    }
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-drop-section]") : null;
    const section = target?.dataset.dropSection;
    if (section) await installAugment(this.actor, item, section);
    else if (item.parent !== this.actor) await chooseSectionAndInstall(this.actor, item);
  }

  /** The owned item a clicked control belongs to. */
  #itemFor(target: HTMLElement): Item.Implementation | undefined {
    const id = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "";
    return this.actor.items.get(id) ?? undefined;
  }

  static async #onEditItem(this: BodyMapWindow, _event: Event, target: HTMLElement): Promise<void> {
    await this.#itemFor(target)?.sheet?.render(true);
  }

  static async #onDeleteItem(this: BodyMapWindow, _event: Event, target: HTMLElement): Promise<void> {
    const item = this.#itemFor(target);
    if (item && this.editable) await item.deleteDialog();
  }

  static async #onInstall(this: BodyMapWindow, _event: Event, target: HTMLElement): Promise<void> {
    const item = this.#itemFor(target);
    if (item && this.editable) await chooseSectionAndInstall(this.actor, item);
  }

  static async #onRemove(this: BodyMapWindow, _event: Event, target: HTMLElement): Promise<void> {
    const item = this.#itemFor(target);
    if (item && this.editable) await removeAugment(this.actor, item);
  }

  static async #onRepair(this: BodyMapWindow, _event: Event, target: HTMLElement): Promise<void> {
    const item = this.#itemFor(target);
    if (item && this.editable) await repairAugment(this.actor, item);
  }

  static async #onUpgrade(this: BodyMapWindow, _event: Event, target: HTMLElement): Promise<void> {
    const item = this.#itemFor(target);
    if (item && this.editable) await upgradeAugment(this.actor, item);
  }

  static async #onUse(this: BodyMapWindow, event: Event, target: HTMLElement): Promise<void> {
    const item = this.#itemFor(target);
    if (item && this.editable) await useAugment(this.actor, item, { event });
  }
}

/** Open (or bring forward) the actor's body-map window on this client. */
export function openBodyMapWindow(actor: Actor.Implementation): Promise<BodyMapWindow> {
  return windows.open(actor, () => new BodyMapWindow({ actor, id: `augmented-dnd5e-body-map-${actor.uuid.replaceAll(".", "-")}` }));
}

/** The actor's window on this client, when open. */
export function bodyMapWindowOf(actor: Actor.Implementation): BodyMapWindow | null {
  return windows.of(actor);
}

/** One of an actor's items was created, changed or deleted: its open window draws the body again. */
export function refreshBodyMapWindows(item: Item.Implementation): void {
  windows.refresh(item.parent);
}
