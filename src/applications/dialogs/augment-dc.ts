/**
 * GM decisions for the augment workflows (docs/ARCHITECTURE.md, "GM decisions are asked for, pre-filled with defaults"):
 * the DC of one or more checks (repair, upgrade, install, removal…) and the approval of a Lasting Effect
 * (CY-LE-1). Each returns null when the dialog is closed or cancelled, so the workflow changes nothing.
 */
import { templatePath } from "../../constants";
import { localize, notifyError } from "../../utils/notify";
import { isValidDc } from "../../rules/cyborg/checks";
import { TOOL_RULINGS, type ToolRuling, isToolRuling } from "../../rules/cyborg/tools";
import { askForm } from "./form-dialog";

export const AUGMENT_DC_TEMPLATE = templatePath("dialogs/augment-dc.hbs");
export const AUGMENT_LASTING_EFFECT_TEMPLATE = templatePath("dialogs/augment-dc-lasting-effect.hbs");

export interface DcQuestion {
  /** The form field name, and the key of the answer ("dc", "first", "second"). */
  name: string;
  /** What the check is ("Sleight of Hand, with advantage"). */
  label: string;
  /** The pre-filled default (src/rules/cyborg/checks.ts DEFAULT_DCS). */
  value: number;
}

export interface DcDialogOptions {
  title: string;
  /** One line above the fields (the augment and what is being attempted). */
  prompt?: string;
  checks: DcQuestion[];
  /** CY-REP-1: also ask how the designated tool (its display name) is ruled for this attempt. */
  tool?: { name: string; carried: boolean };
}

/** The GM's answers: one DC per check, and the tool ruling when one was asked. */
export interface DcAnswers {
  dcs: Record<string, number>;
  toolRuling: ToolRuling | null;
}

/**
 * Ask for the DC of each check, pre-filled with its default. Answers: `{[name]: dc}`; null when cancelled or
 * when a DC is not a whole number of at least 1 (the user is told why).
 */
export async function askAugmentDcsHere(options: DcDialogOptions): Promise<DcAnswers | null> {
  const tool = options.tool;
  return askForm({
    template: AUGMENT_DC_TEMPLATE,
    data: {
      prompt: options.prompt ?? "",
      // One check or several: the hint and the button say "DC" or "DCs" as the case is.
      many: options.checks.length > 1,
      checks: options.checks.map((check) => ({ ...check, id: `augmented-dc-${check.name}` })),
      tool,
      rulings: TOOL_RULINGS,
    },
    title: options.title,
    confirm: { action: "ok", label: localize(options.checks.length > 1 ? "AUGMENTED.AugmentWork.DcConfirmMany" : "AUGMENTED.AugmentWork.DcConfirm") },
    read: (values) => {
      const toolRuling = tool ? values.toolRuling : null;
      if (tool && !isToolRuling(toolRuling)) return null;
      const answers: DcAnswers = { dcs: {}, toolRuling: isToolRuling(toolRuling) ? toolRuling : null };
      for (const check of options.checks) {
        const raw = values[check.name];
        const dc = typeof raw === "number" ? raw : Number(raw);
        if (!isValidDc(dc)) {
          notifyError("AUGMENTED.AugmentWork.BadDc", { dc: String(raw ?? "") });
          return null;
        }
        answers.dcs[check.name] = dc;
      }
      return answers;
    },
  });
}

export interface LastingEffectQuestion {
  /** The augment's name. */
  name: string;
  /** The natural d20 that earned the offer. */
  natural: number;
}

/**
 * CY-LE-1: offer a Lasting Effect. Optional: "decline" (or closing) → null; "grant" → the trimmed text (the GM
 * approves by granting). An empty text counts as declined.
 */
export async function askLastingEffectHere(question: LastingEffectQuestion): Promise<string | null> {
  return askForm({
    template: AUGMENT_LASTING_EFFECT_TEMPLATE,
    data: { ...question },
    title: localize("AUGMENTED.AugmentWork.LastingEffect.Title"),
    confirm: { action: "grant", label: localize("AUGMENTED.AugmentWork.LastingEffect.Grant") },
    cancel: { action: "decline", label: localize("AUGMENTED.AugmentWork.LastingEffect.Decline") },
    read: (values) => {
      const text = values.lastingEffect;
      const trimmed = typeof text === "string" ? text.trim() : "";
      return trimmed === "" ? null : trimmed;
    },
  });
}
