/**
 * `Actor5e`, the slice of dnd5e release-5.3.3 `module/documents/actor/actor.mjs` the companion calls:
 * - `applyActiveEffects` prepares the embedded data (the species) before the effects (:350);
 * - `applyDamage` / `calculateDamage` (damage.ts), `applyTempHP` (:996: only more temp HP than now);
 * - `modifyTokenAttribute` (:697, the token HUD's HP bar): `attributes.hp` goes through `applyDamage` — a delta
 *   as its negation, a value as (value + temp) − value — with `{isDelta}`; other attributes as core's;
 * - `rollSkill`, `rollAbilityCheck`, `rollSavingThrow`, `rollDeathSave` (rolls.ts);
 * - `shortRest`, `longRest`, `initiateRest` (rest.ts);
 * - `_preUpdate` records the exhaustion before an exhaustion change in `options.dnd5e.originalExhaustion` (:3330);
 *   `_onUpdate` on the requesting client keeps the exhaustion effect (`dnd5eexhaustion0`, flag
 *   `dnd5e.exhaustionLevel`) in step with `system.attributes.exhaustion` (:3342, #_onUpdateExhaustion :3513):
 *   created at level ≥ 1, its flag updated, deleted at 0. The prepared `attributes.exhaustion` is read back from
 *   that effect (prepare.ts), so it follows once the effect exists.
 * - `classes` (identifier → class item), `spellcastingClasses` (:128, those whose `spellcasting.progression` is not
 *   "none"), `system.isCreature/isCharacter/isNPC`;
 * - `prepareData` ends with every item's `prepareFinalAttributes` (:308), so items read the prepared actor;
 * - `getRollData()` (:509): the system data, `prof` as a Proficiency (`data/abstract/actor-data-model.mjs:87`),
 *   `classes` by identifier (`templates/creature.mjs:310`), `flags`, `name`, `statuses` (exhaustion: its level).
 * The HP hooks (`dnd5e.damageActor` / `dnd5e.healActor`) come from the actor models (data/hp-hooks.ts).
 */
import { Actor } from "../../foundry/actor";
import { getProperty, setProperty, type PlainObject } from "../../foundry/utils";
import { dnd5eConfig } from "../config";
import { EXHAUSTION_EFFECT_ID } from "../data/prepare";
import { Proficiency } from "../data/proficiency";
import type { DialogConfig, MessageConfig, ProcessConfig } from "../dice/d20-roll";
import { applyDamage, calculateDamage, type DamageDescription, type DamageOptions } from "./damage";
import { initiateRest, type RestConfig } from "./rest";
import { type HitDieActor, rollHitDie } from "./hit-die";
import { rollAbilityCheck, rollDeathSave, rollSavingThrow, rollSkill, type RollingActor } from "./rolls";
import type { Dnd5eItem } from "./item";

type GameUser = { game: { userId: string } };

export class Actor5e extends Actor {
  declare system: Actor["system"] & PlainObject & { prepareEmbeddedData?: () => void };
  declare items: Actor["items"] & Iterable<Dnd5eItem>;

  /** The class items keyed by their identifier (or slugged name). */
  get classes(): Record<string, Dnd5eItem> {
    const out: Record<string, Dnd5eItem> = {};
    for (const item of this.items) {
      if (item.type !== "class") continue;
      const key = String(item.system.identifier || item.name.toLowerCase().replace(/\s+/g, "-"));
      out[key] = item;
    }
    return out;
  }

  /** The spellcasting classes by identifier (actor.mjs:128-134; no lazy cache in the stand-in). */
  get spellcastingClasses(): Record<string, Dnd5eItem> {
    return Object.fromEntries(Object.entries(this.classes).filter(([, cls]) => cls.spellcasting && cls.spellcasting.progression !== "none"));
  }

  override prepareData(): void {
    super.prepareData();
    for (const item of this.items) item.prepareFinalAttributes();
  }

  override getRollData(): PlainObject {
    const system = this.system as PlainObject & { attributes?: { prof?: number; exhaustion?: number } };
    const data: PlainObject = { ...system, prof: new Proficiency(system.attributes?.prof ?? 0, 1) };
    data.classes = Object.fromEntries(Object.entries(this.classes).map(([id, cls]) => [id, { ...cls.system }]));
    data.flags = { ...this.flags };
    data.name = this.name;
    data.statuses = Object.fromEntries([...this.statuses].map((s) => [s, s === "exhaustion" ? system.attributes?.exhaustion ?? 1 : 1]));
    return data;
  }

  override applyActiveEffects(): void {
    this.system.prepareEmbeddedData?.();
    super.applyActiveEffects();
  }

  async applyDamage(damages: DamageDescription[] | number, options: DamageOptions = {}): Promise<this> {
    return applyDamage(this as unknown as Parameters<typeof applyDamage>[0], damages, options) as Promise<unknown> as Promise<this>; // cast: this actor has the hp/traits shape damage.ts reads
  }

