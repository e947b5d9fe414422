/**
 * Gearforged cards (`ChatMessage` type "gearforged"): Gearforged workflows (maintenance, the 13th Age clock,
 * stabilize, restore, memory gear, upgrades used: laser, Quick Fix, Jet Pack, Always Armed). What they show,
 * stored as lang keys with data (localized for each viewer), and their undo record; no state of their own (the
 * kind says which workflow posted it).
 */
import { CardModel } from "./card-model";
import { cardBaseSchema } from "./fields";

function defineGearforgedCardSchema() {
  return cardBaseSchema();
}

export type GearforgedCardSchema = ReturnType<typeof defineGearforgedCardSchema>;

export class GearforgedCardData extends CardModel<GearforgedCardSchema> {
  static override defineSchema(): GearforgedCardSchema {
    return defineGearforgedCardSchema();
  }
}
