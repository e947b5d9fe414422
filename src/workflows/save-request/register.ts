/** What the save request registers at init: its button, its per-viewer renderer and the Roll save transition. */
import { registerCardTransition } from "../cards/card-action";
import { registerCardAction, registerCardRenderer } from "../cards/card-buttons";
import { onRollSaveClick, rollSaveArgs, rollSaveTransition } from "./actions";
import { ROLL_SAVE_ACTION } from "./names";
import { renderSaveRequest } from "./render";

/** Called once from registerHooks(). */
export function registerSaveRequests(): void {
  registerCardAction(ROLL_SAVE_ACTION, onRollSaveClick);
  registerCardRenderer("saveRequest", renderSaveRequest);
  registerCardTransition(ROLL_SAVE_ACTION, {
    noGm: "AUGMENTED.SaveRequest.NoGm",
    args: rollSaveArgs,
    run: ({ message, user, args }) => rollSaveTransition(message, user, args.roll ?? ""),
  });
}
