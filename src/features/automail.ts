/**
 * Automail (docs/automail.md): the GM's client notes when a reforged limb was built on (the clock button's
 * bound), a deleted limb takes its acclimation with it, acclimations expire with world time; the roll dialog's
 * limb and water choices, the reforged clock card, the port purchase's undo check, a limb's Attack button on its sheet, its lines on the body map.
 */
import type { Feature } from "./feature";
import { AutomailCardData } from "../workflows/automail/card-kind";
import { noteLimbBuiltOn } from "../workflows/automail/reforged-clock-card";
import { onLimbDeleted, onWorldTimeAutomail } from "../workflows/automail/expiry";
import { registerAutomail } from "../workflows/automail/register";
import { registerLimbHeaderAction } from "../sheets/item/automail-header";
import { registerAutomailBodyMap } from "../sheets/actor/automail-body-map";
import { AUTOMAIL_SETTINGS } from "../workflows/automail/settings";
import { registerAutomailConfig } from "../workflows/automail/config";
import { registerAutomailPlacement } from "../data/item/automail/replaced-sections";
import { registerAutomailWatch } from "../workflows/automail/world-time-watch";
import { registerAutomailSheetParts } from "../sheets/item/automail-parts";

export const automailFeature: Feature = {
  id: "automail",
  cards: { automail: AutomailCardData },
  settings: AUTOMAIL_SETTINGS,
  on: {
    itemCreated: (item) => noteLimbBuiltOn(item),
    itemUpdated: (item) => noteLimbBuiltOn(item),
    itemDeleted: onLimbDeleted,
  },
  worldTime: { actors: "automail", run: (_worldTime, options, userId, actors) => onWorldTimeAutomail(options, userId, actors) },
  register: [registerAutomailConfig, registerAutomailPlacement, registerAutomailWatch, registerAutomail, registerLimbHeaderAction, registerAutomailSheetParts, registerAutomailBodyMap],
};
