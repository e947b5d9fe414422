/**
 * Rolls made with a limb (AM-ACC-1/3, AM-PORT-1, AM-DMG-1): its integrated weapon's attack gets the limb's
 * disadvantage automatically while a failed acclimation runs for it (its own, or one carried over) or while it is an
 * unnatural limb on a natural port; a damaged, destroyed or carried limb does nothing. The roll dialog still offers
 * advantage (5e: both cancel) and a situational bonus; the disadvantage cannot be chosen away.
 */
import { d20RollConfig, type D20RollOptions } from "../../applications/dialogs/roll-dialog";
import { postDamageCard } from "../../applications/chat/damage-card";
import { type LimbDisadvantageReason, planLimbRoll } from "../../rules/automail";
import { criticalFormula } from "../../rules/core/critical";
import { buildD20Formula } from "../../rules/core/rolls";
import type { AutomailSystemSource } from "../../data/item/automail/state";
import { evaluateD20TestWith, exhaustionOnD20 } from "../rolls/rolls";
import { messageModeOption } from "../../compat/message-mode";
import { ensureCanModify, localize, notifyWarn } from "../../utils/notify";
import { bodyOf, isLimb, refusalText, worldTime } from "./read";
import { portOf } from "../../ports/actor-port";
import { isAbilityId } from "../../rules/core/abilities";

export interface LimbAttack {
  roll: Roll;
  disadvantage: boolean;
  reasons: LimbDisadvantageReason[];
}

function weaponOf(item: Item.Implementation): AutomailSystemSource["adds"]["weapon"] | null {
  // cast: an automail item's system has the stored paths of AutomailSystemSource (checked by type by the callers).
  const weapon = (item.system as unknown as AutomailSystemSource).adds?.weapon;
  return weapon && weapon.formula.trim() !== "" ? weapon : null;
}

/** Whether the limb can act now, and the disadvantage its actions get; null (the user told why) when it cannot. */
export function limbRollState(actor: Actor.Implementation, item: Item.Implementation): { disadvantage: boolean; reasons: LimbDisadvantageReason[] } | null {
  const body = bodyOf(actor);
  const limb = body.limbs.find((l) => l.id === item.id);
  if (!limb) {
    notifyWarn("AUGMENTED.Automail.NotALimb", { name: item.name });
    return null;
  }
  const plan = planLimbRoll(limb, body.limbs, body.ports, worldTime());
  if (!plan.ok) {
    ui.notifications?.warn(refusalText(plan.reason, { name: item.name }));
    return null;
  }
  return plan;
}

/** Attack with the limb's integrated weapon. Null when refused or cancelled. */
export async function attackWithLimb(actor: Actor.Implementation, item: Item.Implementation, options: D20RollOptions = {}): Promise<LimbAttack | null> {
  if (!ensureCanModify(actor)) return null;
  if (!isLimb(item) || item.parent !== actor) {
    notifyWarn("AUGMENTED.Automail.NotALimb", { name: item.name });
    return null;
  }
  const weapon = weaponOf(item);
  if (!weapon) {
    notifyWarn("AUGMENTED.Automail.NoWeapon", { name: item.name });
    return null;
  }
  const state = limbRollState(actor, item);
  if (!state) return null;
  const port = portOf(actor);
  const ability = weapon.ability ?? "str";
  const parts = [isAbilityId(ability) ? port.ability(ability).mod : 0, port.proficiency, weapon.bonus];
  const title = localize("AUGMENTED.Roll.Attack", { item: item.name });
  const preview = buildD20Formula({ parts: [...parts, exhaustionOnD20(actor, "attack").modifier] });
  const config = await d20RollConfig(title, preview.formula, { ...options, disadvantage: options.disadvantage === true || state.disadvantage });
  if (!config) return null;
  // The limb's disadvantage stays whatever mode was picked; advantage picked in the dialog cancels it (5e).
  const roll = await evaluateD20TestWith(
    actor,
    { kind: "attack", title, parts },
    { advantage: config.mode === "advantage", disadvantage: config.mode === "disadvantage" || state.disadvantage, bonus: config.bonus },
  );
  if (!roll) return null;
  const flavor = [title, ...state.reasons.map((reason) => localize(`AUGMENTED.Automail.Disadvantage.${reason}`))].join(" — ");
  await roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor }), flavor }, messageModeOption(options.messageMode));
  return { roll, disadvantage: state.disadvantage, reasons: state.reasons };
}

/** The integrated weapon's damage card (critical: dice doubled). Null when the limb cannot act. */
export async function limbDamage(actor: Actor.Implementation, item: Item.Implementation, options: { critical?: boolean } = {}): Promise<ChatMessage.Implementation | null> {
  if (!ensureCanModify(actor) || !isLimb(item)) return null;
  const weapon = weaponOf(item);
  if (!weapon) {
    notifyWarn("AUGMENTED.Automail.NoWeapon", { name: item.name });
    return null;
  }
  if (!limbRollState(actor, item)) return null;
  const formula = options.critical ? criticalFormula(weapon.formula) : weapon.formula;
  return postDamageCard({ formula, type: weapon.damageType, actor, item, critical: options.critical === true });
}
