/**
 * The GM's choice of a dead gearforged's way back (GF-REV-1 / GC-LIV-2 / GA-WRECK-1): the ways open now, each with
 * its cost as the rules price it, and for a repair the GM's repair figure, pre-filled. A leaf: it shows what the
 * workflow gives it and reads the answer; the workflow checks the answer again against the actor.
 */
import { templatePath } from "../../constants";
import { type RestoreOption, NEW_BODY_COST_GP, NEW_BODY_SECONDS, SOULFORGING_COST_GP } from "../../rules/gearforged";
import { localize, notifyError } from "../../utils/notify";
import { askForm } from "./form-dialog";

export const GEARFORGED_RESTORE_TEMPLATE = templatePath("dialogs/gearforged-restore.hbs");

export interface RestoreQuestion {
  name: string;
  /** The open ways, in the rules' order (the first is chosen at first). */
  ways: readonly RestoreOption[];
  /** The repair figure the repair way starts with (1d4 × 50 gp rolled). */
  repairGp: number;
  /** After *wish*, the character returns as its original race (a chassis gearforged whose gem was lost). */
  wishReturnsAsOriginal: boolean;
}

export interface RestoreAnswer {
  option: RestoreOption;
  /** The GM's repair figure in gp (0 for every way but repair). */
  repairGp: number;
}

/** The way chosen and the repair figure, or null when cancelled, closed or given a figure that is no whole gp. */
export async function askRestoreWay(question: RestoreQuestion): Promise<RestoreAnswer | null> {
  return askForm({
    template: GEARFORGED_RESTORE_TEMPLATE,
    data: {
      ...question,
      repair: question.ways.includes("repair"),
      soulforgingGp: SOULFORGING_COST_GP,
      newBodyGp: NEW_BODY_COST_GP,
      newBodyHours: NEW_BODY_SECONDS / 3600,
    },
    title: localize("AUGMENTED.Gearforged.Restore.Title", { name: question.name }),
    confirm: { action: "restore", label: localize("AUGMENTED.Gearforged.Restore.Dialog.Confirm") },
    read: (values) => {
      const option = question.ways.find((way) => way === values.option);
      if (!option) return null;
      if (option !== "repair") return { option, repairGp: 0 };
      const raw = values.repairGp;
      // An emptied field reads null: no figure, not 0 gp.
      const repairGp = typeof raw === "number" ? raw : typeof raw === "string" && raw.trim() !== "" ? Number(raw) : Number.NaN;
      if (!Number.isInteger(repairGp) || repairGp < 0) {
        notifyError("AUGMENTED.Gearforged.Restore.Dialog.BadFigure", { value: String(raw ?? "") });
        return null;
      }
      return { option, repairGp };
    },
  });
}
