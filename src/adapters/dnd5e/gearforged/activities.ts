/**
 * The dnd5e activities of the Gearforged upgrades that act (plain data in, dnd5e's stored activity data out; no
 * Foundry), shared by the pack build (scripts/dnd5e-packs-content.mjs, through `withGearforgedActivities`) and the
 * upgrade model for a hand-made upgrade (./kinds.ts):
 * - GF-UPG-11 Claw Arm Laser: a `save` activity, an Action, 30 ft, one creature or object; the target's Dexterity
 *   save against dnd5e's Constitution DC (an ability calculation is 8 + PB + that modifier,
 *   module/data/activity/save-data.mjs:100-112 at release-5.3.3), 2d10 radiant on a failure only, 3d10 from 11th
 *   level, 4d10 from 17th (the prepared count follows the owner's level: `setLaserDice`); one of the item's own uses
 *   each time (dnd5e's `itemUses` with a blank target), uses = the Constitution modifier, never below 0;
 * - GF-UPG-3 Quick Fix: a `utility` activity, a Bonus Action, nothing consumed by dnd5e: the module rolls and
 *   spends the hit die after the use (./quick-fix.ts), as dnd5e's consumption targets cannot roll the die they spend;
 * - GF-UPG-9 Jet Pack: a `utility` activity, a Bonus Action lasting 1 minute, one of its own uses (1 per long
 *   rest); the flight's timed effect follows the use (./jet-pack.ts).
 * The passive upgrades get none (dnd5e files an item without activities as a passive feature).
 */
import { LASER_DAMAGE_TYPE, LASER_DIE, LASER_RANGE_FT, LASER_SAVE_ABILITY } from "../../../rules/gearforged/claw-arm-laser";
import { JET_PACK } from "../../../rules/gearforged/body-upgrades";
import type { Dnd5eActivityBase, Dnd5eSaveActivity, Dnd5eUtilityActivity, Dnd5eActivitySource } from "../activities/from-augment";

/** The activity ids made here, fixed (16 characters, as dnd5e's `staticID`) so a rebuilt pack keeps them. */
export const UPGRADE_ACTIVITY_IDS = {
  clawArmLaser: "gfclawarmlaser00",
  quickFix: "gfquickfix000000",
  jetPack: "gfjetpack0000000",
} as const;

export type ActingUpgradeKey = keyof typeof UPGRADE_ACTIVITY_IDS;

/** The uses formula of Claw Arm Laser: the Constitution modifier, 0 when it is 0 or less (GF-UPG-11). */
export const LASER_USES_MAX = "max(0, @abilities.con.mod)";

/**
 * The laser's damage dice follow the owner's level (2, 3 from 11th, 4 from 17th: rules/gearforged/claw-arm-laser.ts
 * `laserDiceCount`): the stored part says 2d10, and the prepared part's count is set from the level once dnd5e has
 * prepared the owner (`setLaserDice`, from the upgrade model's final preparation), so dnd5e's card and damage roll
 * read the count of the level the character has now.
 */
export function setLaserDice(activity: unknown, dice: number): void {
  // cast: a prepared dnd5e save activity's damage parts, read and set structurally (checked).
  const part = (activity as { damage?: { parts?: { number?: number }[] } } | undefined)?.damage?.parts?.[0];
  if (part && typeof part === "object") part.number = dice;
}

export function isActingUpgradeKey(key: unknown): key is ActingUpgradeKey {
  return typeof key === "string" && Object.hasOwn(UPGRADE_ACTIVITY_IDS, key);
}

function base(key: ActingUpgradeKey, type: "save" | "utility", activation: string, uses: boolean): Dnd5eActivityBase {
  return {
    _id: UPGRADE_ACTIVITY_IDS[key],
    type,
    name: "",
    sort: 0,
    activation: { type: activation, value: null, condition: "", override: false },
    consumption: { scaling: { allowed: false, max: "" }, spellSlot: false, targets: uses ? [{ type: "itemUses", target: "", value: "1", scaling: {} }] : [] },
    duration: { value: "", units: "inst", special: "", concentration: false, override: false },
    range: { value: "", units: "self", special: "", override: false },
    target: { affects: { count: "", type: "", choice: false, special: "" }, prompt: true, override: false },
  };
}

function laser(): Dnd5eSaveActivity {
  return {
    ...base("clawArmLaser", "save", "action", true),
    type: "save",
    range: { value: String(LASER_RANGE_FT), units: "ft", special: "", override: false },
    target: { affects: { count: "1", type: "creature", choice: false, special: "" }, prompt: true, override: false },
    save: { ability: [LASER_SAVE_ABILITY], dc: { calculation: "con", formula: "" } },
    damage: { onSave: "none", parts: [{ number: 2, denomination: LASER_DIE, bonus: "", types: [LASER_DAMAGE_TYPE], custom: { enabled: false, formula: "" } }] },
  };
}

function utility(key: ActingUpgradeKey, uses: boolean, minutes: number | null): Dnd5eUtilityActivity {
  const activity: Dnd5eUtilityActivity = { ...base(key, "utility", "bonus", uses), type: "utility", roll: { formula: "", name: "", prompt: false, visible: false } };
  if (minutes !== null) activity.duration = { ...activity.duration, value: String(minutes), units: "minute" };
  return activity;
}

/** The activities of an upgrade by its key (none for a passive one or a GM's own key). */
export function upgradeActivities(key: unknown): Record<string, Dnd5eActivitySource> {
  if (!isActingUpgradeKey(key)) return {};
  const activity = key === "clawArmLaser" ? laser() : key === "quickFix" ? utility(key, false, null) : utility(key, true, JET_PACK.durationSeconds / 60);
  return { [activity._id]: activity };
}

function record(value: unknown): Record<string, unknown> {
  // cast: any object read as a record of unknown fields; each field is checked where it is read.
  return value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};
}

/** The activities of an upgrade's stored system data. */
export function upgradeActivitiesOfSource(system: unknown): Record<string, Dnd5eActivitySource> {
  return upgradeActivities(record(system).key);
}

/** One converted pack item (scripts/dnd5e-packs-content.mjs) with its activities; the laser's uses never below 0. */
export function withGearforgedActivities<T extends { type?: unknown; system?: unknown }>(doc: T): T {
  if (doc.type !== "augmented-dnd5e.upgrade") return doc;
  const system = record(doc.system);
  const activities = upgradeActivitiesOfSource(system);
  const uses = record(system.uses);
  const laserUses = system.key === "clawArmLaser" ? { uses: { ...uses, max: LASER_USES_MAX } } : {};
  return { ...doc, system: { ...system, ...laserUses, activities } };
}
