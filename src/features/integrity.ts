/**
 * The integrity save (CY-INT-1/2): a heavy hit asks for a save; a failure damages an augment (or what registered
 * into its candidates); an environmental augment's structural backlash asks it too (CY-ENV-2).
 */
import type { Feature } from "./feature";
import { IntegrityCardData } from "../workflows/integrity/card-kind";
import { onHpDropIntegrity } from "../workflows/integrity";
import { bindDueButtons } from "../workflows/integrity/due";
import { registerBacklashIntegrity } from "../workflows/integrity/backlash";
import { INTEGRITY_PICK_SETTING, automationCheckSetting } from "../settings";

export const integrityFeature: Feature = {
  id: "integrity",
  cards: { integrity: IntegrityCardData },
  settings: [automationCheckSetting("integritySave"), INTEGRITY_PICK_SETTING],
  on: { hpDrop: onHpDropIntegrity, actorSheetRendered: bindDueButtons },
  register: [registerBacklashIntegrity],
};
