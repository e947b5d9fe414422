/**
 * The removal workflow (CY-REM-1..3): out of combat; two Sleight of Hand checks against the GM's DCs unless
 * the augment is adapted; any failure → the GM decides whether its integrity is compromised (→ damaged); a
 * clean checked removal makes it adapted. The augment stays in the inventory. ONE item update, a summary
 * card, and the hooks `augmented.preRemoveAugment` / `augmented.removeAugment`.
 */
import { postCard } from "../../applications/chat/cards";
import { undoRecord } from "../cards/undo";
import { pathsNow } from "../cards/undo-record";
import { askCompromised } from "../augment-work/gm-asks";
import { HOOKS } from "../../utils/hook-names";
import { type CheckPair, DEFAULT_DCS, planRemoval, type RemovalOutcome, resolveRemovalDecision } from "../../rules/cyborg";
import { ensureCanModify, localize, localizeCount, notifyWarn } from "../../utils/notify";
import { checkRollLabels, historyWith, askAndRollCheckPair, type RolledPair } from "../augment-work/checks";
import { isAugment, sectionCardText, sectionLabel, stateOf } from "../../data/item/augment/read";
import { cardText } from "../../data/chat/card-text";
import { callPostHook, callPreHook } from "../../utils/workflow-hooks";
import { type WorkerOption, resolveWorker, workerLines } from "../augment-work/worker";
import { watchState, writeUnlessGone } from "../recheck/recheck";

export interface RemoveAugmentOptions {
  /** The GM's DCs; asked for in a dialog when absent. */
  dcs?: [number, number];
  /** The GM's answer after a failed check (CY-REM-1); asked for when absent. */
  compromised?: boolean;
  /** CY-WHO-1: who does the work when checks are due (skips the question); one the user controls. */
  worker?: WorkerOption;
}

export interface RemovedAugment {
  item: Item.Implementation;
  section: string;
  outcome: RemovalOutcome;
  checks: CheckPair | null;
  compromised: boolean;
}

/** Remove an installed augment owned by `actor`. Null when refused or cancelled (nothing changed). */
export async function removeAugment(
  actor: Actor.Implementation,
  item: Item.Implementation,
  options: RemoveAugmentOptions = {},
): Promise<RemovedAugment | null> {
  if (!ensureCanModify(actor)) return null;
  if (!isAugment(item) || item.parent !== actor) {
    notifyWarn("AUGMENTED.AugmentInstall.NotAnAugment", { name: item.name });
    return null;
  }
  const state = stateOf(item);
  const section = state.installedSection ?? "";
  const context = { inCombat: actor.inCombat };
  const first = planRemoval(state, context, null);
  if (!first.ok && first.reason !== "checksRequired") {
    notifyWarn(`AUGMENTED.AugmentInstall.RemoveRefused.${first.reason}`, { name: item.name });
    return null;
  }
  if (!callPreHook(HOOKS.preRemoveAugment, actor, item, options)) return null;
  // docs/ARCHITECTURE.md, Trust: what the plan read (the augment, the actor out of combat) is re-checked after each await.
  const watch = watchState({ actor, item, combat: true });

  let rolled: RolledPair | null = null;
  let worker: Actor.Implementation = actor;
  if (!first.ok) {
    // CY-WHO-1: the checks are rolled by whoever does the work.
    const chosen = await resolveWorker(actor, options.worker, {
      title: localize("AUGMENTED.AugmentInstall.RemoveTitle", { name: item.name }),
      prompt: localize("AUGMENTED.Worker.RemovePrompt", { name: item.name }),
    }, watch);
    if (!chosen) return null;
    worker = chosen;
    rolled = await askAndRollCheckPair(worker, options.dcs, {
      title: localize("AUGMENTED.AugmentInstall.RemoveTitle", { name: item.name }),
      prompt: localize("AUGMENTED.AugmentInstall.RemoveDcPrompt", { name: item.name, section: sectionLabel(section) }),
      defaults: [DEFAULT_DCS.removalFirst, DEFAULT_DCS.removalSecond],
    }, watch);
    if (!rolled || !watch.holds()) return null;
  }
  const checks: CheckPair | null = rolled?.checks ?? null;
  const rolls: Roll[] = rolled ? [...rolled.rolls] : [];
  const outcome = checks ? planRemoval(state, context, checks) : first;
  if (!outcome.ok) {
    notifyWarn(`AUGMENTED.AugmentInstall.RemoveRefused.${outcome.reason}`, { name: item.name });
    return null;
  }

  // CY-REM-1: any failure → the GM decides. Closing the dialog counts as "not compromised" (nothing lost).
  let compromised = false;
  if (outcome.needsGmDecision) {
    compromised = options.compromised ?? (await askCompromised(item.name)) ?? false;
    if (!watch.holds()) return null;
  }
  const decision = outcome.needsGmDecision ? resolveRemovalDecision(state, compromised).patch : null;

  const note = outcome.checksRolled
    ? outcome.becameAdapted
      ? localize("AUGMENTED.AugmentInstall.RemoveNoteAdapted", { section: sectionLabel(section) })
      : localizeCount("AUGMENTED.AugmentInstall.RemoveNote", outcome.failures, { section: sectionLabel(section) })
    : localize("AUGMENTED.AugmentInstall.RemoveNoteNoChecks", { section: sectionLabel(section) });
  const changes: Record<string, unknown> = {
    "system.installedSection": null,
    "system.history": historyWith(item, "remove", compromised ? `${note} ${localize("AUGMENTED.AugmentInstall.CompromisedNote")}` : note),
  };
  if (outcome.patch.adapted) changes["system.adapted"] = true;
  if (decision?.integrity) changes["system.integrity"] = decision.integrity;
  if (!watch.holds()) return null;
  // What the card's Undo restores: the augment's paths before the removal.
  const itemBefore = pathsNow(item, Object.keys(changes));
  // cast: a dotted path map is valid update data.
  if (!(await writeUnlessGone(actor, item, () => item.update(changes as Item.UpdateData)))) return null;
  const undo = undoRecord(actor, {}, { items: { [item.id ?? ""]: itemBefore } });

  const lines = [
    cardText("AUGMENTED.AugmentInstall.RemovedLine", { name: item.name, section: sectionCardText(section) }),
    ...(checks ? [] : [cardText("AUGMENTED.AugmentInstall.AdaptedNoChecks")]),
    ...workerLines(actor, worker),
  ];
  if (outcome.becameAdapted) lines.push(cardText("AUGMENTED.AugmentInstall.NowAdapted", { name: item.name }));
  if (outcome.needsGmDecision) lines.push(cardText(compromised ? "AUGMENTED.AugmentInstall.CompromisedLine" : "AUGMENTED.AugmentInstall.NotCompromisedLine", { name: item.name }));
  // Where the augment is now and how long the work took: secondary, behind the card's details.
  const details = [cardText("AUGMENTED.AugmentInstall.StaysInInventory"), cardText("AUGMENTED.AugmentInstall.Duration")];
  await postCard(
    { kind: "augment-remove", title: cardText("AUGMENTED.AugmentInstall.RemoveTitle", { name: item.name }), lines, details, ...(checks ? { rolls: checkRollLabels(checks) } : {}) },
    { actor, rolls, state: { undo } },
  );

  const result: RemovedAugment = { item, section, outcome, checks, compromised };
  callPostHook(HOOKS.removeAugment, actor, item, result);
  return result;
}
