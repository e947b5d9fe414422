/**
 * `actor.designAugment(item, options)` (CY-DES-1..3): a player's augment item holds the design record; its
 * `system.designStatus` goes draft → viable → built. The workflow validates the record (a clear list of what is
 * missing, nothing changes), refuses while the actor is locked out, fires `augmented.preDesignAugment`, asks
 * the GM's DC (pre-filled, DEFAULT_DCS.design), rolls Intelligence through the actor's d20 evaluator (exhaustion
 * applies). Success → viable, then the 1,000 gp of construction materials through `payCost` (CORE-8: confirm,
 * refused when short, GM waiver) → built, ready to install. A cancelled or refused payment leaves the design
 * viable: the next press only pays. The check is rolled by the designing creature (CY-WHO-1: the cyborg, or
 * another creature the user controls, asked). Failure → that creature is locked out of *this* design until it
 * finishes a short or long rest (`flags.augmented.designLocks` on the design, compared with the creature's rest
 * count: src/rules/cyborg/design.ts). One item update, a card with the roll and a GM Undo, then
 * `augmented.designAugment`.
 */
import { postCard } from "../../applications/chat/cards";
import { LOCKS_PATH, designLockedOut, designLocksOf } from "./view";
import { HOOKS } from "../../utils/hook-names";
import { undoRecord } from "../cards/undo";
import { pathsNow } from "../cards/undo-record";
import { changedSince, pursePaths } from "../augment-work/undo-paths";
import {
  type AugmentDesign,
  DEFAULT_DCS,
  DESIGN_CHECK_ABILITY,
  DESIGN_CONSTRUCTION_COST_GP,
  type DesignError,
  type DesignStatus,
  nextDesignStep,
  lockDesign,
  meetsDc,
  validateDesign,
} from "../../rules/cyborg";
import { isAbilityId } from "../../rules/core/abilities";
import { type CostConsent, type PaidCost, askToPay, chargeAndWrite } from "../currency/pay-cost";
import { watchState, writeUnlessGone } from "../recheck/recheck";
import { ensureCanModify, localize, notifyError, notifyWarn } from "../../utils/notify";
import { type CardText, cardText, localizeText } from "../../data/chat/card-text";
import { keptD20, portOf } from "../../ports/actor-port";
import { ownedAugment, resolveDc } from "../augment-work/work";
import { designStatusOf } from "../../data/item/augment/read";
import { historyWith } from "../augment-work/checks";
import { augmentSystem } from "../../data/item/augment/read";
import { callPostHook, callPreHook } from "../../utils/workflow-hooks";
import { type WorkerOption, resolveWorker, restCountOf, workerLines } from "../augment-work/worker";

/** Options of `actor.designAugment`; the pre-hook may change them in place. */
export interface DesignAugmentOptions {
  /** The GM's DC, when already decided (skips the DC dialog). */
  dc?: number | null;
  /** The construction cost was already confirmed by the user (skips payCost's confirmation, not the purse check). */
  costConfirmed?: boolean;
  /** CY-WHO-1: the designing creature (skips the question); it must be one the user controls. */
  worker?: WorkerOption;
}

export interface DesignedAugment {
  item: Item.Implementation;
  /** The Intelligence check; null when only an earlier viable design's construction was paid. */
  roll: Roll | null;
  dc: number | null;
  natural: number | null;
  viable: boolean;
  /** CY-DES-1: the check failed and the actor may not try again until a rest. */
  lockedOut: boolean;
  /** CY-DES-2: the materials were paid (or waived); the augment can be installed. */
  built: boolean;
  payment: PaidCost | null;
}

