/** The world's schema version setting, which the host's `ready` migration reads (src/migration/). */
import type { Feature } from "./feature";
import { SCHEMA_VERSION_SETTING } from "../migration/setting";

export const migrationFeature: Feature = { id: "migration", settings: [SCHEMA_VERSION_SETTING] };
