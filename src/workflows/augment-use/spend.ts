/**
 * What every purpose's workflow shares: the context it runs in, spending the one use (CY-USE-1) in a single item
 * update, and the use card with its undo record (the use given back, plus the effects and HP the workflow wrote).
 */
import { type RollLabel, postCard } from "../../applications/chat/cards";
import { undoRecord } from "../cards/undo";
import type { AugmentData } from "../../data/item/augment";
import { type AugmentState, spendUse, usesState } from "../../rules/cyborg";
import type { AbilityId } from "../../rules/core/abilities";
import { type CardText, cardText } from "../../data/chat/card-text";
import type { UseAugmentOptions, UseAugmentResult } from "./types";
import type { StateWatch } from "../recheck/recheck";
import { portOf } from "../../ports/actor-port";

export type AugmentItem = Item.Implementation & { system: AugmentData };

export const USES_PATH = "system.uses.spent";

export interface UseContext {
  actor: Actor.Implementation;
  item: AugmentItem;
  state: AugmentState;
  pb: number;
  /** The user's ability modifiers, for an augment's own uses formula (CY-USE-1) and its healing (CY-HEAL-1). */
  mods: Record<AbilityId, number>;
  name: string;
  options: UseAugmentOptions;
  /** What useAugment read (the actor, the augment with its uses): re-checked before the use is spent. */
  watch: StateWatch;
}

export function proficiencyOf(actor: Actor.Implementation): number {
  const prof = portOf(actor).proficiency;
  return typeof prof === "number" && Number.isFinite(prof) ? prof : 0;
}

export interface SpentUse {
  previousSpent: number;
  remaining: number;
  max: number;
}

/** Write the one use (CY-USE-1). Null when it cannot be spent any more (the caller checked; data may have moved). */
export async function spendOne(context: UseContext): Promise<SpentUse | null> {
  // docs/ARCHITECTURE.md, Trust: after the purpose's dialogs and rolls, the augment and its uses must be as they were.
  if (!context.watch.holds()) return null;
  const state = context.item.system.state;
  const result = spendUse(state, context.pb, context.mods);
  if (!result.ok || !result.patch.uses) return null;
  const previousSpent = state.uses.spent;
  // cast: a dotted-path update (USES_PATH, "system.uses.spent"), valid update data the type does not model.
  await context.item.update({ [USES_PATH]: result.patch.uses.spent } as Item.UpdateData);
  return { previousSpent, remaining: result.remaining, max: usesState(state, context.pb, context.mods).max };
}

export interface UseCard {
  title?: CardText;
  lines: CardText[];
  /** The augment's own description (its author's words, not a lang text): secondary, in the card's details. */
  description?: string;
  /** The rolls shown on the card, in order (attack or check, then healing). */
  rolls?: Roll[];
  /** Their roll boxes' labels, in the same order (the healing card labels its two rolls). */
  rollLabels?: RollLabel[];
  /** Action economy: "action" or "bonus" (CY-ATK-1, CY-HEAL-1, CY-ENV-1, CY-UTL-1). */
  action: "action" | "bonus" | null;
}

export interface UseWrites {
  /** Actor paths the workflow changed (self-healing) and their values before. */
  actorPrevious?: Record<string, unknown>;
  createdEffects?: string[];
}

/** Post the use card: what happened, the uses left, and the GM's Undo (the use back, effects and HP reversed). */
export async function postUseCard(context: UseContext, spent: SpentUse, card: UseCard, writes: UseWrites = {}): Promise<ChatMessage.Implementation | null> {
  const { actor, item, state, name } = context;
  const rolls = card.rolls ?? [];
  const lines: CardText[] = [];
  if (card.action) lines.push(cardText(`AUGMENTED.AugmentUse.ActionCost.${card.action}`));
  lines.push(...card.lines);
  lines.push(cardText("AUGMENTED.AugmentUse.UsesLeft", { name, value: spent.remaining, max: spent.max }));
  const undo = undoRecord(actor, writes.actorPrevious ?? {}, {
    items: { [item.id ?? ""]: { [USES_PATH]: spent.previousSpent } },
    createdEffects: writes.createdEffects ?? [],
  });
  const message = await postCard(
    {
      kind: `augment-${state.purpose}`,
      title: card.title ?? cardText("AUGMENTED.AugmentUse.Title", { name, purpose: cardText(`AUGMENTED.Augment.Purpose.${state.purpose}`) }),
      lines,
      // The author's words are data of a keyed text (stored as written, shown as text).
      ...(card.description ? { details: [cardText("AUGMENTED.AugmentUse.Utility.Description", { description: card.description })] } : {}),
      ...(card.rollLabels ? { rolls: card.rollLabels } : {}),
    },
    {
      actor,
      ...(rolls.length > 0 ? { rolls } : {}),
      state: { undo, augmentUse: { itemId: item.id ?? "", purpose: state.purpose, remaining: spent.remaining } },
    },
  );
  return message ?? null;
}

/** What one use did: the use spent and its card, plus what the purpose's workflow adds (its roll, healing, effect…). */
export function useResult(context: UseContext, spent: SpentUse, message: ChatMessage.Implementation | null, did: Partial<UseAugmentResult> = {}): UseAugmentResult {
  return { item: context.item, purpose: context.state.purpose, remaining: spent.remaining, roll: null, success: null, healing: null, effectId: null, backlash: false, message, ...did };
}
