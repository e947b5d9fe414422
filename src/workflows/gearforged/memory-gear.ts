/**
 * GF-MEM-1: installing a memory gear takes a day and 2,000 gp (paid through the currency
 * workflow: confirmed, refused with the missing amount, waivable by the GM). A salvaged (used) gear also needs a
 * new soulforging, and its memories become readable only a week after the installation: the world time is
 * recorded on the actor (`memoryGears.readableAt`) and the sheet shows it. One actor update, a card.
 */
import { cardText } from "../../data/chat/card-text";
import { postCard } from "../../applications/chat/cards";
import { EMPTY_PURSE } from "../../rules/core/currency";
import { MEMORY_GEAR_COST_GP, planMemoryGearInstall } from "../../rules/gearforged";
import { HOOKS } from "../../utils/hook-names";
import { ensureCanModify, localize, notifyWarn } from "../../utils/notify";
import { callPostHook, callPreHook } from "../../utils/workflow-hooks";
import { payCost } from "../currency/pay-cost";
import { gearforgedBlock, gearforgedRecord, variantOf } from "./state";

export interface MemoryGearOptions {
  /** A used gear from another gearforged (GF-MEM-1: a new soulforging, a week before it is readable). */
  salvaged?: boolean;
  /** The cost was already confirmed (skips the payment dialog). */
  costConfirmed?: boolean;
}

export interface InstalledMemoryGear {
  salvaged: boolean;
  count: number;
  readableAt: number;
  message: ChatMessage.Implementation | null;
}

/** Hooks `augmented.preInstallMemoryGear` (false cancels, nothing paid) / `augmented.installMemoryGear`. */
export async function installMemoryGear(actor: Actor.Implementation, options: MemoryGearOptions = {}): Promise<InstalledMemoryGear | null> {
  if (!ensureCanModify(actor)) return null;
  const block = gearforgedBlock(actor);
  if (!variantOf(actor) || !block) {
    notifyWarn("AUGMENTED.Gearforged.Refused.notGearforged", { name: localize("AUGMENTED.Gearforged.Sheet.MemoryGears") });
    return null;
  }
  const salvaged = options.salvaged === true;
  if (!callPreHook(HOOKS.preInstallMemoryGear, actor, options)) return null;
  const payment = await payCost(actor, MEMORY_GEAR_COST_GP, { reason: localize("AUGMENTED.Gearforged.MemoryGear.Reason"), confirmed: options.costConfirmed === true });
  if (!payment) return null;
  // The payment is made: the gear goes in (the purse plan here only dates it; the coins moved in payCost).
  const now = game.time?.worldTime ?? 0;
  const plan = planMemoryGearInstall(EMPTY_PURSE, salvaged, now, { waived: true });
  if (!plan.ok) return null;
  const count = Number(gearforgedBlock(actor)?.memoryGears?.count ?? 0) + 1;
  await gearforgedRecord(actor).update({ memoryGears: salvaged ? { count, readableAt: plan.readableAt } : { count } });
  const name = actor.name ?? "";
  const lines = [cardText("AUGMENTED.Gearforged.MemoryGear.Installed", { name, count })];
  if (salvaged) lines.push(cardText("AUGMENTED.Gearforged.MemoryGear.Salvaged", { days: Math.round((plan.readableAt - now) / 86400) }));
  const message = (await postCard({ kind: "memory-gear", title: cardText("AUGMENTED.Gearforged.MemoryGear.Title"), lines }, { actor })) ?? null;
  const result: InstalledMemoryGear = { salvaged, count, readableAt: plan.readableAt, message };
  callPostHook(HOOKS.installMemoryGear, actor, result);
  return result;
}
