/** What the integrity save registers at init: the card's buttons, its per-viewer renderer and the Roll and Pick transitions. */
import { registerCardTransition } from "../cards/card-action";
import { registerCardAction, registerCardRenderer } from "../cards/card-buttons";
import { onPickClick, onRollClick, pickTransition, rollTransition } from "./actions";
import { PICK_ACTION, ROLL_ACTION } from "./names";
import { renderIntegrityCard } from "./render";

const AUGMENT_ID = /^[A-Za-z0-9]{1,64}$/;

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
    run: ({ message, user }) => rollTransition(message, user),
  });
  registerCardTransition(PICK_ACTION, {
    noGm: "AUGMENTED.Integrity.NoGm",
    // A player's pick always goes to the GM (CY-INT-2): with no GM the card stays pending.
    authorWithoutGm: false,
    args: (raw) => (typeof raw.augmentId === "string" && AUGMENT_ID.test(raw.augmentId) ? { augmentId: raw.augmentId } : null),
    run: ({ message, user, args }) => pickTransition(message, user, args.augmentId ?? ""),
  });
}
