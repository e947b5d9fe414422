/**
 * Mobility augments (CY-MOB-1..4). Flight: the user picks flying (1 minute) or hovering (5 minutes); a timed
 * effect sets the fly speed (≤ 20 ft); when it ends, 6 seconds grounded before the next take-off (./effects.ts,
 * swept by ./register.ts). A transformation (wheels, tracks…): +walk speed for 1 minute. A jump: a card with
 * the doubled distances, one use. Plain speed improvements are passive (no use, no button; CY-USE-3).
 */
import { askFlightMode } from "../../applications/dialogs/augment-use-flight";
import { enhancedJump, mobilityActivation } from "../../rules/cyborg";
import { notifyError } from "../../utils/notify";
import { type CardText, cardText } from "../../data/chat/card-text";
import { mobilityEffectData } from "./effects";
import { postUseCard, spendOne, type UseContext, useResult } from "./spend";
import type { UseAugmentResult } from "./types";
import { portOf } from "../../ports/actor-port";

function jumpLines(actor: Actor.Implementation): CardText[] {
  const strength = portOf(actor).ability("str");
  const { longFt, highFt } = enhancedJump(strength.score, strength.mod);
  return [cardText("AUGMENTED.AugmentUse.Mobility.Jump", { long: longFt, high: highFt })];
}

export async function useMobilityAugment(context: UseContext): Promise<UseAugmentResult | null> {
  const { actor, item, name, state, options } = context;
  const spec = state.mobility;
  if (!spec) return null;
  if (spec.mode === "jump") {
    const spent = await spendOne(context);
    if (!spent) return null;
    return useResult(context, spent, await postUseCard(context, spent, { lines: jumpLines(actor), action: null }));
  }

  let hover = false;
  if (spec.mode === "fly") {
    if (typeof options.hover === "boolean") hover = options.hover;
    else {
      const choice = await askFlightMode({ name, speed: mobilityActivation(spec).speedBonusFt });
      if (!choice) return null;
      hover = choice === "hover";
    }
  }
  const activation = mobilityActivation(spec, { hover });
  const data = mobilityEffectData({ id: item.id ?? "", name, img: item.img ?? null }, activation, hover, (contributions) => portOf(actor).effectChanges(contributions));
  if (!data || activation.durationSeconds === null) {
    notifyError("AUGMENTED.AugmentUse.Refused.noMobilityMode", { name });
    return null;
  }
  const spent = await spendOne(context);
  if (!spent) return null;
  // cast: effect source data built by effects.ts.
  const created = await actor.createEmbeddedDocuments("ActiveEffect", [data as ActiveEffect.CreateData]);
  const effectId = created?.[0]?.id ?? null;
  const minutes = Math.round(activation.durationSeconds / 60);
  const key = spec.mode === "fly" ? (hover ? "Hover" : "Fly") : "Transform";
  const lines = [cardText(`AUGMENTED.AugmentUse.Mobility.${key}`, { speed: activation.speedBonusFt }, minutes)];
  if (spec.mode === "fly") lines.push(cardText("AUGMENTED.AugmentUse.Mobility.Grounded"));
  const message = await postUseCard(context, spent, { lines, action: null }, { createdEffects: effectId ? [effectId] : [] });
  return useResult(context, spent, message, { effectId });
}
