/**
 * Gearforged's items in dnd5e: the chassis and upgrades' drops (./drop.ts), their activities' use (./upgrade-use.ts),
 * their derived numbers (./derived.ts), their sheet parts (./sheet.ts) and Fortified Memory Tapes' save (./memory-tapes.ts). The creation vetoes are the kinds' own (./kinds.ts); Always Armed's and
 * Integrated Armor's vetoes are the gearforged feature's, which the module's event translations carry.
 */
import type { OnDnd5e } from "../on-dnd5e";
import { onDropGearforgedItem } from "./drop";
import { onPostUseUpgrade, onPreUseUpgrade, type UpgradeActivityView } from "./upgrade-use";
import { onUpgradeActorChanged, onUpgradeItemChanged } from "./derived";
import type { DropData } from "../drop-guard";
import { registerGearforgedParts } from "./sheet";
import { type Dnd5eSaveConfig, onPreRollSaveMemoryTapes } from "./memory-tapes";

export function registerGearforgedItemHooks(onDnd5e: OnDnd5e): void {
  // dnd5e's item sheet draws the chassis's and upgrade's parts by name (./sheet.ts): registered once, here.
  void registerGearforgedParts();
  Hooks.on("dropActorSheetData", (actor: Actor.Implementation, _sheet: unknown, data: DropData) => onDropGearforgedItem(actor, data));
  onDnd5e("dnd5e.preUseActivity", (activity: UpgradeActivityView) => onPreUseUpgrade(activity));
  onDnd5e("dnd5e.postUseActivity", (activity: UpgradeActivityView) => onPostUseUpgrade(activity));
  onDnd5e("dnd5e.preRollSavingThrowV2", (config: Dnd5eSaveConfig) => onPreRollSaveMemoryTapes(config));
  Hooks.on("createItem", (item: Item.Implementation, _options: unknown, userId: string) => onUpgradeItemChanged(item, userId));
  Hooks.on("updateItem", (item: Item.Implementation, _changes: unknown, _options: unknown, userId: string) => onUpgradeItemChanged(item, userId));
  Hooks.on("deleteItem", (item: Item.Implementation, _options: unknown, userId: string) => onUpgradeItemChanged(item, userId));
  Hooks.on("updateActor", (actor: Actor.Implementation, changes: object, _options: unknown, userId: string) => onUpgradeActorChanged(actor, changes, userId));
}
