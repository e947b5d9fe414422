/**
 * The schema version's hidden world setting, which the migration feature declares (src/features/migration.ts). The
 * migration itself (./run.ts) runs at \`ready\` on the active GM's client only (src/hooks/index.ts).
 */
import type { FeatureSetting } from "../settings";

export const SCHEMA_SETTING = "schemaVersion";

export const SCHEMA_VERSION_SETTING: FeatureSetting = { key: SCHEMA_SETTING, scope: "world", config: false, type: Number, default: 0 };
