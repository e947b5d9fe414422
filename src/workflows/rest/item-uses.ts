/**
 * The limited uses of an actor's items, as the rests (./rest.ts) and a combat's end (./combat-recovery.ts) read
 * them.
 */
import { RECOVERY_PERIODS, type RecoveryPeriod, type Uses } from "../../rules/core/uses";
import { isAugment } from "../../data/item/augment/read";

interface ItemUsesView {
  uses?: { spent?: number; maxValue?: number; max?: number; recovery?: Iterable<string> };
}

function isRecoveryPeriod(value: string): value is RecoveryPeriod {
  // cast: the literal tuple widened so includes() takes any value; the check is what narrows it.
  return (RECOVERY_PERIODS as readonly string[]).includes(value);
}

/** Limited uses of the actor's items, keyed by item id (items without uses are left out). */
export function readItemUses(actor: Actor.Implementation): Record<string, Uses> {
  const out: Record<string, Uses> = {};
  for (const item of actor.items) {
    // cast: a structural, optional view of the shared uses field (src/data/shared/uses-field.ts).
    const uses = (item.system as ItemUsesView | undefined)?.uses;
    if (!uses || item.id === null) continue;
    if (isAugment(item)) {
      // CY-USE-2: an augment's uses (max = PB, derived) all come back on a long rest.
      if (typeof uses.max === "number" && uses.max > 0) out[item.id] = { spent: uses.spent ?? 0, max: uses.max, recovery: ["lr"] };
      continue;
    }
    if (typeof uses.maxValue !== "number" || uses.maxValue <= 0) continue;
    out[item.id] = { spent: uses.spent ?? 0, max: uses.maxValue, recovery: [...(uses.recovery ?? [])].filter(isRecoveryPeriod) };
  }
  return out;
}
