/**
 * The 2 hours of a reforged installation (AM-GEN-1) on the world clock. Only a GM may move world time (Foundry's
 * `game.time.advance` is the GM's; test/foundry/README.md "World time"), and moving it moves it for every
 * character in the world, so:
 * - a GM's installation moves the clock to the end of the work at once (unless a macro passes `advanceClock:
 *   false`), and the card says so;
 * - a player's installation card carries a GM-only button that does it, once (a card transition,
 *   ../cards/card-action.ts).
 * How far the clock moves is never read from the card nor from the limb (both the player's to write; DESIGN.md,
 * Trust): it runs to the end of the work as this GM's client saw it start, the world time it saw the limb built
 * on plus the rules' 2 hours (REFORGED_INSTALL_SECONDS), never past the limb's own "worn since" and never more
 * than 2 hours (docs/trust.md). A limb no longer built on (the install was undone) or work
 * already done moves nothing and says why. The GM's Undo of the installation does not take time back.
 * The card's button and its drawing are the automail card's (./card-kind.ts).
 */
import { notifyInfo } from "../../utils/notify";
import type { CardWrite } from "../cards/card-action";
import { type Refusal, forgedCard, refusal } from "../cards/card-trust";
import { REFORGED_INSTALL_SECONDS } from "../../rules/automail";
import { builtOnSeenAt, readFlag } from "./reforged-clock-card";
import { durationCardText, durationText } from "./acclimation";
import { type CardText, cardText } from "../../data/chat/card-text";
import { limbNow, worldTime } from "./read";

/** Seconds until the built-on limb's work is done, or the reason nothing is to be moved. */
function secondsLeft(actor: Actor.Implementation, limbId: string): number | Refusal {
  const limb = limbNow(actor, limbId);
  const name = limb?.name ?? actor.items.get(limbId)?.name ?? "";
  if (!limb || limb.location.mode !== "builtOn") return refusal("AUGMENTED.Automail.Reforged.ClockNothing", { name });
  const seenAt = builtOnSeenAt(actor.items.get(limbId)?.uuid ?? "");
  if (seenAt === null) return refusal("AUGMENTED.Automail.Reforged.ClockUnseen", { name });
  const end = Math.min(seenAt + REFORGED_INSTALL_SECONDS, limb.location.since);
  const left = Math.min(end - worldTime(), REFORGED_INSTALL_SECONDS);
  return left > 0 ? left : refusal("AUGMENTED.Automail.Reforged.ClockDone", { name });
}

/** On a GM's client: move the world clock to the end of the limb's work. The seconds moved, or why not. */
export async function advanceToEndOfWork(actor: Actor.Implementation, limbId: string): Promise<number | Refusal> {
  const left = secondsLeft(actor, limbId);
  if (typeof left !== "number") return left;
  await game.time?.advance(left);
  return left;
}

/** The card line after the clock moved. */
export function clockMovedLine(seconds: number): CardText {
  return cardText("AUGMENTED.Automail.Reforged.ClockMoved", { duration: durationCardText(seconds) });
}

/** The transition, on the one writing client (a GM's: `authorWithoutGm: false`). */
export async function clockTransition(message: ChatMessage.Implementation, user: User.Implementation): Promise<Refusal | CardWrite> {
  if (!user.isGM) return refusal("AUGMENTED.Automail.Reforged.ClockGmOnly");
  const flag = readFlag(message);
  if (!flag) return refusal("AUGMENTED.Request.Unknown");
  if (flag.advanced) return refusal("AUGMENTED.Automail.Reforged.ClockAlready");
  // cast: the actor uuid readFlag checked to be a string; fromUuid's typing wants the Actor prefix.
  const found = await fromUuid(flag.actorUuid as `Actor.${string}`);
  // cast: checked to be an Actor at runtime.
  const actor = found instanceof Actor ? (found as Actor.Implementation) : null;
  if (!actor) return refusal("AUGMENTED.Undo.Missing");
  const forged = forgedCard(message, actor);
  if (forged) return forged;
  const moved = await advanceToEndOfWork(actor, flag.limbId);
  if (typeof moved !== "number") return moved;
  notifyInfo("AUGMENTED.Automail.Reforged.ClockMoved", { duration: durationText(moved) });
  return { state: { reforgedClock: { ...flag, advanced: true } } };
}

export { REFORGED_CLOCK_ACTION } from "./reforged-clock-card";
