/**
 * Updating documents inside a compendium pack (`Document.updateDocuments(updates, {pack})`, and so
 * `document.update` of a pack's document): https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#updatedocuments
 * ("pack: A Compendium pack identifier within which the Documents should be updated") and
 * https://foundryvtt.com/api/v13/classes/foundry.documents.collections.CompendiumCollection.html (`locked`,
 * `configure`). The same order as a world update on the requesting client (database.ts): a locked pack or a
 * user who does not own it is refused; cleaning and validation; `_preUpdate`, then `preUpdate<Doc>`; then the
 * change is applied to the requester's copy, stored as the pack's source (every client builds its copy from it
 * when next asked), and `_onUpdate` and `update<Doc>` run on the requester. Simplifications: other clients'
 * loaded copies are rebuilt from the new source rather than told of the change (no `_onUpdate` there); an entry
 * not loaded yet is loaded first (**assumption**: Foundry finds it by id in the pack; Quench scenario
 * `write-paths`).
 */
import { DOCUMENT_OWNERSHIP_LEVELS } from "./constants";
import type { Document } from "./document";
import { Hooks } from "./hooks";
import { permissionError } from "./permissions";
import { currentClient, currentWorld } from "./runtime";
import { deepClone, expandObject, isEmpty, type PlainObject } from "./utils";
import { hookOptions, notifyAndThrow, type DatabaseOperation } from "./database";

export async function updatePackDocuments(documentName: string, updates: PlainObject[], operation: DatabaseOperation): Promise<Document[]> {
  const client = currentClient();
  client.assertConnected();
  const user = client.user;
  const userId = String(user.id);
  const pack = client.packs.get(String(operation.pack));
  if (!pack) throw new Error(`There is no compendium pack "${String(operation.pack)}"`);
  if (pack.locked) notifyAndThrow(new Error(`You may not modify the locked compendium "${pack.collection}"`));
  if (pack.getUserLevel(user) < DOCUMENT_OWNERSHIP_LEVELS.OWNER) notifyAndThrow(permissionError(user, "update", documentName));
  const options = hookOptions({ diff: true, ...operation, parent: null }, "update");

  const accepted: { doc: Document; request: PlainObject }[] = [];
  for (const raw of updates) {
    const id = String(raw._id ?? "");
    const doc = await pack.getDocument(id);
    if (!doc) throw new Error(`${documentName} "${id}" does not exist in ${pack.collection}`);
    const changes = expandObject(deepClone(raw));
    delete changes._id;
    const { diff } = doc._prepareChanges(changes); // throws a validation error, changing nothing
    if (isEmpty(diff)) continue;
    const request: PlainObject = { ...diff, _id: id };
    if ((await doc._preUpdate(request, options, user)) === false) continue;
    if (Hooks.call(`preUpdate${documentName}`, doc, request, options, userId) === false) continue;
    accepted.push({ doc, request });
  }
  await currentWorld().serverLatency(`updating ${documentName} in ${pack.collection} by ${String(user.name)}`);

  const applied: Document[] = [];
  for (const { doc, request } of accepted) {
    const { _id, ...changes } = request;
    const { diff, next } = doc._prepareChanges(changes);
    if (isEmpty(diff)) continue;
    doc._replaceSource(next);
    doc._initialize();
    doc._safePrepareData();
    for (const other of client.world.clients) other.packs.get(pack.collection)?.storeSource(String(_id), deepClone(next), other === client ? doc : undefined);
    doc._onUpdate({ ...diff, _id }, options, userId);
    Hooks.callAll(`update${documentName}`, doc, { ...diff, _id }, options, userId);
    applied.push(doc);
  }
  return applied;
}
