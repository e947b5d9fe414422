/**
 * The `port` item (AM-PORT-1): a natural, unnatural or ocular automail port on a body site. Ports are
 * items rather than actor data (docs/automail.md says why): limbs name the port they hang on by item id, the
 * compendium sells the three ports, and buying or losing one is one item create or delete that undo reverses.
 */
import { BODY_SITES, PORT_KINDS, PORT_PRICES_GP, type PortState, portFitsSite } from "../../rules/automail";
import { guardPort, touchesPortPlacement } from "./automail/placement";
import { type AutomailDataIssue, type PortSystemSource, portDataIssues, toPortState } from "./automail/state";
import { descriptionField } from "./fields";
import { choiceField, optionalChoiceField, textField, worldTimeField } from "../fields";

function definePortSchema() {
  return {
    description: descriptionField(),
    /** AM-PORT-1. */
    kind: choiceField(PORT_KINDS, "natural"),
    /** Where it sits; null in a compendium until bought for a body. */
    site: optionalChoiceField(BODY_SITES),
    /** Free text for an unnatural port's exact place ("between the shoulder blades"). */
    placement: textField(),
    /** World time it was fitted (the purchase workflow sets it). */
    installedAt: worldTimeField(),
  };
}

export type PortSchema = ReturnType<typeof definePortSchema>;

type PortModelBase = foundry.abstract.TypeDataModel<PortSchema, Item.Implementation>;

/** The owning item as the placement guard reads it. */
type PlacedItem = Parameters<typeof guardPort>[0];

export class PortData extends foundry.abstract.TypeDataModel<PortSchema, Item.Implementation> {
  /** Field labels and hints from lang/en.json (`<prefix>.FIELDS.<path>.label`), localized by Foundry at start-up. */
  static override LOCALIZATION_PREFIXES = ["AUGMENTED.Item.base", "AUGMENTED.Item.Port"];

  static override defineSchema(): PortSchema {
    return definePortSchema();
  }

  /** The rules' view (src/rules/automail/limb.ts). */
  get state(): PortState {
    // cast: a structural view of the model's parent document (null outside a document).
    const item = this.parent as { id?: string | null; name?: string } | null;
    // cast: the prepared model has the stored paths of PortSystemSource.
    return toPortState(item?.id ?? "", item?.name ?? "", this as PortSystemSource);
  }

  /** AM-PORT-1: the price of this kind of port, procedure and limb removal included. */
  get priceGp(): number {
    return PORT_PRICES_GP[this.state.kind];
  }

  /**
   * Stored data the rules had to read around, plus a site this kind may not sit on (flagged, never fixed).
   * The cast below: the prepared model has the stored paths of PortSystemSource.
   */
  get dataIssues(): (AutomailDataIssue | "wrongSite")[] {
    const owned = Boolean((this.parent as { parent?: unknown } | null)?.parent);
    // A port in a compendium or the sidebar has no site until it is bought for a body.
    const issues: (AutomailDataIssue | "wrongSite")[] = portDataIssues(this as PortSystemSource).filter(
      (issue) => owned || issue !== "siteMissing",
    );
    const state = this.state;
    if (this.site !== null && !portFitsSite(state.kind, state.site)) issues.push("wrongSite");
    return issues;
  }

  /** AM-PORT-1 / AM-CY-1: no port onto a taken or unfitting site, and no unnatural port over the Intelligence limit. */
  override async _preCreate(...args: Parameters<PortModelBase["_preCreate"]>): Promise<boolean | void> {
    if ((await super._preCreate(...args)) === false) return false;
    const [, options] = args;
    const item: PlacedItem = this.parent;
    // cast: the system's own `augmented` operation option, which Foundry passes to the hooks untouched.
    return guardPort(item, item.name, this._source, options as object);
  }

  /** The same on an update that moves the port or changes its kind; nothing changes when refused. */
  override async _preUpdate(...args: Parameters<foundry.abstract.TypeDataModel.Any["_preUpdate"]>): Promise<boolean | void> {
    if ((await super._preUpdate(...args)) === false) return false;
    const [changes, options] = args;
    // cast: update data is a plain object; its expanded form is read with checks.
    const expanded = foundry.utils.expandObject({ ...(changes as object) }) as { name?: unknown; system?: Record<string, unknown> };
    const systemChanges = expanded.system;
    if (!systemChanges || typeof systemChanges !== "object" || !touchesPortPlacement(systemChanges)) return;
    const next = foundry.utils.mergeObject(foundry.utils.deepClone(this._source), systemChanges, { inplace: false });
    const item: PlacedItem = this.parent;
    const name = typeof expanded.name === "string" ? expanded.name : item.name;
    // cast: the merged source has the stored paths of PortSystemSource.
    return guardPort(item, name, next as PortSystemSource, options as object);
  }
}
