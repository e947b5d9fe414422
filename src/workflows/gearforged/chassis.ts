/**
 * GC-CH-1 / GF-SP-1: installing a chassis on a gearforged. One chassis per gearforged: a
 * second replaces the first after a confirm (the old one's changes reversed, the new one's applied, in one
 * actor update); deleting a chassis reverses what it applied (`reverseChassisOnDelete`, from the deleteItem
 * listener). Refusals (not a gearforged, language choices that do not fit) create nothing and say why. The
 * human chassis asks for its language of choice with the species choice dialog.
 */
import { actorExists } from "../recheck/recheck";
import { CONFIRM_TEMPLATE, askAction } from "../../applications/dialogs/form-dialog";
import {
  type ChassisDefinition,
  chassisAsSpecies,
  planChassis,
  planChassisRemoval,
  planChassisReplacement,
} from "../../rules/gearforged";
import { type AppliedSpecies, type SpeciesActorChanges, type SpeciesActorState, type SpeciesPlan, needsChoices, toActorUpdate } from "../../rules/species";
import { HOOKS } from "../../utils/hook-names";
import { ensureCanModify, localize, notifyInfo, notifyWarn } from "../../utils/notify";
import { callPostHook, callPreHook } from "../../utils/workflow-hooks";
import { askSpeciesChoices, refusalMessage } from "../species/apply";
import { asUpdate, speciesActorState } from "../species/state";
import { variantOf } from "./state";
import { itemSystemOf } from "../../data/system-of";
import { isItemOfKind } from "../../data/item/kinds";
import { portOf } from "../../ports/actor-port";

export interface InstallChassisOptions {
  /** The language picks (a human chassis: one); when left out and needed, a dialog asks. */
  languages?: string[];
  /** Replacing a chassis was already confirmed (skips the dialog). */
  confirmed?: boolean;
}

export interface InstalledChassis {
  item: Item.Implementation;
  /** The chassis it replaced (deleted), by name, or null. */
  replaced: string | null;
  changes: Record<string, unknown>;
}

/**
 * The operation flags of the workflow's own writes: the deleteItem listener skips a chassis the workflow already
 * reversed (`keepChassisChanges`); a host's chassis model lets a replacement be created beside the chassis it
 * replaces (`replacingChassis`: the old one's id), which it refuses otherwise.
 */
export interface ChassisOperationOptions {
  augmented?: { keepChassisChanges?: boolean; replacingChassis?: string };
}

/** The values a chassis touches, where the actor's host keeps them (its port's species slice, else the system's). */
function chassisActorState(actor: Actor.Implementation): SpeciesActorState {
  return portOf(actor).species?.state() ?? speciesActorState(actor);
}

/** The update writing a chassis' changes at the host's places. */
function chassisActorUpdate(actor: Actor.Implementation, changes: SpeciesActorChanges): Record<string, unknown> {
  return portOf(actor).species?.update(changes) ?? toActorUpdate(changes);
}

function knownLanguages(): string[] {
  return Object.keys(CONFIG.AUGMENTED.languages);
}

function currentChassis(actor: Actor.Implementation, exceptId: string | null): Item.Implementation | null {
  return actor.items.find((item) => isItemOfKind(item, "chassis") && item.id !== exceptId) ?? null;
}

async function confirmReplace(actor: Actor.Implementation, oldName: string, newName: string): Promise<boolean> {
  const answer = await askAction({
    template: CONFIRM_TEMPLATE,
    data: { text: localize("AUGMENTED.Gearforged.Chassis.ReplaceText", { actor: actor.name ?? "", old: oldName, new: newName }) },
    title: localize("AUGMENTED.Gearforged.Chassis.ReplaceTitle"),
    buttons: [{ action: "replace", label: localize("AUGMENTED.Gearforged.Chassis.Replace"), default: true }],
  });
  return answer === "replace";
}

function plan(definition: ChassisDefinition, actor: Actor.Implementation, old: Item.Implementation | null, languages: readonly string[]): { plan: SpeciesPlan; changes: Record<string, unknown> } {
  const state = chassisActorState(actor);
  if (!old) {
    const planned = planChassis(definition, state, languages, knownLanguages());
    return { plan: planned, changes: planned.ok ? chassisActorUpdate(actor, planned.changes) : {} };
  }
  const replacement = planChassisReplacement(itemSystemOf(old, "chassis").appliedRecord, definition, state, languages, knownLanguages());
  return { plan: replacement.plan, changes: chassisActorUpdate(actor, replacement.changes) };
}

/**
 * Install `source` (a compendium, world or owned chassis) on `actor`. Hooks `augmented.preInstallChassis` (false
 * cancels) / `augmented.installChassis`. Null when refused or cancelled: nothing created, deleted or changed.
 */
