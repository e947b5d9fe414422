/**
 * `Item5e`, the slice of dnd5e release-5.3.3 `module/documents/item.mjs` the stand-in needs:
 * - `advancement` (the item's advancement list, by type: `byType`), `isOriginalClass`, `spellcasting` (:417, a
 *   class's; simplified: no subclass items);
 * - `hasLimitedUses` / `hasAttack` / `hasSave` / `isActive` ask the model (:218-264; a model without them: false);
 *   `hasRecharge` (:330), `isOnCooldown` (:340);
 * - `prepareFinalAttributes` (:626-630, run by the owning actor after its own preparation, or by `prepareData` for
 *   an unowned item :583): `_prepareProficiency` (:616-623: `system.prof` a Proficiency of the actor's bonus times
 *   the model's `proficiencyMultiplier ?? 0`, only for spell, weapon, equipment, tool, feat and consumable items),
 *   then the model's `prepareFinalData`, then the labels;
 * - `use(config, dialog, message)` (:711-729): in a pack → nothing; the usable activities (`canUse`): the first,
 *   or (several, or `chooseActivity`, without shift) the choice the user makes (here: a DialogV2 with one button
 *   per activity id; closing it uses none), then `activity.use(…)`; an item with no activities on an actor →
 *   `displayCard(message)`;
 * - `displayCard(message)` (:738-794): the card context reads `await this.system.getCardData()` (:744), so a model
 *   without `getCardData` throws a TypeError here; message data (content, flags `dnd5e.item {id, uuid, type}`,
 *   speaker, title), `dnd5e.preDisplayCard` and `dnd5e.preDisplayCardV2(item, messageConfig)` (false: no card),
 *   the message (unless `create: false`), `dnd5e.displayCard(item, card)`; returns the card;
 * - `getChatData(htmlOptions)` (:805-826, what an expanded sheet row shows): reads `system.description.value`
 *   (so a model without `description` throws), enriched; `properties`.
 */
import { ChatMessage } from "../../foundry/chat";
import { DialogV2 } from "../../foundry/dialog";
import { Hooks } from "../../foundry/hooks";
import { Item } from "../../foundry/item";
import { escapeHTML, mergeObject, type PlainObject } from "../../foundry/utils";
import { advancementsOf, type AdvancementData } from "../data/advancement";
import { Proficiency } from "../data/proficiency";
import type { Activity, UsageConfig } from "./activity";
import type { DialogConfig, MessageConfig } from "../dice/d20-roll";

const PROFICIENT_TYPES = ["spell", "weapon", "equipment", "tool", "feat", "consumable"];
type Game = { user: { isGM: boolean } };
const game = (): Game => (globalThis as unknown as { game: Game }).game;

interface ActivitiesLike { size: number; filter(fn: (a: Activity) => boolean): Activity[]; get(id: string): Activity | undefined }

export class Dnd5eItem extends Item {
  declare system: Item["system"] & PlainObject;
  labels: PlainObject = {};

  get advancement(): { byId: Record<string, AdvancementData>; byType: Record<string, AdvancementData[]> } {
    const list = advancementsOf(this.system);
    const byType: Record<string, AdvancementData[]> = {};
    for (const a of list) (byType[a.type] ??= []).push(a);
    return { byId: Object.fromEntries(list.map((a) => [a._id, a])), byType };
  }

  override prepareData(): void {
    super.prepareData();
    if (!this.isOwned) this.prepareFinalAttributes();
  }

  prepareFinalAttributes(): void {
    this._prepareProficiency();
    (this.system as { prepareFinalData?: () => void }).prepareFinalData?.();
  }

  protected _prepareProficiency(): void {
    if (!PROFICIENT_TYPES.includes(this.type)) return;
    const prof = Number(((this.actor?.system as PlainObject | undefined)?.attributes as PlainObject | undefined)?.prof ?? 0);
    this.system.prof = prof ? new Proficiency(prof, Number((this.system as { proficiencyMultiplier?: number }).proficiencyMultiplier ?? 0)) : new Proficiency(0, 0);
  }

  /** item.mjs:856-859: the model's roll data, else the actor's with `item`. */
  override getRollData(): PlainObject {
    const own = (this.system as { getRollData?: () => PlainObject }).getRollData;
    if (own) return own.call(this.system);
    return { ...((this.actor as { getRollData?: () => PlainObject } | null)?.getRollData?.() ?? {}), item: { ...this.system } };
  }

