/**
 * `Item5e`, the slice of dnd5e release-5.3.3 `module/documents/item.mjs` the stand-in needs: `advancement`
 * (the item's advancement list, by type: `byType`), `hasLimitedUses` (uses.max > 0), `isOriginalClass`,
 * `prepareFinalAttributes` (:641, run by the owning actor after its own preparation: the model's `prepareFinalData`)
 * and `spellcasting` (:417, a class's or subclass's; simplified: no subclass items, so a class's own).
 */
import { Item } from "../../foundry/item";
import type { PlainObject } from "../../foundry/utils";
import { advancementsOf, type AdvancementData } from "../data/advancement";

export class Dnd5eItem extends Item {
  declare system: Item["system"] & PlainObject;

  get advancement(): { byId: Record<string, AdvancementData>; byType: Record<string, AdvancementData[]> } {
    const list = advancementsOf(this.system);
    const byType: Record<string, AdvancementData[]> = {};
    for (const a of list) (byType[a.type] ??= []).push(a);
    return { byId: Object.fromEntries(list.map((a) => [a._id, a])), byType };
  }

  prepareFinalAttributes(): void {
    (this.system as { prepareFinalData?: () => void }).prepareFinalData?.();
  }

  get spellcasting(): PlainObject | null {
    const spellcasting = this.system.spellcasting as PlainObject | undefined;
    return spellcasting ? { ...spellcasting } : null;
  }

  get hasLimitedUses(): boolean {
    return Number((this.system.uses as PlainObject | undefined)?.max ?? 0) > 0;
  }

  get isOriginalClass(): boolean {
    return this.type === "class" && (this.actor?.system as PlainObject | undefined)?.details !== undefined
      && ((this.actor?.system as { details: PlainObject }).details.originalClass === this.id);
  }
}
