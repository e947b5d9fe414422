/**
 * Issue 25 (found by the soak's pairs: a rest racing damage kept the rest's heal over the damage; two System
 * Failures at once both sacrificed an augment for one use). A workflow that reads the actor's HP and writes values
 * computed from them (a long rest healing to full, damage, System Failure's 1 HP and its use record) is no
 * compare-and-set either: the write that lands second overwrites the first with values computed from a stale read.
 *
 * So each such write carries a claim in its update's options (`options.augmented.hpClaim`: an id, when, and the
 * values it wrote), which every client's `_onUpdate` receives with the update (Foundry passes an update's options
 * to every client's `_onUpdate` and `updateActor`: test/foundry/README.md) and remembers here, per actor, the
 * newest KEEP. Once its own write has landed, the workflow looks (docs/trust.md: what a client sees then is every
 * write the server applied before it): a claim it had not received when it read, and not its own, is a write that
 * landed between its read and its write. This write came second; the workflow settles itself on its own client,
 * from the other claim's values (the state the first write left): a rest or a System Failure puts those values
 * back and stops (serially it would have been refused, or the first alone is kept), damage is planned again on
 * them (both hits count).
 *
 * Issue 27 (bench/apply-damage): until then the claim was a flag entry written in the same update
 * (`flags.augmented.hpClaims`, the oldest pruned from the ninth), most of what damage cost above a bare update
 * (1.13 with it, 1.04 with it switched off, CPU time in one process). Entries older worlds still hold are ignored.
 */
import { serverNow } from "../../documents/item/placed-at";

/** Claims remembered per actor; more writes than this cannot land during one write. */
const KEEP = 8;

interface Claim {
  id: string;
  at: number;
  /** The paths the claiming write set and their values. */
  values: Array<[string, unknown]>;
}

/**
 * The claims this client has received, per actor document (this client's copy; a token's actor is refreshed in
 * place), oldest first, at most KEEP each. A claim is only needed while the writes it races are in flight, so
 * nothing is stored: a reloaded page starts with none, and a client that was not connected had no write in flight.
 */
const received = new WeakMap<object, Claim[]>();

/** A claim read from an update's options, checked field by field (a player's client may send anything). */
function claimIn(options: unknown): Claim | null {
  // cast: the operation options, read structurally with checks.
  const value = (options as { augmented?: { hpClaim?: unknown } } | null | undefined)?.augmented?.hpClaim;
  if (typeof value !== "object" || value === null) return null;
  // cast: a non-null object, read by key with checks.
  const { id, at, values } = value as { id?: unknown; at?: unknown; values?: unknown };
  if (typeof id !== "string" || typeof at !== "number" || !Array.isArray(values)) return null;
  return { id, at, values: values.filter((pair): pair is [string, unknown] => Array.isArray(pair) && pair.length === 2 && typeof pair[0] === "string") };
}

/** The actor's `_onUpdate`, on every client: remember the claim the update carries, if any. */
export function receiveHpClaim(actor: object, options: unknown): void {
  const claim = claimIn(options);
  if (!claim) return;
  const list = received.get(actor) ?? [];
  if (list.some((known) => known.id === claim.id)) return;
  list.push(claim);
  if (list.length > KEEP) list.splice(0, list.length - KEEP);
  received.set(actor, list);
}

function plainValue(value: unknown): boolean {
  if (value === null || ["number", "string", "boolean"].includes(typeof value)) return true;
  return typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype;
}

export class HpClaim {
  private readonly actor: Actor.Implementation;
  /** The claims this client had received when the claim was taken (when the workflow read the HP). */
  private readonly seen: Set<string>;
  readonly id = foundry.utils.randomID();

  constructor(actor: Actor.Implementation) {
    this.actor = actor;
    this.seen = new Set((received.get(actor) ?? []).map((claim) => claim.id));
  }

  /** The update option recording this write of `values`: merge it into the write's `options.augmented`. */
  option(values: Record<string, unknown>): { hpClaim: { id: string; at: number; values: Array<[string, unknown]> } } {
    // Plain values only: a deletion (`-=key`, v14's operator) is no value to put back, and must not be sent.
    const kept = Object.entries(values).filter(([path, value]) => !path.includes("-=") && plainValue(value));
    return { hpClaim: { id: this.id, at: serverNow(), values: kept } };
  }

  /**
   * Once this write has landed: the values the claims that landed between the read and this write left (each
   * path as the latest of them wrote it), or null when none did (this write came first, or alone).
   */
  landedBetween(): Record<string, unknown> | null {
    const between = (received.get(this.actor) ?? [])
      .filter((claim) => claim.id !== this.id && !this.seen.has(claim.id))
      .sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
    if (between.length === 0) return null;
    return Object.fromEntries(between.flatMap((claim) => claim.values));
  }
}

/** Take a claim when the workflow reads the HP it computes from (right before it plans its write). */
export function claimHp(actor: Actor.Implementation): HpClaim {
  return new HpClaim(actor);
}

/**
 * For a write that came second and stops: the changes that put every path it wrote back to what the first write
 * left (or, for a path no other claim names, to what this workflow read), where the path still holds this write's
 * value (a later write stays).
 */
export function putBack(actor: Actor.Implementation, written: Record<string, unknown>, read: Record<string, unknown>, between: Record<string, unknown>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(written)) {
    const now: unknown = foundry.utils.getProperty(actor, path);
    if (JSON.stringify(now ?? null) !== JSON.stringify(value ?? null)) continue;
    const back = path in between ? between[path] : read[path];
    if (JSON.stringify(back ?? null) !== JSON.stringify(now ?? null)) changes[path] = back ?? null;
  }
  return changes;
}
