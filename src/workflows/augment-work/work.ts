/**
 * What the repair and upgrade workflows (CY-REP-1, CY-UPG-1), and in part the design workflow (CY-DES-1/2),
 * share: the owned augment, the combat check, the GM's DC, the early purse check, the card, and the common first
 * half of a repair or upgrade (`beginWorkCheck`: refusals, pre-hook, DC, payment, the Sleight of Hand roll).
 */
import { askAugmentDcs } from "./gm-asks";
import { packageId } from "../../constants";
import { REPAIR_TOOLS, type RepairToolId, type ToolRuling, type ToolUse, isRepairToolId, repairToolCheck } from "../../rules/cyborg/tools";
import { type UndoRecord, postCard } from "../../applications/chat/cards";
import type { AugmentData } from "../../data/item/augment";
import { EMPTY_PURSE, type Purse, planPayment } from "../../rules/core/currency";
import type { AugmentState } from "../../rules/cyborg/augment";
import { isValidDc } from "../../rules/cyborg/checks";
import type { WorkContext } from "../../rules/cyborg/repair-upgrade";
import { type CostConsent, type PaidCost, askToPay, chargeCost, costLine } from "../currency/pay-cost";
import { undoRecord } from "../cards/undo";
import { changedSince, pursePaths } from "./undo-paths";
import { pathsNow } from "../cards/undo-record";
import { type StateWatch, watchState, writeUnlessGone } from "../recheck/recheck";
import { ensureCanModify, localize, notifyError, notifyWarn } from "../../utils/notify";
import { type CardText, cardText } from "../../data/chat/card-text";
import { designStatusOf, isAugment } from "../../data/item/augment/read";
import { rollSleightOfHand } from "./checks";
import { keptD20, portOf } from "../../ports/actor-port";

export type AugmentItem = Item.Implementation & { system: AugmentData };

/** Options of `actor.repairAugment` / `actor.upgradeAugment`; pre-hooks may change them in place. */
export interface AugmentWorkOptions {
  /** The GM's DC, when already decided (skips the DC dialog). */
  dc?: number | null;
  /** The cost was already confirmed by the user (skips payCost's confirmation, not the purse check). */
  costConfirmed?: boolean;
  /** CY-REP-1: the GM's ruling on the designated tool, when already decided (skips that question). */
  toolRuling?: ToolRuling;
}

/** The augment item of this actor, or null (the user is told why). */
export function ownedAugment(actor: Actor.Implementation, item: Item.Implementation | null | undefined): AugmentItem | null {
  if (!item || !isAugment(item) || item.actor?.id !== actor.id) {
    notifyError("AUGMENTED.AugmentWork.NotOwnedAugment", { name: actor.name ?? "" });
    return null;
  }
  // cast: checked to be an augment item above.
  return item as AugmentItem;
}

/** The DC the GM chose: the option when given and valid, else asked (pre-filled). Null when cancelled. */
export async function resolveDc(given: number | null | undefined, title: string, prompt: string, label: string, fallback: number): Promise<number | null> {
  return (await resolveDcAndTool(given, title, prompt, label, fallback, null))?.dc ?? null;
}

/** The designated tool as the DC dialog shows it: its name and whether the character carries one. */
interface ToolQuestion {
  name: string;
  carried: boolean;
}

/**
 * The GM's DC and, for a repair of an augment with a designated tool (CY-REP-1), the ruling on that tool, asked
 * together. Given values skip the question; null when cancelled or invalid.
 */
export async function resolveDcAndTool(
  given: number | null | undefined,
  title: string,
  prompt: string,
  label: string,
  fallback: number,
  tool: ToolQuestion | null,
  givenRuling?: ToolRuling,
): Promise<{ dc: number; toolRuling: ToolRuling } | null> {
  const needRuling = tool !== null && givenRuling === undefined;
  if (typeof given === "number" && !needRuling) {
    if (isValidDc(given)) return { dc: given, toolRuling: givenRuling ?? "notNeeded" };
    notifyError("AUGMENTED.AugmentWork.BadDc", { dc: String(given) });
    return null;
  }
  const answers = await askAugmentDcs({
    title,
    prompt,
    checks: [{ name: "dc", label, value: typeof given === "number" ? given : fallback }],
    ...(needRuling && tool ? { tool } : {}),
  });
  const dc = answers?.dcs.dc;
  if (dc === undefined) return null;
  return { dc, toolRuling: givenRuling ?? answers?.toolRuling ?? "notNeeded" };
}

/**
 * CY-TOOL-1: the repair tools the character carries: tool items marked with their id, else known by the host's own
 * id of the tool (the actor port's `toolId`: dnd5e's base tool, the system's tool-list name).
 */