export async function installChassis(actor: Actor.Implementation, source: Item.Implementation, options: InstallChassisOptions = {}): Promise<InstalledChassis | null> {
  if (!isItemOfKind(source, "chassis")) return null;
  if (!ensureCanModify(actor)) return null;
  if (variantOf(actor) === null) {
    notifyWarn("AUGMENTED.Gearforged.Chassis.NotGearforged", { name: source.name, actor: actor.name ?? "" });
    return null;
  }
  const owned = source.parent === actor ? source.id : null;
  const old = currentChassis(actor, owned);
  if (old && options.confirmed !== true && !(await confirmReplace(actor, old.name, source.name))) {
    notifyInfo("AUGMENTED.Gearforged.Chassis.Cancelled", { name: source.name });
    return null;
  }
  const definition = itemSystemOf(source, "chassis").definition;
  let languages: readonly string[] | undefined = options.languages;
  if (!languages) {
    const state = chassisActorState(actor);
    const asSpecies = chassisAsSpecies(definition);
    if (needsChoices(asSpecies, state.languages, knownLanguages())) {
      const picked = await askSpeciesChoices(source.name, asSpecies, state.languages);
      if (!picked) {
        notifyInfo("AUGMENTED.Gearforged.Chassis.Cancelled", { name: source.name });
        return null;
      }
      languages = picked.languages;
    } else languages = [];
  }
  // Re-check after the dialogs: the actor, its chassis and the source may have changed meanwhile.
  // (A deleted actor still answers isOwner: its existence is checked as every workflow's re-check does.)
  if (!actorExists(actor) || !actor.isOwner || (owned && !actor.items.has(owned)) || currentChassis(actor, owned)?.id !== old?.id) {
    notifyWarn("AUGMENTED.Gearforged.Chassis.Changed", { actor: actor.name ?? "" });
    return null;
  }
  const planned = plan(definition, actor, old, languages);
  if (!planned.plan.ok) {
    ui.notifications?.warn(refusalMessage(planned.plan.refusal));
    return null;
  }
  if (!callPreHook(HOOKS.preInstallChassis, actor, source, options)) return null;

  const applied: AppliedSpecies = planned.plan.applied;
  let item: Item.Implementation | undefined;
  if (owned) {
    // cast: a dotted-path update of the chassis's applied record, valid update data the type does not model.
    await source.update({ "system.applied": applied } as Item.UpdateData);
    item = source;
  } else {
    // cast: toObject() gives the chassis's source data, a plain object to set the record on.
    const data = source.toObject() as Record<string, unknown>;
    foundry.utils.setProperty(data, "system.applied", applied);
    if (source.pack) foundry.utils.setProperty(data, "_stats.compendiumSource", source.uuid);
    const replacing: ChassisOperationOptions = old?.id ? { augmented: { replacingChassis: old.id } } : {};
    // cast (both): the source's own data with the record added; the system's own operation flag.
    item = (await actor.createEmbeddedDocuments("Item", [data as Item.CreateData], replacing as object))?.[0] as Item.Implementation | undefined;
  }
  if (!item) return null;
  if (old?.id) {
    const keep: ChassisOperationOptions = { augmented: { keepChassisChanges: true } };
    // cast: the system's own `augmented.keepChassisChanges` option, read by reverseChassisOnDelete below.
    await actor.deleteEmbeddedDocuments("Item", [old.id], keep as object);
  }
  if (Object.keys(planned.changes).length) await actor.update(asUpdate(planned.changes));
  notifyInfo("AUGMENTED.Gearforged.Chassis.Installed", { name: item.name, actor: actor.name ?? "" });
  const result: InstalledChassis = { item, replaced: old?.name ?? null, changes: planned.changes };
  callPostHook(HOOKS.installChassis, actor, item, result);
  return result;
}

/** `deleteItem`: a chassis deleted by any means reverses what it applied, on the deleting user's client. */
export function reverseChassisOnDelete(item: Item.Implementation, options: unknown, userId: string): void {
  if (!isItemOfKind(item, "chassis") || userId !== game.user?.id) return;
  // cast: the deleteItem hook's options, read structurally for the system's own keep flag.
  if ((options as ChassisOperationOptions | undefined)?.augmented?.keepChassisChanges === true) return;
  // cast: an owned item's parent is an actor (null for a world item).
  const actor = item.parent as Actor.Implementation | null;
  const record = itemSystemOf(item, "chassis").appliedRecord;
  if (!actor || !actor.isOwner || !record.active) return;
  const update = chassisActorUpdate(actor, planChassisRemoval(record, chassisActorState(actor)));
  if (Object.keys(update).length) void actor.update(asUpdate(update));
}
