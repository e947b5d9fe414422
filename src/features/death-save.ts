/** Death saves (CORE-4): damage at 0 HP records failures, through a card when the setting asks for one. */
import type { Feature } from "./feature";
import { onHpDropDeathSave } from "../workflows/death-save/on-damage";
import { registerDeathSaveCards } from "../workflows/death-save/record-action";

export const deathSaveFeature: Feature = {
  id: "death-save",
  on: { hpDrop: onHpDropDeathSave },
  register: [registerDeathSaveCards],
};
