/**
 * `Item` (https://foundryvtt.com/api/v13/classes/foundry.documents.Item.html): a world item or one embedded in
 * an actor (`item.parent`, `item.actor`), with its own embedded effects.
 */
import { FilePathField, ForeignDocumentField, type DataField } from "./fields";
import { flagsField, idField, nameField, ownershipField, sortField, statsField, systemField, typeField } from "./base-fields";
import { Document, type DocumentMetadata } from "./document";
import { EmbeddedCollectionField, type EmbeddedCollection } from "./embedded";
import type { ActiveEffect } from "./active-effect";
import type { UserLike } from "./permissions";

/** Embedded items follow their actor's ownership; world items need ITEM_CREATE to be created. */
const createItem = (user: UserLike, doc: Document): boolean =>
  user.isGM || (doc.parent ? doc.parent.testUserPermission(user, "OWNER") : user.can("ITEM_CREATE"));

export class Item extends Document {
  static override metadata: DocumentMetadata = {
    name: "Item", collection: "items", label: "DOCUMENT.Item", embedded: { ActiveEffect: "effects" },
    hasTypeData: true, permissions: { create: createItem, update: "OWNER", delete: "OWNER" },
  };

  static DEFAULT_ICON = "icons/svg/item-bag.svg";

  declare img: string;
  declare effects: EmbeddedCollection<ActiveEffect>;

  static override defineSchema(): Record<string, DataField> {
    return {
      _id: idField(),
      name: nameField(),
      type: typeField("Item"),
      img: new FilePathField({ initial: () => Item.DEFAULT_ICON }),
      system: systemField("Item"),
      effects: new EmbeddedCollectionField("ActiveEffect"),
      folder: new ForeignDocumentField(null),
      sort: sortField(),
      ownership: ownershipField(),
      flags: flagsField(),
      _stats: statsField(),
    };
  }

  /** The owning actor, if this item is embedded in one. */
  get actor(): Document | null {
    return this.parent?.documentName === "Actor" ? this.parent : null;
  }

  get isOwned(): boolean {
    return this.actor !== null;
  }

  get transferredEffects(): ActiveEffect[] {
    return this.effects.filter((e) => e.transfer);
  }
}