/** CY-DES-3: the item's design record as the rules read it (the sheet's one field covers deployment and concealment). */
export function designRecordOf(item: { name: string | null; system: unknown }): AugmentDesign {
  const system = augmentSystem(item);
  const mode = system.mobility?.mode ?? null;
  return {
    name: item.name ?? "",
    // cast: the rules validate the vocabulary themselves (unknown values are reported, not trusted).
    sectionKind: (system.sectionKind || null) as AugmentDesign["sectionKind"],
    // cast: as for sectionKind: the rules validate the purpose vocabulary themselves.
    purpose: (system.purpose || null) as AugmentDesign["purpose"],
    functionTag: system.functionTag ?? "",
    ability: isAbilityId(system.ability) ? system.ability : null,
    damageType: system.damageType ?? null,
    attackSave: isAbilityId(system.attackSave) ? system.attackSave : null,
    deployment: system.deployment ?? "",
    concealment: system.deployment ?? "",
    physicalLimits: system.limits ?? "",
    repairTool: system.repairTool || null,
    saveDcFeatureId: system.saveDcFeatureId || null,
    // cast: the model's choices are the rules' mobility modes.
    mobility: mode ? ({ mode, bonus: system.mobility.bonus } as AugmentDesign["mobility"]) : null,
    rangeFt: system.rangeFt ?? null,
  };
}

/** "Damage type (required), Range (more than 60 ft)": every problem, so the player fixes them at once. */
export function designErrorText(errors: readonly DesignError[]): string {
  return errors.map((error) => localize("AUGMENTED.AugmentDesign.ErrorItem", { field: localize(`AUGMENTED.AugmentDesign.Field.${error.field}`), problem: localize(`AUGMENTED.AugmentDesign.Error.${error.code}`) })).join(", ");
}

/**
 * Design (or, for a viable design, construct) `target`. Null when refused or cancelled before anything changed;
 * a result otherwise (also for a failed check, which changes the lockout and the history).
 */
