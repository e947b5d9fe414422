/** Death saves (CORE-4): damage at 0 HP records failures, through a card when the setting asks for one; damage that changed nothing still counts. */
import type { Feature } from "./feature";
import { DeathSaveCardData } from "../workflows/death-save/card-kind";
import { onHpDropDeathSave } from "../workflows/death-save/on-damage";
import { registerDeathSaves } from "../workflows/death-save/register";
import { automationCheckSetting } from "../settings";

export const deathSaveFeature: Feature = {
  id: "death-save",
  cards: { deathSave: DeathSaveCardData },
  settings: [automationCheckSetting("deathSaveOnDamage")],
  on: { hpDrop: onHpDropDeathSave },
  register: [registerDeathSaves],
};
