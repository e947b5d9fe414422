/**
 * The one way Foundry-facing code reads an augment item (workflows, sheets): its system data, its rules state,
 * the actor's other augments, its design status. Plain readers over the augment model (./state.ts).
 */
import { type AugmentState, type DesignStatus, isDesignStatus } from "../../../rules/cyborg";
import { localize } from "../../../utils/notify";
import { AUGMENT_ITEM_TYPE, type AugmentSystemSource, augmentStates, toAugmentState } from "./state";
import { type CardText, cardText } from "../../chat/card-text";

export function isAugment(item: { type: string }): boolean {
  return item.type === AUGMENT_ITEM_TYPE;
}

export function augmentSystem(item: { system: unknown }): AugmentSystemSource {
  // cast: only called for items of type "augment" (checked by the callers).
  return item.system as AugmentSystemSource;
}

export function stateOf(item: { id: string | null; name: string; system: unknown }): AugmentState {
  return toAugmentState(item.id ?? "", item.name, augmentSystem(item));
}

/** The actor's augments other than `item` (which may or may not be owned yet). */
export function otherAugments(actor: Actor.Implementation, item: { id: string | null; parent?: unknown }): AugmentState[] {
  return augmentStates(actor.items, item.parent === actor ? item.id : null);
}

export function sectionLabel(section: string): string {
  return localize(`AUGMENTED.Augment.Section.${section}`);
}

/** A section's name as a card stores it (localized for whoever views the card). */
export function sectionCardText(section: string | null | undefined): CardText | string {
  return section ? cardText(`AUGMENTED.Augment.Section.${section}`) : "—";
}

/** The augment's design status; anything unreadable counts as built (compendium entries, older data). */
export function designStatusOf(item: { system: unknown }): DesignStatus {
  // cast: the optional field this workflow adds to the augment model (../augment.ts).
  const status = (augmentSystem(item) as { designStatus?: unknown }).designStatus;
  return isDesignStatus(status) ? status : "built";
}
