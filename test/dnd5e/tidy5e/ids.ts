/**
 * Tidy 5e's module id and its character sheet's registration id, apart from the entry: a test imports these, and
 * importing the entry itself would evaluate a copy of the module outside the simulated clients.
 */
export const TIDY_ID = "tidy5e-sheet";

/** The sheet id a character's `core.sheetClass` flag names to open in Tidy's sheet (scope `dnd5e`). */
export const TIDY_CHARACTER_SHEET = "dnd5e.Tidy5eCharacterSheetQuadrone";
