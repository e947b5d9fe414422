/**
 * Integrity saves set to `off` (CY-INT-1): nothing rolls, but the save is not forgotten either. Each one is noted
 * on the actor (`flags.augmented.integrityDue`, a list) and shown on the Augments tab
 * (templates/actor/parts/integrity-due.hbs) until its owner or a GM clears it after settling it at the table.
 */
import { packageId } from "../../constants";
import { ensureCanModify } from "../../utils/notify";
import type { IntegritySource } from "../../rules/cyborg/integrity-flow";

export const DUE_FLAG = "integrityDue";
/** The sheet's clear button: `data-augmented-integrity-clear="<entry id>"`. */
export const CLEAR_ATTRIBUTE = "data-augmented-integrity-clear";

export interface IntegrityDue {
  id: string;
  source: IntegritySource;
  amount: number | null;
  dc: number;
  hitLocation: string | null;
  augmentName: string | null;
  worldTime: number;
}

function isDue(value: unknown): value is IntegrityDue {
  // cast: a stored flag entry, checked field by field below.
  const v = value as Partial<IntegrityDue> | null;
  return typeof v === "object" && v !== null && typeof v.id === "string" && typeof v.dc === "number";
}

/** The saves noted on `actor` (malformed entries are skipped, never thrown on). */
export function dueSaves(actor: { flags: unknown }): IntegrityDue[] {
  // cast: the system's own flag scope; every entry is checked below.
  const list = ((actor.flags as Record<string, Record<string, unknown> | undefined>)[packageId()] ?? {})[DUE_FLAG];
  return Array.isArray(list) ? list.filter(isDue) : [];
}

function writeDue(actor: Actor.Implementation, list: IntegrityDue[]): Promise<unknown> {
  // cast: a dotted path into the system's own flag scope.
  return actor.update({ [`flags.${packageId()}.${DUE_FLAG}`]: list } as Actor.UpdateData);
}

/** Note one due save (on the acting client, which owns the actor or is a GM). */
export async function noteDue(actor: Actor.Implementation, entry: Omit<IntegrityDue, "id" | "worldTime">): Promise<IntegrityDue> {
  const due: IntegrityDue = { ...entry, id: foundry.utils.randomID(), worldTime: game.time?.worldTime ?? 0 };
  await writeDue(actor, [...dueSaves(actor), due]);
  return due;
}

/** The owner or a GM clears one noted save. False (with a message) for anyone else, or an unknown entry. */
export async function clearDue(actor: Actor.Implementation, id: string): Promise<boolean> {
  if (!ensureCanModify(actor)) return false;
  const list = dueSaves(actor);
  if (!list.some((entry) => entry.id === id)) return false;
  await writeDue(
    actor,
    list.filter((entry) => entry.id !== id),
  );
  return true;
}

/** `renderActorSheetV2`: bind the clear buttons of the integrity-due partial. */
export function bindDueButtons(actor: Actor.Implementation | null | undefined, html: HTMLElement): void {
  if (!actor) return;
  for (const button of html.querySelectorAll<HTMLButtonElement>(`[${CLEAR_ATTRIBUTE}]`)) {
    // A render that leaves the Augments part as it was must not bind its buttons a second time.
    if (button.dataset.augmentedBound) continue;
    button.dataset.augmentedBound = "1";
    button.addEventListener("click", (event) => {
      event.preventDefault();
      const id = button.getAttribute(CLEAR_ATTRIBUTE) ?? "";
      button.disabled = true;
      void clearDue(actor, id).finally(() => {
        button.disabled = false;
      });
    });
  }
}
