/** The save request card's kind and its one button. */
export const SAVE_REQUEST_KIND = "save-request";
export const ROLL_SAVE_ACTION = "rollSave";
