/**
 * The Actor document, thin: it recognises what a change means and announces it, nothing more. An HP drop is
 * recognised here once (`_preUpdate` records the HP before, `_onUpdate` reads the drop on every client) and
 * announced as the system hook `augmented.hpDrop` (./actor/hp-drop.ts). The workflows' entry points
 * (`actor.applyDamage`, `actor.installAugment`…) are added by the class that extends this one
 * (src/workflows/actor.ts), which is what CONFIG.Actor.documentClass names.
 */
import { announceHpDrop, recordHpBefore } from "./actor/hp-drop";
import { trackOverdrivePool } from "./actor/overdrive-pool";
import { guardHpUpdate } from "../data/actor/parts/model-hooks";
import { refuseBatchOutOfRange, refuseOutOfRange } from "./range-guard";
import { refuseNonFinite } from "./non-finite";
import { forgetWorldTimeWatch, recordWorldTimeWatch } from "./actor/world-time-watch";
import { clampTokenHpFirst } from "./actor/token-hp";

export class AugmentedActorDocument extends Actor {
  /** On the client making the update: remember the HP it starts from, so every client can tell a typed edit's drop. */
  protected override async _preUpdate(changes: Actor.UpdateData, options: Actor.Database.PreUpdateOptions, user: User.Implementation): Promise<boolean | void> {
    const allowed = await super._preUpdate(changes, options, user);
    if (allowed === false || refuseNonFinite(this.name, changes) === false) return false;
    recordHpBefore(this.asImplementation, changes, options);
    trackOverdrivePool(this.asImplementation, changes, options);
  }

  /** Bad input loses nothing: a non-finite number is refused before anything is written (./non-finite.ts). */
  protected override async _preCreate(data: Actor.CreateData, options: Actor.Database.PreCreateOptions, user: User.Implementation): Promise<boolean | void> {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false || refuseNonFinite(this.name, this._source) === false) return false;
    // `data` is the create request as given, before cleaning clamped it (./range-guard.ts): every create path,
    // the items the actor is created with included.
    if (refuseBatchOutOfRange([data], { create: "Actor" })) return false;
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
    // cast: this class's subclass (src/workflows/actor.ts) is CONFIG.Actor.documentClass, i.e. Actor.Implementation (src/types.d.ts).
    return this as unknown as Actor.Implementation;
  }

  /**
   * CORE-2 before Foundry cleans and validates the change: an out-of-range number (a negative HP) is refused, as
   * v13 cleaning would clamp it (./range-guard.ts); v13 runs the type's joint validation (HP value ≤ max) on the
   * candidate data before `_preUpdate`, so the HP guard must see an update first: HP above the maximum is
   * refused with a clear message (nothing changes), and a lowered maximum brings the value down with it.
   */
  override async update(...args: Parameters<Actor["update"]>): Promise<this | undefined> {
    // v13 cleaning would clamp an out-of-range number (a negative HP becomes 0): refuse it clearly instead.
    if (refuseOutOfRange(this, args[0])) return undefined;
    // cast: both actor models keep `attributes.hp` in their source (data/actor/parts/attributes.ts).
    const model = this.system as unknown as Parameters<typeof guardHpUpdate>[0];
    if (model?._source?.attributes?.hp && guardHpUpdate(model, args[0]) === false) return undefined;
    // A lowered maximum: unlinked tokens holding more HP come down first, so their actors stay valid (./actor/token-hp.ts).
    if (!(await clampTokenHpFirst(this.asImplementation, args[0]))) return undefined;
    return super.update(...args);
  }

  /**
   * Every other write path (`Actor.updateDocuments`, a batch, a token's update of its actor): an out-of-range number
   * refuses the whole batch, nothing written (./range-guard.ts; issue 25, finding 7).
   */
  static override async updateDocuments(...args: Parameters<typeof Actor.updateDocuments>): ReturnType<typeof Actor.updateDocuments> {
    if (refuseBatchOutOfRange(args[0] ?? [], { find: (id) => game.actors?.get(id) })) return [];
    return super.updateDocuments(...args);
  }
}
