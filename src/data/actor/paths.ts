/**
 * Where the system's actor models keep what the workflows write (docs/actor-data.md): the paths the system's actor
 * port names, and the one place the system's own documents, guards and sheets take them from.
 */
import { COINS, type Coin } from "../../rules/core/currency";
import type { PortPaths } from "../../ports/actor-port";

export const ACTOR_PATHS: PortPaths = Object.freeze({
  hp: Object.freeze({ value: "system.attributes.hp.value", temp: "system.attributes.hp.temp", max: "system.attributes.hp.max" }),
  death: Object.freeze({ success: "system.attributes.death.success", failure: "system.attributes.death.failure" }),
  exhaustion: "system.attributes.exhaustion",
  // cast: fromEntries over COINS gives exactly the five coins.
  currency: Object.freeze(Object.fromEntries(COINS.map((coin) => [coin, `system.currency.${coin}`])) as Record<Coin, string>),
  hitDiceSpent: "system.attributes.hd.spent",
});

/** Where the model's derivation takes what effects add: the speeds (`<movement>.<mode>`, `.hover`) and the AC bonus. */
export const ACTOR_EFFECT_KEYS = Object.freeze({ movement: "system.attributes.movement", acBonus: "system.attributes.ac.bonus" });

/** The prefix every HP path shares: an update touching one of them changes the hit points. */
export const HP_PREFIX = "system.attributes.hp";
