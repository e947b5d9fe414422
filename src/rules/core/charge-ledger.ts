/**
 * CORE-8 across clients: two payments made at once by two clients both read the same purse
 * and both write "purse − cost", so one charge is lost (Foundry's updates are no compare-and-set). Each charge
 * therefore also records itself, in the same actor update, as an entry of a ledger whose keys never collide (one
 * flag key per charge): its amount, the purse total it wrote, and the charge it followed (the latest entry its
 * client knew). Serial charges form a chain; two charges that followed the same entry raced, and the purse holds
 * the total of only one of them. This module finds the charges a purse lost; the settlement charges them again
 * (src/workflows/currency/charge-ledger.ts).
 *
 * A purse value set by hand (the GM or the owner typing it on the sheet) is an entry too, `set`, of no charge. A
 * charge that raced it planned on a purse the hand value replaced: serially the two orders end alike (the charge,
 * then the hand value; or the hand value, then the charge refused or taken from it), and the decision recorded in
 * docs/trust.md (Payments) takes the first: the hand value stands, the charge counts as included in it.
 */

export interface ChargeEntry {
  id: string;
  /** The charge in copper. */
  cp: number;
  /** The purse total (copper) this charge wrote. */
  toCp: number;
  /** The entry this charge followed (null: the first the client knew of). */
  parent: string | null;
  /** When (server clock, ms). */
  at: number;
  /** Already charged again by a settlement (or, raced by a hand-set value, counted as included in it). */
  settled: boolean;
  /** A value set by hand (cp 0): the purse was set to `toCp`. */
  set: boolean;
}

/** How many entries a purse keeps (the settlement prunes the oldest beyond it). */
export const LEDGER_KEEP = 16;

/**
 * The charges the purse lost: in each group of k entries that followed the same entry, k − 1 of them: those not
 * settled yet, but for the one whose total the purse shows now (else the latest).
 */
export function lostCharges(entries: readonly ChargeEntry[], purseCp: number): ChargeEntry[] {
  const lost: ChargeEntry[] = [];
  // A group of one, or one whose open charges are one or none (k − 1 settled already), loses nothing: the kept
  // charge is its only open one.
  for (const group of byParent(entries)) {
    if (group.some((entry) => entry.set)) continue;
    // Of k charges that raced, k − 1 are lost; those a settlement already charged again count among them.
    const open = group.filter((entry) => !entry.settled).sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
    const kept = open.find((entry) => entry.toCp === purseCp) ?? open.at(-1);
    lost.push(...open.filter((entry) => entry !== kept));
  }
  return lost;
}

/** Entries by the entry they followed: the entries of a group of two or more raced each other. */
function byParent(entries: readonly ChargeEntry[]): ChargeEntry[][] {
  const groups = new Map<string | null, ChargeEntry[]>();
  for (const entry of entries) groups.set(entry.parent, [...(groups.get(entry.parent) ?? []), entry]);
  return [...groups.values()];
}

export interface HandSetSettlement {
  /** The hand-set entry to restore, when the purse no longer shows it (a charge planned before it landed after). */
  restore: ChargeEntry | null;
  /** The charges that raced a hand value: included in it, marked settled. */
  included: ChargeEntry[];
}

/**
 * The charges that raced a value set by hand, and the purse to restore: in each group of entries that followed the
 * same entry and holds a hand-set one, the hand value stands (the latest of them, when two hands raced too) and the
 * open charges are included in it. Null `restore` when the purse shows it already (the hand value landed last).
 */
export function handSetStands(entries: readonly ChargeEntry[], purseCp: number): HandSetSettlement {
  const included: ChargeEntry[] = [];
  let restore: ChargeEntry | null = null;
  // A group of one holds a hand value or an open charge, never both: it is skipped below.
  for (const group of byParent(entries)) {
    const sets = group.filter((entry) => entry.set);
    const open = group.filter((entry) => !entry.set && !entry.settled);
    if (sets.length === 0 || open.length === 0) continue;
    const stands = sets.find((entry) => entry.toCp === purseCp) ?? [...sets].sort((a, b) => a.at - b.at || a.id.localeCompare(b.id)).at(-1)!;
    included.push(...open);
    // A write that followed one of them planned on what it saw then: the purse moved on, nothing to restore.
    const followed = entries.some((entry) => group.some((member) => member.id === entry.parent));
    restore = stands.toCp === purseCp || followed ? null : stands;
  }
  return { restore, included };
}

/** The latest entry (the one a new charge follows), or null. */
export function latestCharge(entries: readonly ChargeEntry[]): ChargeEntry | null {
  let latest: ChargeEntry | null = null;
  for (const entry of entries) if (!latest || entry.at > latest.at || (entry.at === latest.at && entry.id > latest.id)) latest = entry;
  return latest;
}

/** Entries beyond the newest LEDGER_KEEP (pruned by the next write). */
export function prunable(entries: readonly ChargeEntry[]): ChargeEntry[] {
  return [...entries].sort((a, b) => b.at - a.at || b.id.localeCompare(a.id)).slice(LEDGER_KEEP);
}
