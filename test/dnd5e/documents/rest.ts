/**
 * Rests, dnd5e release-5.3.3 `module/documents/actor/actor.mjs` (6.x: same flow and hooks; the summary message
 * uses `ChatMessage.applyMode`, branch 6.0-deprecations):
 * - `shortRest(config)` / `longRest(config)` (:2223/:2234) → `initiateRest` (:2155): a player may rest only with
 *   the world setting `allowRests` (or a request); config merged over `CONFIG.DND5E.restTypes[type]` (duration by
 *   the `restVariant` setting, newDay, recoverTemp/TempMax, exhaustionDelta); `dnd5e.preShortRest` /
 *   `dnd5e.preLongRest(actor, config)` false cancels (:2184); the rest dialog when `config.dialog` (default true;
 *   here a DialogV2 with a `rest` button, closing it cancels); `dnd5e.shortRest` / `dnd5e.longRest(actor, config)`
 *   false cancels (:2205).
 * - `_rest` (:2264): result `{type, deltas {hitPoints, hitDice}, newDay, rolls, updateData, updateItems,
 *   deleteItems, clone, dhp, dhd, longRest}`; hit dice (modern: all, legacy: half, at least 1; largest dice first),
 *   hit points (long: to max, temp and tempmax to 0), item uses whose recovery period the rest recovers
 *   (through the item model's `recoverUses`, actor.mjs:2550-2575: an item type without it recovers nothing),
 *   exhaustion + `exhaustionDelta` (long: −1) (:2295);
 *   `dnd5e.preRestCompleted(actor, result, config)` false skips the updates (:2311); `actor.update(updateData,
 *   {isRest: true})`, items deleted and updated with `{isRest: true}`; the game clock advanced when
 *   `advanceTime` and the user is a GM; the `rest` chat message when `config.chat` (`result.message`);
 *   `dnd5e.restCompleted(actor, result, config)` (:2332). Returns the result. The message's `deltas` are
 *   `ActorDeltasField.getDeltas(clone, {actor: updateData, delete, item: updateItems})` (:2384, data/deltas.ts).
 * Simplified: no hit die rolling in the short rest dialog, no resources or spell slots, no bastion.
 */
import { ChatMessage } from "../../foundry/chat";
import { DialogV2 } from "../../foundry/dialog";
import { Hooks } from "../../foundry/hooks";
import { getProperty, mergeObject, type PlainObject } from "../../foundry/utils";
import { dnd5eConfig } from "../config";
import { rulesVersion, type HitPointsData } from "../data/prepare";
import { getDeltas } from "../data/deltas";

export interface RestConfig extends PlainObject {
  type: "short" | "long";
  dialog?: boolean;
  chat?: boolean;
  duration?: number;
  newDay?: boolean;
  advanceTime?: boolean;
  recoverTemp?: boolean;
  recoverTempMax?: boolean;
  exhaustionDelta?: number;
  request?: unknown;
}

export interface RestResult extends PlainObject {
  type: string;
  deltas: { hitPoints: number; hitDice: number };
  newDay: boolean;
  rolls: unknown[];
  updateData: PlainObject;
  updateItems: PlainObject[];
  deleteItems: string[];
  clone: unknown;
  dhp: number;
  dhd: number;
  longRest: boolean;
  message?: unknown;
}

interface RestItem { id: string | null; type: string; name: string; system: PlainObject }

export interface RestingActor {
  name: string;
  system: PlainObject & { attributes: PlainObject & { hp?: HitPointsData; exhaustion?: number }; isNPC?: boolean };
  items: Iterable<RestItem>;
  clone(): unknown;
  update(data: PlainObject, options?: PlainObject): Promise<unknown>;
  updateEmbeddedDocuments(name: string, updates: PlainObject[], options?: PlainObject): Promise<unknown>;
  deleteEmbeddedDocuments(name: string, ids: string[], options?: PlainObject): Promise<unknown>;
}

