/**
 * The module runs the shared code as itself: its id is the flag scope and settings namespace (a dnd5e world
 * accepts flags only under an active package's id), and its folder serves the templates. Imported first by the
 * entry (index.ts), so every shared module reads the module's id and folder when it is evaluated (query names,
 * the sheets' and dialogs' template fields).
 */
import { runAsPackage } from "../../constants";
import { MODULE_ID } from "./constants";

runAsPackage(MODULE_ID, `modules/${MODULE_ID}`);
