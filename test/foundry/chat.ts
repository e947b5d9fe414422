/**
 * `ChatMessage` (https://foundryvtt.com/api/v13/classes/foundry.documents.ChatMessage.html): content, speaker,
 * `author` (the User), whisper/blind, `rolls` (Roll instances, stored as JSON), `system` data, flags.
 * `getSpeaker`, `applyRollMode` (and the `rollMode` creation option), visibility (`visible`,
 * `isContentVisible`). `renderHTML()` (v13) builds the message element and fires `renderChatMessageHTML`
 * (https://foundryvtt.com/api/v13/functions/hookEvents.renderChatMessageHTML.html) on the current client;
 * messages are not rendered automatically: tests call `world.renderChatMessage(message)`.
 */
import { BooleanField, FilePathField, ForeignDocumentField, HTMLField, NumberField, StringField, type DataField } from "./fields";
import { ArrayField, SchemaField } from "./fields-compound";
import { flagsField, idField, statsField, systemField, typeField } from "./base-fields";
import { CHAT_MESSAGE_STYLES, DOCUMENT_OWNERSHIP_LEVELS } from "./constants";
import { Document, type DocumentMetadata } from "./document";
import { Hooks } from "./hooks";
import type { UserLike } from "./permissions";
import { Roll } from "./roll";
import { clientOf, currentClient, currentClientOrNull } from "./runtime";
import { escapeHTML, isPlainObject, type PlainObject } from "./utils";

const authorOrGM = (user: UserLike, doc: Document): boolean => user.isGM || doc._source.author === user.id;

/** Roll instances (or their data) in a message's `rolls` are stored as JSON strings, as in Foundry. */
class RollJSONField extends StringField {
  protected override _cast(value: unknown): unknown {
    if (value instanceof Roll) return JSON.stringify(value.toJSON());
    if (isPlainObject(value)) return JSON.stringify(value);
    return super._cast(value);
  }

  override initialize(value: unknown): unknown {
    return typeof value === "string" ? Roll.fromJSON(value) : value;
  }
}

export interface ChatSpeaker {
  scene: string | null;
  actor: string | null;
  token: string | null;
  alias: string;
}

export class ChatMessage extends Document {
  static override metadata: DocumentMetadata = {
    name: "ChatMessage", collection: "messages", label: "DOCUMENT.ChatMessage", embedded: {}, hasTypeData: true,
    permissions: { create: authorOrGM, update: authorOrGM, delete: authorOrGM },
  };

  declare content: string;
  declare flavor: string;
  declare speaker: ChatSpeaker;
  declare whisper: string[];
  declare blind: boolean;
  declare rolls: Roll[];
  declare style: number;
  declare timestamp: number;

  static override defineSchema(): Record<string, DataField> {
    return {
      _id: idField(),
      type: typeField("ChatMessage", "base"),
      system: systemField("ChatMessage"),
      style: new NumberField({ required: true, nullable: false, integer: true, initial: CHAT_MESSAGE_STYLES.OTHER }),
      author: new ForeignDocumentField(null, { nullable: false, initial: () => currentClientOrNull()?.user.id ?? null }),
      timestamp: new NumberField({ required: true, nullable: false, initial: () => Date.now() }),
      flavor: new HTMLField(),
      title: new StringField(),
      content: new HTMLField(),
      speaker: new SchemaField({
        scene: new ForeignDocumentField(null),
        actor: new ForeignDocumentField(null),
        token: new ForeignDocumentField(null),
        alias: new StringField(),
      }),
      whisper: new ArrayField(new ForeignDocumentField(null, { nullable: false })),
      blind: new BooleanField(),
      rolls: new ArrayField(new RollJSONField({ blank: false })),
      sound: new FilePathField({ nullable: true, initial: null }),
      emote: new BooleanField(),
      flags: flagsField(),
      _stats: statsField(),
    };
  }

  override _initialize(options: object = {}): void {
    super._initialize(options);
    // `author` resolves to the User (the source keeps the id); drop the own property so the getter answers.
    Reflect.deleteProperty(this, "author");
  }

  get author(): Document | null {
    const id = this._source.author;
    return typeof id === "string" ? clientOf(this)?.collection("User").get(id) ?? null : null;
  }

  /** Deprecated alias of `author`. */
  get user(): Document | null {
    return this.author;
  }

  get isAuthor(): boolean {
    return currentClientOrNull()?.user.id === this._source.author;
  }

  get isRoll(): boolean {
    return this.rolls.length > 0;
  }

  get alias(): string {
    return this.speaker.alias || (this.author?.name ?? "");
  }

