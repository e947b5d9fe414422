/**
 * The schema version's hidden world setting, registered at init. The migration itself (./run.ts) runs at
 * \`ready\` on the active GM's client only (src/hooks/index.ts).
 */
import { packageId } from "../constants";

export const SCHEMA_SETTING = "schemaVersion";

/** Called at init (from registerSettings' neighbour in registerHooks): the hidden world setting. */
export function registerMigrationSetting(): void {
  // cast: the system's own hidden setting; the community types only see declared keys.
  (game.settings as { register(namespace: string, key: string, data: Record<string, unknown>): void }).register(packageId(), SCHEMA_SETTING, {
    scope: "world",
    config: false,
    type: Number,
    default: 0,
  });
}

/** Called once from registerHooks() (which runs \`migrateWorld\` at \`ready\`). */
export function registerMigrations(): void {
  registerMigrationSetting();
}