  get spellcasting(): PlainObject | null {
    const spellcasting = this.system.spellcasting as PlainObject | undefined;
    return spellcasting ? { ...spellcasting } : null;
  }

  get hasLimitedUses(): boolean {
    return (this.system as { hasLimitedUses?: boolean }).hasLimitedUses ?? false;
  }

  get hasAttack(): boolean {
    return (this.system as { hasAttack?: boolean }).hasAttack ?? false;
  }

  get hasSave(): boolean {
    return (this.system as { hasSave?: boolean }).hasSave ?? false;
  }

  get isActive(): boolean {
    return (this.system as { isActive?: boolean }).isActive ?? false;
  }

  get hasRecharge(): boolean {
    return this.hasLimitedUses && (this.system.uses as { recovery?: { period: string }[] } | undefined)?.recovery?.[0]?.period === "recharge";
  }

  get isOnCooldown(): boolean {
    return this.hasRecharge && Number((this.system.uses as { value?: number }).value ?? 0) < 1;
  }

  get isOriginalClass(): boolean {
    return this.type === "class" && (this.actor?.system as PlainObject | undefined)?.details !== undefined
      && ((this.actor?.system as { details: PlainObject }).details.originalClass === this.id);
  }

  async use(config: UsageConfig & { chooseActivity?: boolean; event?: { shiftKey?: boolean } } = {}, dialog: DialogConfig = {}, message: MessageConfig = {}): Promise<unknown> {
    if (this.pack) return undefined;
    const activities = (this.system.activities as ActivitiesLike | undefined)?.filter((a) => a.canUse);
    if (activities?.length) {
      const { chooseActivity, ...usageConfig } = config;
      let activity: Activity | undefined = activities[0];
      if ((activities.length > 1 || chooseActivity) && !config.event?.shiftKey) {
        const id = await DialogV2.wait({
          window: { title: this.name },
          content: `<p>DND5E.ACTIVITY.Choice</p>`,
          buttons: activities.map((a, i) => ({ action: a.id, label: a.name || a.type, default: i === 0 })),
        });
        activity = typeof id === "string" ? activities.find((a) => a.id === id) : undefined;
      }
      if (!activity) return undefined;
      return activity.use(usageConfig, dialog, message);
    }
    if (this.actor) return this.displayCard(message);
    return undefined;
  }

  async displayCard(message: MessageConfig & { createMessage?: boolean; flags?: PlainObject } = {}): Promise<unknown> {
    const data = (await (this.system as unknown as { getCardData(): Promise<PlainObject> }).getCardData()) as PlainObject & { description?: { chat?: string; value?: string } }; // cast: dnd5e calls the model's method unchecked
    const messageConfig = mergeObject({
      create: message.createMessage ?? true,
      data: {
        content: `<div class="dnd5e2 chat-card item-card" data-item-id="${escapeHTML(String(this.id))}"><header class="card-header"><h3 class="item-name">${escapeHTML(this.name)}</h3></header><section class="card-content">${data.description?.chat || data.description?.value || ""}</section></div>`,
        flags: { "dnd5e.item": { id: this.id, uuid: this.uuid, type: this.type } },
        speaker: ChatMessage.getSpeaker({ actor: this.actor }),
        title: this.name,
      },
    }, message) as MessageConfig & { data: PlainObject & { flags: PlainObject }; flags?: PlainObject };
    if (message.flags && typeof message.flags === "object") {
      mergeObject(messageConfig.data.flags, message.flags);
      delete messageConfig.flags;
    }
    if (Hooks.call("dnd5e.preDisplayCard", this, messageConfig) === false) return undefined;
    if (Hooks.call("dnd5e.preDisplayCardV2", this, messageConfig) === false) return undefined;
    const card = messageConfig.create === false ? messageConfig.data : await ChatMessage.implementation.create(messageConfig.data, { rollMode: messageConfig.rollMode });
    Hooks.callAll("dnd5e.displayCard", this, card);
    return card;
  }

  async getChatData(_htmlOptions: PlainObject = {}): Promise<{ description: string; properties: string[] }> {
    const system = this.system as { identified?: boolean; unidentified?: { description?: string }; description: { value?: string | null } };
    const isIdentified = system.identified !== false;
    const description = game().user.isGM || isIdentified ? system.description.value : system.unidentified?.description;
    return { description: description ?? "", properties: [] };
  }
}
