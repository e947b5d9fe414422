/** The integrity save (CY-INT-1/2): a heavy hit asks for a save; a failure damages an augment (or what registered into its candidates). */
import type { Feature } from "./feature";
import { onHpDropIntegrity } from "../workflows/integrity";
import { bindDueButtons } from "../workflows/integrity/due";
import { registerIntegrity } from "../workflows/integrity/register";

export const integrityFeature: Feature = {
  id: "integrity",
  on: { hpDrop: onHpDropIntegrity, actorSheetRendered: bindDueButtons },
  register: [registerIntegrity],
};
