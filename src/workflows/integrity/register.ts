/**
 * What the integrity save registers at init (in the entry): the card's buttons, its per-viewer renderer and the
 * Roll and Pick transitions. Each handler loads the integrity workflows on first use (./load.ts) and reads the
 * card and the actor after the load.
 */
import { registerCardTransition } from "../cards/card-action";
import { registerCardAction, registerCardRenderer } from "../cards/card-buttons";
import { loadIntegrity } from "./load";
import { PICK_ACTION, ROLL_ACTION } from "./names";
import { renderIntegrityCard } from "./render";

const AUGMENT_ID = /^[A-Za-z0-9]{1,64}$/;

/**
 * Called once from registerHooks(). The core and system hooks it follows (`augmented.hpDrop`,
 * `renderActorSheetV2`) are subscribed in src/hooks/.
 */
export function registerIntegrity(): void {
  registerCardAction(ROLL_ACTION, async (message, button, html) => (await loadIntegrity()).onRollClick(message, button, html));
  registerCardAction(PICK_ACTION, async (message, button, html) => (await loadIntegrity()).onPickClick(message, button, html));
  registerCardRenderer(renderIntegrityCard);
  registerCardTransition(ROLL_ACTION, {
    noGm: "AUGMENTED.Integrity.NoGm",
    run: async ({ message, user }) => (await loadIntegrity()).rollTransition(message, user),
  });
  registerCardTransition(PICK_ACTION, {
    noGm: "AUGMENTED.Integrity.NoGm",
    // A player's pick always goes to the GM (CY-INT-2): with no GM the card stays pending.
    authorWithoutGm: false,
    args: (raw) => (typeof raw.augmentId === "string" && AUGMENT_ID.test(raw.augmentId) ? { augmentId: raw.augmentId } : null),
    run: async ({ message, user, args }) => (await loadIntegrity()).pickTransition(message, user, args.augmentId ?? ""),
  });
}
