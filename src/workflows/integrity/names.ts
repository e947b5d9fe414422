/** The integrity card's kind, actions and field name: shared by the registration (./register.ts) and the workflows. */
export const INTEGRITY_CARD_KIND = "integrity";
export const ROLL_ACTION = "integrityRoll";
export const PICK_ACTION = "integrityPick";
export const DC_FIELD = "integrityDc";
/** The GM's DC edit on the card (a transition without a button: the field's change sends it). */
export const DC_ACTION = "integritySetDc";
