/**
 * The system's id, as in system.json. Shared code that names the running package (the settings namespace, the flag
 * scope, query names) asks `packageId()` instead: a companion module runs the same code under its own id.
 */
export const SYSTEM_ID = "augmented";

/** Foundry resolves system files under this path. */
export const SYSTEM_PATH = `systems/${SYSTEM_ID}`;

/** The package the shared code runs as, once its entry has named it; until then the system. */
let running: { id: string; path: string } | null = null;

/**
 * The running package's id: the system's, or a companion module's, given once by its entry before any other module
 * of src/ is evaluated (docs/ARCHITECTURE.md, Adapters). Foundry accepts flags only under an active package's id.
 */
export function packageId(): typeof SYSTEM_ID {
  // cast: a companion runs the same code under its own id; the types keep the system's, whose flags they describe.
  return (running?.id ?? SYSTEM_ID) as typeof SYSTEM_ID;
}

/**
 * Run the shared code as the package `id`, whose files Foundry serves from `path` (a companion module's entry). Given
 * once: a second, different package would leave values already computed under the first.
 */
export function runAsPackage(id: string, path: string): void {
  if (running && (running.id !== id || running.path !== path)) throw new Error(`Augmented: already running as ${running.id}`);
  running = { id, path };
}

/** Template path for a file under `templates/`, in the running package's folder (sheets' class fields name them). */
export function templatePath(relative: string): string {
  return `${running?.path ?? SYSTEM_PATH}/templates/${relative}`;
}
