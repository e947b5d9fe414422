/**
 * Issue 25 (found by the soak's pairs: a rest racing damage kept the rest's heal over the damage; two System
 * Failures at once both sacrificed an augment for one use). A workflow that reads the actor's HP and writes values
 * computed from them (a long rest healing to full, damage, System Failure's 1 HP and its use record) is no
 * compare-and-set either: the write that lands second overwrites the first with values computed from a stale read.
 *
 * So each such write also records a claim under its own flag key (`flags.augmented.hpClaims.<id>`: when, and the
 * values it wrote), in the same update; two racing writes both keep theirs. Once its own write has landed, the
 * workflow looks (docs/trust.md: what a client sees then is every write the server applied before it): a claim it
 * did not see when it read, and not its own, is a write that landed between its read and its write. This write came
 * second; the workflow settles itself on its own client, from the other claim's values (the state the first write
 * left): a rest or a System Failure puts those values back and stops (serially it would have been refused, or the
 * first alone is kept), damage is planned again on them (both hits count).
 */
import { SYSTEM_ID } from "../../constants";
import { deletionEntry } from "../../compat/deletion";
import { serverNow } from "../../documents/item/placed-at";

const CLAIMS_PATH = `flags.${SYSTEM_ID}.hpClaims`;
/** Claims kept per actor (each write prunes the older ones); more writes than this cannot land during one write. */
const KEEP = 8;

interface Claim {
  id: string;
  at: number;
  /** The paths the claiming write set and their values (pairs: dotted keys would be expanded in a flag). */
  values: Array<[string, unknown]>;
}

/**
 * The valid claims stored on the actor, those whose id `wanted` accepts (all by default): only they are read
 * value by value. A write reads the claims twice (when it reads the HP, and once it has landed, for the few it did
 * not see), and the actor holds up to KEEP of them: issue 27, bench/apply-damage.
 */
function claimsOf(actor: Actor.Implementation, wanted: (id: string) => boolean = () => true): Claim[] {
  // cast: a structural read of the system's flag scope (checked below: anyone may write an actor's flags).
  const stored = (actor.flags as Record<string, Record<string, unknown> | undefined> | undefined)?.[SYSTEM_ID]?.hpClaims;
  if (typeof stored !== "object" || stored === null) return [];
  const out: Claim[] = [];
  // cast: a non-null object, read by key with checks.
  for (const id in stored as Record<string, unknown>) {
    if (!Object.hasOwn(stored, id) || !wanted(id)) continue;
    // cast: stored flag data, checked field by field (a player may write anything into their actor's flags).
    const value = (stored as Record<string, unknown>)[id] as { at?: unknown; values?: unknown } | null;
    if (typeof value?.at !== "number" || !Array.isArray(value.values)) continue;
    const values = value.values.filter((pair): pair is [string, unknown] => Array.isArray(pair) && pair.length === 2 && typeof pair[0] === "string");
    out.push({ id, at: value.at, values });
  }
  return out;
}

function plainValue(value: unknown): boolean {
  if (value === null || ["number", "string", "boolean"].includes(typeof value)) return true;
  return typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype;
}

export class HpClaim {
  private readonly actor: Actor.Implementation;
  private readonly seen: Set<string>;
  /**
   * The claims stored when this one was taken, which `changes` prunes from (read once: the workflows build the
   * write right after taking the claim; issue 27, bench/apply-damage). A claim landed since is pruned by a later
   * write, and pruning one already gone deletes nothing.
   */
  private readonly stored: Claim[];
  readonly id = foundry.utils.randomID();

  constructor(actor: Actor.Implementation) {
    this.actor = actor;
    this.stored = claimsOf(actor);
    this.seen = new Set(this.stored.map((claim) => claim.id));
  }

  /** The flag changes recording this write of `values` (merged into the same update), the oldest claims pruned. */
  changes(values: Record<string, unknown>): Record<string, unknown> {
    const claims = [...this.stored].sort((a, b) => b.at - a.at);
    // Plain values only: a deletion (`-=key`, v14's operator) is no value to put back, and must not be stored.
    const kept = Object.entries(values).filter(([path, value]) => !path.includes("-=") && plainValue(value));
    const out: Record<string, unknown> = { [`${CLAIMS_PATH}.${this.id}`]: { at: serverNow(), values: kept } };
    for (const old of claims.slice(KEEP - 1)) Object.assign(out, deletionEntry(CLAIMS_PATH, old.id));
    return out;
  }

  /**
   * Once this write has landed: the values the claims that landed between the read and this write left (each
   * path as the latest of them wrote it), or null when none did (this write came first, or alone).
   */
  landedBetween(): Record<string, unknown> | null {
    const between = claimsOf(this.actor, (id) => id !== this.id && !this.seen.has(id))
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
    if (path.startsWith(`${CLAIMS_PATH}.`)) continue;
    const now: unknown = foundry.utils.getProperty(actor, path);
    if (JSON.stringify(now ?? null) !== JSON.stringify(value ?? null)) continue;
    const back = path in between ? between[path] : read[path];
    if (JSON.stringify(back ?? null) !== JSON.stringify(now ?? null)) changes[path] = back ?? null;
  }
  return changes;
}
