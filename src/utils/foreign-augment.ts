/**
 * An augment of the other host dropped on an actor (bad input): the system's `augment` items in a dnd5e
 * world, or the dnd5e module's `augmented-dnd5e.augment` items in an Augmented world. Foundry would refuse to
 * build such an item (its type is not declared in this world) with its own validation error, or find nothing at
 * a compendium uuid of a package this world does not load; this check reads the drop's raw data first and
 * gives the reason instead, so the drop creates nothing and says why. Both hosts run it: the system from its
 * `dropActorSheetData` listener, the module from its own and from its body-map window.
 */
import { localize } from "./notify";

/** The two hosts: the package id the shared code runs as, its augment type, and the message for its augments. */
const HOSTS = [
  { id: "augmented", augmentType: "augment", messageKey: "AUGMENTED.ForeignAugment.fromSystem" },
  { id: "augmented-dnd5e", augmentType: "augmented-dnd5e.augment", messageKey: "AUGMENTED.ForeignAugment.fromModule" },
] as const;

/** What a drop's `text/plain` JSON may carry (Foundry's drag data: a uuid, or the document's data itself). */
export interface DropData {
  type?: unknown;
  uuid?: unknown;
  data?: unknown;
}

/** The host whose augment the drop names, when it is not `ownId` (the package the shared code runs as here). */
function foreignHost(data: DropData, ownId: string): (typeof HOSTS)[number] | null {
  if (data.type !== "Item") return null;
  const others = HOSTS.filter((host) => host.id !== ownId);
  // cast: the drop's inner data, an object (checked first); its `type` read as unknown and compared below.
  const inner = data.data && typeof data.data === "object" ? (data.data as { type?: unknown }).type : undefined;
  const byType = others.find((host) => inner === host.augmentType);
  if (byType) return byType;
  // A uuid in the other host's Augments compendium (`Compendium.<package>.augments.Item.<id>`; both name it so).
  const pack = typeof data.uuid === "string" ? /^Compendium\.([^.]+)\.augments\./.exec(data.uuid)?.[1] : undefined;
  return others.find((host) => pack === host.id) ?? null;
}

/** The localized reason to refuse the drop, or null when it is not the other host's. */
export function foreignAugmentRefusal(data: DropData, ownId: string): string | null {
  const host = foreignHost(data, ownId);
  return host ? localize(host.messageKey) : null;
}
