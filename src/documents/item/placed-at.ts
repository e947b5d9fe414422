/**
 * When an augment was placed in its section: stamped on the client that creates or
 * moves it, in the same write, as `flags.augmented.placedAt`. A race that puts two augments into one section is
 * then settled by arrival (src/workflows/augment-install/placement-race.ts) from the documents alone.
 * The clock is Foundry's estimate of the server's time (`game.time.serverTime`, GameTime in the v13 API), the
 * same for every client; where it is missing, the local clock. Ties are broken by id.
 */
import { finiteOrZero } from "../../data/shared/finite";
import { changesOnlyUses } from "../../data/item/uses-only";
import { packageId } from "../../constants";
import { isAugmentItem } from "../../data/item/augment/state";

export const PLACED_AT_FLAG = "placedAt";

export function serverNow(): number {
  // cast: `serverTime` is GameTime's server-synchronised clock (https://foundryvtt.com/api/v13/classes/foundry.helpers.GameTime.html).
  const server = (game.time as { serverTime?: unknown } | undefined)?.serverTime;
  return typeof server === "number" && Number.isFinite(server) ? server : Date.now();
}

function sectionIn(system: unknown): unknown {
  // cast: a structural, optional view of the document's system data; every read checks its type.
  return typeof system === "object" && system !== null ? (system as { installedSection?: unknown }).installedSection : undefined;
}

/** A create of an augment that starts in a section: the stamp for its source (undefined: none needed). */
export function placedAtForCreate(type: string, system: unknown): Record<string, unknown> | undefined {
  // Either host's augment type (the system's, the dnd5e module's sub-type).
  if (!isAugmentItem({ type })) return undefined;
  const section = sectionIn(system);
  return typeof section === "string" && section !== "" ? { [`flags.${packageId()}.${PLACED_AT_FLAG}`]: serverNow() } : undefined;
}

/** An update that moves an augment into a section: the stamp is added to the same changes. */
export function stampPlacedAtOnUpdate(type: string, changes: object): void {
  // Uses spent or refilled (every use, every rest) move nothing: no need to flatten the update.
  if (!isAugmentItem({ type }) || changesOnlyUses(changes)) return;
  // cast: flattenObject returns the dotted form of the update data.
  const flat = foundry.utils.flattenObject(changes) as Record<string, unknown>;
  const section = flat["system.installedSection"];
  if (typeof section !== "string" || section === "") return;
  // Written through the flat form when the changes use dotted keys, else nested: either way one path.
  if (Object.keys(changes).some((key) => key.includes("."))) Object.assign(changes, { [`flags.${packageId()}.${PLACED_AT_FLAG}`]: serverNow() });
  else foundry.utils.setProperty(changes, `flags.${packageId()}.${PLACED_AT_FLAG}`, serverNow());
}

/** The stamp of an item (0 when absent: placed before stamps existed, counted earliest). */
export function placedAtOf(item: { flags?: unknown }): number {
  // cast: the document's flags by scope, each value checked where read.
  const value = (item.flags as Record<string, Record<string, unknown> | undefined> | undefined)?.[packageId()]?.[PLACED_AT_FLAG];
  return finiteOrZero(value);
}
