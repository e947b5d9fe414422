/**
 * An augment of another host dropped on an actor: the system's `augment` items in a companion module's world, or a
 * module's `<module id>.augment` items in an Augmented world. Foundry would refuse to build such an item (its type
 * is not declared in this world) with its own validation error, or find nothing at a compendium uuid of a package
 * this world does not load; this check reads the drop's raw data first and gives the reason instead, so the drop
 * creates nothing and says why. Every host runs it from its own drop listeners.
 */
import { localize } from "./notify";

/**
 * The message for an augment of the host a package id names: the system itself, or a companion module, which is
 * named `<system id>-<host system>` and declares its augment as the module sub-type `<module id>.augment`; null for
 * any other package.
 */
function hostMessageKey(id: string | undefined, systemId: string): string | null {
  if (id === systemId) return "AUGMENTED.ForeignAugment.fromSystem";
  return id?.startsWith(`${systemId}-`) ? "AUGMENTED.ForeignAugment.fromModule" : null;
}

/** The package whose augment type `type` is: the system's `augment`, or a module's `<module id>.augment`. */
function packageOfAugmentType(type: unknown, systemId: string): string | undefined {
  if (type === "augment") return systemId;
  return typeof type === "string" ? /^([^.]+)\.augment$/.exec(type)?.[1] : undefined;
}

/** What a drop's `text/plain` JSON may carry (Foundry's drag data: a uuid, or the document's data itself). */
export interface DropData {
  type?: unknown;
  uuid?: unknown;
  data?: unknown;
}

/**
 * The localized reason to refuse the drop, or null when it is no other host's. `ownId` is the package the shared
 * code runs as here, `systemId` the system's (companions are named after it).
 */
export function foreignAugmentRefusal(data: DropData, ownId: string, systemId: string): string | null {
  if (data.type !== "Item") return null;
  // cast: the drop's inner data, an object (checked first); its `type` read as unknown and compared below.
  const inner = data.data && typeof data.data === "object" ? (data.data as { type?: unknown }).type : undefined;
  // A uuid in another host's Augments compendium (`Compendium.<package>.augments.Item.<id>`; each names it so).
  const pack = typeof data.uuid === "string" ? /^Compendium\.([^.]+)\.augments\./.exec(data.uuid)?.[1] : undefined;
  for (const id of [packageOfAugmentType(inner, systemId), pack]) {
    const key = id === ownId ? null : hostMessageKey(id, systemId);
    if (key) return localize(key);
  }
  return null;
}
