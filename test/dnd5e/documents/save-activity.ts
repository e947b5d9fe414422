/**
 * The save activity (release-5.3.3 `module/data/activity/save-data.mjs`, `module/documents/activity/save.mjs`):
 * stored `save: {ability: Set, dc: {calculation, formula}}` (save-data.mjs:30-36) and `damage.{parts, onSave}`.
 * Preparation: `calculation` "initial" becomes "spellcasting" on a spell and "" elsewhere (:93); at the item's final
 * preparation (:100-112): an ability key uses that ability, "spellcasting" the actor's `attributes.spellcasting`
 * (base-activity.mjs:242-245), another calculation the first of `save.ability`; "" evaluates the formula
 * (`simplifyBonus`: a blank one gives 0); then `dc.value ??=` the ability's `dc`, else 8 + prof.
 * Use: the usage card has one `rollSave` button per ability with `data-dc` and `data-ability` (save.mjs:41-60) and a
 * `rollDamage` one when there is damage; the save button (`#rollSave` :110-124) makes each target (the controlled
 * tokens' actors, else the user's character; none: warning `DND5E.ActionWarningNoToken`) roll
 * `actor.rollSavingThrow({ability, target: dc})`, so `dnd5e.preRollSavingThrowV2` fires on the target's actor.
 * Simplified: no `save.dc.bonus`, labels or damage-on-save halving.
 */
import type { PlainObject } from "../../foundry/utils";
import { simplifyBonus } from "../data/prepare";
import { Activity, type ActivityItem } from "./activity";

type SaveRoller = { rollSavingThrow(config: PlainObject, dialog?: PlainObject, message?: PlainObject): Promise<unknown> };
type Game = { user: { character?: SaveRoller | null } };
const game = (): Game => (globalThis as unknown as { game: Game }).game;
const controlled = (): SaveRoller[] => {
  const canvas = (globalThis as unknown as { canvas?: { tokens?: { controlled?: { actor?: SaveRoller | null }[] } } }).canvas;
  return (canvas?.tokens?.controlled ?? []).map((t) => t.actor).filter((a): a is SaveRoller => !!a);
};

export class SaveActivity extends Activity {
  static override TYPE = "save";
  readonly save: { ability: Set<string>; dc: { calculation: string; formula: string; value?: number } };

  constructor(source: PlainObject, item: ActivityItem) {
    super(source, item);
    const save = (source.save ?? {}) as { ability?: Iterable<string>; dc?: { calculation?: string; formula?: string } };
    let calculation = String(save.dc?.calculation ?? "initial");
    if (calculation === "initial") calculation = item.type === "spell" ? "spellcasting" : "";
    this.save = { ability: new Set(save.ability ?? []), dc: { calculation, formula: String(save.dc?.formula ?? "") } };
  }

  override prepareFinalData(rollData: PlainObject = {}): void {
    const actor = this.actor;
    const dc = this.save.dc;
    let ability: string | undefined;
    if (dc.calculation) {
      if (dc.calculation in (actor?.system.abilities ?? {})) ability = dc.calculation;
      else if (dc.calculation === "spellcasting") ability = actor?.system.attributes?.spellcasting || undefined;
      else ability = [...this.save.ability][0];
      dc.value = undefined;
    } else dc.value = simplifyBonus(dc.formula, rollData);
    dc.value ??= (ability ? actor?.system.abilities?.[ability]?.dc : undefined) ?? 8 + Number(actor?.system.attributes?.prof ?? 0);
  }

  protected override _usageChatButtons(): { action: string; label: string; dataset?: Record<string, string | number> }[] {
    const dc = this.save.dc.value ?? "";
    const buttons: { action: string; label: string; dataset?: Record<string, string | number> }[] = [...this.save.ability].map((ability) => ({ action: "rollSave", label: `DND5E.SavingThrowDC ${dc} ${ability}`, dataset: { dc, ability, visibility: "all" } }));
    if (this.damage.parts.length) buttons.push({ action: "rollDamage", label: "DND5E.Damage" });
    return buttons;
  }

  /** save.mjs:110-124. */
  async rollSaves(dataset: DOMStringMap = {}, event?: Event): Promise<unknown[]> {
    const targets = controlled();
    const character = game().user.character;
    if (!targets.length && character) targets.push(character);
    if (!targets.length) (globalThis as unknown as { ui: { notifications: { warn(m: string, o?: PlainObject): void } } }).ui.notifications.warn("DND5E.ActionWarningNoToken", { localize: true });
    const dc = Number.parseInt(String(dataset.dc ?? ""), 10);
    const results: unknown[] = [];
    for (const actor of targets) {
      results.push(await actor.rollSavingThrow({ event, ability: dataset.ability ?? [...this.save.ability][0], target: Number.isFinite(dc) ? dc : this.save.dc.value }, {}, {}));
    }
    return results;
  }

  override async usageAction(action: string, dataset: DOMStringMap, event?: Event): Promise<unknown> {
    if (action === "rollSave") return this.rollSaves(dataset, event);
    return super.usageAction(action, dataset);
  }
}
