/**
 * The Automail tab's buttons (character sheet actions). Each reads its target from the clicked element and calls
 * the Actor's automail entry point, which refuses with the reason and re-checks everything itself.
 */
import { askAutomailChoice } from "../../applications/dialogs/automail-choose";
import { localize, notifyWarn } from "../../utils/notify";
import { portsAccepting, sitesForReforged } from "./automail";
import { isItemOfKind } from "../../data/item/kinds";

interface AutomailSheet {
  actor: Actor.Implementation;
  isEditable: boolean;
  element: HTMLElement;
}

function limbOf(sheet: AutomailSheet, target: HTMLElement): Item.Implementation | null {
  const id = target.closest<HTMLElement>("[data-item-id]")?.dataset.itemId ?? "";
  const item = sheet.actor.items.get(id);
  return item && isItemOfKind(item, "automail") ? item : null;
}

async function buyPort(this: AutomailSheet): Promise<void> {
  if (!this.isEditable) return;
  const kind = this.element.querySelector<HTMLSelectElement>("[data-automail-buy=kind]")?.value ?? "";
  const site = this.element.querySelector<HTMLSelectElement>("[data-automail-buy=site]")?.value ?? "";
  await this.actor.buyPort(kind, site);
}

/**
 * The port a limb is attached to: the one that accepts it, or the player's pick when several do; null (with the
 * reason shown when none fits) when there is none or the player cancels. Both hosts' Automail views ask it.
 */
export async function choosePortForLimb(actor: Actor.Implementation, item: Item.Implementation): Promise<string | null> {
  const options = portsAccepting(actor, item.id ?? "");
  if (options.length === 0) {
    notifyWarn("AUGMENTED.Automail.Sheet.NoPortFits", { name: item.name });
    return null;
  }
  if (options.length === 1) return options[0]!.id;
  return askAutomailChoice({
    title: localize("AUGMENTED.Automail.Attach.ChooseTitle", { name: item.name }),
    prompt: localize("AUGMENTED.Automail.Sheet.ChoosePort", { name: item.name }),
    label: localize("AUGMENTED.Automail.PortKind.label"),
    options,
  });
}

/**
 * The site a reforged limb is built on: the player's pick among the sites it fits; null (with the reason shown when
 * none fits) when there is none or the player cancels. Both hosts' Automail views ask it.
 */
export async function chooseReforgedSite(actor: Actor.Implementation, item: Item.Implementation): Promise<string | null> {
  const options = sitesForReforged(actor, item);
  if (options.length === 0) {
    notifyWarn("AUGMENTED.Automail.Sheet.NoSiteFits", { name: item.name });
    return null;
  }
  return askAutomailChoice({
    title: localize("AUGMENTED.Automail.Reforged.ChooseTitle", { name: item.name }),
    prompt: localize("AUGMENTED.Automail.Sheet.ChooseSite", { name: item.name }),
    label: localize("AUGMENTED.Automail.Site.label"),
    options,
  });
}

/** A limb row's button: on an editable sheet, the clicked limb handed to `act`. */
function limbAction(act: (actor: Actor.Implementation, item: Item.Implementation, event: Event) => Promise<unknown>) {
  return async function (this: AutomailSheet, event: Event, target: HTMLElement): Promise<void> {
    const item = limbOf(this, target);
    if (item && this.isEditable) await act(this.actor, item, event);
  };
}

const attachLimb = limbAction(async (actor, item) => {
  const portId = await choosePortForLimb(actor, item);
  if (portId) await actor.attachAutomail(item, portId);
});

const buildOnLimb = limbAction(async (actor, item) => {
  const site = await chooseReforgedSite(actor, item);
  if (site) await actor.installReforged(item, site);
});

async function whoNotices(this: AutomailSheet): Promise<void> {
  if (game.user?.isGM) await this.actor.whoNoticesAutomail();
}

/** Merged into the character sheet's `actions`. */
export const AUTOMAIL_ACTIONS = {
  automailBuyPort: buyPort,
  automailAttach: attachLimb,
  automailDetach: limbAction((actor, item) => actor.detachAutomail(item)),
  automailBuildOn: buildOnLimb,
  automailAttack: limbAction((actor, item, event) => actor.attackWithLimb(item, { event })),
  automailDamage: limbAction((actor, item) => actor.limbDamage(item)),
  automailRepair: limbAction((actor, item) => actor.repairAutomail(item)),
  automailWhoNotices: whoNotices,
};
