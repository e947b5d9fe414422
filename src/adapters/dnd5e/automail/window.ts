/**
 * The Automail window in a dnd5e world: an ApplicationV2 of its own, opened from the control the module puts on
 * dnd5e's actor sheet header (../sheet-control.ts), as the body map's is (../body-map-window.ts), since dnd5e's sheet
 * has no Automail tab. It draws the system's own Automail tab template (templates/actor/character/automail.hbs,
 * from `automailContext`, src/sheets/actor/automail.ts, as the system's sheet builds it): the warnings (a running
 * acclimation failure and its time left, a limb at disadvantage and why), the ports with their limbs, the limbs
 * built on and carried, and the form to buy a port; above them the acclimation state of each worn limb in words.
 * Its buttons and drops run the shared workflows (src/workflows/automail), which check ownership and state again,
 * ask the GM what the system asks (a cost a player cannot pay, who notices) and roll through the actor port
 * (dnd5e's own checks). It re-renders when one of its actor's items or effects changes (./hooks.ts).
 */
import { templatePath } from "../../../constants";
import { automailContext } from "../../../sheets/actor/automail";
import { choosePortForLimb, chooseReforgedSite } from "../../../sheets/actor/automail-actions";
import { attachAutomail, attachRefusal, detachAutomail } from "../../../workflows/automail/attach";
import { buyPort } from "../../../workflows/automail/port";
import { installReforged } from "../../../workflows/automail/reforged";
import { repairAutomail } from "../../../workflows/automail/repair";
import { whoNotices } from "../../../workflows/automail/notice";
import { attackWithLimbActivity, limbDamageActivity } from "./limb-attack";
import { bodyOf, isLimb } from "../../../workflows/automail/read";
import { isAccustomed, isWorn } from "../../../rules/automail";
import { localize, notifyWarn } from "../../../utils/notify";
import { refusalOfDrop, type DropData } from "../drop-guard";
import { actorWindowBase, OpenWindows } from "../open-windows";

const Base = actorWindowBase("AUGMENTED.Dnd5e.Automail.title");

/** The open windows of this kind on this client. */
const windows = new OpenWindows<AutomailWindow>();

export class AutomailWindow extends Base {
  static override DEFAULT_OPTIONS = {
    classes: ["augmented", "sheet", "actor", "character", "automail-window"],
    tag: "section",
    window: { icon: "fa-solid fa-hand-fist", resizable: true },
    position: { width: 560, height: 640 },
    actions: {
      automailBuyPort: AutomailWindow.#onBuyPort,
      automailAttach: AutomailWindow.#onAttach,
      automailDetach: AutomailWindow.#onDetach,
      automailBuildOn: AutomailWindow.#onBuildOn,
      automailAttack: AutomailWindow.#onAttack,
      automailDamage: AutomailWindow.#onDamage,
      automailRepair: AutomailWindow.#onRepair,
      automailWhoNotices: AutomailWindow.#onWhoNotices,
    },
  };

  static override PARTS = {
    // The system's Automail tab, drawn whole (it is one `section.tab`, marked active below).
    automail: { template: templatePath("actor/character/automail.hbs"), scrollable: [""] },
  };

  override async _prepareContext(options: object): Promise<Record<string, unknown>> {
    const context = await super._prepareContext(options);
    return { ...context, editable: this.editable, tabs: { automail: { cssClass: "active" } }, automail: automailContext(this.actor, { editable: this.editable }) };
  }

