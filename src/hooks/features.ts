/**
 * The features the system enables, in the order their listeners run and their registrations are made: on an HP
 * drop the death-save card, the integrity save, the System Failure offer, a 13th Age wreck; Automail's roll-dialog
 * options before the Gearforged ones; the 13th Age rest variant before the Gearforged one (the first variant that
 * answers is used); the combat's use recovery before System Failure's reset.
 */
import type { Feature } from "../features/feature";
import { coreFeature } from "../features/core";
import { exhaustionRulesFeature } from "../features/exhaustion-rules";
import { currencyFeature } from "../features/currency";
import { migrationFeature } from "../features/migration";
import { restsFeature } from "../features/rests";
import { deathSaveFeature } from "../features/death-save";
import { integrityFeature } from "../features/integrity";
import { systemFailureFeature } from "../features/system-failure";
import { augmentUseFeature } from "../features/augment-use";
import { augmentInstallFeature } from "../features/augment-install";
import { augmentDesignFeature } from "../features/augment-design";
import { speciesFeature } from "../features/species";
import { automailFeature } from "../features/automail";
import { thirteenthAgeFeature } from "../features/thirteenth-age";
import { gearforgedFeature } from "../features/gearforged";

export const SYSTEM_FEATURES: readonly Feature[] = [
  coreFeature,
  exhaustionRulesFeature,
  currencyFeature,
  migrationFeature,
  restsFeature,
  deathSaveFeature,
  integrityFeature,
  systemFailureFeature,
  augmentUseFeature,
  augmentInstallFeature,
  augmentDesignFeature,
  speciesFeature,
  automailFeature,
  thirteenthAgeFeature,
  gearforgedFeature,
];
