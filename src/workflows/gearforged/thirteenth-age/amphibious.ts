/**
 * GA-AMPH-1 Amphibious: the sheet's "underwater" toggle starts (or stops) a world-time timer;
 * after hours equal to its Strength score the clock (./clock.ts) halts it (helpless) until a 4-hour repair (the
 * maintenance, ./maintenance.ts). The adventurer feat lifts the limit. Going under stops a maintenance under way
 * unless the champion feat allows it there. Swim checks: −4 (adventurer feat 0, champion feat +2), added to
 * Athletics when the roll dialog's "swimming" box is ticked (./swim.ts).
 */
import { cardText } from "../../../data/chat/card-text";
import { asActorUpdate } from "../state";
import { syncThirteenthAge } from "./clock";
import { taPaths } from "./state";
import { thirteenthAgeCard, thirteenthAgeForAction } from "./helpers";

/** Go under (true) or come out (false). Coming out does not end a halt: that takes the 4-hour repair. */
export async function setUnderwater(actor: Actor.Implementation, under: boolean): Promise<boolean> {
  const view = thirteenthAgeForAction(actor);
  if (!view) return false;
  if ((view.underwater.since !== null) === under) return false;
  const now = game.time?.worldTime ?? 0;
  const paths = taPaths(actor);
  const update: Record<string, unknown> = { [paths.underwaterSince]: under ? now : null };
  const name = actor.name ?? "";
  const lines = [cardText(under ? "AUGMENTED.Gearforged.ThirteenthAge.Underwater.Under" : "AUGMENTED.Gearforged.ThirteenthAge.Underwater.Out", { name })];
  if (under && view.maintenance.startedAt !== null && !view.feats.amphibious.champion) {
    update[paths.startedAt] = null;
    update[paths.by] = "";
    lines.push(cardText("AUGMENTED.Gearforged.Refused.underwater"));
  }
  await actor.update(asActorUpdate(update));
  await thirteenthAgeCard(actor, "AUGMENTED.Gearforged.ThirteenthAge.Underwater.Title", lines);
  await syncThirteenthAge(actor, now);
  return true;
}
