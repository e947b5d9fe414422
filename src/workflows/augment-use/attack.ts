/**
 * Attack augments (CY-ATK-1..3, CY-DC-1): a Bonus Action. Either an attack roll, 1d20 + PB + the relevant
 * ability modifier, through the same d20 test as weapons (roll dialog, exhaustion); or, for a save-based design,
 * the target's save against the augment save DC. Then the damage card: Nd6 + modifier of the design's type
 * (dice doubled on a natural 20). The use is spent once the roll is made; cancelling the roll spends nothing.
 * A save-based attack with one targeted creature also posts a save request: its owner rolls the save from the
 * card and the result is recorded once (src/workflows/save-request; the DC from ./save-source.ts). The damage
 * card is the GM's to apply as the design says for a failure or a success. Where the character has several feature
 * DCs and the augment names none, the user picks one first (CY-DC-1).
 */
import { postDamageCard } from "../../applications/chat/damage-card";
import { criticalFormula } from "../../rules/core/critical";
import { ATTACK_ACTION } from "../../rules/cyborg";
import { localize, notifyError } from "../../utils/notify";
import { type CardText, cardText } from "../../data/chat/card-text";
import { evaluateD20Test } from "../rolls/rolls";
import { formatModifier } from "../../utils/format-modifier";
import { postSaveRequest } from "../save-request";
import { singleTarget } from "../targets/range";
import { AUGMENT_SAVE_SOURCE } from "./save-source";
import { postUseCard, spendOne, type UseContext, useResult } from "./spend";
import type { UseAugmentOptions, UseAugmentResult } from "./types";
import { askSaveDc } from "../../applications/dialogs/augment-save-dc";
import { keptD20, portOf } from "../../ports/actor-port";

/**
 * CY-DC-1: a save-based attack whose character has several feature DCs and none chosen asks which (the question
 * of the installation, `options.saveDcFeatureId` answers it in advance) and records it on the augment before
 * anything is rolled or spent; never the first one silently. False when the question was closed. Run by
 * ./index.ts before the use's watch begins, since it writes the augment.
 */
export async function saveDcChosen(actor: Actor.Implementation, item: UseContext["item"], options: UseAugmentOptions): Promise<boolean> {
  if (item.system.attack?.mode !== "save" || !item.system.saveDc?.choiceNeeded) return true;
  const dcs = portOf(actor).featureDcs;
  const picked = options.saveDcFeatureId ?? (await askSaveDc(item.name ?? "", dcs));
  if (picked === null || !dcs.some((dc) => dc.id === picked)) return false;
  // cast: a dotted path map is valid update data. Undefined when the write was refused or the augment is gone.
  return (await item.update({ "system.saveDcFeatureId": picked } as Item.UpdateData)) !== undefined;
}

export async function useAttackAugment(context: UseContext): Promise<UseAugmentResult | null> {
  const { actor, item, name } = context;
  const plan = item.system.attack;
  const damage = item.system.damage;
  if (!plan || !damage) return null;
  if (!damage.damageType) {
    notifyError("AUGMENTED.AugmentUse.Refused.noDamageType", { name });
    return null;
  }
  let roll: Roll | null = null;
  const lines: CardText[] = [];
  let critical = false;
  if (plan.mode === "attackRoll") {
    const title = localize("AUGMENTED.Roll.Attack", { item: name });
    roll = await evaluateD20Test(actor, { kind: "attack", title, parts: [plan.bonus] }, { ...context.options.roll, event: context.options.event ?? null });
    if (!roll) return null;
    critical = keptD20(roll) === 20;
    lines.push(cardText("AUGMENTED.AugmentUse.Attack.Roll", { total: roll.total ?? 0, bonus: formatModifier(plan.bonus) }));
    if (critical) lines.push(cardText("AUGMENTED.Chat.Critical"));
  } else {
    const ability = cardText(`AUGMENTED.Ability.${plan.saveAbility}.long`);
    const source = cardText(plan.dcSource === "feature" ? "AUGMENTED.AugmentUse.Attack.DcFeature" : "AUGMENTED.AugmentUse.Attack.DcAugment");
    lines.push(cardText("AUGMENTED.AugmentUse.Attack.Save", { ability, dc: plan.dc, source }));
  }
  const spent = await spendOne(context);
  if (!spent) return null;
  const message = await postUseCard(context, spent, {
    lines,
    rolls: roll ? [roll] : [],
    rollLabels: roll ? [{ label: cardText("AUGMENTED.AugmentUse.Attack.RollLabel", { item: name }) }] : [],
    action: ATTACK_ACTION,
  });
  await postDamageCard({ formula: critical ? criticalFormula(damage.formula) : damage.formula, type: damage.damageType, actor, item, critical });
  if (plan.mode === "save") {
    const target = context.options.target ?? singleTarget()?.actor ?? null;
    if (target && target.uuid !== actor.uuid) await postSaveRequest({ source: AUGMENT_SAVE_SOURCE, actor, item, target, ability: plan.saveAbility, dc: plan.dc, useMessage: message });
  }
  return useResult(context, spent, message, { roll });
}
