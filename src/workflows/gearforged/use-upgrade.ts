/**
 * Using an active upgrade from the sheet:
 * - GF-UPG-11 Claw Arm Laser: an Action; one use spent (uses = Con modifier per long rest); a card names the
 *   Dexterity save DC (8 + PB + Con, CORE-7) and the range. With one targeted token (or `options.target`), the
 *   30 ft are measured between the tokens as CY-HEAL-1's range is (workflows/targets/range.ts): beyond them the
 *   laser is refused and nothing is spent; with nothing to measure the user confirms the range. A save request
 *   card then asks the target's owner to roll the Dexterity save (src/workflows/save-request); the writing
 *   client records it once and only a failure posts the damage card (2d10 / 3d10 / 4d10 radiant by level,
 *   ./laser-save.ts), which the GM applies. Without a target (an object, a creature with no token) the card
 *   states the DC and the damage card is posted for the GM to apply to whoever failed the save.
 * - GF-UPG-3 Quick Fix: a Bonus Action; one hit die rolled and spent; temporary HP = roll + Con modifier (they do
 *   not stack: the higher is kept), in one actor update with a card.
 * - GF-UPG-9 Jet Pack: a Bonus Action, once per long rest; fly = walk for 1 minute of world time (./timers.ts).
 * Refusals (not owned, out of uses, no hit die, another upgrade) change nothing and say why.
 */
import { cardText } from "../../data/chat/card-text";
import { postCard } from "../../applications/chat/cards";
import { postDamageCard } from "../../applications/chat/damage-card";
import { isHitDieSize } from "../../rules/core/hit-dice";
import { LASER_RANGE_FT, LASER_SAVE_ABILITY, planQuickFix } from "../../rules/gearforged";
import { confirmRange, healingRange, singleTarget, type TokenView } from "../targets/range";
import { postSaveRequest } from "../save-request";
import { LASER_SAVE_SOURCE, laserPlanFor } from "./laser-save";
import { HOOKS } from "../../utils/hook-names";
import { ensureCanModify, notifyWarn } from "../../utils/notify";
import { callPostHook, callPreHook } from "../../utils/workflow-hooks";
import { undoRecord } from "../cards/undo";
import { asActorUpdate } from "./state";
import { type JetPackFlight, fireJetPack } from "./timers";

export interface UseUpgradeOptions {
  /** GF-UPG-11: the laser's target (else the user's one targeted token's actor, else none). */
  target?: Actor.Implementation;
}

export interface UsedUpgrade {
  key: string;
  /** The laser's save DC, or null. */
  dc: number | null;
  /** The laser's damage card, or the Quick Fix card. */
  message: ChatMessage.Implementation | null;
  /** Quick Fix: the hit die rolled and the temporary HP gained. */
  roll: Roll | null;
  tempHpGained: number;
  /** Jet Pack: the flight started (fly speed, end in world seconds, its effect). */
  flight?: JetPackFlight;
  /** Laser with a target: the save request card its owner rolls from (GF-UPG-11). */
  saveRequest?: ChatMessage.Implementation | null;
}

/** GF-UPG-11: where the target stands; null when the laser is refused (nothing spent, the user told why). */
async function laserTarget(
  actor: Actor.Implementation,
  name: string,
  options: UseUpgradeOptions,
): Promise<{ actor: Actor.Implementation; token: TokenView | null; distanceFt: number | null } | "none" | null> {
  const picked = options.target ? null : singleTarget();
  const target = options.target ?? picked?.actor ?? null;
  if (!target) return "none";
  const token = picked?.token ?? null;
  const range = healingRange(actor, target, LASER_RANGE_FT, token);
  if (range.kind === "self") {
    notifyWarn("AUGMENTED.Gearforged.Use.LaserSelf", { name });
    return null;
  }
  if (range.kind === "outOfRange") {
    notifyWarn("AUGMENTED.Gearforged.Use.LaserOutOfRange", { name, target: target.name ?? "", distance: range.distanceFt, range: range.rangeFt });
    return null;
  }
  if (range.kind === "inRange") return { actor: target, token, distanceFt: range.distanceFt };
  return (await confirmRange(name, actor, target, LASER_RANGE_FT, range.units)) ? { actor: target, token, distanceFt: null } : null;
}


