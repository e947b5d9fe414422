/**
 * Gearforged things that run out on world time:
 * - GF-UPG-9 Jet Pack: once per long rest, a Bonus Action, fly speed = walk speed for 1 minute (10 rounds of world
 *   time). Its use spends the upgrade's one use and starts a timed Active Effect (fly UPGRADE walk: a creature
 *   that already flies faster keeps its own), flagged `flags.augmented.gearforgedTimer`; when world time passes
 *   its end, the actor's one acting client deletes it, as augment mobility expires (augment-use/effect-sweep.ts).
 * - GF-MEM-1 salvaged memory gear: its memories become readable a week after installation
 *   (`memoryGears.readableAt`); when world time reaches it, the acting client clears the wait and posts a card.
 * `onWorldTimeGearforged` is the one world-time pass for a gearforged (the maintenance clock's check included,
 * ./maintenance.ts): cheap reads per actor, nothing asked of an actor with nothing due.
 */
import { cardText } from "../../data/chat/card-text";
import { postCard } from "../../applications/chat/cards";
import { JET_PACK, gearReadable, jetPackFlight } from "../../rules/gearforged";
import { isActingClient } from "../../utils/acting-user";
import { actorsInPlay } from "../../utils/actors-in-play";
import { localize, notifyWarn } from "../../utils/notify";
import { maintenanceDue, applyMaintenanceLapse } from "./maintenance";
import { gearforgedBlock, gearforgedRecord } from "./state";
import { itemSystemOf } from "../../data/system-of";
import { effectFields, effectTiming } from "../../compat/effect-data";
import { portOf } from "../../ports/actor-port";
import { packageId } from "../../constants";

export const TIMER_FLAG = "gearforgedTimer";

interface TimedEffectView {
  id: string | null;
  flags?: Record<string, Record<string, unknown> | undefined>;
}

/** The actor's gearforged timer effects (Jet Pack flights) with their end in world seconds. */
export function gearforgedTimers(actor: Actor.Implementation): Array<{ id: string; kind: string; endsAt: number }> {
  const out: Array<{ id: string; kind: string; endsAt: number }> = [];
  for (const raw of actor.effects) {
    // cast: a structural read of an ActiveEffect's id, flags and duration.
    const effect = raw as TimedEffectView;
    // cast: the timer flag this system writes; its kind is checked.
    const flag = effect.flags?.[packageId()]?.[TIMER_FLAG] as { kind?: unknown } | undefined;
    if (!flag || !effect.id) continue;
    const timing = effectTiming(effect);
    out.push({ id: effect.id, kind: String(flag.kind ?? ""), endsAt: (timing.start ?? 0) + (timing.seconds ?? 0) });
  }
  return out;
}

export interface JetPackFlight {
  fly: number;
  endsAt: number;
  effectId: string | null;
  message: ChatMessage.Implementation | null;
}


/**
 * GF-UPG-9: spend the Jet Pack's use and fly at walking speed for a minute. Refused (nothing spent) when no use
 * is left or a flight is already running.
 */