  calculateDamage(damages: DamageDescription[], options: DamageOptions = {}): ReturnType<typeof calculateDamage> {
    return calculateDamage(this as unknown as Parameters<typeof calculateDamage>[0], damages, options); // cast: as above
  }

  override async modifyTokenAttribute(attribute: string, value: number, isDelta = false, isBar = true): Promise<this | undefined> {
    if (attribute !== "attributes.hp") return super.modifyTokenAttribute(attribute, value, isDelta, isBar);
    const hp = getProperty(this.system, "attributes.hp") as { value: number; temp: number };
    const delta = isDelta ? -1 * value : hp.value + hp.temp - value;
    return this.applyDamage(delta, { isDelta });
  }

  async applyTempHP(amount = 0): Promise<this | undefined> {
    const hp = getProperty(this.system, "attributes.hp") as { temp: number } | undefined;
    if (!hp) return this;
    const value = Math.trunc(Number(amount));
    if (value > hp.temp) return (await this.update({ "system.attributes.hp.temp": value })) as this | undefined;
    return this;
  }

  private get rolling(): RollingActor {
    return this as unknown as RollingActor; // cast: a creature's prepared system data has the shape rolls.ts reads
  }

  rollSkill(config: ProcessConfig & { skill?: string; ability?: string } = {}, dialog: DialogConfig = {}, message: MessageConfig = {}) {
    return rollSkill(this.rolling, config, dialog, message);
  }

  rollAbilityCheck(config: ProcessConfig & { ability?: string } = {}, dialog: DialogConfig = {}, message: MessageConfig = {}) {
    return rollAbilityCheck(this.rolling, config, dialog, message);
  }

  rollSavingThrow(config: ProcessConfig & { ability?: string } = {}, dialog: DialogConfig = {}, message: MessageConfig = {}) {
    return rollSavingThrow(this.rolling, config, dialog, message);
  }

  rollDeathSave(config: ProcessConfig = {}, dialog: DialogConfig = {}, message: MessageConfig = {}) {
    return rollDeathSave(this.rolling, config, dialog, message);
  }

  rollHitDie(config: PlainObject & { denomination?: string } = {}, dialog: PlainObject = {}, message: PlainObject = {}) {
    return rollHitDie(this as unknown as HitDieActor, config, dialog, message); // cast: a character's prepared data has the shape hit-die.ts reads
  }

  initiateRest(config: RestConfig) {
    return initiateRest(this as unknown as Parameters<typeof initiateRest>[0], config); // cast: this actor has the shape rest.ts reads
  }

  shortRest(config: Partial<RestConfig> = {}) {
    return this.initiateRest({ ...config, type: "short" });
  }

  longRest(config: Partial<RestConfig> = {}) {
    return this.initiateRest({ ...config, type: "long" });
  }

  override async _preUpdate(changes: PlainObject, options: PlainObject, user: Parameters<Actor["_preUpdate"]>[2]): Promise<boolean | void> {
    if ((await super._preUpdate(changes, options, user)) === false) return false;
    if (Number.isFinite(getProperty(changes, "system.attributes.exhaustion"))) {
      setProperty(options, "dnd5e.originalExhaustion", getProperty(this.system, "attributes.exhaustion"));
    }
  }

  /** Returns the exhaustion sync's promise (dnd5e's `_onUpdate` is async), so the stand-in waits for it. */
  override _onUpdate(changed: PlainObject, options: PlainObject, userId: string): Promise<unknown> | undefined {
    super._onUpdate(changed, options, userId);
    if (userId === (globalThis as unknown as GameUser).game.userId) return this._onUpdateExhaustion(changed, options);
    return undefined;
  }

  /** dnd5e's own name (protected, called by the module's exhaustion sync: src/adapters/dnd5e/gearforged/exhaustion-sync.ts). */
  async _onUpdateExhaustion(changed: PlainObject, options: PlainObject): Promise<unknown> {
    const level = getProperty(changed, "system.attributes.exhaustion");
    if (typeof level !== "number" || !Number.isFinite(level)) return undefined;
    const effect = this.effects.get(EXHAUSTION_EFFECT_ID);
    if (level < 1) return effect?.delete();
    if (effect) return effect.update({ "flags.dnd5e.exhaustionLevel": level }, { dnd5e: { originalExhaustion: getProperty(options, "dnd5e.originalExhaustion") } });
    const status = dnd5eConfig().conditionTypes.exhaustion;
    return this.createEmbeddedDocuments("ActiveEffect", [{
      _id: EXHAUSTION_EFFECT_ID, name: status.name, img: status.img, statuses: ["exhaustion"], flags: { dnd5e: { exhaustionLevel: level } },
    }], { keepId: true });
  }
}
