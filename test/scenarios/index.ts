/**
 * The scenario registry: every scenario both runners run, in order. vitest runs each through
 * test/integration/scenarios/<id>.test.ts; Quench registers each as the batch `augmented.<id>` (quench/).
 * test/integration/scenarios/registry.test.ts checks that the two run exactly these functions.
 */
import automailLimb from "./automail-limb";
import bootClean from "./boot-clean";
import combatTime from "./combat-time";
import compendiumDrop from "./compendium-drop";
import gridMeasure from "./grid-measure";
import hpGuard from "./hp-guard";
import itemCheckboxes from "./item-checkboxes";
import fieldLabels from "./field-labels";
import itemSort from "./item-sort";
import messageMode from "./message-mode";
import firstUseWorkflows from "./first-use-workflows";
import npcTokenDamage from "./npc-token-damage";
import playerRequest from "./player-request";
import portraitEdit from "./portrait-edit";
import timedEffect from "./timed-effect";
import setTraitEffect from "./set-trait-effect";
import settingChange from "./setting-change";
import tokenLink from "./token-link";
import tokenTargets from "./token-targets";
import writePaths from "./write-paths";
import type { Scenario } from "./harness";

export const SCENARIOS: readonly Scenario[] = [bootClean, hpGuard, itemCheckboxes, compendiumDrop, playerRequest, npcTokenDamage, timedEffect, combatTime, tokenLink, itemSort, portraitEdit, automailLimb, setTraitEffect, settingChange, tokenTargets, firstUseWorkflows, gridMeasure, fieldLabels, messageMode, writePaths];

export function scenario(id: string): Scenario {
  const found = SCENARIOS.find((s) => s.id === id);
  if (!found) throw new Error(`no scenario ${id}`);
  return found;
}

export type { Harness, Scenario } from "./harness";
