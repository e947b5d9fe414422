/** The System Failure prompt card's two actions, shared by the registration (./register.ts) and the workflows. */
export const CHOOSE_ACTION = "systemFailureChoose";
export const DECLINE_ACTION = "systemFailureDecline";
