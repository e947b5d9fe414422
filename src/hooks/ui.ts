/**
 * The system's own listeners, beside its features: `renderActorDirectory` adds the GM Workshop button to the
 * actor directory's header actions, for GMs only (v13 renders the directory as an ApplicationV2, so the hook gets
 * its root HTMLElement); an open Workshop follows world time; an augment of the dnd5e module dropped on an actor is
 * refused with the reason before Foundry builds the item.
 */
import { openWorkshop } from "../workshop/workshop";
import { refreshWorkshop } from "../workshop/instances";
import { localize } from "../utils/notify";
import { foreignAugmentRefusal, type DropData } from "../utils/foreign-augment";
import { SYSTEM_ID, packageId } from "../constants";

const BUTTON_CLASS = "augmented-workshop-button";

/** Add the Workshop button to a rendered actor directory (idempotent: a re-render keeps one button). */
export function addWorkshopButton(html: HTMLElement): void {
  if (!game.user?.isGM || html.querySelector(`.${BUTTON_CLASS}`)) return;
  const button = document.createElement("button");
  button.type = "button";
  button.className = `${BUTTON_CLASS} augmented`;
  button.innerHTML = `<i class="fa-solid fa-screwdriver-wrench" inert></i> ${foundry.utils.escapeHTML(localize("AUGMENTED.Workshop.Button"))}`;
  button.addEventListener("click", () => void openWorkshop());
  const actions = html.querySelector(".header-actions") ?? html;
  actions.append(button);
}

export function registerUiHooks(): void {
  Hooks.on("renderActorDirectory", (_app, html) => {
    // cast: v13's directory is an ApplicationV2; its render hook passes the root HTMLElement.
    if (html instanceof HTMLElement) addWorkshopButton(html);
  });
  Hooks.on("updateWorldTime", () => refreshWorkshop());
  Hooks.on("dropActorSheetData", (_actor, _sheet, data) => {
    const refusal = foreignAugmentRefusal(data as DropData, packageId(), SYSTEM_ID); // cast: the drag payload, read field by field
    if (!refusal) return undefined;
    ui.notifications?.warn(refusal);
    return false;
  });
}
