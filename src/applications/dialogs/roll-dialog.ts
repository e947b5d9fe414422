/**
 * The d20 roll dialog: a situational bonus and three buttons (advantage, normal, disadvantage). Skipped with a
 * modifier key, as dnd5e does: Shift = normal, Alt = advantage, Ctrl (or ⌘) = disadvantage; or with
 * `fastForward` in the options.
 */
import { templatePath } from "../../constants";
import type { D20Mode } from "../../rules/core/rolls";
import { localize } from "../../utils/notify";
import { dialogApi, formValues } from "./dialog-api";

export interface D20RollOptions {
  event?: Event | null;
  fastForward?: boolean;
  advantage?: boolean;
  disadvantage?: boolean;
  /** A situational bonus ("2", "1d4", "-1"). */
  bonus?: string;
  /** Who sees the roll: publicroll, gmroll, blindroll or selfroll (src/compat/message-mode.ts). */
  messageMode?: string;
  /** Situations the dialog offers as checkboxes (AM-WATER-1 "in water"); the checked ids come back in the config. */
  toggles?: { id: string; label: string }[];
  /** GF-UPG-12: the save is against magic (a fast-forwarded roll or a macro answers the dialog's box this way). */
  againstMagic?: boolean;
  /** GC-RES-1: the save is against being poisoned (answers the dialog's box for a fast-forwarded roll). */
  againstPoison?: boolean;
  /** GF-BODY-3 / GC-VIT-1: a Perception check made during a rest's maintenance or dormancy (disadvantage). */
  duringRest?: boolean;
  /** GF-UPG-2: the Sleight of Hand check conceals an integrated weapon (the dialog's box, for a fast-forwarded roll). */
  concealingWeapon?: boolean;
  /** "Using <limb>" choices (automail, AM-ACC-1/3); the chosen id comes back in the config. */
  limbs?: { id: string; label: string }[];
}

export interface D20RollConfig {
  mode: D20Mode;
  bonus: string;
  /** Ids of the checked `toggles` (none when fast-forwarded). */
  toggles?: string[];
  /** The chosen limb ("" for none). */
  limbId?: string;
}

/** The modifier keys of a click, when the event has them. */
function keysOf(event: Event | null | undefined): { shift: boolean; alt: boolean; ctrl: boolean } {
  // cast: a click or key event; each modifier key read is optional.
  const e = event as Partial<MouseEvent> | null | undefined;
  return { shift: e?.shiftKey === true, alt: e?.altKey === true, ctrl: e?.ctrlKey === true || e?.metaKey === true };
}

/** The mode the options ask for: advantage and disadvantage together cancel. */
function requestedMode(options: D20RollOptions): D20Mode {
  const adv = options.advantage === true;
  const dis = options.disadvantage === true;
  return adv === dis ? "normal" : adv ? "advantage" : "disadvantage";
}

/** Resolve the options (and modifier keys) to a config, or null when a dialog must ask. */
export function fastForwardConfig(options: D20RollOptions): D20RollConfig | null {
  const keys = keysOf(options.event);
  const bonus = options.bonus ?? "";
  if (keys.alt) return { mode: "advantage", bonus };
  if (keys.ctrl) return { mode: "disadvantage", bonus };
  if (keys.shift || options.fastForward === true) return { mode: requestedMode(options), bonus };
  return null;
}

export const ROLL_DIALOG_TEMPLATE = templatePath("dialogs/roll.hbs");

/** Ask (or fast-forward). Null when the dialog is closed without rolling. */
export async function d20RollConfig(title: string, formula: string, options: D20RollOptions = {}): Promise<D20RollConfig | null> {
  const fast = fastForwardConfig(options);
  if (fast) return fast;
  const content = await foundry.applications.handlebars.renderTemplate(ROLL_DIALOG_TEMPLATE, {
    formula,
    bonus: options.bonus ?? "",
    toggles: options.toggles ?? [],
    limbs: options.limbs ?? [],
  });
  const preferred = requestedMode(options);
  const button = (mode: D20Mode) => ({
    action: mode,
    label: localize(`AUGMENTED.Roll.Mode.${mode}`),
    default: mode === preferred,
    callback: (_event: Event, element: HTMLButtonElement): D20RollConfig => {
      const values = formValues(element);
      const bonus = values.bonus;
      const toggles = (options.toggles ?? []).filter((t) => values[`toggle-${t.id}`] === true).map((t) => t.id);
      const limbId = typeof values.limb === "string" ? values.limb : "";
      return { mode, bonus: typeof bonus === "string" || typeof bonus === "number" ? String(bonus) : "", toggles, limbId };
    },
  });
  const result = await dialogApi().wait({
    window: { title },
    content,
    buttons: [button("advantage"), button("normal"), button("disadvantage")],
  });
  // cast: the dialog's callback answers a D20RollConfig, told apart by its `mode`.
  return result && typeof result === "object" && "mode" in result ? (result as D20RollConfig) : null;
}