export async function designAugment(actor: Actor.Implementation, target: Item.Implementation, options: DesignAugmentOptions = {}): Promise<DesignedAugment | null> {
  if (!ensureCanModify(actor)) return null;
  const item = ownedAugment(actor, target);
  if (!item) return null;
  const name = item.name ?? "";
  const step = nextDesignStep(designStatusOf(item));
  if (step === null) {
    notifyWarn("AUGMENTED.AugmentDesign.Refused.built", { name });
    return null;
  }
  const errors = validateDesign(designRecordOf(item));
  if (errors.length > 0) {
    notifyError("AUGMENTED.AugmentDesign.Refused.invalid", { name, errors: designErrorText(errors) });
    return null;
  }
  const config: DesignAugmentOptions = { ...options };
  const title = localize("AUGMENTED.AugmentDesign.Title", { name });
  // docs/ARCHITECTURE.md, Trust: the design (its status, its locks), the actor and its purse are re-checked after each await.
  const watch = watchState({ actor, item, purse: true, extra: { locks: () => designLocksOf(item) } });
  // CY-WHO-1: who designs (only the check needs a designer; paying for a viable design does not).
  let worker: Actor.Implementation = actor;
  if (step === "check") {
    const chosen = await resolveWorker(actor, config.worker, { title, prompt: localize("AUGMENTED.Worker.DesignPrompt", { name }) }, watch);
    if (!chosen) return null;
    worker = chosen;
    if (designLockedOut(item, worker)) {
      notifyWarn("AUGMENTED.AugmentDesign.Refused.lockedOut", { actor: worker.name ?? "" });
      return null;
    }
  }
  if (!callPreHook(HOOKS.preDesignAugment, actor, item, config)) return null;

  const checkLabel = localize("AUGMENTED.AugmentDesign.Check");
  const locksBefore = designLocksOf(item);
  const itemBefore = pathsNow(item, ["system.designStatus", "system.history", LOCKS_PATH]);
  const lines: CardText[] = [];
  let roll: Roll | null = null;
  let dc: number | null = null;
  let viable = step === "construct";

  if (step === "check") {
    dc = await resolveDc(config.dc, title, localize("AUGMENTED.AugmentDesign.Prompt", { name, cost: DESIGN_CONSTRUCTION_COST_GP }), checkLabel, DEFAULT_DCS.design);
    if (dc === null || !watch.holds()) return null;
    roll = (await portOf(worker).rollCheck({ ability: DESIGN_CHECK_ABILITY }))?.roll ?? null;
    if (!roll || !watch.holds()) return null;
    // CY-DES-1: the check meeting the DC makes the design viable; a failure locks it for this designer (below).
    viable = meetsDc({ total: roll.total ?? 0, dc });
    // The roll box states the check, its total, the DC and the outcome (each number is said once).
    lines.push(...workerLines(actor, worker));
    lines.push(cardText(viable ? "AUGMENTED.AugmentDesign.Viable" : "AUGMENTED.AugmentDesign.Failure", { name, actor: worker.name ?? "" }));
  }

  // CY-DES-2: construction, only once the design is viable. Not paying keeps it viable (nothing is lost).
  // The cost is agreed here and charged with the item's update below, after the last re-check.
  let consent: CostConsent | null = null;
  const purseBefore = pursePaths(actor);
  if (viable) {
    consent = await askToPay(actor, DESIGN_CONSTRUCTION_COST_GP, { reason: cardText("AUGMENTED.AugmentDesign.Reason", { name }), confirmed: config.costConfirmed === true });
    if (!watch.holds()) return null;
    lines.push(cardText(consent ? "AUGMENTED.AugmentDesign.Built" : "AUGMENTED.AugmentDesign.NotBuilt", { name, cost: DESIGN_CONSTRUCTION_COST_GP }));
  }
  if (step === "construct" && !consent) return null;
  const built = consent !== null;
  const status: DesignStatus = built ? "built" : viable ? "viable" : "draft";
  const lockedOut = !viable;

  // The augment's history keeps words (a record on the item, in the language of the client that wrote it).
  const note = lines.map((line) => localizeText(line)).join(" ");
  const itemChanges: Record<string, unknown> = { "system.designStatus": status, "system.history": historyWith(item, "design", note) };
  // CY-DES-1: the lock goes on this design for this designer, in the design's one update.
  if (lockedOut) itemChanges[LOCKS_PATH] = lockDesign(locksBefore, worker.uuid, restCountOf(worker));
  if (!watch.holds()) return null;
  // Charged and written in the same tick as the re-check (no await between them). cast: a dotted path map is valid update data.
  // All or nothing when the actor or the augment goes meanwhile (../currency/pay-cost.ts `chargeAndWrite`).
  const write = () => item.update(itemChanges as Item.UpdateData);
  const payment = consent ? await chargeAndWrite(actor, consent, write, item) : null;
  if (consent ? !payment : !(await writeUnlessGone(actor, item, write))) return null;
  const actorPrevious = changedSince(actor, purseBefore);
  if (lockedOut) lines.push(cardText("AUGMENTED.AugmentDesign.LockedOutLine", { actor: worker.name ?? "", name }));

  const undo = undoRecord(actor, actorPrevious, { items: { [item.id ?? ""]: itemBefore } });
  await postCard(
    { kind: "augment-design", title: cardText("AUGMENTED.AugmentDesign.Title", { name }), lines, ...(roll && dc !== null ? { rolls: [{ label: cardText("AUGMENTED.AugmentDesign.Check"), dc, success: viable }] } : {}) },
    { actor, state: { undo }, ...(roll ? { rolls: [roll] } : {}) },
  );
  const result: DesignedAugment = { item, roll, dc, natural: roll ? keptD20(roll) : null, viable, lockedOut, built, payment };
  callPostHook(HOOKS.designAugment, actor, item, result);
  return result;
}

export { DESIGN_LOCKOUT_FLAG, DESIGN_LOCKS_FLAG, type DesignSheetView, designLockedOut, designLocksOf, designSheetView, startDesign } from "./view";
