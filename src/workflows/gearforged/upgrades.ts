/**
 * GF-UPG-1..12: adding an upgrade to a seed-001 gearforged, and taking one out. Every rule a
 * drop breaks (not a homebrew gearforged, level, prerequisite, Large chassis + movement, no free slot, already
 * there) is checked before anything is asked or created, and the notification gives the reasons. The choices an
 * upgrade records are asked for (GF-UPG-12's ability, GF-UPG-2's weapon; GF-UPG-8's armor is chosen later, over a
 * long rest) and checked again after the dialog, with the actor re-read. The data model refuses the same drops on its own (UpgradeData
 * `_preCreate`), whatever made the call; this workflow says why before anything is tried.
 */
import { watchState } from "../recheck/recheck";
import { askGearforgedChoice } from "../../applications/dialogs/gearforged-choice";
import { askConfirm } from "../../applications/dialogs/form-dialog";
import {
  type GearforgedRefusal,
  MEMORY_TAPE_ABILITIES,
  UPGRADES,
  type UpgradeDropDecision,
  alwaysArmedEligibility,
  isUpgradeKey,
  validateUpgradeDrop,
} from "../../rules/gearforged";
import { HOOKS } from "../../utils/hook-names";
import { ensureCanModify, localize, notifyInfo, notifyWarn } from "../../utils/notify";
import { callPostHook, callPreHook } from "../../utils/workflow-hooks";
import { chassisSize, levelOf, upgradeKeys, variantOf } from "./state";
import { itemSystemOf } from "../../data/system-of";
import { integrableWeapon } from "./arms";
import { upgradeName } from "../../data/item/gearforged/upgrade-name";
import { isItemOfKind } from "../../data/item/kinds";

export interface AddUpgradeOptions {
  /** GF-UPG-12: "int", "wis" or "cha" (skips the dialog). */
  ability?: string;
  /** GF-UPG-2: the id of an owned weapon to build in (skips the dialog). */
  weaponId?: string;
}

export interface AddedUpgrade {
  item: Item.Implementation;
  choice: Record<string, string>;
}


function message(reason: GearforgedRefusal, owner?: Actor.Implementation): string {
  const data = { ...reason.data };
  // The prerequisite is stored as an upgrade's key: the player reads the upgrade's name.
  if (typeof data.prerequisite === "string") data.prerequisite = upgradeName(data.prerequisite, owner);
  return localize(reason.key, data);
}

/** Every broken rule, one sentence each (the first is the main reason). */
export function refusalText(reasons: readonly GearforgedRefusal[], owner?: Actor.Implementation): string {
  return reasons.map((reason) => message(reason, owner)).join(" ");
}

/** The GF-UPG-1 decision for adding `source` to `actor` now. */
export function upgradeDecision(actor: Actor.Implementation, source: Item.Implementation): UpgradeDropDecision {
  return validateUpgradeDrop(
    { variant: variantOf(actor), level: levelOf(actor), chassisSize: chassisSize(actor), installed: upgradeKeys(actor) },
    { ...itemSystemOf(source, "upgrade").dropItem, name: source.name },
  );
}

/** The weapons of `actor` GF-UPG-2 allows in the main arm. */
function integrableWeapons(actor: Actor.Implementation): Item.Implementation[] {
  return actor.items.filter((item) => {
    const weapon = integrableWeapon(actor, item);
    return weapon !== null && alwaysArmedEligibility(weapon, "main").ok;
  });
}

type ChoiceKind = "weapon" | "mentalAbility";

/** The choice asked when the upgrade is added. Integrated Armor's armor is chosen later, over a long rest (./integrated-armor.ts). */
function choiceKind(source: Item.Implementation): ChoiceKind | null {
  const key = itemSystemOf(source, "upgrade").key;
  const kind = isUpgradeKey(key) ? UPGRADES[key].choice : null;
  return kind === "armor" ? null : kind;
}

/** The value for a choice: from the options, else asked; null when cancelled or nothing fits. */
async function askChoice(actor: Actor.Implementation, source: Item.Implementation, kind: ChoiceKind, options: AddUpgradeOptions): Promise<string | null> {
  const title = localize("AUGMENTED.Gearforged.Upgrade.ChoiceTitle", { name: source.name });
  if (kind === "mentalAbility") {
    if (options.ability !== undefined) return options.ability;
    return askGearforgedChoice({
      title,
      label: localize("AUGMENTED.Upgrade.Ability"),
      options: MEMORY_TAPE_ABILITIES.map((id) => ({ value: id, label: localize(CONFIG.AUGMENTED.abilities[id].label) })),
    });
  }
  if (options.weaponId !== undefined) return options.weaponId;
  const candidates = integrableWeapons(actor);
  if (candidates.length === 0) {
    notifyWarn("AUGMENTED.Gearforged.Upgrade.NoWeapon", { name: source.name });
    return null;
  }
  return askGearforgedChoice({
    title,
    label: localize("AUGMENTED.Upgrade.Weapon"),
    options: candidates.map((item) => ({ value: item.id ?? "", label: item.name })),
  });
}

