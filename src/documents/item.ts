import { refuseCreate, refuseUpdate, refuseUpdates, stored } from "./write-guard";

/**
 * The system's Item class; rolls go through the owning actor (which supplies the modifiers and checks ownership).
 * An augment placed in a section is stamped with when (./item/placed-at.ts), in the same write.
 */
import { placedAtForCreate, stampPlacedAtOnUpdate } from "./item/placed-at";
import { refuseNonFinite } from "./non-finite";

/** The roll options the owner's entry points take (src/workflows/rolls/rolls.ts), read off the configured Actor. */
type RollOptions = NonNullable<Parameters<Actor.Implementation["rollAttack"]>[1]>;

export class AugmentedItem extends Item {
  protected override async _preCreate(data: Item.CreateData, options: Item.Database.PreCreateOptions, user: User.Implementation): Promise<boolean | void> {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false || refuseNonFinite(this.name, this._source) === false) return false;
    // `data` is the create request as given, before cleaning clamped it (./write-guard.ts): every create path.
    if (refuseCreate("Item", data)) return false;
    const stamp = placedAtForCreate(this.type, this._source.system);
    // cast: a flat flag path is valid source update data.
    if (stamp) this.updateSource(stamp as Item.UpdateData);
  }

  protected override async _preUpdate(changes: Item.UpdateData, options: Item.Database.PreUpdateOptions, user: User.Implementation): Promise<boolean | void> {
    const allowed = await super._preUpdate(changes, options, user);
    if (allowed === false || refuseNonFinite(this.name, changes) === false) return false;
    // Every update path runs this, with the numbers as requested (src/data/guarded-number-field.ts).
    if (refuseUpdate(this, changes)) return false;
    stampPlacedAtOnUpdate(this.type, changes);
  }

  private get owner(): Actor.Implementation | null {
    return this.actor;
  }

  private get implementation(): Item.Implementation {
    // cast: this class is CONFIG.Item.documentClass, i.e. Item.Implementation (src/types.d.ts).
    return this as Item.Implementation;
  }

  /**
   * An out-of-range number (a negative quantity or uses spent) is refused clearly, whatever the path (`update`,
   * `updateEmbeddedDocuments`, a batch): v13 cleaning would clamp it (./write-guard.ts). Nothing of the batch is written.
   */
  static override async updateDocuments(...args: Parameters<typeof Item.updateDocuments>): ReturnType<typeof Item.updateDocuments> {
    const [updates = [], operation] = args;
    const parent = operation?.parent?.documentName === "Actor" ? operation.parent : null;
    if (refuseUpdates(updates, (id) => (parent ? parent.items.get(id) : stored("Item", id, operation?.pack)))) return [];
    return super.updateDocuments(...args);
  }

  /** Attack roll with the owner's modifiers; null for an unowned item. */
  async rollAttack(options: RollOptions = {}): Promise<Roll | null> {
    return (await this.owner?.rollAttack(this.implementation, options)) ?? null;
  }

  /** Damage card with the owner's modifiers; null for an unowned item. */
  async rollDamage(options: { critical?: boolean } = {}): Promise<ChatMessage.Implementation | null> {
    return (await this.owner?.rollDamage(this.implementation, options)) ?? null;
  }

  /** Tool check with the owner's modifiers; null for an unowned item. */
  async rollToolCheck(options: RollOptions = {}): Promise<Roll | null> {
    return (await this.owner?.rollToolCheck(this.implementation, options)) ?? null;
  }
}
