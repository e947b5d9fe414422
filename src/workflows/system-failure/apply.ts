/**
 * `actor.systemFailure(augmentId, options)`: the owner (or a GM) sacrifices a functional installed augment at 0
 * HP (SF-1..SF-4, CY-REP-2). The rules decide (`planSystemFailure`); this writes the plan in three writes:
 * 1. the actor, in one update: 1 HP, temp HP 10 × level, death saves reset after the automatic success (SF-3,
 *    as the rules' header documents), and the use record (SF-1 / SF-6); a System Failure of another client that
 *    landed first stops this one here (../recheck/write-claims.ts);
 * 2. the augment: destroyed, out of its section, a history entry (SF-2: kept as a record);
 * 3. the overdrive ActiveEffect (SF-4: +3 to every ability modifier, advantage on attack rolls, and when it
 *    ends: ./overdrive.ts).
 * Then a result card whose GM-only Undo reverses all three. Hooks `augmented.preSystemFailure` (false cancels,
 * nothing changes) and `augmented.systemFailure`.
 */
import { type CardData, postCard } from "../../applications/chat/cards";
import type { AugmentHistoryEntry } from "../../data/item/augment/state";
import { HOOKS } from "../../utils/hook-names";
import { historyWith } from "../augment-work/checks";
import { augmentSystem, isAugment, sectionCardText } from "../../data/item/augment/read";
import { ensureCanModify, localize, notifyError, notifyWarn } from "../../utils/notify";
import { type SystemFailurePlan, planSystemFailure } from "../../rules/cyborg/system-failure";
import { undoRecord } from "../cards/undo";
import { claimWrite, putBack } from "../recheck/write-claims";
import { overdriveEffectData } from "./overdrive";
import { OVERDRIVE_POOL_PATH, overdrivePoolOf } from "../../documents/actor/overdrive-pool";
import { USE_PATH, combatOf, levelOf, readUse, situationOf, turnIndexOf } from "./state";
import { type OverdriveEnd, overdriveEndPosition } from "../../rules/cyborg/overdrive-timing";
import { cardText } from "../../data/chat/card-text";
import { isDead, portOf } from "../../ports/actor-port";
import { NO_DEATH_SAVES } from "../../rules/core/death-saves";
import { hpPathValues } from "../damage/actor-paths";

/** Options of `actor.systemFailure`; `augmented.preSystemFailure` handlers may change them in place. */
export interface SystemFailureOptions {
  /** The prompt card the choice was made on, if any (for handlers; the card is resolved by its button). */
  messageId?: string | null;
}

/** What `augmented.systemFailure` receives and `actor.systemFailure` returns. */
export interface SystemFailureOutcome {
  augment: Item.Implementation;
  plan: SystemFailurePlan;
  /** The overdrive ActiveEffect created (null if Foundry created none). */
  effectId: string | null;
  /** The combat it was used in (null: outside combat, SF_FALLBACK_DURATION_SECONDS of world time). */
  combatId: string | null;
  /** In combat: the round and turn index the overdrive lasts through (./timing.ts). */
  end: OverdriveEnd | null;
  /** Actor paths → values before the update (also in the card's undo record). */
  previous: Record<string, unknown>;
  message: ChatMessage.Implementation | null;
}

/**
 * A write putting back what this workflow wrote (it came second, or its augment is gone): HP back to 0 is no
 * damage (src/documents/actor/hp-drop.ts). A fresh object per write: Foundry may add its own keys to the options.
 */
function settled(): Actor.Database.UpdateOperation {
  // cast: the system's own operation flag.
  return { augmented: { raceSettled: true } } as Actor.Database.UpdateOperation;
}

/** The end of the actor's next turn in `combat`, or null when it has no place in the turn order. */
function endInCombat(actor: Actor.Implementation, combat: Combat.Implementation): OverdriveEnd | null {
  const index = turnIndexOf(actor, combat);
  if (index === null) return null;
  return overdriveEndPosition({ round: combat.round ?? 0, turn: combat.turn ?? null }, index);
}

