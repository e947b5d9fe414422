/**
 * A feature's save activity, the slice of dnd5e's SaveActivity data (release-5.3.3 `module/data/activity/
 * save-data.mjs`) whose prepared DC a module reads: stored under the item's `system.activities` keyed by id
 * (`data/fields/activities-field.mjs:7`, a MappingField; prepared as an ActivityCollection, `:93`), with
 * `save: {ability: Set, dc: {calculation, formula}}` (:30-36). Preparation: `calculation` "initial" becomes
 * "spellcasting" on a spell and "" elsewhere (:93); at the item's final preparation, after the actor's (:100-112):
 * an ability key uses that ability, "spellcasting" the activity's spellcasting ability (for a non-spell item the
 * actor's `attributes.spellcasting`, `base-activity.mjs:242-245`), another calculation the first of `save.ability`;
 * "" evaluates the formula (`simplifyBonus`, so a blank formula gives 0); then `dc.value ??=` the ability's `dc`,
 * else 8 + prof. Simplified: no `save.dc.bonus` (dnd5e sets it to "" in `prepareData`, :94), labels or damage.
 */
import type { PlainObject } from "../../foundry/utils";
import { simplifyBonus } from "../data/prepare";

interface SaveActor {
  system: { abilities?: Record<string, { dc?: number } | undefined>; attributes?: { prof?: number; spellcasting?: string } };
}

export class SaveActivity {
  readonly type = "save";
  readonly id: string;
  readonly name: string;
  readonly save: { ability: Set<string>; dc: { calculation: string; formula: string; value?: number } };

  constructor(source: PlainObject, private readonly item: { type: string; actor: SaveActor | null }) {
    this.id = String(source._id ?? "");
    this.name = String(source.name ?? "");
    const save = (source.save ?? {}) as { ability?: Iterable<string>; dc?: { calculation?: string; formula?: string } };
    let calculation = String(save.dc?.calculation ?? "initial");
    if (calculation === "initial") calculation = item.type === "spell" ? "spellcasting" : "";
    this.save = { ability: new Set(save.ability ?? []), dc: { calculation, formula: String(save.dc?.formula ?? "") } };
  }

  /** save-data.mjs:100-112, after the actor is prepared. */
  prepareFinalData(rollData: PlainObject): void {
    const actor = this.item.actor;
    const dc = this.save.dc;
    let ability: string | undefined;
    if (dc.calculation) {
      if (dc.calculation in (actor?.system.abilities ?? {})) ability = dc.calculation;
      else if (dc.calculation === "spellcasting") ability = actor?.system.attributes?.spellcasting || undefined;
      else ability = [...this.save.ability][0];
      dc.value = undefined;
    } else dc.value = simplifyBonus(dc.formula, rollData);
    dc.value ??= (ability ? actor?.system.abilities?.[ability]?.dc : undefined) ?? 8 + (actor?.system.attributes?.prof ?? 0);
  }
}
