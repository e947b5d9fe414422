/**
 * CORE-8 currency: five coins, valued in copper internally so arithmetic is exact. A payment plan either
 * says which coins leave the purse (making change when a larger coin has to be broken) or refuses with how
 * much is missing; coins are never negative. Deducting happens only after the user confirms: this module
 * only plans.
 */

export const COINS = ["pp", "gp", "ep", "sp", "cp"] as const;
export type Coin = (typeof COINS)[number];
export type Purse = Record<Coin, number>;

/** Value of one coin in copper. */
export const COIN_VALUE_CP: Readonly<Record<Coin, number>> = { pp: 1000, gp: 100, ep: 50, sp: 10, cp: 1 };

/** Change is handed back in these coins, largest first: electrum is rarely given as change. */
const CHANGE_COINS: readonly Coin[] = ["pp", "gp", "sp", "cp"];

export const EMPTY_PURSE: Readonly<Purse> = Object.freeze({ pp: 0, gp: 0, ep: 0, sp: 0, cp: 0 });

/**
 * The most coins of one kind a purse holds (a billion; documented in docs/actor-data.md). Above it, copper sums of a
 * purse would leave exact integer arithmetic (a 1e308 gp purse paying a 400 gp port would keep 1e308), so the actor's
 * fields refuse more (their `max`, through the range guard) and a plan refuses a purse that holds more.
 */
export const MAX_COINS = 1_000_000_000;

export function isValidPurse(purse: Purse): boolean {
  return COINS.every((coin) => Number.isInteger(purse[coin]) && purse[coin] >= 0 && purse[coin] <= MAX_COINS);
}

export function purseValueCp(purse: Purse): number {
  return COINS.reduce((sum, coin) => sum + purse[coin] * COIN_VALUE_CP[coin], 0);
}

/**
 * A gp price in copper. Float noise (1.1 × 100 = 110.00000000000001) is shaved before rounding up, and
 * any real fraction of a copper rounds up: the seller never gets less than the price.
 */
export function gpToCp(gp: number): number {
  return Math.ceil(gp * 100 - 1e-7);
}

export type PaymentPlan =
  | {
      ok: true;
      newPurse: Purse;
      /** Coins that left the purse (before change). */
      paid: Purse;
      /** Coins received back as change. */
      change: Purse;
      costCp: number;
      waived: boolean;
    }
  | { ok: false; reason: "insufficient"; shortBy: number; shortByCp: number }
  | { ok: false; reason: "invalidCost" | "invalidPurse" };

/** Express an amount of copper in the fewest coins of the given kinds. */
function coinsFor(cp: number, kinds: readonly Coin[]): Purse {
  const out: Purse = { ...EMPTY_PURSE };
  let rest = cp;
  for (const coin of kinds) {
    out[coin] = Math.floor(rest / COIN_VALUE_CP[coin]);
    rest -= out[coin] * COIN_VALUE_CP[coin];
  }
  return out;
}

/**
 * Coins are spent in this order: gold (the price's own coin), then smaller coins, then platinum, each
 * without exceeding what is still owed, so platinum is only touched when gold and change run short.
 */
const PAYMENT_ORDER: readonly Coin[] = ["gp", "ep", "sp", "cp", "pp"];

/**
 * Plan paying `costGp`. A greedy pass (PAYMENT_ORDER) pays what it can exactly; if a remainder is left, the
 * smallest unspent coin worth more than it is broken and change comes back. The owed amount only falls
 * during the pass, so every unspent coin is worth more than the remainder: one broken coin always suffices.
 * A purse worth less than the cost is spent whole by the pass (each coin is then worth no more than what is
 * owed) and leaves no coin to break: the remainder is what it is short by.
 * `waived` (the GM waives the cost) plans a payment of nothing.
 */
export function planPayment(purse: Purse, costGp: number, options: { waived?: boolean } = {}): PaymentPlan {
  if (!Number.isFinite(costGp) || costGp < 0) return { ok: false, reason: "invalidCost" };
  if (!isValidPurse(purse)) return { ok: false, reason: "invalidPurse" };
  const start: Purse = { ...EMPTY_PURSE, ...pick(purse) };
  const costCp = gpToCp(costGp);
  if (options.waived === true) {
    return { ok: true, newPurse: start, paid: { ...EMPTY_PURSE }, change: { ...EMPTY_PURSE }, costCp, waived: true };
  }
  const paid: Purse = { ...EMPTY_PURSE };
  let owed = costCp;
  for (const coin of PAYMENT_ORDER) {
    const n = Math.min(start[coin], Math.floor(owed / COIN_VALUE_CP[coin]));
    paid[coin] = n;
    owed -= n * COIN_VALUE_CP[coin];
  }
  let change: Purse = { ...EMPTY_PURSE };
  if (owed > 0) {
    const breakable = [...COINS].reverse().find((coin) => start[coin] - paid[coin] > 0 && COIN_VALUE_CP[coin] > owed);
    if (!breakable) return { ok: false, reason: "insufficient", shortBy: owed / 100, shortByCp: owed };
    paid[breakable] += 1;
    change = coinsFor(COIN_VALUE_CP[breakable] - owed, CHANGE_COINS);
  }
  const newPurse: Purse = { ...EMPTY_PURSE };
  for (const coin of COINS) newPurse[coin] = start[coin] - paid[coin] + change[coin];
  return { ok: true, newPurse, paid, change, costCp, waived: false };
}

/** Only the coin fields (a stored currency object may carry others). */
function pick(purse: Purse): Purse {
  return { pp: purse.pp, gp: purse.gp, ep: purse.ep, sp: purse.sp, cp: purse.cp };
}
