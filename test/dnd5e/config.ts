/**
 * `CONFIG.DND5E`: the slice of dnd5e's configuration tables the stand-in and the companion read. Keys and
 * values from dnd5e release-5.3.3 `module/config.mjs` (abilities :59, defaultAbilities :138, maxAbilityScore :152,
 * skills :162, actorSizes :1169, currencies :2078, damageTypes :2241, healingTypes :2340, movementTypes :2407,
 * restTypes :2903, conditionTypes.exhaustion :3672, languages :3910, maxLevel :4060). Labels are dnd5e's i18n keys (unlocalized:
 * the stand-in loads no dnd5e language file).
 */
const ability = (label: string, type: "physical" | "mental") => ({ label: `DND5E.Ability${label}`, abbreviation: `DND5E.Ability${label}Abbr`, type });

export function createDnd5eConfig() {
  return {
    abilities: {
      str: ability("Str", "physical"), dex: ability("Dex", "physical"), con: ability("Con", "physical"),
      int: ability("Int", "mental"), wis: ability("Wis", "mental"), cha: ability("Cha", "mental"),
    } as Record<string, { label: string; abbreviation: string; type: string }>,
    defaultAbilities: { meleeAttack: "str", rangedAttack: "dex", initiative: "dex", hitPoints: "con", concentration: "con" },
    maxAbilityScore: 20,
    maxLevel: 20,
    skills: Object.fromEntries(
      ([["acr", "dex"], ["ani", "wis"], ["arc", "int"], ["ath", "str"], ["dec", "cha"], ["his", "int"], ["ins", "wis"],
        ["itm", "cha"], ["inv", "int"], ["med", "wis"], ["nat", "int"], ["prc", "wis"], ["prf", "cha"], ["per", "cha"],
        ["rel", "int"], ["slt", "dex"], ["ste", "dex"], ["sur", "wis"]] as const).map(([id, abl]) => [id, { label: `DND5E.Skill${id}`, ability: abl }]),
    ) as Record<string, { label: string; ability: string }>,
    actorSizes: Object.fromEntries(["tiny", "sm", "med", "lg", "huge", "grg"].map((s) => [s, { label: `DND5E.Size${s}` }])) as Record<string, { label: string }>,
    currencies: Object.fromEntries(([["pp", 0.1], ["gp", 1], ["ep", 2], ["sp", 10], ["cp", 100]] as const).map(([k, conversion]) => [k, { label: `DND5E.Currency${k.toUpperCase()}`, conversion }])) as Record<string, { label: string; conversion: number }>,
    damageTypes: Object.fromEntries(["acid", "bludgeoning", "cold", "fire", "force", "lightning", "necrotic", "piercing", "poison", "psychic", "radiant", "slashing", "thunder"]
      .map((t) => [t, { label: `DND5E.DAMAGE.Type.${t}`, isPhysical: ["bludgeoning", "piercing", "slashing"].includes(t) }])) as Record<string, { label: string; isPhysical: boolean }>,
    healingTypes: { healing: { label: "DND5E.HEAL.Type.Healing" }, temphp: { label: "DND5E.HEAL.Type.Temporary" }, maximum: { label: "DND5E.HEAL.Type.Maximum" } } as Record<string, { label: string }>,
    movementTypes: { walk: { label: "DND5E.MOVEMENT.Type.Speed" }, burrow: { label: "DND5E.MOVEMENT.Type.Burrow" }, climb: { label: "DND5E.MOVEMENT.Type.Climb" }, fly: { label: "DND5E.MOVEMENT.Type.Fly" }, swim: { label: "DND5E.MOVEMENT.Type.Swim" } } as Record<string, { label: string }>,
    creatureTypes: Object.fromEntries(["aberration", "beast", "celestial", "construct", "dragon", "elemental", "fey", "fiend", "giant", "humanoid", "monstrosity", "ooze", "plant", "undead"].map((t) => [t, { label: `DND5E.CreatureType${t}` }])) as Record<string, { label: string }>,
    languages: {
      standard: { label: "DND5E.Language.Category.Standard", children: { common: "DND5E.Language.Language.Common", dwarvish: "DND5E.Language.Language.Dwarvish", elvish: "DND5E.Language.Language.Elvish", gnomish: "DND5E.Language.Language.Gnomish" } },
      // config.mjs:3927: the rare group (a few of its children), where a module adds its own languages.
      exotic: { label: "DND5E.Language.Category.Rare", children: { abyssal: "DND5E.Language.Language.Abyssal", celestial: "DND5E.Language.Language.Celestial" } },
    } as Record<string, { label: string; children: Record<string, string> }>,
    conditionTypes: { exhaustion: { name: "DND5E.ConExhaustion", img: "systems/dnd5e/icons/svg/statuses/exhaustion.svg", levels: 6, reduction: { rolls: 2, speed: 5 } } },
    restTypes: {
      short: { duration: { normal: 60, gritty: 480, epic: 1 }, label: "DND5E.REST.Short.Label", recoverPeriods: ["sr"] },
      long: {
        duration: { normal: 480, gritty: 10_080, epic: 60 }, exhaustionDelta: -1, label: "DND5E.REST.Long.Label", newDay: true,
        recoverHitDice: true, recoverHitPoints: true, recoverPeriods: ["lr", "sr"], recoverTemp: true, recoverTempMax: true,
      },
    } as Record<string, RestTypeConfig>,
  };
}

export interface RestTypeConfig {
  duration: Record<string, number>;
  label: string;
  recoverPeriods: string[];
  exhaustionDelta?: number;
  newDay?: boolean;
  recoverHitDice?: boolean;
  recoverHitPoints?: boolean;
  recoverTemp?: boolean;
  recoverTempMax?: boolean;
}

export type Dnd5eConfig = ReturnType<typeof createDnd5eConfig>;

/** `CONFIG.DND5E` of the current client (set by the stand-in system's `init`, system.ts). */
export function dnd5eConfig(): Dnd5eConfig {
  const config = (globalThis as unknown as { CONFIG?: { DND5E?: Dnd5eConfig } }).CONFIG?.DND5E;
  if (!config) throw new Error("CONFIG.DND5E is not set: the dnd5e stand-in has not run its init");
  return config;
}
