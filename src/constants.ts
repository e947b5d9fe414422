/** The system id, as in system.json; also the settings namespace and the flag scope. */
export const SYSTEM_ID = "augmented";

/** Foundry resolves system files under this path. */
export const SYSTEM_PATH = `systems/${SYSTEM_ID}`;

/** Template path for a file under `templates/`. */
export function templatePath(relative: string): string {
  return `${SYSTEM_PATH}/templates/${relative}`;
}
