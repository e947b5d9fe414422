/**
 * The GM decisions the install and removal workflows ask for (docs/ARCHITECTURE.md "GM decisions are asked for,
 * pre-filled with defaults"): the two DCs (CY-INS-2 / CY-REM-1, the second higher), the flaw description
 * (CY-INS-2), an optional Lasting Effect (CY-LE-1), whether a flawed removal compromised the augment
 * (CY-REM-1), and which section a drop outside the body map goes to. Each returns null when closed.
 */
import { templatePath } from "../../constants";
import { localize, notifyWarn } from "../../utils/notify";
import { validateDcPair } from "../../rules/cyborg";
import { askAction, askForm, oneOf } from "./form-dialog";

export const AUGMENT_DC_TEMPLATE = templatePath("dialogs/augment-install-dcs.hbs");
export const AUGMENT_TEXT_TEMPLATE = templatePath("dialogs/augment-install-text.hbs");
export const AUGMENT_COMPROMISED_TEMPLATE = templatePath("dialogs/augment-compromised.hbs");
export const AUGMENT_SECTION_TEMPLATE = templatePath("dialogs/augment-install-section.hbs");

/**
 * Ask for the two DCs, pre-filled with `defaults`. An invalid pair (not whole numbers ≥ 1, or the second not
 * higher) is refused with a warning and the dialog asked again with the typed values.
 */
export async function askDcPairHere(title: string, prompt: string, defaults: readonly [number, number]): Promise<[number, number] | null> {
  let current: [number, number] = [defaults[0], defaults[1]];
  for (;;) {
    const pair = await askForm({
      template: AUGMENT_DC_TEMPLATE,
      data: { id: foundry.utils.randomID(), prompt, first: current[0], second: current[1] },
      title,
      confirm: { action: "ok", label: localize("AUGMENTED.AugmentInstall.Roll") },
      read: (values) => [Number(values.dc1), Number(values.dc2)] as const,
    });
    if (!pair) return null;
    const [first, second] = pair;
    const check = validateDcPair(first, second);
    if (check.ok) return [first, second];
    notifyWarn(`AUGMENTED.AugmentInstall.DcProblem.${check.reason}`);
    current = [Number.isFinite(first) ? first : defaults[0], Number.isFinite(second) ? second : defaults[1]];
  }
}

/** Ask for a text (flaw, lasting effect). Returns the trimmed text ("" when skipped), or null when closed. */
export async function askTextHere(options: { title: string; prompt: string; label: string; hint?: string; skipLabel?: string }): Promise<string | null> {
  return askForm({
    template: AUGMENT_TEXT_TEMPLATE,
    data: { id: foundry.utils.randomID(), ...options },
    title: options.title,
    confirm: { action: "ok", label: localize("AUGMENTED.AugmentInstall.Record") },
    cancel: { action: "skip", label: options.skipLabel ?? localize("AUGMENTED.AugmentInstall.Skip"), answer: "" },
    read: (values) => String(values.text ?? "").trim(),
  });
}

/** CY-REM-1: the GM decides whether a flawed removal compromised the augment. Null when closed. */
export async function askCompromisedHere(name: string): Promise<boolean | null> {
  const answer = await askAction({
    template: AUGMENT_COMPROMISED_TEMPLATE,
    data: { name },
    title: localize("AUGMENTED.AugmentInstall.CompromisedTitle"),
    buttons: [
      { action: "yes", label: localize("AUGMENTED.AugmentInstall.Compromised") },
      { action: "no", label: localize("AUGMENTED.AugmentInstall.NotCompromised"), default: true },
    ],
    cancel: false,
  });
  return answer === null ? null : answer === "yes";
}

/** Which of `sections` (ids, named by the template) an augment dropped outside the body map goes to. Null when cancelled or closed. */
export async function askSection(name: string, sections: readonly string[]): Promise<string | null> {
  return askForm({
    template: AUGMENT_SECTION_TEMPLATE,
    data: { id: foundry.utils.randomID(), name, sections },
    title: localize("AUGMENTED.AugmentInstall.SectionTitle"),
    confirm: { action: "ok", label: localize("AUGMENTED.AugmentInstall.Install") },
    read: (values) => oneOf(values.section, sections),
  });
}
