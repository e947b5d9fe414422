/**
 * `Combat` and `Combatant` (https://foundryvtt.com/api/v13/classes/foundry.documents.Combat.html):
 * combatants by actorId, turn order by initiative, `startCombat`, `nextTurn`/`previousTurn`,
 * `nextRound`/`previousRound`, `endCombat` (asks with DialogV2.confirm, as Foundry does), `rollInitiative`.
 * Hooks: `combatStart`, `combatTurn`, `combatRound` on the requesting client before the update;
 * `updateCombat` and `combatTurnChange(combat, prior, current)` on every client after it; the
 * `_onStartTurn`/`_onEndTurn`/`_onStartRound`/`_onEndRound` methods on the active GM's client only.
 * A round (or a turn, with CONFIG.time.turnTime) moves world time by CONFIG.time.roundTime with the combat's
 * update, on the server, whoever made it (options `{direction, worldTime: {delta}}`, v13's names).
 */
import { BooleanField, FilePathField, ForeignDocumentField, NumberField, StringField, type DataField } from "./fields";
import { flagsField, idField, sortField, statsField, systemField, typeField } from "./base-fields";
import { DOCUMENT_OWNERSHIP_LEVELS } from "./constants";
import { Document, type DocumentMetadata } from "./document";
import { EmbeddedCollectionField, type EmbeddedCollection } from "./embedded";
import { Hooks } from "./hooks";
import type { UserLike } from "./permissions";
import { Roll } from "./roll";
import { clientOf, currentClient, currentClientOrNull } from "./runtime";
import type { PlainObject } from "./utils";
import type { Scene, TokenDocument } from "./scene";

export interface CombatHistoryData {
  round: number;
  turn: number | null;
  combatantId: string | null;
  tokenId: string | null;
}

/** Players may only move the turn along when they own the current combatant. */
const updateCombat = (user: UserLike, doc: Document, data?: PlainObject): boolean => {
  if (user.isGM) return true;
  const keys = Object.keys(data ?? {}).filter((k) => k !== "_id");
  const combatant = (doc as Combat).combatant;
  return keys.every((k) => k === "round" || k === "turn") && Boolean(combatant?.actor?.testUserPermission(user, "OWNER"));
};

const ownsCombatantActor = (user: UserLike, doc: Document): boolean =>
  user.isGM || Boolean((doc as Combatant).actor?.testUserPermission(user, "OWNER"));

export class Combatant extends Document {
  static override metadata: DocumentMetadata = {
    name: "Combatant", collection: "combatants", label: "DOCUMENT.Combatant", embedded: {}, hasTypeData: true,
    permissions: { create: ownsCombatantActor, update: ownsCombatantActor, delete: ownsCombatantActor },
  };

  declare actorId: string | null;
  declare tokenId: string | null;
  declare sceneId: string | null;
  declare initiative: number | null;
  declare hidden: boolean;
  declare defeated: boolean;
  declare img: string | null;

  static override defineSchema(): Record<string, DataField> {
    return {
      _id: idField(),
      type: typeField("Combatant", "base"),
      system: systemField("Combatant"),
      actorId: new ForeignDocumentField(null),
      tokenId: new ForeignDocumentField(null),
      sceneId: new ForeignDocumentField(null),
      name: new StringField({ blank: true }),
      img: new FilePathField({ nullable: true, initial: null }),
      initiative: new NumberField(),
      hidden: new BooleanField(),
      defeated: new BooleanField(),
      flags: flagsField(),
      _stats: statsField(),
    };
  }

  /** The token's actor when the combatant has a token (a synthetic actor for an unlinked one), else the world actor. */
  get actor(): Document | null {
    const token = this.token;
    if (token) return token.actor;
    return this.actorId ? clientOf(this)?.collection("Actor").get(this.actorId) ?? null : null;
  }

  get combat(): Combat | null {
    return (this.parent as Combat | null) ?? null;
  }

