/** Death saves (CORE-4): damage at 0 HP records failures, through a card when the setting asks for one; damage that changed nothing still counts. */
import type { Feature } from "./feature";
import { DeathSaveCardData } from "../workflows/death-save/card-kind";
import { onHpDropDeathSave } from "../workflows/death-save/on-damage";
import { registerDeathSaves } from "../workflows/death-save/register";

export const deathSaveFeature: Feature = {
  id: "death-save",
  cards: { deathSave: DeathSaveCardData },
  on: { hpDrop: onHpDropDeathSave },
  register: [registerDeathSaves],
};
