/**
 * The actor data model every actor type extends (character, npc), in the shape draw-steel gives its actors
 * (BaseActorModel → Creature → Hero): the base owns the schema both types store and every preparation step they
 * share, so a shared rule (CORE-2's HP guard, the derived core of CORE-1/6/7 and AC) is written once and holds for
 * each type by inheritance. A subtype adds only what is its own: its fields, where its proficiency bonus comes
 * from, and any derivation around the shared core (docs/ARCHITECTURE.md, "Actor data models").
 */
import type { FeatureDc } from "../../rules/core/feature-dc";
import type { GearforgedVariant } from "../../rules/gearforged";
import { abilitiesField, skillsField } from "./parts/abilities";
import { armorClassField, exhaustionField, hitPointsField, initiativeField, movementField, sensesField } from "./parts/attributes";
import { type CoreSystemView, deriveCore } from "./parts/derive";
import { ownerItemList, ownerItems } from "./parts/model-hooks";
import { featureDcsField, traitsField } from "./parts/traits";
import { guardTirelessExhaustion } from "./parts/tireless-guard";
import { gearforgedVariantOf } from "../item/gearforged/readers";
import { preparedAgain } from "../shared/owner-memo";
import { HTMLField, SchemaField } from "../field-classes";

/**
 * The fields under `system.attributes` every actor type stores, in stored order. A subtype whose attributes hold
 * more (the character's hit dice and death saves) builds its own `attributes` from a fresh set of these.
 */
export function baseAttributeFields() {
  return {
    hp: hitPointsField(),
    ac: armorClassField(),
    exhaustion: exhaustionField(),
    movement: movementField(30),
    senses: sensesField(),
    init: initiativeField(),
  };
}

/** The schema every actor type stores, in stored order (a subtype places its own fields between these). */
function defineBaseActorSchema() {
  return {
    abilities: abilitiesField(),
    skills: skillsField(),
    attributes: new SchemaField(baseAttributeFields()),
    traits: traitsField("medium"),
    featureDcs: featureDcsField(),
    biography: new HTMLField({ required: true, blank: true, initial: "" }),
  };
}

export type BaseActorSchema = ReturnType<typeof defineBaseActorSchema>;

/**
 * Values every actor type derives (docs/actor-data.md, kind D). Foundry's types put each top-level key of the
 * derived type in place of the schema's, so each restates its stored fields: CoreSystemView is the full
 * prepared shape of abilities, skills and attributes.
 */
export type ActorDerived = {
  abilities: CoreSystemView["abilities"];
  skills: CoreSystemView["skills"];
  attributes: CoreSystemView["attributes"];
  saveDcs: FeatureDc[];
  augments: CoreSystemView["augments"];
};

/** An owned item as the derivation reads it (AC from armor, augments, gearforged upgrades). */
export type OwnedItem = ReturnType<typeof ownerItems> extends Iterable<infer Item> ? Item : never;

/** The Foundry class the shared model extends, with the subtype's schema and derived values. */
type ActorModelBase<Schema extends BaseActorSchema, Derived extends ActorDerived> = foundry.abstract.TypeDataModel<
  Schema,
  Actor.Implementation,
  // No base-data additions: everything computed is derived, after active effects have applied.
  Record<never, never>,
  Derived
>;

/**
 * The shared actor model. `Schema` is the subtype's full schema (the base fields plus its own); `Derived` what it
 * derives (at least ActorDerived). Not registered itself: Foundry registers only the subtypes (src/index.ts).
 */
export abstract class BaseActorData<Schema extends BaseActorSchema, Derived extends ActorDerived = ActorDerived> extends foundry.abstract.TypeDataModel<
  Schema,
  Actor.Implementation,
  Record<never, never>,
  Derived
> {
  static override defineSchema(): BaseActorSchema {
    return defineBaseActorSchema();
  }

  /** The proficiency bonus the shared derivation uses (a character's from its level, an npc's from its CR). */
  protected abstract proficiencyBonus(): number;

  /**
   * Derivation a subtype needs before the shared core reads the stored values (none by default). `variant`: the
   * Gearforged variant of the actor's species, read once per preparation.
   */
  protected prepareBeforeCore(_system: CoreSystemView, _items: readonly OwnedItem[], _variant: GearforgedVariant | null): void {}

  /** Derivation a subtype adds on top of the shared core's results (none by default). */
  protected prepareAfterCore(_system: CoreSystemView, _items: readonly OwnedItem[], _variant: GearforgedVariant | null): void {}

  /**
   * The shared derivation: the proficiency bonus, then modifiers, saves, skills, AC, speeds, initiative and
   * feature DCs from src/rules (parts/derive.ts), with the subtype's steps around it.
   */
  override prepareDerivedData(): void {
    super.prepareDerivedData();
    const system = this.coreView();
    system.attributes.prof = this.proficiencyBonus();
    const items = ownerItemList(this);
    // GA-TIRE-1: a 13th Age gearforged is immune to exhaustion, so a level stored before it became one (or written
    // around the update guard) counts for nothing: no penalty, and exhaustion 6 is no death.
    const variant = gearforgedVariantOf(items);
    if (variant === "thirteenthAge") system.attributes.exhaustion = 0;
    this.prepareBeforeCore(system, items, variant);
    deriveCore(system, items);
    this.prepareAfterCore(system, items, variant);
    // What the items read from this actor is worked out again from here on (../shared/owner-memo.ts).
    preparedAgain();
  }

  /**
   * GA-TIRE-1: keep a 13th Age gearforged's exhaustion where it is (parts/tireless-guard.ts). CORE-2's update
   * guard (HP above the maximum) runs before cleaning, for every write path, in src/documents/write-guard.ts.
   */
  override async _preUpdate(...args: Parameters<ActorModelBase<Schema, Derived>["_preUpdate"]>): Promise<boolean | void> {
    if ((await super._preUpdate(...args)) === false) return false;
    // GA-TIRE-1: a 13th Age gearforged gains no exhaustion, whoever writes it (the rest of the update goes through).
    guardTirelessExhaustion(this, args[0], gearforgedVariantOf(ownerItems(this)) === "thirteenthAge");
  }

  /**
   * This model as the shared derivation reads and writes it. cast: Foundry's types cannot resolve the instance
   * type of a generic `Schema` inside this class; `Derived` extends ActorDerived, which is CoreSystemView's shape.
   */
  protected coreView(): CoreSystemView {
    return this as CoreSystemView;
  }
}