/**
 * The result card says it in two short lines (what was destroyed and the 1 HP; the overdrive) and a status box
 * (what follows); the rest (the death save counted, the record, augments freed) waits in its collapsed details.
 */
function resultCard(
  actor: Actor.Implementation,
  augmentName: string,
  section: string | null,
  plan: SystemFailurePlan,
  inCombat: boolean,
  freedNames: readonly string[],
): Pick<CardData, "lines" | "details" | "status"> {
  const name = actor.name ?? "";
  const benefits = {
    name,
    temp: plan.overdrive.tempHp,
    bonus: plan.overdrive.abilityModifierBonus,
    seconds: plan.overdrive.fallbackDurationSeconds,
  };
  return {
    lines: [
      cardText("AUGMENTED.SystemFailure.Result.Destroyed", { name, augment: augmentName, section: sectionCardText(section) }),
      cardText(inCombat ? "AUGMENTED.SystemFailure.Result.Overdrive" : "AUGMENTED.SystemFailure.Result.OverdriveOutside", benefits),
    ],
    status: { kind: "overdrive", text: cardText("AUGMENTED.SystemFailure.Result.Then", { name }) },
    details: [
      cardText("AUGMENTED.SystemFailure.Result.DeathSave", { name, successes: plan.deathSaveSuccessesAfterAuto }),
      cardText("AUGMENTED.SystemFailure.Result.Record"),
      ...freedNames.map((freed) => cardText("AUGMENTED.SystemFailure.Result.Freed", { augment: freed })),
    ],
  };
}