/** Why a chosen value does not fit (checked after the dialog, against the actor as it is then), or null. */
function choiceRefusal(actor: Actor.Implementation, kind: ChoiceKind, value: string): string | null {
  // cast: the literal tuple widened so includes() takes any string; the check is what narrows it.
  if (kind === "mentalAbility") return (MEMORY_TAPE_ABILITIES as readonly string[]).includes(value) ? null : localize("AUGMENTED.Gearforged.Refused.invalidAbility");
  const item = actor.items.get(value);
  const weapon = item ? integrableWeapon(actor, item) : null;
  if (!weapon) return localize("AUGMENTED.Gearforged.Upgrade.NoWeapon", { name: value });
  const eligible = alwaysArmedEligibility(weapon, "main");
  return eligible.ok ? null : refusalText(eligible.reasons, actor);
}

const CHOICE_PATH: Record<ChoiceKind, string> = { mentalAbility: "ability", weapon: "weaponId" };

/**
 * Add the upgrade `source` (compendium, world or another actor's item) to `actor`. Hooks
 * `augmented.preAddUpgrade` (false cancels) / `augmented.addUpgrade`. Null when refused or cancelled: nothing
 * is created, and a notification says why.
 */
export async function addUpgrade(actor: Actor.Implementation, source: Item.Implementation, options: AddUpgradeOptions = {}): Promise<AddedUpgrade | null> {
  if (!isItemOfKind(source, "upgrade")) return null;
  if (!ensureCanModify(actor)) return null;
  if (source.parent === actor) {
    notifyWarn("AUGMENTED.Gearforged.Refused.alreadyInstalled", { name: source.name });
    return null;
  }
  const decision = upgradeDecision(actor, source);
  if (!decision.ok) {
    ui.notifications?.warn(refusalText(decision.reasons, actor));
    return null;
  }
  if (!callPreHook(HOOKS.preAddUpgrade, actor, source, options)) return null;
  // DESIGN.md, Trust: the actor must still exist after the dialog (the rules are decided again below).
  const watch = watchState({ actor });
  const kind = choiceKind(source);
  const choice: Record<string, string> = {};
  if (kind) {
    const value = await askChoice(actor, source, kind, options);
    if (value === null) {
      notifyInfo("AUGMENTED.Gearforged.Upgrade.Cancelled", { name: source.name });
      return null;
    }
    choice[CHOICE_PATH[kind]] = value;
  }
  // Re-check after the dialog: the level, the other upgrades, the chassis and the chosen item may have changed.
  if (!watch.holds() || !actor.isOwner) return null;
  const again = upgradeDecision(actor, source);
  if (!again.ok) {
    ui.notifications?.warn(refusalText(again.reasons, actor));
    return null;
  }
  if (kind) {
    const wrong = choiceRefusal(actor, kind, choice[CHOICE_PATH[kind]] ?? "");
    if (wrong) {
      ui.notifications?.warn(wrong);
      return null;
    }
  }
  // cast: toObject() gives the upgrade's source data, a plain object to record the choice on.
  const data = source.toObject() as Record<string, unknown>;
  for (const [path, value] of Object.entries(choice)) foundry.utils.setProperty(data, `system.choice.${path}`, value);
  if (source.pack) foundry.utils.setProperty(data, "_stats.compendiumSource", source.uuid);
  // cast: the source's own data with the choice recorded.
  const item = (await actor.createEmbeddedDocuments("Item", [data as Item.CreateData]))?.[0] as Item.Implementation | undefined;
  if (!item) return null;
  notifyInfo("AUGMENTED.Gearforged.Upgrade.Added", { name: item.name, actor: actor.name ?? "" });
  const result: AddedUpgrade = { item, choice };
  callPostHook(HOOKS.addUpgrade, actor, item, result);
  return result;
}

export interface RemoveUpgradeOptions {
  /** Skip the confirmation (the caller already asked). */
  confirmed?: boolean;
}

/**
 * Take an upgrade out of the body (after a confirm): the item is deleted. Refused for another actor's item.
 * Hooks `augmented.preRemoveUpgrade` (false cancels) / `augmented.removeUpgrade`. Returns the removed name.
 */
export async function removeUpgrade(actor: Actor.Implementation, item: Item.Implementation, options: RemoveUpgradeOptions = {}): Promise<string | null> {
  if (!isItemOfKind(item, "upgrade") || item.parent !== actor || !item.id) return null;
  if (!ensureCanModify(actor)) return null;
  if (!callPreHook(HOOKS.preRemoveUpgrade, actor, item, options)) return null;
  // DESIGN.md, Trust: the actor and the upgrade must still be there after the confirmation (else a message).
  const watch = watchState({ actor, item });
  if (options.confirmed !== true) {
    const ok = await askConfirm(
      localize("AUGMENTED.Gearforged.Upgrade.RemoveTitle"),
      localize("AUGMENTED.Gearforged.Upgrade.RemoveText", { name: item.name, actor: actor.name ?? "" }),
      localize("AUGMENTED.Gearforged.Upgrade.Remove"),
    );
    if (!ok) return null;
  }
  // Re-check after the dialog: someone may have removed it (or the actor) meanwhile.
  if (!watch.holds()) return null;
  const name = item.name;
  await actor.deleteEmbeddedDocuments("Item", [item.id]);
  notifyInfo("AUGMENTED.Gearforged.Upgrade.Removed", { name, actor: actor.name ?? "" });
  callPostHook(HOOKS.removeUpgrade, actor, name);
  return name;
}
