/**
 * The running package's id: the system's, as in system.json, or the dnd5e companion module's, which its entry sets
 * before any other module of src/ is evaluated (docs/ARCHITECTURE.md, Adapters). The settings namespace and the
 * flag scope: Foundry accepts flags only under an active package's id.
 */
// cast: the module runs the same code under its own id; the types keep the system's id, whose flags they describe.
export let SYSTEM_ID = "augmented" as const;

/** Foundry resolves system files under this path. */
export const SYSTEM_PATH = `systems/${SYSTEM_ID}`;

/**
 * Where Foundry serves the running package's files: the system's folder, or the dnd5e companion module's
 * (`modules/augmented-dnd5e`), which its entry sets before any other module of src/ is evaluated, since sheets'
 * and dialogs' class fields name their templates (docs/ARCHITECTURE.md, Adapters).
 */
let servedFrom = SYSTEM_PATH;

/** Run the shared code as the package `id`, whose files Foundry serves from `path` (the dnd5e module's entry). */
export function runAsPackage(id: string, path: string): void {
  // cast: see SYSTEM_ID.
  SYSTEM_ID = id as "augmented";
  servedFrom = path;
}

/** Template path for a file under `templates/`. */
export function templatePath(relative: string): string {
  return `${servedFrom}/templates/${relative}`;
}