export function carriedRepairTools(actor: Actor.Implementation): string[] {
  const carried: string[] = [];
  const port = portOf(actor);
  for (const item of actor.items) {
    if (item.type !== "tool") continue;
    // cast: the running package's flag scope (a dnd5e world accepts flags only of active packages: the module's id there), a key the community types do not know; the value is checked below.
    const flagged = item.getFlag(packageId() as never, "repairTool" as never) as unknown;
    const id = isRepairToolId(flagged) ? flagged : port.toolId(item);
    if (isRepairToolId(id)) carried.push(id);
  }
  return carried;
}

/**
 * CORE-8, early: a player whose actor cannot pay is refused (with the shortfall, as `payCost` words it) before
 * the GM is asked for a DC. A GM goes on: `payCost` offers the waiver.
 */
export function refuseWhenShort(actor: Actor.Implementation, gp: number): boolean {
  if (game.user?.isGM === true) return false;
  const purse: Purse = portOf(actor).currency ?? { ...EMPTY_PURSE };
  const plan = planPayment(purse, gp);
  if (plan.ok || plan.reason !== "insufficient") return false;
  notifyError("AUGMENTED.Currency.Insufficient", { name: actor.name ?? "", cost: gp, short: plan.shortBy });
  return true;
}

/**
 * The repair's or upgrade's chat card once `finishWork` has written: its lines, the cost, the check in a labelled
 * roll box with the roll attached (so dice modules see it), and the undo.
 */
export async function postWorkCard<O>(actor: Actor.Implementation, check: WorkCheck<O>, lines: CardText[], success: boolean): Promise<void> {
  const { kind, name, dc, undo } = check;
  await postCard(
    {
      kind: `augment-${kind.toLowerCase()}`,
      title: cardText(`AUGMENTED.AugmentWork.${kind}.Title`, { name }),
      lines,
      costs: [costLine(actor.name ?? "", check.consent)],
      rolls: [{ label: cardText(`AUGMENTED.AugmentWork.${kind}.Check`), dc, success }],
    },
    { actor, rolls: [check.roll], state: undo ? { undo } : {} },
  );
}


/** The lang key segment under AUGMENTED.AugmentWork, and the card kind's (augment-repair, augment-upgrade). */
type WorkKind = "Repair" | "Upgrade";

/** How a repair or an upgrade differs in its first half. */
export interface WorkCheckSpec<O extends AugmentWorkOptions> {
  kind: WorkKind;
  costGp: number;
  defaultDc: number;
  advantage: boolean;
  /** The rule's refusal (CY-REP-1 / CY-UPG-1). */
  permission(state: AugmentState, context: WorkContext): { ok: true } | { ok: false; reason: string };
  /** Fires the workflow's pre-hook with `config`; false cancels. */
  preHook(item: AugmentItem, config: O): boolean;
  /** CY-REP-1: the designated tool this work may need (asked about with the DC); absent: no tool question. */
  tool?(item: AugmentItem): RepairToolId | null;
}

/** The first half done: the check is rolled and the materials agreed to (paid by `finishWork`). */
export interface WorkCheck<O> {
  kind: WorkKind;
  item: AugmentItem;
  name: string;
  context: WorkContext;
  config: O;
  dc: number;
  /** CORE-8: the cost confirmed (or waived), charged by `finishWork` together with the item update. */
  consent: CostConsent;
  /** What the first half read (actor, augment, combat, purse): re-checked after every await. */
  watch: StateWatch;
  roll: Roll;
  natural: number;
  total: number;
  /** CY-REP-1: how the designated tool figured ("none" when no tool was asked about). */
  toolUse: ToolUse;
  /** The designated tool's name ("" when none). */
  toolName: string;
  /** Set by `finishWork` once written: the reverse of the payment and the item update (the card's Undo). */
  undo?: UndoRecord | null;
}

/**
 * Ownership, a built design (CY-DES-2), the rule's refusal, the pre-hook, the early purse check, the GM's DC,
 * the cost's confirmation (CORE-8) and the Sleight of Hand roll, in that order; null (the user told why) at the
 * first stop, before anything is spent. After each await the augment, the actor, its combat state and its purse
 * are re-checked (docs/ARCHITECTURE.md, Trust): deleted, damaged, entered combat or spent meanwhile → stop, nothing charged.
 */