  /** Whether the current user sees the message at all. */
  override get visible(): boolean {
    if (!this.whisper.length) return true;
    const user = currentClientOrNull()?.user;
    if (!user) return false;
    return user.isGM || this.isAuthor || this.whisper.includes(String(user.id));
  }

  /** Whether the current user sees the content (blind rolls hide it from everyone but GMs). */
  get isContentVisible(): boolean {
    const user = currentClientOrNull()?.user;
    if (!user) return false;
    if (this.blind) return user.isGM;
    return this.visible;
  }

  override getUserLevel(user: UserLike | null = currentClientOrNull()?.user ?? null): number {
    if (!user) return DOCUMENT_OWNERSHIP_LEVELS.NONE;
    if (user.isGM || this._source.author === user.id) return DOCUMENT_OWNERSHIP_LEVELS.OWNER;
    if (!this.whisper.length || this.whisper.includes(String(user.id))) return DOCUMENT_OWNERSHIP_LEVELS.OBSERVER;
    return DOCUMENT_OWNERSHIP_LEVELS.NONE;
  }

  get speakerActor(): Document | null {
    return ChatMessage.getSpeakerActor(this.speaker);
  }

  static getSpeaker({ actor, alias, scene, token }: { actor?: Document | null; alias?: string; scene?: Document | null; token?: Document | null } = {}): ChatSpeaker {
    const user = currentClient().user;
    const character = actor ?? null;
    return {
      scene: scene?.id ?? null,
      actor: character?.id ?? null,
      token: token?.id ?? null,
      alias: alias ?? character?.name ?? user.name,
    };
  }

  static getSpeakerActor(speaker: Partial<ChatSpeaker> | null | undefined): Document | null {
    if (!speaker?.actor) return null;
    return currentClient().collection("Actor").get(speaker.actor) ?? null;
  }

  /** Sets `whisper` and `blind` on message data for a roll mode (publicroll, gmroll, blindroll, selfroll). */
  static applyRollMode(chatData: PlainObject, rollMode: string): PlainObject {
    const client = currentClient();
    const gms = client.users.filter((u) => u.isGM).map((u) => String(u.id));
    if (rollMode === "roll") rollMode = "publicroll";
    if (rollMode === "gmroll" || rollMode === "blindroll") chatData.whisper = gms;
    else if (rollMode === "selfroll") chatData.whisper = [String(client.user.id)];
    else chatData.whisper = [];
    chatData.blind = rollMode === "blindroll";
    return chatData;
  }

  override async _preCreate(data: PlainObject, options: PlainObject, user: UserLike): Promise<boolean | void> {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false) return false;
    if (typeof options.rollMode === "string") this.updateSource(ChatMessage.applyRollMode({}, options.rollMode));
  }

  /** v13: the message's element for the current client, after the `renderChatMessageHTML` hook ran. */
  async renderHTML({ canDelete, canClose = false }: { canDelete?: boolean; canClose?: boolean } = {}): Promise<HTMLElement> {
    const client = currentClient();
    let content = this.content;
    if (this.isRoll && this.isContentVisible) {
      const holder = document.createElement("div");
      holder.innerHTML = content;
      if (!holder.childElementCount) {
        const parts: string[] = [];
        for (const roll of this.rolls) parts.push(await roll.render());
        content = parts.join("");
      }
    } else if (this.isRoll) {
      content = `<div class="dice-roll"><div class="dice-result"><div class="dice-formula">???</div><h4 class="dice-total">?</h4></div></div>`;
    }
    const li = document.createElement("li");
    li.className = ["chat-message", "message", "flexcol", this.whisper.length ? "whisper" : "", this.blind ? "blind" : ""].filter(Boolean).join(" ");
    li.dataset.messageId = String(this.id);
    li.dataset.standInClient = String(client.user.id);
    const flavor = this.flavor ? `<span class="flavor-text">${this.flavor}</span>` : "";
    li.innerHTML = `<header class="message-header"><h4 class="message-sender">${escapeHTML(this.alias)}</h4>${flavor}</header><div class="message-content">${content}</div>`;
    const context = { message: this.toObject(), user: client.user, author: this.author, alias: this.alias, canDelete: canDelete ?? client.user.isGM, canClose, isWhisper: this.whisper.length > 0, whisperTo: this.whisper.join(", ") };
    Hooks.callAll("renderChatMessageHTML", this, li, context);
    return li;
  }

  async getHTML(): Promise<HTMLElement> {
    return this.renderHTML();
  }

  override render(): void {}
}
