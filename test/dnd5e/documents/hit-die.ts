/**
 * A character's hit die, dnd5e release-5.3.3 `module/documents/actor/actor.mjs` `rollHitDie(config, dialog,
 * message)` (:1931-2037; 6.x: the same method and hooks):
 * - the class: the first with a die left (`hd.value` = levels − spent) unless `config.denomination` names one
 *   (:1952-1960); none → a `DND5E.HitDiceWarn` error and null (:1963);
 * - the roll: `max(0, 1<die> + @abilities.con.mod)` (modern rules: `max(1, …)`, :1967); `hookNames` [...config's,
 *   "hitDie"] and then the roll process of `BasicRoll.build` (dice/basic-roll.mjs:103: `dnd5e.preRollHitDie` and
 *   `dnd5e.preRollHitDieV2(config, dialog, message)`, false: no roll); no dialog unless asked (`configure: false`,
 *   :1973); the card with flags `dnd5e.roll.type: "hitDie"` (:1981);
 * - no roll → null, nothing spent (:1986); else the updates: the class's `hd.spent` + 1 and the HP raised by the
 *   total, capped at the effective maximum (:1990-1998); `dnd5e.rollHitDie` and `dnd5e.rollHitDieV2(rolls,
 *   {subject, updates})` (false: no update, :2020-2021); the actor's and then the class's update;
 *   `dnd5e.postRollHitDie(rolls, {subject})` (:2035). Returns the rolls.
 * Simplified: characters only (no NPC pool), no dialog, the healing not passed through `calculateDamage`.
 */
import { ChatMessage } from "../../foundry/chat";
import { Hooks } from "../../foundry/hooks";
import { Roll } from "../../foundry/roll";
import type { PlainObject } from "../../foundry/utils";
import { rulesVersion } from "../data/prepare";

interface ClassItem {
  type: string;
  system: PlainObject & { levels?: number; hd?: { denomination?: string; spent?: number } };
  update(data: PlainObject): Promise<unknown>;
}

export interface HitDieActor {
  name: string;
  items: Iterable<ClassItem>;
  system: PlainObject & { abilities: Record<string, { mod: number }>; attributes: PlainObject & { hp: { value: number; effectiveMax: number } } };
  getRollData(): PlainObject;
  update(data: PlainObject): Promise<unknown>;
}

const left = (cls: ClassItem): number => Number(cls.system.levels ?? 0) - Number(cls.system.hd?.spent ?? 0);

export async function rollHitDie(actor: HitDieActor, config: PlainObject & { denomination?: string; hookNames?: string[] } = {}, dialog: PlainObject = {}, message: PlainObject = {}): Promise<Roll[] | null> {
  const classes = [...actor.items].filter((i) => i.type === "class");
  const cls = config.denomination ? classes.find((c) => c.system.hd?.denomination === config.denomination && left(c) > 0) : classes.find((c) => left(c) > 0);
  if (!cls) {
    (globalThis as unknown as { ui: { notifications: { error(m: string): void } } }).ui.notifications.error("DND5E.HitDiceWarn");
    return null;
  }
  const denomination = config.denomination ?? String(cls.system.hd?.denomination ?? "d6");
  const formula = `max(${rulesVersion() === "modern" ? 1 : 0}, 1${denomination} + @abilities.con.mod)`;
  const rollConfig: PlainObject & { hookNames: string[] } = { ...config, denomination, hookNames: [...(config.hookNames ?? []), "hitDie", ""], subject: actor };
  for (const name of rollConfig.hookNames) {
    const hook = `dnd5e.preRoll${name ? name[0]!.toUpperCase() + name.slice(1) : ""}`;
    if (Hooks.call(hook, rollConfig, dialog, message) === false || Hooks.call(`${hook}V2`, rollConfig, dialog, message) === false) return null;
  }
  const roll = await new Roll(formula, actor.getRollData()).evaluate();
  await ChatMessage.implementation.create({ content: String(roll.total), rolls: [roll], flags: { dnd5e: { roll: { type: "hitDie" } } }, flavor: "DND5E.HitDiceRoll" });
  const rolls = [roll];
  const hp = actor.system.attributes.hp;
  const updates: { actor: PlainObject; class: PlainObject } = { actor: {}, class: {} };
  updates.class["system.hd.spent"] = Number(cls.system.hd?.spent ?? 0) + 1;
  updates.actor["system.attributes.hp.value"] = hp.value + Math.min(Math.max(0, hp.effectiveMax) - hp.value, Number(roll.total));
  if (Hooks.call("dnd5e.rollHitDie", rolls, { subject: actor, updates }) === false) return rolls;
  if (Hooks.call("dnd5e.rollHitDieV2", rolls, { subject: actor, updates }) === false) return rolls;
  if (Object.keys(updates.actor).length) await actor.update(updates.actor);
  if (Object.keys(updates.class).length) await cls.update(updates.class);
  Hooks.callAll("dnd5e.postRollHitDie", rolls, { subject: actor });
  return rolls;
}