export async function fireJetPack(actor: Actor.Implementation, item: Item.Implementation, options: { spent?: boolean } = {}): Promise<JetPackFlight | null> {
  const now = game.time?.worldTime ?? 0;
  if (gearforgedTimers(actor).some((timer) => timer.kind === "jetPack" && timer.endsAt > now)) {
    notifyWarn("AUGMENTED.Gearforged.JetPack.Running", { name: item.name });
    return null;
  }
  // Re-read the uses right before spending: a second click may have spent the only one meanwhile.
  const current = actor.items.get(item.id ?? "");
  // A host whose own activity already spent the use (dnd5e's) says so: nothing more is spent here.
  if (!current || (options.spent !== true && itemSystemOf(current, "upgrade").uses.value <= 0)) {
    notifyWarn("AUGMENTED.Gearforged.Use.NoUses", { name: item.name });
    return null;
  }
  const walk = portOf(actor).speeds.walk;
  const flight = jetPackFlight(walk, now);
  // cast: a dotted path map is valid update data.
  if (options.spent !== true) await current.update({ "system.uses.spent": itemSystemOf(current, "upgrade")._source.uses.spent + 1 } as Item.UpdateData);
  const effect = {
    name: localize("AUGMENTED.Gearforged.JetPack.Effect", { name: item.name }),
    img: item.img ?? "icons/svg/wing.svg",
    transfer: false,
    // The start is set explicitly: expiry is measured from it in world seconds.
    ...effectFields(portOf(actor).effectChanges([{ kind: "speed", mode: "fly", atLeast: flight.fly }]), { start: flight.startedAt, seconds: JET_PACK.durationSeconds }),
    flags: { [packageId()]: { [TIMER_FLAG]: { kind: "jetPack", upgradeId: current.id } } },
  };
  // cast: effect source data built above.
  const [created] = (await actor.createEmbeddedDocuments("ActiveEffect", [effect as ActiveEffect.CreateData])) ?? [];
  // World time that moved past the flight's end while these writes travelled (a GM's jump, whose sweep ran before
  // the effect existed) ends it now, not at the next time change.
  if ((game.time?.worldTime ?? 0) >= flight.endsAt) await expireGearforgedTimers(actor, game.time?.worldTime ?? 0);
  const message =
    (await postCard(
      {
        kind: "gearforged-jet-pack",
        title: cardText("AUGMENTED.Gearforged.ItemTitle", { name: item.name }),
        lines: [
          cardText("AUGMENTED.Gearforged.JetPack.Flies", { name: actor.name ?? "", fly: flight.fly, rounds: flight.rounds }),
          cardText("AUGMENTED.Gearforged.Use.UsesLeft", { left: itemSystemOf(current, "upgrade").uses.value, max: itemSystemOf(current, "upgrade").uses.maxValue }),
        ],
      },
      { actor },
    )) ?? null;
  return { fly: flight.fly, endsAt: flight.endsAt, effectId: created?.id ?? null, message };
}

// Actors whose timers are being ended on this client: two quick time changes must not end one twice.
const ending = new Set<string>();

/** End what ran out at `now` on `actor`: expired Jet Pack flights, a salvaged gear's wait (with its card). */
export async function expireGearforgedTimers(actor: Actor.Implementation, now: number): Promise<void> {
  const key = actor.uuid;
  if (ending.has(key)) return;
  ending.add(key);
  try {
    const expired = gearforgedTimers(actor).filter((timer) => timer.endsAt <= now);
    if (expired.length > 0) await actor.deleteEmbeddedDocuments("ActiveEffect", expired.map((timer) => timer.id));
    const readableAt = gearforgedBlock(actor)?.memoryGears?.readableAt;
    if (typeof readableAt === "number" && gearReadable(readableAt, now)) {
      await gearforgedRecord(actor).update({ memoryGears: { readableAt: null } });
      await postCard(
        { kind: "memory-gear", title: cardText("AUGMENTED.Gearforged.MemoryGear.Title"), lines: [cardText("AUGMENTED.Gearforged.MemoryGear.Readable", { name: actor.name ?? "" })] },
        { actor },
      );
    }
  } finally {
    ending.delete(key);
  }
}

/** Whether `actor` has a timer due at `now` (cheap: flags and one number). */
function timerDue(actor: Actor.Implementation, now: number): boolean {
  const readableAt = gearforgedBlock(actor)?.memoryGears?.readableAt;
  if (typeof readableAt === "number" && gearReadable(readableAt, now)) return true;
  return gearforgedTimers(actor).some((timer) => timer.endsAt <= now);
}

/**
 * `updateWorldTime`: the one gearforged pass. For each actor in play: a maintenance lapse due (GF-BODY-4), an
 * expired flight or a readable gear; only then is the acting client worked out (the costly part), and only
 * that client writes.
 */
export function onWorldTimeGearforged(worldTime: number, userId: string | null, actors: readonly Actor.Implementation[] = actorsInPlay()): void {
  for (const actor of actors) {
    const lapse = maintenanceDue(actor, worldTime);
    const timers = timerDue(actor, worldTime);
    if (!lapse && !timers) continue;
    if (!isActingClient(actor, userId)) continue;
    if (lapse) void applyMaintenanceLapse(actor, worldTime);
    if (timers) void expireGearforgedTimers(actor, worldTime);
  }
}
