/**
 * A minimal `JournalEntry` (https://foundryvtt.com/api/v13/classes/foundry.documents.JournalEntry.html), so
 * journal compendiums load: pages are kept as plain objects (no JournalEntryPage documents).
 */
import { ForeignDocumentField, type DataField } from "./fields";
import { ArrayField, ObjectField } from "./fields-compound";
import { flagsField, idField, nameField, ownershipField, sortField, statsField } from "./base-fields";
import { Document, type DocumentMetadata } from "./document";

export class JournalEntry extends Document {
  static override metadata: DocumentMetadata = {
    name: "JournalEntry", collection: "journal", label: "DOCUMENT.JournalEntry", embedded: {}, hasTypeData: false,
    permissions: { create: "ASSISTANT", update: "OWNER", delete: "ASSISTANT" },
  };

  declare pages: Record<string, unknown>[];

  static override defineSchema(): Record<string, DataField> {
    return {
      _id: idField(),
      name: nameField(),
      pages: new ArrayField(new ObjectField()),
      categories: new ArrayField(new ObjectField()),
      folder: new ForeignDocumentField(null),
      sort: sortField(),
      ownership: ownershipField(),
      flags: flagsField(),
      _stats: statsField(),
    };
  }
}
