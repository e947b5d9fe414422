/**
 * The GM decisions a player's workflow may ask for (./gm-decision.ts), one validator each. A decision request's sender
 * is known (the User document it was stored on, ./stored-request.ts), but its arguments are what that user's, possibly
 * modified, client wrote, so each kind rebuilds the dialog's arguments itself: numbers and flags are checked and
 * bounded, and every title, text and label comes from this system's strings for that kind — never from the request; the
 * requester they name is the authenticated sender. Anything malformed is refused (null), never thrown.
 */
import { REPAIR_TOOLS } from "../rules/cyborg/tools";
import { localize } from "../utils/notify";
import { isObject } from "./stored-request";

/** The `type` of a GM decision stored on the requester's User document (./stored-request.ts). */
export const GM_DECISION_REQUEST = "gmDecision";

/**
 * Who asks, as the GM's client knows it: the name of the User document the request was stored on (the
 * authenticated sender, ./stored-request.ts), never a name the request carries.
 */
export interface DecisionRequester {
  name: string;
}

/** Rebuilds a kind's arguments for the GM's dialog, or null when they are malformed. */
export type DecisionValidator = (args: unknown[], requester: DecisionRequester) => unknown[] | null;

/** A DC a dialog may be pre-filled with: a whole number 1..40 (anything else is malformed). */
function dc(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 40 ? value : null;
}

/**
 * The item the question is about, as the GM's dialog names it: the longest name of an item that exists (on an
 * actor, in the world, in an item compendium) and appears in the request's text; the system's "an augment" when none does. Only an
 * existing document's name can reach the dialog, inserted into the kind's own sentence.
 */
function subjectOf(...claims: unknown[]): string {
  const said = claims.filter((claim): claim is string => typeof claim === "string").join("\n");
  let best = "";
  const consider = (name: string | null | undefined): void => {
    if (name && name.length > best.length && said.includes(name)) best = name;
  };
  for (const actor of game.actors ?? []) for (const item of actor.items) consider(item.name);
  for (const item of game.items ?? []) consider(item.name);
  // An item dropped from a compendium is not in the world yet: the packs' indexes name it.
  for (const pack of game.packs ?? []) if (pack.documentName === "Item") for (const entry of pack.index) consider(entry.name);
  return best || localize("AUGMENTED.GmDecision.AnAugment");
}

const text = (kind: string, part: string, name = "", user = ""): string => localize(`AUGMENTED.GmDecision.Kind.${kind}.${part}`, { name, user });

/** A kind's own title and prompt, about the item the request's title and prompt name (`subjectOf`), naming the requester. */
function titled(kind: string, requester: DecisionRequester, title: unknown, prompt: unknown): { title: string; prompt: string } {
  const name = subjectOf(title, prompt);
  return { title: text(kind, "Title", name, requester.name), prompt: text(kind, "Prompt", name, requester.name) };
}

const FIELD_NAME = /^[a-z][A-Za-z]{0,19}$/;

export const DECISION_KINDS: Record<string, DecisionValidator> = {
  askAugmentDcs: ([options], requester) => {
    if (!isObject(options) || !Array.isArray(options.checks) || options.checks.length < 1 || options.checks.length > 4) return null;
    const checks = [];
    for (const check of options.checks) {
      const value = isObject(check) ? dc(check.value) : null;
      if (!isObject(check) || typeof check.name !== "string" || !FIELD_NAME.test(check.name) || value === null) return null;
      checks.push({ name: check.name, label: text("askAugmentDcs", "Check"), value });
    }
    let tool: { name: string; carried: boolean } | undefined;
    const asked = options.tool;
    if (asked !== undefined) {
      const known = isObject(asked) ? REPAIR_TOOLS.find((candidate) => candidate.name === asked.name) : undefined;
      if (!known || !isObject(asked) || typeof asked.carried !== "boolean") return null;
      tool = { name: known.name, carried: asked.carried };
    }
    return [{ ...titled("askAugmentDcs", requester, options.title, options.prompt), checks, ...(tool ? { tool } : {}) }];
  },
  askLastingEffect: ([question]) => {
    if (!isObject(question) || typeof question.natural !== "number" || !Number.isInteger(question.natural) || question.natural < 1 || question.natural > 20) return null;
    return [{ name: subjectOf(question.name), natural: question.natural }];
  },
  askDcPair: ([title, prompt, defaults], requester) => {
    if (!Array.isArray(defaults) || defaults.length !== 2) return null;
    const first = dc(defaults[0]);
    const second = dc(defaults[1]);
    if (first === null || second === null) return null;
    const asked = titled("askDcPair", requester, title, prompt);
    return [asked.title, asked.prompt, [first, second]];
  },
  // Which text is asked for is read from the request's label, compared with this system's own labels only.
  askText: ([options], requester) => {
    if (!isObject(options)) return null;
    const purpose = options.label === localize("AUGMENTED.Augment.Flaw") ? "Flaw" : options.label === localize("AUGMENTED.Augment.LastingEffect") ? "LastingEffect" : "Other";
    const kind = `askText.${purpose}`;
    return [{ ...titled(kind, requester, options.title, options.prompt), label: text(kind, "Label"), skipLabel: text(kind, "Skip") }];
  },
  askCompromised: ([name]) => (typeof name === "string" ? [subjectOf(name)] : null),
  askAugmentUseCheck: ([question], requester) => {
    if (!isObject(question) || typeof question.askContact !== "boolean") return null;
    const value = dc(question.dc);
    if (value === null) return null;
    return [{ ...titled("askAugmentUseCheck", requester, question.title, question.prompt), check: text("askAugmentUseCheck", "Check"), dc: value, askContact: question.askContact }];
  },
  // GA-HEAL-1: the hours a repairer worked (the GM sets them). Only a world actor's name reaches the dialog.
  askRepairHours: ([name, initial]) => {
    if (typeof name !== "string" || typeof initial !== "number" || !Number.isInteger(initial) || initial < 1 || initial > 24) return null;
    const known = [...(game.actors ?? [])].some((actor) => actor.name === name) ? name : "";
    return [known, initial];
  },
};