  /** The token it represents, on its scene (`sceneId`, else the combat's scene). */
  get token(): TokenDocument | null {
    if (!this.tokenId) return null;
    const sceneId = this.sceneId ?? (this.parent as Combat | null)?.scene ?? null;
    const scenes = clientOf(this)?.collection("Scene");
    const scene = sceneId ? (scenes?.get(sceneId) as Scene | undefined) : undefined;
    if (scene) return scene.tokens.get(this.tokenId) ?? null;
    for (const s of scenes?.values() ?? []) {
      const token = (s as Scene).tokens.get(this.tokenId);
      if (token) return token;
    }
    return null;
  }

  override _initialize(options: object = {}): void {
    super._initialize(options);
    // Like Foundry, an unnamed combatant shows its actor's name (read live).
    Object.defineProperty(this, "name", {
      get: () => String(this._source.name || this.actor?.name || "Unknown"), configurable: true, enumerable: true,
    });
  }

  get isNPC(): boolean {
    const actor = this.actor;
    return !actor || !currentClient().users.some((u) => !u.isGM && actor.testUserPermission(u, "OWNER"));
  }

  get isDefeated(): boolean {
    return this.defeated;
  }

  override getUserLevel(user: UserLike | null = currentClientOrNull()?.user ?? null): number {
    if (!user) return DOCUMENT_OWNERSHIP_LEVELS.NONE;
    if (user.isGM) return DOCUMENT_OWNERSHIP_LEVELS.OWNER;
    return this.actor?.getUserLevel(user) ?? DOCUMENT_OWNERSHIP_LEVELS.NONE;
  }

  getInitiativeRoll(formula?: string): Roll {
    const configured = (currentClient().config.Combat as { initiative?: { formula?: string | null } } | undefined)?.initiative?.formula;
    return Roll.create(formula ?? configured ?? "1d20", this.actor?.getRollData() ?? {});
  }

  async rollInitiative(formula?: string): Promise<Combatant | undefined> {
    await this.combat?.rollInitiative([String(this.id)], { formula });
    return this;
  }
}

export class Combat extends Document {
  static override metadata: DocumentMetadata = {
    name: "Combat", collection: "combats", label: "DOCUMENT.Combat", embedded: { Combatant: "combatants" }, hasTypeData: true,
    permissions: { create: "ASSISTANT", update: updateCombat, delete: "ASSISTANT" },
  };

  declare combatants: EmbeddedCollection<Combatant>;
  declare round: number;
  declare turn: number | null;
  declare active: boolean;
  declare scene: string | null;
  // Set during preparation, which runs inside the base constructor: declared, not initialized, so a class
  // field initializer does not reset them afterwards.
  /** Combatants in turn order (initiative descending, unrolled last), rebuilt on preparation. */
  declare turns: Combatant[];
  declare previous: CombatHistoryData | null;
  declare current: CombatHistoryData;
  /** The turn state before the last turn or round change this client received (setupTurns). */
  declare private previousState: CombatHistoryData | null;

