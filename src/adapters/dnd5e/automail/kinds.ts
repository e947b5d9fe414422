/**
 * Automail's item kinds as dnd5e items (../item-model.ts): the port (AM-PORT-1; bought and placed, it does not act)
 * and the limb (AM-*; dnd5e's activities and uses, so a limb's own features act through dnd5e's pipeline). Their
 * create and update vetoes are the system models' (src/data/item/port.ts, automail.ts): a port on a taken site or
 * past the unnatural-port limit, a limb on an occupied, missing or unfitting port, is refused with the reason
 * before anything is written, whichever tool made the item (a drop, a macro, another module).
 */
import type { Dnd5eKindModel, KindSpec } from "../item-model";
import { PortData } from "../../../data/item/port";
import { AutomailData } from "../../../data/item/automail";
import { guardLimb, guardPort, touchesLimbPlacement, touchesPortPlacement } from "../../../data/item/automail/placement";
import type { AutomailSystemSource, PortSystemSource } from "../../../data/item/automail/state";
import { addLimbSheetData, addPortSheetData } from "./sheet-parts";

type PlacedItem = Parameters<typeof guardLimb>[0];

/** The update's system changes merged over the stored source, with the name it will have; null when `touches` is false. */
function nextSource(model: Dnd5eKindModel, changes: unknown, touches: (system: Record<string, unknown>) => boolean): { name: string; next: object } | null {
  // cast: update data is a plain object; its expanded form is read with checks.
  const expanded = foundry.utils.expandObject({ ...(changes as object) }) as { name?: unknown; system?: unknown };
  const system = expanded.system;
  // cast: the expanded update's `system`, just checked to be an object, read by key.
  if (!system || typeof system !== "object" || !touches(system as Record<string, unknown>)) return null;
  const next = foundry.utils.mergeObject(foundry.utils.deepClone(model._source), system, { inplace: false });
  return { name: typeof expanded.name === "string" ? expanded.name : model.parent.name, next };
}

/** The model's item as the guards read it (its id, name, actor and the actor's items). */
function placed(model: Dnd5eKindModel): PlacedItem {
  // cast: the model's parent is the Item; the guards read it through their narrow OwnedItemLike shape.
  return model.parent as PlacedItem;
}

export const AUTOMAIL_KINDS: readonly KindSpec[] = [
  {
    kind: "port",
    shared: PortData,
    sheetData: addPortSheetData,
    // cast (both): the stored source has the port model's paths (its description is dnd5e's, which the guard ignores).
    preCreate: (model, options) => guardPort(placed(model), model.parent.name, model._source as Partial<PortSystemSource> as PortSystemSource, options as object),
    // cast (both): as above, the merged source has the port model's paths.
    preUpdate: (model, changes, options) => {
      const update = nextSource(model, changes, touchesPortPlacement);
      // cast (both): the merged source has the port model's paths; the options are the operation's, passed on as they are.
      return update ? guardPort(placed(model), update.name, update.next as PortSystemSource, options as object) : undefined;
    },
  },
  {
    kind: "automail",
    shared: AutomailData,
    activities: true,
    uses: true,
    sheetData: addLimbSheetData,
    // cast (both): the stored source has the limb model's paths (its description and uses are dnd5e's, unread here).
    preCreate: (model, options) => guardLimb(placed(model), model.parent.name, model._source as Partial<AutomailSystemSource> as AutomailSystemSource, options as object),
    // cast (both): as above, the merged source has the limb model's paths.
    preUpdate: (model, changes, options) => {
      const update = nextSource(model, changes, touchesLimbPlacement);
      // cast (both): the merged source has the limb model's paths; the options are the operation's, passed on as they are.
      return update ? guardLimb(placed(model), update.name, update.next as AutomailSystemSource, options as object) : undefined;
    },
  },
];