interface GameLike {
  user: { isGM: boolean };
  settings: { get(ns: string, key: string): unknown };
  time: { advance(seconds: number): Promise<unknown> };
  i18n: { format(key: string, data: PlainObject): string; localize(key: string): string };
}
const game = (): GameLike => (globalThis as unknown as { game: GameLike }).game;
const capitalize = (s: string): string => s[0]!.toUpperCase() + s.slice(1);

export async function initiateRest(actor: RestingActor, input: RestConfig): Promise<RestResult | undefined> {
  if (!game().user.isGM && !game().settings.get("dnd5e", "allowRests") && !input.request) {
    (globalThis as unknown as { ui: { notifications: { warn(m: string, o?: PlainObject): void } } }).ui.notifications.warn("DND5E.REST.Warning.OnlyByRequest", { localize: true });
    return undefined;
  }
  const clone = actor.clone();
  const restConfig = dnd5eConfig().restTypes[input.type];
  if (!restConfig) throw new Error(`Unknown rest type ${input.type}`);
  const config = mergeObject({
    dialog: true, chat: true,
    duration: restConfig.duration[String(game().settings.get("dnd5e", "restVariant"))] ?? restConfig.duration.normal,
    newDay: restConfig.newDay === true, advanceTime: false,
    recoverTemp: restConfig.recoverTemp, recoverTempMax: restConfig.recoverTempMax, exhaustionDelta: restConfig.exhaustionDelta,
  }, input) as RestConfig;
  if (Hooks.call(`dnd5e.pre${capitalize(config.type)}Rest`, actor, config) === false) return undefined;
  const hp0 = Number(getProperty(actor, "system.attributes.hp.value") ?? 0);
  if (config.dialog) {
    const answer = await DialogV2.wait({
      window: { title: `${game().i18n.localize(restConfig.label)}: ${actor.name}` },
      content: config.type === "long" ? `<label><input type="checkbox" name="newDay"${config.newDay ? " checked" : ""}> DND5E.REST.NewDay.Label</label>` : "<p>DND5E.REST.Short.Hint</p>",
      buttons: [{ action: "rest", label: "DND5E.REST.Label", default: true, callback: (_e, button) => ({ newDay: Boolean((button.form?.elements.namedItem("newDay") as HTMLInputElement | null)?.checked) }) }],
    });
    if (!answer) return undefined;
    if (config.type === "long") Object.assign(config, answer as PlainObject);
  }
  if (Hooks.call(`dnd5e.${config.type}Rest`, actor, config) === false) return undefined;
  const dhp = Number(getProperty(actor, "system.attributes.hp.value") ?? 0) - hp0;
  return rest(actor, config, { clone, dhd: 0, dhp });
}

function hitDiceRecovery(actor: RestingActor, config: RestConfig, result: RestResult): void {
  if (!dnd5eConfig().restTypes[config.type]?.recoverHitDice) return;
  const classes = [...actor.items].filter((i) => i.type === "class");
  if (!classes.length) return;
  const total = classes.reduce((n, c) => n + Number(c.system.levels ?? 0), 0);
  let recover = Math.max(1, Math.floor(total * (rulesVersion() === "modern" ? 1 : 0.5)));
  const faces = (c: RestItem): number => Number(String((c.system.hd as PlainObject | undefined)?.denomination ?? "d6").slice(1));
  for (const cls of classes.sort((a, b) => faces(b) - faces(a))) {
    const spent = Number((cls.system.hd as PlainObject | undefined)?.spent ?? 0);
    const back = Math.min(spent, recover);
    if (!back) continue;
    recover -= back;
    result.deltas.hitDice += back;
    result.updateItems.push({ _id: cls.id, "system.hd.spent": spent - back });
  }
}