export async function systemFailure(actor: Actor.Implementation, augmentId: string, options: SystemFailureOptions = {}): Promise<SystemFailureOutcome | null> {
  if (!ensureCanModify(actor)) return null;
  const name = actor.name ?? "";
  const item = typeof augmentId === "string" ? actor.items.get(augmentId) : undefined;
  if (!item || !isAugment(item) || !item.id) {
    notifyError("AUGMENTED.SystemFailure.Refused.notAnAugment", { name });
    return null;
  }
  if (isDead(actor)) {
    notifyWarn("AUGMENTED.SystemFailure.Refused.dead", { name });
    return null;
  }
  const port = portOf(actor);
  const hp = port.hp;
  const saves = port.deathSaves ?? NO_DEATH_SAVES;
  const lastUse = readUse(actor);
  // The drop to 0 was checked when the prompt was offered (hpBefore > 0, not killed outright; killed outright
  // is also dead above); here only the current HP matter: healed since → no longer offered.
  const planned = planSystemFailure(situationOf(actor, { hpBefore: 1, hpAfter: hp.value, killedOutright: false }), item.id, levelOf(actor), saves);
  if (!planned.ok) {
    notifyWarn(`AUGMENTED.SystemFailure.Refused.${planned.reason}`, { name, augment: item.name ?? "" });
    return null;
  }
  const plan = planned;
  const config: SystemFailureOptions = { ...options };
  if (Hooks.call(HOOKS.preSystemFailure, actor, item, config) === false) return null;

  const combat = combatOf(actor);
  const end = combat ? endInCombat(actor, combat) : null;
  const combatId = combat && end ? (combat.id ?? null) : null;

  // 1. SF-3 / SF-4 / SF-1: one actor update (the values before it were read before any write). First, as the use
  // record makes System Failure once per combat or rest: settled across clients (../recheck/write-claims.ts).
  const claim = claimWrite(actor);
  const keepsSaves = port.deathSaves !== null;
  const previous: Record<string, unknown> = {
    ...hpPathValues(port.paths, hp, keepsSaves ? saves : null),
    [USE_PATH]: lastUse,
    [OVERDRIVE_POOL_PATH]: overdrivePoolOf(actor) ?? 0,
  };
  const changes: Record<string, unknown> = {
    ...hpPathValues(port.paths, { value: plan.actor.hp, temp: plan.actor.tempHp }, keepsSaves ? plan.actor.deathSaves : null),
    // SF-4: all of them are System Failure's own, for now (src/documents/actor/overdrive-pool.ts).
    [OVERDRIVE_POOL_PATH]: plan.actor.tempHp,
    [USE_PATH]: { combatId },
  };
  // cast (both): flat stored paths of the actor models and the system's flag (docs/actor-data.md); the system's own
  // `augmented` operation option, which Foundry passes to every client's hooks untouched.
  await actor.update(changes as Actor.UpdateData, { augmented: claim.option(changes) } as Actor.Database.UpdateOperation);
  // Another client's write to the HP or the use landed first (a second System Failure, damage): this one was
  // decided on a state that is gone. Or the augment was deleted while the write travelled: nothing is sacrificed,
  // so nothing is granted. Either way it puts back what it wrote (over what that other write left), and stops:
  // nothing else was written yet.
  const between = claim.landedBetween();
  if (between || !actor.items.has(item.id)) {
    const back = putBack(actor, changes, previous, between ?? {});
    // cast: dotted actor paths put back as they were before (putBack), valid update data.
    if (Object.keys(back).length > 0) await actor.update(back as Actor.UpdateData, settled());
    notifyWarn(between ? "AUGMENTED.Recheck.HpAtOnce" : "AUGMENTED.Recheck.ItemGone", { actor: name, item: item.name ?? "" });
    return null;
  }

  // 2. SF-2 / CY-REP-2: destroyed, out of its section, kept with a history entry.
  const source = augmentSystem(item);
  const section = source.installedSection;
  const itemPrevious: Record<string, unknown> = { "system.history": (source.history ?? []).map((entry: AugmentHistoryEntry) => ({ ...entry })) };
  const itemChanges: Record<string, unknown> = {
    "system.history": historyWith(item, "destroyed", localize("AUGMENTED.SystemFailure.HistoryNote", { name })),
  };
  for (const [key, value] of Object.entries(plan.augmentPatch)) {
    itemPrevious[`system.${key}`] = (source as unknown as Record<string, unknown>)[key] ?? null; // cast: AugmentPatch keys are stored paths.
    itemChanges[`system.${key}`] = value;
  }
  // cast: flat stored paths of the augment model (src/data/item/augment.ts).
  await item.update(itemChanges as Item.UpdateData);
  const undoItems: Record<string, Record<string, unknown>> = { [item.id]: itemPrevious };
  // SF-2: a sacrificed prosthetic takes its section's other augments out with it, to carried.
  const freedNames: string[] = [];
  const freedUpdates = plan.freed.flatMap(({ augmentId, patch }) => {
    const freed = actor.items.get(augmentId);
    if (!freed) return [];
    freedNames.push(freed.name ?? "");
    undoItems[augmentId] = { "system.installedSection": augmentSystem(freed).installedSection ?? null };
    return [{ _id: augmentId, "system.installedSection": patch.installedSection ?? null }];
  });
  if (freedUpdates.length > 0) await actor.updateEmbeddedDocuments("Item", freedUpdates);

  // 3. SF-4: the overdrive.
  const effectData = overdriveEffectData(
    plan,
    item.uuid,
    { combatId, end: combatId ? end : null, startTime: game.time?.worldTime ?? 0 },
    port.effectChanges([{ kind: "abilityModifier", bonus: plan.overdrive.abilityModifierBonus }]),
  );
  // cast: effect creation data this module builds (name, img, duration, flags); the types want the full union.
  const created = await actor.createEmbeddedDocuments("ActiveEffect", [effectData as ActiveEffect.CreateData]);
  const effectId = created?.[0]?.id ?? null;

  const undo = undoRecord(actor, previous, { items: undoItems, createdEffects: effectId ? [effectId] : [] });
  const message = await postCard(
    { kind: "system-failure", title: cardText("AUGMENTED.SystemFailure.Title"), ...resultCard(actor, item.name ?? "", section, plan, combatId !== null, freedNames) },
    { actor, state: { undo } },
  );
  const outcome: SystemFailureOutcome = { augment: item, plan, effectId, combatId, end: combatId ? end : null, previous, message: message ?? null };
  Hooks.callAll(HOOKS.systemFailure, actor, item, outcome);
  return outcome;
}
