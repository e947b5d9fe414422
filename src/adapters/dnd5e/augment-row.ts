/**
 * What dnd5e shows of an augment in a sheet row and on its card, in the place dnd5e puts an item's kind: the row's
 * subtitle is `system.type.label` (release-5.3.3 `module/applications/actor/api/base-actor-sheet.mjs:867`, features
 * and physical items alike), as is the card's (`module/data/abstract/item-data-model.mjs:138` `tooltipSubtitle`).
 * The augment's is its purpose, where it is installed (or that it is not) and, when not intact, its integrity:
 * "Attack · Left arm · Damaged".
 */
import type { AugmentState } from "../../rules/cyborg";
import { localize } from "../../utils/notify";

/** dnd5e's item type data (ItemTypeField: value, subtype, baseItem) with the prepared label. */
export interface AugmentRowType {
  value: string;
  subtype: string;
  baseItem: string;
  label: string;
}

export function augmentRowType(state: AugmentState): AugmentRowType {
  const parts = [
    localize(`AUGMENTED.Augment.Purpose.${state.purpose}`),
    state.installedSection ? localize(`AUGMENTED.Augment.Section.${state.installedSection}`) : localize("AUGMENTED.Augment.NotInstalled"),
  ];
  if (state.integrity !== "intact") parts.push(localize(`AUGMENTED.Augment.Integrity.${state.integrity}`));
  return { value: state.purpose, subtype: state.sectionKind, baseItem: "", label: parts.join(" · ") };
}
