/** What the integrity save registers at init: the card's buttons, its per-viewer renderer and the Roll and Pick transitions. */
import { registerCardTransition } from "../cards/card-action";
import { registerCardAction, registerCardRenderer } from "../cards/card-buttons";
import { dcTransition, onPickClick, onRollClick, pickTransition, rollTransition } from "./actions";
import { DC_ACTION, PICK_ACTION, ROLL_ACTION } from "./names";
import { renderIntegrityCard } from "./render";

const AUGMENT_ID = /^[A-Za-z0-9]{1,64}$/;
/** A DC argument: absent, or a short string (the rules refuse what is not a whole number in range, saying so). */
function dcArgs(raw: Record<string, unknown>, required: boolean): Record<string, string> | null {
  if (raw.dc === undefined) return required ? null : {};
  return typeof raw.dc === "string" && raw.dc.length <= 12 ? { dc: raw.dc } : null;
}

/**
 * Called once from registerHooks(). The core and system hooks it follows (`augmented.hpDrop`,
 * `renderActorSheetV2`) are subscribed in src/hooks/.
 */
export function registerIntegrity(): void {
  registerCardAction(ROLL_ACTION, onRollClick);
  registerCardAction(PICK_ACTION, onPickClick);
  registerCardRenderer("integrity", renderIntegrityCard);
  registerCardTransition(ROLL_ACTION, {
    noGm: "AUGMENTED.Integrity.NoGm",
    args: (raw) => dcArgs(raw, false),
    run: ({ message, user, args }) => rollTransition(message, user, args.dc === undefined ? null : Number(args.dc)),
  });
  registerCardTransition(DC_ACTION, {
    noGm: "AUGMENTED.Integrity.NoGm",
    args: (raw) => dcArgs(raw, true),
    run: ({ message, user, args }) => dcTransition(message, user, Number(args.dc)),
  });
  registerCardTransition(PICK_ACTION, {
    noGm: "AUGMENTED.Integrity.NoGm",
    // A player's pick always goes to the GM (CY-INT-2): with no GM the card stays pending.
    authorWithoutGm: false,
    args: (raw) => (typeof raw.augmentId === "string" && AUGMENT_ID.test(raw.augmentId) ? { augmentId: raw.augmentId } : null),
    run: ({ message, user, args }) => pickTransition(message, user, args.augmentId ?? ""),
  });
}