function hitPointRecovery(actor: RestingActor, config: RestConfig, result: RestResult): void {
  const hp = actor.system.attributes.hp;
  if (!hp || !dnd5eConfig().restTypes[config.type]?.recoverHitPoints) return;
  let max = hp.max;
  if (config.recoverTempMax) result.updateData["system.attributes.hp.tempmax"] = 0;
  else max = Math.max(0, hp.effectiveMax);
  result.updateData["system.attributes.hp.value"] = max;
  if (config.recoverTemp) result.updateData["system.attributes.hp.temp"] = 0;
  result.deltas.hitPoints += Math.max(0, max - hp.value);
}

/** actor.mjs:2550-2575: only items whose model has `recoverUses` (ActivitiesTemplate) recover anything. */
async function itemUsesRecovery(actor: RestingActor, config: RestConfig, result: RestResult): Promise<void> {
  const periods = [...(dnd5eConfig().restTypes[config.type]?.recoverPeriods ?? [])];
  if (config.newDay) periods.unshift("day", "dawn", "dusk");
  for (const item of actor.items) {
    const recoverUses = (item.system as { recoverUses?: unknown }).recoverUses;
    if (typeof recoverUses !== "function") continue;
    const rollData = (item as { getRollData?: () => PlainObject }).getRollData?.() ?? {};
    const { updates, destroy } = (await recoverUses.call(item.system, periods, rollData)) as { updates: PlainObject; destroy: boolean };
    if (destroy) result.deleteItems.push(String(item.id));
    else if (Object.keys(updates).length) {
      const target = result.updateItems.find((u) => u._id === item.id);
      if (target) Object.assign(target, updates);
      else result.updateItems.push({ _id: item.id, ...updates });
    }
  }
}

export async function rest(actor: RestingActor, config: RestConfig, partial: Partial<RestResult> = {}): Promise<RestResult> {
  const result = mergeObject({
    type: config.type, deleteItems: [], deltas: { hitPoints: 0, hitDice: 0 }, newDay: config.newDay === true,
    request: config.request, rolls: [], updateData: {}, updateItems: [],
  }, partial) as unknown as RestResult; // cast: clone, dhp, dhd and longRest are filled in below
  result.clone ??= actor.clone();
  if (typeof partial.dhp === "number") result.deltas.hitPoints = partial.dhp;
  if (typeof partial.dhd === "number") result.deltas.hitDice = partial.dhd;
  hitDiceRecovery(actor, config, result);
  hitPointRecovery(actor, config, result);
  await itemUsesRecovery(actor, config, result);
  result.dhp = result.deltas.hitPoints;
  result.dhd = result.deltas.hitDice;
  result.longRest = result.type === "long";
  if (config.exhaustionDelta) {
    const value = Number(actor.system.attributes.exhaustion ?? 0);
    result.updateData["system.attributes.exhaustion"] = Math.max(0, value + config.exhaustionDelta);
  }
  if (Hooks.call("dnd5e.preRestCompleted", actor, result, config) === false) return result;
  await actor.update(result.updateData, { isRest: true });
  await actor.deleteEmbeddedDocuments("Item", result.deleteItems, { isRest: true });
  await actor.updateEmbeddedDocuments("Item", result.updateItems, { isRest: true });
  if (config.advanceTime && Number(config.duration) > 0 && game().user.isGM) await game().time.advance(60 * Number(config.duration));
  if (config.chat) {
    const label = dnd5eConfig().restTypes[config.type]?.label ?? "";
    result.message = await ChatMessage.implementation.create({
      content: game().i18n.format(`DND5E.REST.${config.type === "long" ? "Long" : "Short"}.Result.Short`, { name: actor.name }),
      flavor: game().i18n.localize(label),
      type: "rest",
      speaker: ChatMessage.getSpeaker({ actor: actor as never, alias: actor.name }), // cast: the stand-in's getSpeaker reads `actor` only
      // actor.mjs:2384: the deltas against the clone from before the rest.
      system: { type: result.type, deltas: getDeltas(result.clone as Parameters<typeof getDeltas>[0], { actor: result.updateData, delete: result.deleteItems, item: result.updateItems }) },
    });
  }
  Hooks.callAll("dnd5e.restCompleted", actor, result, config);
  return result;
}
