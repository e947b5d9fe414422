/**
 * The attack activity (release-5.3.3 `module/documents/activity/attack.mjs`, `data/activity/attack-data.mjs`):
 * - stored `attack: {ability, bonus, flat, critical: {threshold}, type: {value: "melee"|"ranged", classification}}`,
 *   `damage: {parts, includeBase}`; the type defaults to the item's (a weapon's "…R" type is ranged) else melee
 *   (attack-data.mjs:190-194);
 * - `ability` (:51-63): "none" → none; an ability key → it; else the weapon's (Strength, Dexterity for a ranged
 *   one, the better for a finesse one) or, off weapons, the default melee/ranged ability (:111-114: str / dex);
 * - to-hit parts (`getAttackData` :259-279): `attack.flat` → only the bonus; else the ability mod, the item's
 *   proficiency (`item.system.prof`, which dnd5e prepares only for spell/weapon/equipment/tool/feat/consumable
 *   items, item.mjs:616-623: a module's own item type gets none), the attack bonus, the actor's
 *   `bonuses.<mwak|rwak|msak|rsak>.attack` (:271; 6.x `rolls.attack.<type>.bonus`, line.ts), and the modern exhaustion penalty;
 * - `criticalThreshold` (:123-132): the lower of `attack.critical.threshold` and the item's `criticalThreshold`,
 *   else 20;
 * - `rollAttack(config, dialog, message)` (attack.mjs:85-235): `target` = the AC of the one targeted token's actor
 *   (`getTargetDescriptors`, utils.mjs:639-650; none or several: undefined), so `isSuccess` is the hit;
 *   hook names [..., "attack", "d20Test"]; roll options `criticalSuccess` = the threshold (:124); the card (flags
 *   `dnd5e.roll.type: "attack"`); `dnd5e.rollAttack` / `rollAttackV2(rolls, {subject, ammoUpdate})` (:207);
 *   `dnd5e.postRollAttack(rolls, {subject})` (:232). Returns the rolls, or null.
 * - after `use`, the attack is rolled (`_triggerSubsequentActions` :70); the card's damage button rolls damage
 *   with `isCritical` from the last attack (:287-306).
 * A weapon with no stored attack gets one derived (a stand-in shortcut: dnd5e stores it).
 * Simplified: no ammunition, attack modes, mastery, elven accuracy or halfling luck.
 */
import { ChatMessage } from "../../foundry/chat";
import { Hooks } from "../../foundry/hooks";
import { mergeObject, type PlainObject } from "../../foundry/utils";
import { D20Roll, type DialogConfig, type MessageConfig, type ProcessConfig } from "../dice/d20-roll";
import { rulesVersion } from "../data/prepare";
import { dnd5eConfig } from "../config";
import { Activity, actorRollBonus, type ActivityItem, type UsageConfig, type UsageResults } from "./activity";

type Targets = Iterable<{ actor?: { system?: { attributes?: { ac?: { value?: number } } }; statuses?: Set<string>; uuid?: string } | null }>;
const userTargets = (): Targets => (globalThis as unknown as { game: { user: { targets?: Targets } } }).game.user.targets ?? [];

/** utils.mjs:639-650: one entry per targeted actor, its AC (null under total cover). */
export function targetArmorClasses(): (number | null)[] {
  const seen = new Map<string, number | null>();
  for (const token of userTargets()) {
    const actor = token.actor;
    if (!actor?.uuid) continue;
    seen.set(actor.uuid, actor.statuses?.has("coverTotal") ? null : actor.system?.attributes?.ac?.value ?? null);
  }
  return [...seen.values()];
}

export class AttackActivity extends Activity {
  static override TYPE = "attack";
  lastAttack: D20Roll[] | null = null;

  /** The stored attack with its defaults; read late, as the item's own data is built after its activities. */
  get attack(): { ability: string; bonus: string; flat: boolean; critical: { threshold: number | null }; type: { value: string; classification: string } } {
    const attack = (this.source.attack ?? {}) as PlainObject & { critical?: PlainObject; type?: PlainObject };
    const weaponType = String((this.item.system?.type as PlainObject | undefined)?.value ?? "");
    return {
      ability: String(attack.ability ?? ""),
      bonus: String(attack.bonus ?? ""),
      flat: attack.flat === true,
      critical: { threshold: typeof attack.critical?.threshold === "number" ? attack.critical.threshold : null },
      type: {
        value: String(attack.type?.value || (this.item.type === "weapon" && weaponType.endsWith("R") ? "ranged" : "melee")),
        classification: String(attack.type?.classification || "weapon"),
      },
    };
  }

  /** A weapon's derived attack, when it stores none. */
  static derivedFor(item: ActivityItem): AttackActivity {
    return new AttackActivity({ _id: `${String(item.id ?? "new")}attack`.slice(0, 16), type: "attack", name: "" }, item);
  }

  get actionType(): string {
    return `${this.attack.type.value === "ranged" ? "r" : "m"}${this.attack.type.classification === "spell" ? "sak" : "wak"}`;
  }

  override getActionType(): string {
    return this.actionType;
  }