  override async _onRender(context: Record<string, unknown>, options: object): Promise<void> {
    await super._onRender(context, options);
    windows.drawn(this);
    this.#drawAcclimation();
    for (const row of this.element.querySelectorAll<HTMLElement>(".automail-limb.draggable")) {
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
   * AM-ACC-2 in words, above the ports: each worn modern limb accustomed or not yet (a running failure and its time left
   * are the warnings' first lines, from the shared view).
   */
  #drawAcclimation(): void {
    const actorId = this.actor.id ?? "";
    // Only a modern limb comes off and goes on again, so only it is ever "accustomed" (AM-ACC-2).
    const worn = bodyOf(this.actor).limbs.filter((limb) => isWorn(limb) && limb.generation === "modern");
    const lines = worn.map((limb) => localize(isAccustomed(limb, actorId) ? "AUGMENTED.Dnd5e.Automail.accustomed" : "AUGMENTED.Dnd5e.Automail.notAccustomed", { name: limb.name }));
    const section = document.createElement("section");
    section.className = "automail-acclimation";
    const title = document.createElement("h3");
    title.textContent = localize("AUGMENTED.Dnd5e.Automail.acclimation");
    const list = document.createElement("ul");
    for (const text of lines.length > 0 ? lines : [localize("AUGMENTED.Dnd5e.Automail.noAcclimation")]) {
      const line = document.createElement("li");
      line.textContent = text;
      list.append(line);
    }
    section.append(title, list);
    this.element.querySelector(".automail-ports")?.before(section);
  }

  #onDragStart(event: DragEvent, row: HTMLElement): void {
    const item = this.actor.items.get(row.dataset.itemId ?? "");
    if (item && event.dataTransfer) event.dataTransfer.setData("text/plain", JSON.stringify(item.toDragData()));
  }

  /**
   * An Item dropped on a port (`[data-drop-port]`): attached there (a limb from the module's compendium or another
   * actor is created attached), or refused with the reason before anything is created. The other host's items are
   * refused by their type; anything but a limb is refused by name.
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
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-drop-port]") : null;
    const portId = target?.dataset.dropPort;
    if (!portId) return;
    const item = (await Item.implementation.fromDropData(data as never)) as Item.Implementation | undefined; // cast: the checked payload as Foundry's drop data
    if (!item) return;
    if (!isLimb(item)) {
      notifyWarn("AUGMENTED.Dnd5e.Automail.notALimb", { name: item.name });
      return;
    }
    const refused = attachRefusal(this.actor, item, portId);
    if (refused) {
      ui.notifications?.warn(refused);
      return;
    }
    await attachAutomail(this.actor, item, portId);
  }

  /** The owned limb a clicked control belongs to. */
  #limbFor(target: HTMLElement): Item.Implementation | null {
    const id = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "";
    const item = this.actor.items.get(id);
    return item && isLimb(item) ? item : null;
  }

  static async #onBuyPort(this: AutomailWindow): Promise<void> {
    if (!this.editable) return;
    const kind = this.element.querySelector<HTMLSelectElement>("[data-automail-buy=kind]")?.value ?? "";
    const site = this.element.querySelector<HTMLSelectElement>("[data-automail-buy=site]")?.value ?? "";
    await buyPort(this.actor, kind, site);
  }

  static async #onAttach(this: AutomailWindow, _event: Event, target: HTMLElement): Promise<void> {
    const item = this.#limbFor(target);
    if (!item || !this.editable) return;
    const portId = await choosePortForLimb(this.actor, item);
    if (portId) await attachAutomail(this.actor, item, portId);
  }

  static async #onDetach(this: AutomailWindow, _event: Event, target: HTMLElement): Promise<void> {
    const item = this.#limbFor(target);
    if (item && this.editable) await detachAutomail(this.actor, item);
  }

  static async #onBuildOn(this: AutomailWindow, _event: Event, target: HTMLElement): Promise<void> {
    const item = this.#limbFor(target);
    if (!item || !this.editable) return;
    const site = await chooseReforgedSite(this.actor, item);
    if (site) await installReforged(this.actor, item, site);
  }

  /** The limb's weapon through dnd5e's attack activity (./limb-attack.ts). */
  static async #onAttack(this: AutomailWindow, event: Event, target: HTMLElement): Promise<void> {
    const item = this.#limbFor(target);
    if (item && this.editable) await attackWithLimbActivity(item, event);
  }

  static async #onDamage(this: AutomailWindow, _event: Event, target: HTMLElement): Promise<void> {
    const item = this.#limbFor(target);
    if (item && this.editable) await limbDamageActivity(item);
  }

  static async #onRepair(this: AutomailWindow, _event: Event, target: HTMLElement): Promise<void> {
    const item = this.#limbFor(target);
    if (item && this.editable) await repairAutomail(this.actor, item);
  }

  static async #onWhoNotices(this: AutomailWindow): Promise<void> {
    if (game.user?.isGM) await whoNotices(this.actor);
  }
}

/** Open (or bring forward) the actor's Automail window on this client. */
export function openAutomailWindow(actor: Actor.Implementation): Promise<AutomailWindow> {
  return windows.open(actor, () => new AutomailWindow({ actor, id: `augmented-dnd5e-automail-${actor.uuid.replaceAll(".", "-")}` }));
}

/** The actor's window on this client, when open. */
export function automailWindowOf(actor: Actor.Implementation): AutomailWindow | null {
  return windows.of(actor);
}

/** One of an actor's items or effects was created, changed or deleted: its open window draws again. */
export function refreshAutomailWindows(document: { parent?: unknown }): void {
  windows.refresh(document.parent);
}