  static override defineSchema(): Record<string, DataField> {
    return {
      _id: idField(),
      type: typeField("Combat", "base"),
      system: systemField("Combat"),
      scene: new ForeignDocumentField(null),
      combatants: new EmbeddedCollectionField("Combatant"),
      active: new BooleanField(),
      round: new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 }),
      turn: new NumberField({ required: true, integer: true, min: 0, initial: null }),
      sort: sortField(),
      flags: flagsField(),
      _stats: statsField(),
    };
  }

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.setupTurns();
  }

  setupTurns(): Combatant[] {
    const list = [...this.combatants.values()];
    list.sort((a, b) => {
      const ia = a.initiative ?? -Infinity;
      const ib = b.initiative ?? -Infinity;
      return ib - ia || a.name.localeCompare(b.name) || String(a.id).localeCompare(String(b.id));
    });
    this.turns = list;
    const turn = this.turn === null ? null : Math.min(this.turn, Math.max(list.length - 1, 0));
    const c = turn === null ? undefined : list[turn];
    // The state this client showed before a turn or round change: each client keeps its own (they all get `_onUpdate`).
    const before = this.current as CombatHistoryData | undefined;
    if (before && (before.round !== this.round || before.turn !== turn)) this.previousState = { ...before };
    this.current = { round: this.round, turn, combatantId: c?.id ?? null, tokenId: c?.tokenId ?? null };
    return list;
  }

  get started(): boolean {
    return this.turns.length > 0 && this.round > 0;
  }

  get isActive(): boolean {
    return this.active;
  }

  get combatant(): Combatant | undefined {
    return this.turn === null ? undefined : this.turns[this.turn];
  }

  /**
   * The combatants that represent an actor (or actor id)
   * (https://foundryvtt.com/api/v13/classes/foundry.documents.Combat.html#getcombatantsbyactor): a token's
   * synthetic actor is represented by its token's combatants only; a world actor (or an id) by every combatant
   * holding its id.
   */
  getCombatantsByActor(actor: string | { id: string | null; isToken?: boolean; token?: { id: string | null } | null }): Combatant[] {
    if (typeof actor !== "string" && actor.isToken && actor.token) return this.getCombatantsByToken(actor.token);
    const id = typeof actor === "string" ? actor : actor.id;
    return this.combatants.filter((combatant) => combatant.actorId === id);
  }

  /** The combatants that represent a token (or token id). */
  getCombatantsByToken(token: string | { id: string | null }): Combatant[] {
    const id = typeof token === "string" ? token : token.id;
    return this.combatants.filter((combatant) => combatant.tokenId === id);
  }

  get nextCombatant(): Combatant | undefined {
    if (this.turn === null) return this.turns[0];
    return this.turns[(this.turn + 1) % Math.max(this.turns.length, 1)];
  }

  /**
   * The options of a turn or round change, in v13's names: `{direction, worldTime: {delta}}` (the v12 name was
   * `advanceTime`). The server moves the world clock by `delta` with the update (database.ts).
   */
  private timeOptions(direction: number, delta: number): PlainObject {
    return { direction, worldTime: { delta } };
  }

  private roundTime(): number {
    return Number((currentClient().config.time as { roundTime?: number }).roundTime ?? 6);
  }

  private turnTime(): number {
    return Number((currentClient().config.time as { turnTime?: number }).turnTime ?? 0);
  }

  async startCombat(): Promise<this | undefined> {
    const updateData = { round: 1, turn: 0 };
    Hooks.callAll("combatStart", this, updateData);
    return this.update(updateData);
  }

  async nextTurn(): Promise<this | undefined> {
    if (this.turn === null || this.turns.length === 0) return this.nextRound();
    const next = this.turn + 1;
    if (next >= this.turns.length) return this.nextRound();
    const updateData = { round: this.round, turn: next };
    const updateOptions = this.timeOptions(1, this.turnTime());
    Hooks.callAll("combatTurn", this, updateData, updateOptions);
    return this.update(updateData, updateOptions);
  }

  async previousTurn(): Promise<this | undefined> {
    if (this.turn === 0 && this.round <= 1) return this;
    if (this.turn === 0 || this.turn === null) return this.previousRound();
    const updateData = { round: this.round, turn: this.turn - 1 };
    const updateOptions = this.timeOptions(-1, -this.turnTime());
    Hooks.callAll("combatTurn", this, updateData, updateOptions);
    return this.update(updateData, updateOptions);
  }

  async nextRound(): Promise<this | undefined> {
    // No time passes on the way from round 0 (not started) to round 1 (foundryvtt issue 12015).
    const updateData = { round: this.round + 1, turn: 0 };
    const updateOptions = this.timeOptions(1, this.round > 0 ? this.roundTime() : 0);
    Hooks.callAll("combatRound", this, updateData, updateOptions);
    return this.update(updateData, updateOptions);
  }

  async previousRound(): Promise<this | undefined> {
    const round = Math.max(this.round - 1, 0);
    const updateData = { round, turn: round === 0 ? null : Math.max(this.turns.length - 1, 0) };
    // Rewinding a round takes its time back (foundryvtt issue 12016); nothing before round 1.
    const updateOptions = this.timeOptions(-1, this.round > 1 ? -this.roundTime() : 0);
    Hooks.callAll("combatRound", this, updateData, updateOptions);
    return this.update(updateData, updateOptions);
  }

  /** Asks for confirmation (DialogV2.confirm), then deletes the combat. */
  async endCombat(): Promise<unknown> {
    const { DialogV2 } = await import("./dialog");
    return DialogV2.confirm({
      window: { title: "COMBAT.EndTitle" },
      content: `<p>${currentClient().world.i18n.localize("COMBAT.EndConfirmation")}</p>`,
      yes: { callback: () => this.delete() },
    });
  }

  async rollInitiative(ids: string | string[], { formula, updateTurn = true, messageOptions = {} }: { formula?: string; updateTurn?: boolean; messageOptions?: PlainObject } = {}): Promise<this> {
    const list = Array.isArray(ids) ? ids : [ids];
    const currentId = this.combatant?.id;
    const updates: PlainObject[] = [];
    for (const id of list) {
      const combatant = this.combatants.get(id);
      if (!combatant) continue;
      const roll = combatant.getInitiativeRoll(formula);
      await roll.evaluate();
      updates.push({ _id: id, initiative: roll.total });
      await roll.toMessage({ speaker: { actor: combatant.actorId, alias: combatant.name }, flavor: `${combatant.name} rolls for Initiative!`, ...messageOptions });
    }
    if (updates.length) await this.updateEmbeddedDocuments("Combatant", updates);
    if (updateTurn && currentId && this.started) {
      const turn = this.turns.findIndex((c) => c.id === currentId);
      if (turn >= 0 && turn !== this.turn) await this.update({ turn });
    }
    return this;
  }

  async rollAll(options: PlainObject = {}): Promise<this> {
    const ids = this.combatants.filter((c) => c.initiative === null).map((c) => String(c.id));
    return this.rollInitiative(ids, options);
  }

  override _onUpdate(changed: PlainObject, options: PlainObject, userId: string): void {
    super._onUpdate(changed, options, userId);
    if (!("turn" in changed) && !("round" in changed)) return;
    const prior = this.previousState ?? this.previous ?? { round: 0, turn: null, combatantId: null, tokenId: null };
    this.previous = prior;
    Hooks.callAll("combatTurnChange", this, prior, this.current);
    const client = currentClient();
    if (client.users.activeGM?.id !== client.userId) return;
    // Turn events are handled once, by the active GM (the world clock moved with the update: database.ts).
    const priorCombatant = prior.combatantId ? this.combatants.get(prior.combatantId) : undefined;
    const advanced = this.round > prior.round || (this.round === prior.round && (this.turn ?? 0) > (prior.turn ?? -1));
    if (advanced) {
      if (priorCombatant && prior.round > 0) client.world.guard("Combat#_onEndTurn", () => this._onEndTurn(priorCombatant));
      if (this.round > prior.round && prior.round > 0) client.world.guard("Combat#_onEndRound", () => this._onEndRound());
      if (this.round > prior.round) client.world.guard("Combat#_onStartRound", () => this._onStartRound());
      const combatant = this.combatant;
      if (combatant) client.world.guard("Combat#_onStartTurn", () => this._onStartTurn(combatant));
    }
  }

  override async _preUpdate(changes: PlainObject, options: PlainObject, user: UserLike): Promise<boolean | void> {
    const allowed = await super._preUpdate(changes, options, user);
    if (allowed === false) return false;
  }

  async _onStartTurn(_combatant: Combatant): Promise<void> {}
  async _onEndTurn(_combatant: Combatant): Promise<void> {}
  async _onStartRound(): Promise<void> {}
  async _onEndRound(): Promise<void> {}
}