import { usableUpgrade } from "./arms";
import { actorSystem, itemSystemOf } from "../../data/system-of";
import { isDead, portOf } from "../../ports/actor-port";
import { isItemOfKind } from "../../data/item/kinds";

export { usableUpgrade };

async function fireLaser(actor: Actor.Implementation, item: Item.Implementation, options: UseUpgradeOptions): Promise<UsedUpgrade | null> {
  const system = itemSystemOf(item, "upgrade");
  if (system.uses.value <= 0) {
    notifyWarn("AUGMENTED.Gearforged.Use.NoUses", { name: item.name });
    return null;
  }
  // GF-UPG-11 range, before anything is spent or rolled.
  const target = await laserTarget(actor, item.name, options);
  if (target === null) return null;
  const plan = laserPlanFor(actor);
  // Re-read the uses right before spending: a second click may have spent the last one meanwhile.
  const current = actor.items.get(item.id ?? "");
  if (!current || itemSystemOf(current, "upgrade").uses.value <= 0) {
    notifyWarn("AUGMENTED.Gearforged.Use.NoUses", { name: item.name });
    return null;
  }
  const spent = itemSystemOf(current, "upgrade")._source.uses.spent;
  // cast: a dotted path map is valid update data.
  await current.update({ "system.uses.spent": spent + 1 } as Item.UpdateData);
  const name = actor.name ?? "";
  const lines = [cardText("AUGMENTED.Gearforged.Use.Laser", { name, range: plan.rangeFt })];
  // With a target, its owner rolls the save from the save request card; the damage follows a recorded failure
  // (./laser-save.ts). Without one (an object, a creature with no token), the GM reads the DC here and applies
  // the damage card to whoever failed.
  if (target === "none") lines.push(cardText("AUGMENTED.Gearforged.Use.LaserSave", { dc: plan.save.dc, formula: plan.formula }));
  else if (target.distanceFt !== null) lines.push(cardText("AUGMENTED.Gearforged.Use.LaserTarget", { target: target.actor.name ?? "", distance: target.distanceFt }));
  lines.push(cardText("AUGMENTED.Gearforged.Use.UsesLeft", { left: itemSystemOf(current, "upgrade").uses.value, max: itemSystemOf(current, "upgrade").uses.maxValue }));
  const useMessage = await postCard(
    { kind: "laser", title: cardText("AUGMENTED.Gearforged.ItemTitle", { name: item.name }), lines },
    { actor, state: { undo: undoRecord(actor, {}, { items: { [current.id ?? ""]: { "system.uses.spent": spent } } }) } },
  );
  let saveRequest: ChatMessage.Implementation | null = null;
  let message: ChatMessage.Implementation | null = null;
  if (target !== "none") {
    saveRequest = await postSaveRequest({ source: LASER_SAVE_SOURCE, actor, item: current, target: target.actor, ability: LASER_SAVE_ABILITY, dc: plan.save.dc, useMessage: useMessage ?? null });
  } else {
    const damage = new Roll(plan.formula);
    await damage.evaluate();
    message = (await postDamageCard({ roll: damage, type: plan.damageType, actor, item: current })) ?? null;
  }
  return { key: "clawArmLaser", dc: plan.save.dc, message, roll: null, tempHpGained: 0, saveRequest };
}

