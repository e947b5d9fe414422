/**
 * Gearforged (GF-*): the maintenance clock starts with the species, a deleted chassis is reversed, Integrated Armor
 * and Always Armed refuse what would drop them (GF-UPG-8, GF-UPG-2), maintenance and timers run by world time;
 * the rest variant, the roll dialog's boxes, the laser's save source and the item sheet's Use button of an upgrade.
 */
import type { Feature } from "./feature";
import { GearforgedCardKind } from "../workflows/gearforged/card-kind";
import { startClockOnSpecies } from "../workflows/gearforged/maintenance";
import { reverseChassisOnDelete } from "../workflows/gearforged/chassis";
import { alwaysArmedVeto, integratedArmorVeto } from "../workflows/gearforged/vetoes";
import { onWorldTimeGearforged } from "../workflows/gearforged/timers";
import { registerGearforged } from "../workflows/gearforged/register";
import { registerUpgradeHeaderAction } from "../sheets/item/gearforged-header";
import { registerGearforgedWatch } from "../workflows/gearforged/world-time-due";
import { registerGearforgedSheetParts } from "../sheets/item/gearforged-parts";

export const gearforgedFeature: Feature = {
  id: "gearforged",
  cards: { gearforged: GearforgedCardKind },
  on: {
    itemCreated: (item, _options, userId) => startClockOnSpecies(item, userId),
    itemDeleted: reverseChassisOnDelete,
    itemPreUpdate: (item, changes, options) => integratedArmorVeto(item, changes, options) && alwaysArmedVeto(item, changes, options),
    itemPreDelete: (item, options) => integratedArmorVeto(item, null, options) && alwaysArmedVeto(item, null, options),
  },
  worldTime: { actors: "gearforged", run: (worldTime, _options, userId, actors) => onWorldTimeGearforged(worldTime, userId, actors) },
  register: [registerGearforged, registerGearforgedWatch, registerUpgradeHeaderAction, registerGearforgedSheetParts],
};
