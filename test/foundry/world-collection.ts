/**
 * World collections (`game.actors`, `game.items`, `game.users`, …): one client's documents of one type, built
 * with that client's classes from the server's sources and kept in step by the server's broadcasts (database.ts)
 * (https://foundryvtt.com/api/v13/classes/foundry.documents.abstract.WorldCollection.html).
 * `Actors` and `Items` also carry the static sheet registry (`registerSheet`/`unregisterSheet`).
 */
import { Collection } from "./collection";
import type { Document } from "./document";
import { currentClient } from "./runtime";
import { mergeObject, type PlainObject } from "./utils";
import type { Client, SheetRegistration } from "./client";
import type { User } from "./user";
import type { Combat } from "./combat";
import type { Scene } from "./scene";

export class WorldCollection<D extends Document = Document> extends Collection<D> {
  readonly documentName: string;
  /**
   * Ids of stored documents that failed validation when the world loaded: they are not in the collection, the
   * world loads anyway, and their data is kept as it was (`getInvalid`). As v13's
   * https://foundryvtt.com/api/v13/classes/foundry.documents.abstract.DocumentCollection.html#invaliddocumentids
   */
  readonly invalidDocumentIds = new Set<string>();
  private readonly invalidSources = new Map<string, PlainObject>();

  constructor(documentName: string) {
    super();
    this.documentName = documentName;
  }

  /** The owning client's configured class (the collection is that client's). */
  get documentClass(): typeof Document {
    const config = (this.client ?? currentClient()).config[this.documentName] as { documentClass: typeof Document };
    return config.documentClass;
  }

  /** The client holding this collection (set by Client#reset). */
  client: Client | null = null;

  /** Records a stored document that does not validate (world load). */
  _addInvalid(id: string, source: PlainObject): void {
    this.invalidDocumentIds.add(id);
    this.invalidSources.set(id, source);
  }

  /**
   * The stored data of an invalid document, untouched. (v13 returns the document built without validation;
   * the stand-in returns its source.)
   */
  getInvalid(id: string, { strict = true }: { strict?: boolean } = {}): PlainObject | undefined {
    const source = this.invalidSources.get(id);
    if (!source && strict) throw new Error(`${id} is not an invalid ${this.documentName} in this collection`);
    return source;
  }

  /** Document data for importing a compendium document into the world (Foundry's fromCompendium). */
  fromCompendium(document: Document, { keepId = false, clearFolder = true, clearOwnership = true, clearSort = true }: { keepId?: boolean; clearFolder?: boolean; clearOwnership?: boolean; clearSort?: boolean } = {}): PlainObject {
    const data = document.toObject();
    if (!keepId) delete data._id;
    if (clearFolder) delete data.folder;
    if (clearOwnership) delete data.ownership;
    if (clearSort) delete data.sort;
    if (document.pack) data._stats = { ...(data._stats as PlainObject | undefined), compendiumSource: document.uuid };
    return data;
  }

  /** Creates a world document from a compendium document. */
  async importFromCompendium(pack: { getDocument(id: string): Promise<Document | undefined> }, id: string, updateData: PlainObject = {}, options: PlainObject = {}): Promise<unknown> {
    const document = await pack.getDocument(id);
    if (!document) throw new Error(`No document ${id} in the pack`);
    const data = mergeObject(this.fromCompendium(document, options), updateData, { inplace: true });
    return this.documentClass.create(data, options);
  }

  static registerSheet(this: { documentName: string }, scope: string, sheetClass: SheetRegistration["cls"], options: Partial<SheetRegistration> & { types?: string[]; makeDefault?: boolean } = {}): void {
    currentClient().registerSheet(this.documentName, scope, sheetClass, options);
  }

  static unregisterSheet(this: { documentName: string }, scope: string, sheetClass: SheetRegistration["cls"], options: { types?: string[] } = {}): void {
    currentClient().unregisterSheet(this.documentName, scope, sheetClass, options);
  }

  static documentName = "Document";
}

export class Actors extends WorldCollection {
  static override documentName = "Actor";
}

export class Items extends WorldCollection {
  static override documentName = "Item";
}

export class ChatMessages extends WorldCollection {
  static override documentName = "ChatMessage";
}

export class Users extends WorldCollection<User> {
  static override documentName = "User";

  /** The active GM with the highest role, then the lowest id (the one designated to act for all GMs). */
  get activeGM(): User | null {
    const gms = this.filter((u) => u.active && u.isGM);
    gms.sort((a, b) => b.role - a.role || String(a.id).localeCompare(String(b.id)));
    return gms[0] ?? null;
  }

  get players(): User[] {
    return this.filter((u) => !u.isGM);
  }
}


/** `game.scenes` (https://foundryvtt.com/api/v13/classes/foundry.documents.collections.Scenes.html). */
export class Scenes extends WorldCollection<Scene> {
  static override documentName = "Scene";

  /** The scene every user is pulled to (`active: true`), or null. */
  get active(): Scene | null {
    return this.find((scene) => scene.active) ?? null;
  }

  /** The scene the current user views (`Scene#isView`), or null. */
  get viewed(): Scene | null {
    return this.find((scene) => scene.isView) ?? null;
  }
}

export class CombatEncounters extends WorldCollection<Combat> {
  static override documentName = "Combat";

  /** The active combat (Foundry: the one viewed on the current scene; there is no scene here). */
  get active(): Combat | null {
    return this.find((c) => c.active) ?? null;
  }

  get viewed(): Combat | null {
    return this.active ?? this.contents[0] ?? null;
  }

  get combats(): Combat[] {
    return this.contents;
  }
}

/** The world collections of one client: Actor, Item, User, ChatMessage, Combat, Scene and the plain ones. */
export function createWorldCollections(client: Client): Map<string, WorldCollection> {
  const out = new Map<string, WorldCollection>();
  const typed = [new Actors("Actor"), new Items("Item"), new Users("User"), new ChatMessages("ChatMessage"), new CombatEncounters("Combat"), new Scenes("Scene")];
  for (const c of typed) out.set(c.documentName, c as WorldCollection);
  for (const name of ["Folder", "JournalEntry", "Macro", "RollTable", "Playlist", "Cards"]) out.set(name, new WorldCollection(name));
  for (const c of out.values()) c.client = client;
  return out;
}
