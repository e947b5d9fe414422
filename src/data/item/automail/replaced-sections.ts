/** AM-CY-1 at the data level: a Cyborg prosthetic cannot replace a limb automail already replaces (its port or a built-on limb). */
import { automailReplacing } from "../../../rules/automail";
import { type PlacementBlocker, registerPlacementBlocker } from "../augment/placement-blockers";
import { limbStates, portStates } from "./state";

// Module-level: the registry keeps one of each, and the test stand-in runs init once per world on one copy of src.
const replacedByAutomail: PlacementBlocker = (candidate, items) => {
  if (candidate.purpose !== "prosthetic" || candidate.installedSection === null || candidate.integrity === "destroyed") return null;
  return automailReplacing(candidate.installedSection, portStates(items), limbStates(items));
};

/** Called once at init (the Automail feature's registration, src/features/automail.ts). */
export function registerAutomailPlacement(): void {
  registerPlacementBlocker(replacedByAutomail);
}
