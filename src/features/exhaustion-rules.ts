/**
 * CORE-6's world setting: which exhaustion table the system's rolls and prepared speeds follow (2024 or 2014).
 * A host with exhaustion rules of its own (dnd5e's rules version, read by its actor port) does not enable it.
 */
import type { Feature } from "./feature";
import { EXHAUSTION_RULES_SETTING, forgetExhaustionRules } from "../settings";

export const exhaustionRulesFeature: Feature = {
  id: "exhaustion-rules",
  settings: [EXHAUSTION_RULES_SETTING],
  register: [forgetExhaustionRules],
};