async function quickFix(actor: Actor.Implementation): Promise<UsedUpgrade | null> {
  const port = portOf(actor);
  const hd = actorSystem(actor, "character")?.attributes?.hd;
  const die = Number(String(hd?.die ?? "").replace(/^d/, ""));
  const spentPath = port.paths.hitDiceSpent;
  if (!hd || spentPath === null || !isHitDieSize(die)) {
    notifyWarn("AUGMENTED.Gearforged.Refused.noHitDice", { die: String(hd?.die ?? "") });
    return null;
  }
  const pool = () => [{ die, max: hd.max, spent: Number(actorSystem(actor, "character")?.attributes?.hd?.spent ?? 0) }];
  // Refuse before rolling when no die is left (a stand-in roll of 1 passes the roll check).
  const precheck = planQuickFix({ hp: port.hp, hitDice: pool() }, die, 1, 0);
  if (!precheck.ok) {
    notifyWarn(precheck.reason.key, { die: `d${die}` });
    return null;
  }
  const roll = new Roll(`1d${die}`);
  await roll.evaluate();
  // Re-read after the roll: hit dice or temp HP may have changed meanwhile.
  const plan = planQuickFix({ hp: portOf(actor).hp, hitDice: pool() }, die, roll.total ?? 0, portOf(actor).ability("con").mod);
  if (!plan.ok) {
    notifyWarn(plan.reason.key, { die: `d${die}` });
    return null;
  }
  const before = { spent: pool()[0]!.spent, temp: portOf(actor).hp.temp };
  await actor.update(asActorUpdate({ [spentPath]: plan.hitDice[0]!.spent, [port.paths.hp.temp]: plan.hp.temp }));
  const lines = [
    cardText("AUGMENTED.Gearforged.Use.QuickFix", { name: actor.name ?? "", die: `d${die}`, temp: plan.tempHp }),
  ];
  if (plan.gained === 0) lines.push(cardText("AUGMENTED.Gearforged.Use.QuickFixNoGain"));
  const message =
    (await postCard(
      { kind: "quick-fix", title: cardText("AUGMENTED.Gearforged.Use.QuickFixTitle"), lines, rolls: [{ label: cardText("AUGMENTED.Gearforged.Use.QuickFixRoll", { die: `d${die}` }) }] },
      { actor, rolls: [roll], state: { undo: undoRecord(actor, { [spentPath]: before.spent, [port.paths.hp.temp]: before.temp }) } },
    )) ?? null;
  return { key: "quickFix", dc: null, message, roll, tempHpGained: plan.gained };
}

async function jetPack(actor: Actor.Implementation, item: Item.Implementation): Promise<UsedUpgrade | null> {
  const flight = await fireJetPack(actor, item);
  return flight ? { key: "jetPack", dc: null, message: flight.message, roll: null, tempHpGained: 0, flight } : null;
}

/**
 * Use an owned active upgrade (Claw Arm Laser, Quick Fix, Jet Pack). Hooks `augmented.preUseUpgrade` (false cancels;
 * nothing spent) / `augmented.useUpgrade`. Null when refused or cancelled.
 */
export async function useUpgrade(actor: Actor.Implementation, item: Item.Implementation, options: UseUpgradeOptions = {}): Promise<UsedUpgrade | null> {
  if (!isItemOfKind(item, "upgrade") || item.parent !== actor || !item.id) return null;
  if (!ensureCanModify(actor)) return null;
  if (!usableUpgrade(item)) {
    notifyWarn("AUGMENTED.Gearforged.Use.Passive", { name: item.name });
    return null;
  }
  // CORE-6: exhaustion 6 is death; a dead gearforged takes no action.
  if (isDead(actor)) {
    notifyWarn("AUGMENTED.Gearforged.Use.Dead", { actor: actor.name ?? "", name: item.name });
    return null;
  }
  if (!callPreHook(HOOKS.preUseUpgrade, actor, item)) return null;
  const key = itemSystemOf(item, "upgrade").key;
  const result = key === "clawArmLaser" ? await fireLaser(actor, item, options) : key === "jetPack" ? await jetPack(actor, item) : await quickFix(actor);
  if (result) callPostHook(HOOKS.useUpgrade, actor, item, result);
  return result;
}
