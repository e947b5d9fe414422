/**
 * Fields shared by the core document schemas (ids, names, subtypes, ownership, flags, stats), so each
 * document file only lists what is particular to it.
 */
import { DocumentIdField, NumberField, StringField, type DataField } from "./fields";
import { ObjectField, TypeDataField } from "./fields-compound";
import { currentClientOrNull } from "./runtime";
import { DOCUMENT_OWNERSHIP_LEVELS } from "./constants";

/** Known subtypes of a document: those with a data model or label in CONFIG, or listed in the manifest. */
export function knownTypes(documentName: string): string[] | undefined {
  const client = currentClientOrNull();
  if (!client) return undefined;
  const config = client.config[documentName] as { dataModels?: object; typeLabels?: object } | undefined;
  const fromConfig = Object.keys({ ...config?.typeLabels, ...config?.dataModels });
  const fromManifest = client.world.documentTypes[documentName] ?? [];
  const all = [...new Set([...fromConfig, ...fromManifest, "base"])];
  return all.length > 1 ? all : undefined;
}

export function idField(): DataField {
  return new DocumentIdField();
}

export function nameField(): DataField {
  return new StringField({ required: true, blank: false, textSearch: true });
}

/** `type` validated against the registered subtypes, when any are known. */
export function typeField(documentName: string, initial?: string): DataField {
  return new StringField({
    required: true, blank: false, initial,
    validate: (value: unknown) => {
      const types = knownTypes(documentName);
      if (types && !types.includes(String(value))) throw new Error(`"${String(value)}" is not a valid type for the ${documentName} Document class`);
      return true;
    },
  });
}

export function systemField(documentName: string): DataField {
  return new TypeDataField(documentName);
}

export function ownershipField(): DataField {
  return new ObjectField({ initial: () => ({ default: DOCUMENT_OWNERSHIP_LEVELS.NONE }) });
}

export function flagsField(): DataField {
  return new ObjectField();
}

export function sortField(): DataField {
  return new NumberField({ required: true, nullable: false, integer: true, initial: 0 });
}

export function statsField(): DataField {
  return new ObjectField({
    initial: () => ({
      compendiumSource: null, duplicateSource: null, coreVersion: "13.350", systemId: null, systemVersion: null,
      createdTime: null, modifiedTime: null, lastModifiedBy: null,
    }),
  });
}
