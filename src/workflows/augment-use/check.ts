/**
 * The Augment Check (CY-HEAL-1, CY-ENV-1): 1d20 + PB, with advantage for environmental augments, exhaustion
 * applied as on every d20 test (CORE-6: its disadvantage cancels the advantage). Rolled through Foundry's Roll and
 * shown on the use card, not posted on its own. Also the GM's DC (asked, pre-filled) and, for environmental
 * augments, whether the attempt was destructive contact (CY-ENV-2) — only the table knows.
 */
import { askAugmentUseCheck } from "../augment-work/gm-asks";
import { isValidDc } from "../../rules/cyborg";
import { notifyError } from "../../utils/notify";
import { type CardText, cardText } from "../../data/chat/card-text";
import { evaluateD20TestWith } from "../rolls/rolls";
import { keptD20 } from "../../ports/actor-port";

export interface AugmentCheckRoll {
  roll: Roll;
  total: number;
}

/** The check through the one d20 evaluator (../rolls/rolls.ts): exhaustion applied, nothing posted. */
export async function rollAugmentCheck(actor: Actor.Implementation, proficiencyBonus: number, advantage: boolean): Promise<AugmentCheckRoll | null> {
  const roll = await evaluateD20TestWith(actor, { kind: "check", title: "", parts: [proficiencyBonus] }, { advantage });
  return roll && { roll, total: roll.total ?? keptD20(roll) };
}

export interface CheckSetup {
  dc: number;
  destructiveContact: boolean;
}

/**
 * The GM's DC (and, when `askContact`, the destructive-contact question): from the options when given, else
 * asked in one dialog with the default filled in. Null when cancelled or invalid (nothing is spent).
 */
export async function checkSetup(
  given: { dc?: number; destructiveContact?: boolean },
  ask: { title: string; prompt: string; check: string; defaultDc: number; askContact: boolean },
): Promise<CheckSetup | null> {
  if (typeof given.dc === "number" && !isValidDc(given.dc)) {
    notifyError("AUGMENTED.AugmentWork.BadDc", { dc: String(given.dc) });
    return null;
  }
  const needsContact = ask.askContact && typeof given.destructiveContact !== "boolean";
  if (typeof given.dc === "number" && !needsContact) return { dc: given.dc, destructiveContact: given.destructiveContact === true };
  const answer = await askAugmentUseCheck({
    title: ask.title,
    prompt: ask.prompt,
    check: ask.check,
    dc: given.dc ?? ask.defaultDc,
    askContact: needsContact,
  });
  if (!answer) return null;
  return { dc: answer.dc, destructiveContact: needsContact ? answer.destructiveContact : given.destructiveContact === true };
}

/** "Augment Check: 17 vs DC 15 (success)". */
export function checkLine(total: number, dc: number, success: boolean): CardText {
  return cardText("AUGMENTED.AugmentUse.CheckLine", { total, dc, result: cardText(success ? "AUGMENTED.AugmentUse.Success" : "AUGMENTED.AugmentUse.Failure") });
}
