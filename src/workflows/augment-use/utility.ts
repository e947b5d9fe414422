/**
 * Utility augments (CY-UTL-1): an Action; no roll, no damage, no movement. The card tells the table what it does
 * (the design's description, as plain text) and its reach (at most 60 ft, validated by the item model).
 */
import { type CardText, cardText } from "../../data/chat/card-text";
import { postUseCard, spendOne, type UseContext, useResult } from "./spend";
import { descriptionHtml } from "../../data/item/augment/state";
import type { UseAugmentResult } from "./types";

/** The description as plain text: parsed, never executed or injected (the card escapes its lines). */
export function plainText(html: string): string {
  if (!html.trim()) return "";
  const parsed = new DOMParser().parseFromString(html, "text/html");
  return (parsed.body.textContent ?? "").replace(/\s+/g, " ").trim();
}

export async function useUtilityAugment(context: UseContext): Promise<UseAugmentResult | null> {
  const { item, state } = context;
  const spent = await spendOne(context);
  if (!spent) return null;
  const lines: CardText[] = [state.rangeFt === null ? cardText("AUGMENTED.AugmentUse.Utility.Self") : cardText("AUGMENTED.AugmentUse.Utility.Range", { range: state.rangeFt })];
  const description = plainText(descriptionHtml(item.system));
  const message = await postUseCard(context, spent, { lines, action: "action", ...(description ? { description } : {}) });
  return useResult(context, spent, message);
}
