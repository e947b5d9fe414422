/**
 * The Actor document, thin: it recognises what a change means and announces it, nothing more. An HP drop is
 * recognised here once (`_preUpdate` records the HP before, `_onUpdate` reads the drop on every client) and
 * announced as the system hook `augmented.hpDrop` (./actor/hp-drop.ts). The workflows' entry points
 * (`actor.applyDamage`, `actor.installAugment`…) are added by the class that extends this one
 * (src/workflows/workflow-actor.ts), which is what CONFIG.Actor.documentClass names.
 */
import { announceHpDrop, recordHpBefore } from "./actor/hp-drop";
import { trackOverdrivePool } from "./actor/overdrive-pool";
import { refuseCreate, refuseUpdate, refuseUpdates, stored } from "./write-guard";
import { refuseNonFinite } from "./non-finite";
import { hpAboveMaxInSource } from "../data/actor/parts/hp-guard";
import { forgetWorldTimeWatch, recordWorldTimeWatch } from "./actor/world-time-watch";
import { clampTokenHpFirst } from "./actor/token-hp";
import { recordHandSetPurse } from "./actor/charge-entries";

export class AugmentedActorDocument extends Actor {
  /** On the client making the update: remember the HP it starts from, so every client can tell a typed edit's drop. */
  protected override async _preUpdate(changes: Actor.UpdateData, options: Actor.Database.PreUpdateOptions, user: User.Implementation): Promise<boolean | void> {
    const allowed = await super._preUpdate(changes, options, user);
    if (allowed === false || refuseNonFinite(this.name, changes) === false) return false;
    // Every update path runs this (a macro's `Actor.updateDocuments`, a compendium's), with the numbers as
    // requested: the system's fields neither clamp nor refuse a range (src/data/guarded-number-field.ts).
    if (refuseUpdate(this, changes)) return false;
    recordHpBefore(this.asImplementation, changes, options);
    trackOverdrivePool(this.asImplementation, changes, options);
    // CORE-8 across clients: a purse set by hand records itself in the charge ledger, so a racing charge is seen.
    recordHandSetPurse(this.asImplementation, changes, options);
  }

  /** Bad input loses nothing: a non-finite number is refused before anything is written (./non-finite.ts). */
  protected override async _preCreate(data: Actor.CreateData, options: Actor.Database.PreCreateOptions, user: User.Implementation): Promise<boolean | void> {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false || refuseNonFinite(this.name, this._source) === false) return false;
    // `data` is the create request as given, before cleaning clamped it (./write-guard.ts): every create path,
    // the items the actor is created with included.
    if (refuseCreate("Actor", data)) return false;
    // CORE-2 on the actor as it would be stored (a value given without its maximum meets the default maximum).
    const hpRefusal = hpAboveMaxInSource(this._source.system);
    if (hpRefusal) {
      ui.notifications?.error(hpRefusal);
      return false;
    }
  }

  /** On every client: an update that lowered HP is announced once, as `augmented.hpDrop`. */
  protected override _onUpdate(changed: Actor.UpdateData, options: Actor.Database.OnUpdateOperation, userId: string): void {
    super._onUpdate(changed, options, userId);
    announceHpDrop(this.asImplementation, options, userId);
  }

  /**
   * After every preparation (Foundry prepares an actor again after each change to it or to its items and
   * effects): what world time can change on it, for the world-time pass to skip the rest (./actor/world-time-watch.ts).
   */
  override prepareDerivedData(): void {
    forgetWorldTimeWatch(this);
    super.prepareDerivedData();
    recordWorldTimeWatch(this);
  }

  protected get asImplementation(): Actor.Implementation {
    // cast: this class's subclass (src/workflows/workflow-actor.ts) is CONFIG.Actor.documentClass, i.e. Actor.Implementation (src/types.d.ts).
    return this as unknown as Actor.Implementation;
  }

  /**
   * CORE-2 and CORE-8 on every update path (`update`, `Actor.updateDocuments`, a token's update of its actor),
   * before Foundry cleans and validates: an out-of-range number or HP above the maximum refuses the whole batch
   * with a message, nothing written; a lowered maximum brings the value down (./write-guard.ts). Then unlinked
   * tokens holding more HP than a lowered maximum come down first, so their actors stay valid (./actor/token-hp.ts).
   */
  static override async updateDocuments(...args: Parameters<typeof Actor.updateDocuments>): ReturnType<typeof Actor.updateDocuments> {
    const [updates = [], operation] = args;
    // A synthetic actor's update names its token as parent; a world actor's has none.
    const token = operation?.parent?.documentName === "Token" ? operation.parent : null;
    if (refuseUpdates(updates, (id) => (token ? token.actor : stored("Actor", id, operation?.pack)))) return [];
    // A token's own actor has no dependent tokens; a world actor may.
    for (const update of token ? [] : updates) {
      // cast: the world collection holds instances of CONFIG.Actor.documentClass, i.e. Actor.Implementation.
      const actor = typeof update._id === "string" ? (game.actors?.get(update._id) as Actor.Implementation | undefined) : undefined;
      if (actor && !(await clampTokenHpFirst(actor, update))) return [];
    }
    return super.updateDocuments(...args);
  }
}