export async function beginWorkCheck<O extends AugmentWorkOptions>(
  actor: Actor.Implementation,
  target: Item.Implementation,
  options: O,
  spec: WorkCheckSpec<O>,
): Promise<WorkCheck<O> | null> {
  if (!ensureCanModify(actor)) return null;
  const item = ownedAugment(actor, target);
  if (!item) return null;
  const name = item.name ?? "";
  if (designStatusOf(item) !== "built") {
    // CY-DES-2: a design that is not built yet has nothing to repair or upgrade.
    notifyWarn("AUGMENTED.AugmentInstall.NotBuilt", { name });
    return null;
  }
  // CY-REP-1, CY-UPG-1: outside combat only.
  const context: WorkContext = { inCombat: actor.inCombat };
  const permission = spec.permission(item.system.state, context);
  if (!permission.ok) {
    notifyWarn(`AUGMENTED.AugmentWork.${spec.kind}.Refused.${permission.reason}`, { name });
    return null;
  }
  const config: O = { ...options };
  if (!spec.preHook(item, config)) return null;
  if (refuseWhenShort(actor, spec.costGp)) return null;
  const watch = watchState({ actor, item, combat: true, purse: true });

  const title = localize(`AUGMENTED.AugmentWork.${spec.kind}.Title`, { name });
  const checkLabel = localize(`AUGMENTED.AugmentWork.${spec.kind}.Check`);
  const prompt = localize(`AUGMENTED.AugmentWork.${spec.kind}.Prompt`, { name, cost: spec.costGp });
  const toolId = spec.tool?.(item) ?? null;
  const toolName = REPAIR_TOOLS.find((t) => t.id === toolId)?.name ?? "";
  const carried = carriedRepairTools(actor);
  const toolQuestion = toolId ? { name: toolName, carried: carried.includes(toolId) } : null;
  const answer = await resolveDcAndTool(config.dc, title, prompt, checkLabel, spec.defaultDc, toolQuestion, config.toolRuling);
  if (answer === null || !watch.holds()) return null;
  const dc = answer.dc;
  const tool = repairToolCheck(toolId, answer.toolRuling, carried);
  if (!tool.ok) {
    // CY-REP-1: required and not carried: refused before anything is paid or rolled.
    notifyWarn("AUGMENTED.AugmentWork.Tool.Missing", { name, tool: toolName, actor: actor.name ?? "" });
    return null;
  }

  const reason = cardText(`AUGMENTED.AugmentWork.${spec.kind}.Reason`, { name });
  const consent = await askToPay(actor, spec.costGp, { reason, confirmed: config.costConfirmed === true });
  if (!consent || !watch.holds()) return null;

  const roll = await rollSleightOfHand(actor, { advantage: spec.advantage });
  if (!roll || !watch.holds()) return null;
  const natural = keptD20(roll);
  return { kind: spec.kind, item, name, context, config, dc, consent, watch, roll, natural, total: roll.total ?? natural, toolUse: tool.use, toolName };
}

/**
 * The writing half of a repair or upgrade, all or nothing across clients: a last re-check, then the
 * item update alone; only once it has landed are the materials charged. Another client may delete the augment
 * while the write travels (the re-check cannot see that): then the write fails, the user is told the augment is
 * gone and nothing is charged. A charge that fails after the write landed (another payment emptied the purse
 * meanwhile) puts the item's paths back. Null (the user told why) when anything stopped it.
 */
export async function finishWork<O>(actor: Actor.Implementation, check: WorkCheck<O>, changes: Record<string, unknown>, designWork?: "upgrade"): Promise<PaidCost | null> {
  if (!check.watch.holds()) return null;
  // Read synchronously, in the same tick as the re-check: the values the undo (and a failed charge) restores.
  const itemBefore = pathsNow(check.item, Object.keys(changes));
  // CY-UPG-1: the upgrade's die is the one design change a player's write may make (data/item/augment/design-fixed.ts).
  // cast: the system's own `augmented` operation option, which Foundry passes to the model's `_preUpdate` untouched.
  const options = (designWork ? { augmented: { designWork } } : {}) as Item.Database.UpdateOperation;
  // cast: a dotted path map is valid update data.
  if (!(await writeUnlessGone(actor, check.item, () => check.item.update(changes as Item.UpdateData, options)))) return null;
  const purseBefore = pursePaths(actor);
  const payment = await chargeCost(actor, check.consent);
  if (!payment) {
    await putItemBack(actor, check.item, changes, itemBefore, options);
    return null;
  }
  check.undo = undoRecord(actor, changedSince(actor, purseBefore), { items: { [check.item.id ?? ""]: itemBefore } });
  return payment;
}

/** The paths of `item` that still hold what `written` set, back to `before` (a later write by someone else stays). */
async function putItemBack(actor: Actor.Implementation, item: Item.Implementation, written: Record<string, unknown>, before: Record<string, unknown>, options: Item.Database.UpdateOperation): Promise<void> {
  const now = pathsNow(item, Object.keys(written));
  const back = Object.fromEntries(Object.keys(written).filter((path) => JSON.stringify(now[path]) === JSON.stringify(written[path] ?? null)).map((path) => [path, before[path]]));
  // cast: a dotted path map is valid update data.
  if (Object.keys(back).length > 0) await writeUnlessGone(actor, item, () => item.update(back as Item.UpdateData, options));
}
