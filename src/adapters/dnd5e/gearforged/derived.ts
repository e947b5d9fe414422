/**
 * The passive upgrades' numbers as dnd5e sees them (the rules decide them: rules/gearforged/body-upgrades.ts), carried
 * by one module-managed Active Effect on the actor, kept in step with its upgrades, its armor and its walking speed
 * (as Visionaire's is, ../visionaire.ts); dnd5e's source values are never written:
 * - GF-UPG-4 Water Jets: swim = walk; GF-UPG-5 Climbing Claws: climb = walk (an UPGRADE of the speed to the walking
 *   speed, so a creature already swimming or climbing faster keeps its own), at the line's speed keys (data-paths.ts);
 * - GF-UPG-7 Enhanced Optics: darkvision 120 ft, an UPGRADE of `system.attributes.senses.ranges.darkvision` (dnd5e's
 *   SensesField, module/data/shared/senses-field.mjs:11 at release-5.3.3; the same place on 6.x, whose shims send the
 *   old `senses.<sense>` there too);
 * - GF-UPG-10 Reinforced Chassis: +1 AC while no heavy armor is equipped (dnd5e's AC bonus, the port's
 *   `armorClass` contribution), the heavy armor read from the equipped `equipment` items (`type.value` "heavy").
 * The walking speed is read as dnd5e prepared it (the port), so a chassis' walk or another effect's is followed.
 */
import { upgradeDarkvision, upgradeSpeeds } from "../../../rules/gearforged/body-upgrades";
import type { DerivedContribution } from "../../../ports/derived-effects";
import { portOf } from "../../../ports/actor-port";
import { isActingClient } from "../../../utils/acting-user";
import { localize } from "../../../utils/notify";
import { effectChangeValues, effectFields, type EffectChangeSpec } from "../../../compat/effect-data";
import { isItemOfKind } from "../../../data/item/kinds";
import { upgradeKeys, variantOf } from "../../../workflows/gearforged/state";
import { MODULE_ID } from "../constants";

export const UPGRADES_FLAG = "gearforgedUpgrades";
export const DARKVISION_KEY = "system.attributes.senses.ranges.darkvision";

/** Whether the actor wears heavy armor (an equipped dnd5e `equipment` item of armor type "heavy"). */
export function wearsHeavyArmor(actor: Actor.Implementation): boolean {
  return actor.items.some((item) => {
    // cast: dnd5e's own item types are not among the system's declared types; compared as strings.
    if ((item.type as string) !== "equipment") return false;
    // cast: a dnd5e equipment item's system data, read through this narrow view.
    const system = item.system as { equipped?: unknown; type?: { value?: unknown } };
    return system.equipped === true && system.type?.value === "heavy";
  });
}

/** The changes the actor's upgrades call for now (none for an actor that is no seed-001 gearforged). */
export function upgradeChanges(actor: Actor.Implementation): EffectChangeSpec[] {
  if (variantOf(actor) !== "homebrew") return [];
  const installed = upgradeKeys(actor);
  const port = portOf(actor);
  const speeds = upgradeSpeeds(port.speeds.walk, installed);
  const contributions: DerivedContribution[] = [];
  if (speeds.swim !== null) contributions.push({ kind: "speed", mode: "swim", atLeast: speeds.swim });
  if (speeds.climb !== null) contributions.push({ kind: "speed", mode: "climb", atLeast: speeds.climb });
  if (installed.includes("reinforcedChassis") && !wearsHeavyArmor(actor)) contributions.push({ kind: "armorClass", bonus: 1 });
  const changes = port.effectChanges(contributions);
  const darkvision = upgradeDarkvision(0, installed);
  if (darkvision > 0) changes.push({ key: DARKVISION_KEY, kind: "upgrade", value: String(darkvision) });
  return changes;
}

function upgradeEffects(actor: Actor.Implementation): ActiveEffect.Implementation[] {
  // cast (both): getFlag's scope and key are typed to the declared flags; the module's scope and key are not.
  return actor.effects.filter((effect) => effect.getFlag(MODULE_ID as never, UPGRADES_FLAG as never) === true);
}

function sameChanges(effect: ActiveEffect.Implementation, changes: readonly EffectChangeSpec[]): boolean {
  const stored = effectChangeValues(effect);
  return stored.length === changes.length && changes.every((change, i) => stored[i]?.key === change.key && stored[i]?.value === change.value);
}

/** Bring the actor's upgrade effect in line with its upgrades: one write, only when something changed. */
export async function syncUpgradeEffect(actor: Actor.Implementation): Promise<void> {
  const changes = upgradeChanges(actor);
  const [effect, ...extra] = upgradeEffects(actor);
  if (extra.length) await actor.deleteEmbeddedDocuments("ActiveEffect", extra.map((e) => e.id ?? "").filter(Boolean));
  if (changes.length === 0) {
    if (effect?.id) await actor.deleteEmbeddedDocuments("ActiveEffect", [effect.id]);
    return;
  }
  const { duration: _duration, start: _start, ...fields } = effectFields(changes, null);
  if (!effect) {
    const data = { name: localize("AUGMENTED.Dnd5e.Gearforged.UpgradeEffect"), img: "icons/svg/upgrade.svg", ...fields, flags: { [MODULE_ID]: { [UPGRADES_FLAG]: true } } };
    // cast: the effect's creation data in Foundry's shape; the types want every optional field spelled out.
    await actor.createEmbeddedDocuments("ActiveEffect", [data as ActiveEffect.CreateData]);
  } else if (!sameChanges(effect, changes)) {
    // cast: as above, the change list in Foundry's shape.
    await effect.update(fields as ActiveEffect.UpdateData);
  }
}

/** Whether an item change can move the numbers: an upgrade, an armor, the species (its variant). */
function touches(item: Item.Implementation): boolean {
  // cast: dnd5e's own item types are not among the system's declared types; compared as strings.
  return isItemOfKind(item, "upgrade") || isItemOfKind(item, "species") || isItemOfKind(item, "chassis") || (item.type as string) === "equipment";
}

/** `createItem` / `updateItem` / `deleteItem` on the client that made the change: sync once. */
export function onUpgradeItemChanged(item: Item.Implementation, userId: string): Promise<void> | undefined {
  const actor = item.parent;
  if (!touches(item) || !(actor instanceof Actor) || !isActingClient(actor, userId)) return undefined;
  return syncUpgradeEffect(actor);
}

/** `updateActor`: a new walking speed moves Water Jets' and Climbing Claws' speeds. */
export function onUpgradeActorChanged(actor: Actor.Implementation, changes: object, userId: string): Promise<void> | undefined {
  if (!foundry.utils.hasProperty(changes, "system.attributes.movement") || !isActingClient(actor, userId)) return undefined;
  return syncUpgradeEffect(actor);
}
