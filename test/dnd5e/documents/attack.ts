/**
 * A weapon's attack, the slice of dnd5e's AttackActivity (release-5.3.3 `module/documents/activity/attack.mjs`)
 * a module reaches: `item.system.activities.getByType("attack")[0].rollAttack(config, dialog, message)` (:85):
 * `hookNames` [...config's, "attack", "d20Test"] (:119), `subject` the activity, one roll (its options'
 * `criticalSuccess` the threshold), the dialog titled `DND5E.AttackRoll` (:143), message flags `dnd5e.roll.type:
 * "attack"` (:157); `D20Roll.buildConfigure` / `buildEvaluate` / `buildPost` (:162-170); then
 * `dnd5e.rollAttack` and `dnd5e.rollAttackV2(rolls, {subject, ammoUpdate})` (:207) and `dnd5e.postRollAttack(rolls,
 * {subject})` (:232). Returns the rolls, or null. So a module gives advantage the dnd5e way: a
 * `dnd5e.preRollAttackV2(config, dialog, message)` listener sets `config.advantage` (or a roll's options).
 * Simplified: no ammunition, attack modes or mastery; parts are the ability modifier (Strength, Dexterity for a
 * ranged weapon, the better of both for a finesse one), the proficiency bonus and the actor's bonus for the attack
 * type (`system.bonuses.mwak|rwak.attack`, `data/activity/attack-data.mjs:271`); no damage roll.
 */
import { ChatMessage } from "../../foundry/chat";
import { Hooks } from "../../foundry/hooks";
import { mergeObject, type PlainObject } from "../../foundry/utils";
import { D20Roll, type DialogConfig, type MessageConfig, type ProcessConfig } from "../dice/d20-roll";

interface AttackItem {
  id: string | null;
  name: string;
  type: string;
  system: PlainObject;
  actor: (PlainObject & { system: PlainObject & { abilities: Record<string, { mod: number }>; attributes: { prof: number }; bonuses?: Record<string, { attack?: string } | undefined> } }) | null;
}

export class AttackActivity {
  readonly type = "attack";
  readonly id: string;

  constructor(readonly item: AttackItem) {
    this.id = `${String(item.id ?? "new")}attack`.slice(0, 16);
  }

  get actor(): AttackItem["actor"] {
    return this.item.actor;
  }

  /** dnd5e's action type of a weapon attack: `rwak` for a ranged weapon, else `mwak`. */
  get actionType(): "mwak" | "rwak" {
    return String((this.item.system.type as PlainObject | undefined)?.value ?? "").endsWith("R") ? "rwak" : "mwak";
  }

  /** The ability the attack uses (see the file comment). */
  get ability(): string {
    const abilities = this.actor?.system.abilities ?? {};
    const properties = new Set((this.item.system.properties as Iterable<string> | undefined) ?? []);
    const ranged = String((this.item.system.type as PlainObject | undefined)?.value ?? "").endsWith("R");
    if (properties.has("fin")) return (abilities.dex?.mod ?? 0) > (abilities.str?.mod ?? 0) ? "dex" : "str";
    return ranged ? "dex" : "str";
  }

  async rollAttack(config: ProcessConfig = {}, dialog: DialogConfig = {}, message: MessageConfig = {}): Promise<D20Roll[] | null> {
    const actor = this.actor;
    const rollConfig = mergeObject({}, config) as ProcessConfig;
    rollConfig.hookNames = [...(config.hookNames ?? []), "attack", "d20Test"];
    const { parts, data } = D20Roll.constructParts({
      mod: actor?.system.abilities[this.ability]?.mod,
      prof: actor?.system.attributes.prof,
      actorBonus: actor?.system.bonuses?.[this.actionType]?.attack,
    }, {});
    rollConfig.rolls = [D20Roll.mergeConfigs({ parts, data, options: { criticalSuccess: 20 } }, config.rolls?.shift())].concat(config.rolls ?? []);
    rollConfig.subject = this;
    const dialogConfig = mergeObject({ options: { window: { title: "DND5E.AttackRoll", subtitle: this.item.name } } }, dialog) as DialogConfig;
    const messageConfig = mergeObject({
      create: true,
      data: { flavor: `${this.item.name} - DND5E.AttackRoll`, flags: { dnd5e: { messageType: "roll", roll: { type: "attack" } } }, speaker: { ...ChatMessage.getSpeaker({ actor: actor as never }) } }, // cast: the stand-in's getSpeaker reads `actor` only
    }, message) as MessageConfig;
    const rolls = await D20Roll.buildConfigure(rollConfig, dialogConfig, messageConfig);
    if (rollConfig.evaluate !== false) for (const roll of rolls) await roll.evaluate();
    if (!rolls.length) return null;
    await D20Roll.buildPost(rolls, rollConfig, messageConfig);
    Hooks.callAll("dnd5e.rollAttack", rolls, { subject: this, ammoUpdate: null });
    Hooks.callAll("dnd5e.rollAttackV2", rolls, { subject: this, ammoUpdate: null });
    Hooks.callAll("dnd5e.postRollAttack", rolls, { subject: this });
    return rolls;
  }
}

/** `item.system.activities` as far as the stand-in fills it: by id, `getByType`, iteration (a weapon's attack, a feature's saves). */
export class ActivityCollection<A extends { type: string } = AttackActivity> extends Map<string, A> {
  getByType(type: string): A[] {
    return [...this.values()].filter((a) => a.type === type);
  }

  get contents(): A[] {
    return [...this.values()];
  }
}
