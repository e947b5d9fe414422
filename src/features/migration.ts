/** The world's schema version setting, which the host's `ready` migration reads (src/migration/). */
import type { Feature } from "./feature";
import { registerMigrations } from "../migration/setting";

export const migrationFeature: Feature = { id: "migration", register: [registerMigrations] };
