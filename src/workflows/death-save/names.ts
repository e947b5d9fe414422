/** The death-save prompt card's action name (its button and its transition). */
export const RECORD_DEATH_SAVE_ACTION = "recordDeathSaveFailure";
