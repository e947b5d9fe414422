/**
 * Two clients' writes race (the soak's pairs show it: a rest racing damage would keep the rest's heal over the damage;
 * two System Failures at once would both sacrifice an augment for one use; the player and the GM attaching one limb at
 * once would give it two acclimation effects). A workflow that reads a document and writes values computed from it (a
 * long rest healing to full, damage, System Failure's 1 HP and its use record, a limb's placement and acclimation) is
 * no compare-and-set either: the write that lands second overwrites the first with values computed from a stale read.
 *
 * So each such write carries a claim in its update's options (`options.augmented.claim`: an id, when, and the
 * values it wrote), which every client's `updateActor` / `updateItem` listener receives with the update (Foundry
 * passes an update's options to every client's `_onUpdate` and update hooks: test/foundry/README.md) and
 * remembers here, per document, the newest KEEP. Once its own write has landed, the workflow looks (docs/trust.md:
 * what a client sees then is every write the server applied before it): a claim it had not received when it read,
 * and not its own, is a write that landed between its read and its write. This write came second; the workflow
 * settles itself on its own client, from the other claim's values (the state the first write left): a rest, a
 * System Failure or a limb's placement puts those values back and stops (serially it would have been refused, or
 * the first alone is kept), damage is planned again on them (both hits count).
 *
 * The claim travels in the update's options, not as a flag entry written in the same update: such an entry is most
 * of what damage costs above a bare update (bench/apply-damage: 1.13 with it, 1.04 without, CPU time in one process).
 */
import { serverNow } from "../../documents/item/placed-at";

/** Claims remembered per document; more writes than this cannot land during one write. */
const KEEP = 8;

interface Claim {
  id: string;
  at: number;
  /** The paths the claiming write set and their values. */
  values: Array<[string, unknown]>;
}

/**
 * The claims this client has received, per document (this client's copy; a token's actor is refreshed in
 * place), oldest first, at most KEEP each, and how many it has received in all: a workflow remembers that count
 * when it reads, so the claims that came after are the newest ones. A claim is only needed while the writes it
 * races are in flight, so nothing is stored: a reloaded page starts with none, and a client that was not
 * connected had no write in flight.
 */
interface ReceivedClaims {
  claims: Claim[];
  count: number;
}

const received = new WeakMap<object, ReceivedClaims>();

/** A claim read from an update's options, checked field by field (a player's client may send anything). */
function claimIn(options: unknown): Claim | null {
  // cast: the operation options, read structurally with checks.
  const value = (options as { augmented?: { claim?: unknown } } | null | undefined)?.augmented?.claim;
  if (typeof value !== "object" || value === null) return null;
  // cast: a non-null object, read by key with checks.
  const { id, at, values } = value as { id?: unknown; at?: unknown; values?: unknown };
  if (typeof id !== "string" || typeof at !== "number" || !Array.isArray(values)) return null;
  return { id, at, values: values.filter((pair): pair is [string, unknown] => Array.isArray(pair) && pair.length === 2 && typeof pair[0] === "string") };
}

/** An actor's or item's update hook, on every client: remember the claim the update carries, if any. */
export function receiveClaim(document: object, options: unknown): void {
  const claim = claimIn(options);
  if (!claim) return;
  let log = received.get(document);
  if (!log) {
    log = { claims: [], count: 0 };
    received.set(document, log);
  }
  if (log.claims.some((known) => known.id === claim.id)) return;
  log.claims.push(claim);
  log.count += 1;
  if (log.claims.length > KEEP) log.claims.shift();
}

function plainValue(value: unknown): boolean {
  switch (typeof value) {
    case "number":
    case "string":
    case "boolean":
      return true;
    case "object":
      return value === null || Object.getPrototypeOf(value) === Object.prototype;
    default:
      return false;
  }
}

/** A workflow's claim on a document it read: what its write records, and what landed before it. */
export interface WriteClaim {
  readonly id: string;
  /** The update option recording this write of `values`: merge it into the write's `options.augmented`. */
  option(values: Record<string, unknown>): { claim: { id: string; at: number; values: Array<[string, unknown]> } };
  /**
   * Once this write has landed: the values the claims that landed between the read and this write left (each
   * path as the latest of them wrote it), or null when none did (this write came first, or alone).
   */
  landedBetween(): Record<string, unknown> | null;
}

/** Take a claim on `document` (this client's actor or item) when the workflow reads what it computes from. */
export function claimWrite(document: object): WriteClaim {
  const id = foundry.utils.randomID();
  // How many claims this client had received when the claim was taken (when the workflow read the document).
  const seen = received.get(document)?.count ?? 0;
  return {
    id,
    option(values) {
      // Plain values only: a deletion (`-=key`, v14's operator) is no value to put back, and must not be sent.
      const kept: Array<[string, unknown]> = [];
      for (const [path, value] of Object.entries(values)) if (!path.includes("-=") && plainValue(value)) kept.push([path, value]);
      return { claim: { id, at: serverNow(), values: kept } };
    },
    landedBetween() {
      const log = received.get(document);
      const since = log ? log.count - seen : 0;
      // Usually only this write's own claim came since the read (or none, when its write changed nothing).
      if (!log || since === 0 || (since === 1 && log.claims.at(-1)?.id === id)) return null;
      const between = log.claims
        .slice(-since)
        .filter((claim) => claim.id !== id)
        .sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
      if (between.length === 0) return null;
      return Object.fromEntries(between.flatMap((claim) => claim.values));
    },
  };
}

/**
 * For a write that came second and stops: the changes that put every path it wrote back to what the first write
 * left (or, for a path no other claim names, to what this workflow read), where the path still holds this write's
 * value (a later write stays).
 */
export function putBack(document: object, written: Record<string, unknown>, read: Record<string, unknown>, between: Record<string, unknown>): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(written)) {
    const now: unknown = foundry.utils.getProperty(document, path);
    if (JSON.stringify(now ?? null) !== JSON.stringify(value ?? null)) continue;
    const back = path in between ? between[path] : read[path];
    if (JSON.stringify(back ?? null) !== JSON.stringify(now ?? null)) changes[path] = back ?? null;
  }
  return changes;
}