  get ability(): string | null {
    const a = this.attack.ability;
    if (a === "none") return null;
    if (a === "spellcasting") return String(this.actor?.system.attributes?.spellcasting || "") || null;
    if (a in dnd5eConfig().abilities) return a;
    const abilities = this.actor?.system.abilities ?? {};
    if (this.item.type === "weapon") {
      const properties = new Set((this.item.system.properties as Iterable<string> | undefined) ?? []);
      if (properties.has("fin")) return (abilities.dex?.mod ?? 0) > (abilities.str?.mod ?? 0) ? "dex" : "str";
    }
    return this.attack.type.value === "ranged" ? "dex" : "str";
  }

  get criticalThreshold(): number {
    const own = Number((this.item.system as { criticalThreshold?: number }).criticalThreshold ?? Infinity);
    const threshold = Math.min(this.attack.critical.threshold ?? Infinity, Number.isFinite(own) ? own : Infinity);
    return threshold < Infinity ? threshold : 20;
  }

  /** attack-data.mjs:259-279. */
  getAttackData(): { parts: string[]; data: PlainObject } {
    const rollData = this.getRollData();
    if (this.attack.flat) return D20Roll.constructParts({ toHit: this.attack.bonus }, rollData);
    const ability = this.ability;
    const prof = (this.item.system as { prof?: { hasProficiency: boolean; term: string } }).prof;
    const out = D20Roll.constructParts({
      mod: ability ? this.actor?.system.abilities?.[ability]?.mod : null,
      prof: prof?.hasProficiency ? prof.term : null,
      bonus: this.attack.bonus,
      actorBonus: actorRollBonus(this.actor, "attack", this.actionType),
    }, rollData);
    const exhaustion = Number((this.actor?.system.attributes as { exhaustion?: number } | undefined)?.exhaustion ?? 0);
    if (rulesVersion() === "modern" && exhaustion) {
      out.parts.push("@exhaustion");
      out.data.exhaustion = -exhaustion * dnd5eConfig().conditionTypes.exhaustion.reduction.rolls;
    }
    return out;
  }

  override getRollData(): PlainObject {
    const data = super.getRollData();
    const ability = this.ability;
    data.mod = ability ? this.actor?.system.abilities?.[ability]?.mod ?? 0 : 0;
    return data;
  }

  async rollAttack(config: ProcessConfig = {}, dialog: DialogConfig = {}, message: MessageConfig = {}): Promise<D20Roll[] | null> {
    const targets = targetArmorClasses();
    const rollConfig = mergeObject({ target: targets.length === 1 ? targets[0] ?? undefined : undefined }, config) as ProcessConfig;
    rollConfig.hookNames = [...(config.hookNames ?? []), "attack", "d20Test"];
    const { parts, data } = this.getAttackData();
    rollConfig.rolls = [D20Roll.mergeConfigs({ parts, data, options: { criticalSuccess: this.criticalThreshold } }, config.rolls?.shift())].concat(config.rolls ?? []);
    rollConfig.subject = this;
    const dialogConfig = mergeObject({ options: { window: { title: "DND5E.AttackRoll", subtitle: this.item.name } } }, dialog) as DialogConfig;
    const messageConfig = mergeObject({
      create: true,
      data: { flavor: `${this.item.name} - DND5E.AttackRoll`, flags: { dnd5e: { ...this.messageFlags, messageType: "roll", roll: { type: "attack" } } }, speaker: { ...ChatMessage.getSpeaker({ actor: this.actor as never }) } }, // cast: the stand-in's getSpeaker reads `actor` only
    }, message) as MessageConfig;
    const rolls = await D20Roll.buildConfigure(rollConfig, dialogConfig, messageConfig);
    if (rollConfig.evaluate !== false) for (const roll of rolls) await roll.evaluate();
    if (!rolls.length) return null;
    await D20Roll.buildPost(rolls, rollConfig, messageConfig);
    this.lastAttack = rolls;
    Hooks.callAll("dnd5e.rollAttack", rolls, { subject: this, ammoUpdate: null });
    Hooks.callAll("dnd5e.rollAttackV2", rolls, { subject: this, ammoUpdate: null });
    Hooks.callAll("dnd5e.postRollAttack", rolls, { subject: this });
    return rolls;
  }

  protected override _usageChatButtons(): { action: string; label: string }[] {
    const buttons = [{ action: "rollAttack", label: "DND5E.Attack" }];
    if (this.damage.parts.length) buttons.push({ action: "rollDamage", label: "DND5E.Damage" });
    return buttons;
  }

  protected override async _triggerSubsequentActions(config: UsageConfig, results: UsageResults): Promise<void> {
    await this.rollAttack({ event: config.event }, {}, { data: { "flags.dnd5e.originatingMessage": (results.message as { id?: string } | undefined)?.id } });
  }

  override async usageAction(action: string, dataset: DOMStringMap): Promise<unknown> {
    if (action === "rollAttack") return this.rollAttack();
    if (action === "rollDamage") {
      const isCritical = this.lastAttack?.[0]?.isCritical === true;
      return this.rollDamage({ isCritical }, isCritical ? { options: { defaultButton: "critical" } } : {});
    }
    return super.usageAction(action, dataset);
  }
}
