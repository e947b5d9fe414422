/**
 * The features the module may enable in a dnd5e world, in the order their listeners run and their registrations
 * are made (as in the system's src/hooks/features.ts); the GM's content switches (./content.ts) pick which of them a
 * world enables. The manifest declares the card kinds of all of them (scripts/card-types.mjs reads this list).
 * dnd5e has its own death saves, rests, species and exhaustion rules (its rules version, which the actor port
 * reads: no exhaustion setting of the module's); the migration feature stores the module's own schema version
 * (./migration.ts). Payments are the shared ones (CORE-8): a charge two clients raced over is charged again by the
 * acting client (features/currency.ts), whichever line made it (an augment's install, a port's purchase).
 */
import type { Feature } from "../../features/feature";
import { coreFeature } from "../../features/core";
import { currencyFeature } from "../../features/currency";
import { integrityFeature } from "../../features/integrity";
import { systemFailureFeature } from "../../features/system-failure";
import { augmentUseFeature } from "../../features/augment-use";
import { augmentInstallFeature } from "../../features/augment-install";
import { augmentDesignFeature } from "../../features/augment-design";
import { migrationFeature } from "../../features/migration";
import { automailFeature } from "../../features/automail";
import { thirteenthAgeFeature } from "../../features/thirteenth-age";
import { gearforgedFeature } from "../../features/gearforged";

export const DND5E_FEATURES: readonly Feature[] = [coreFeature, currencyFeature, integrityFeature, systemFailureFeature, augmentUseFeature, augmentInstallFeature, augmentDesignFeature, migrationFeature, automailFeature, thirteenthAgeFeature, gearforgedFeature];
