/**
 * The actor port (docs/ARCHITECTURE.md, "The actor port"): the one way workflows reach the acting creature, in the
 * rules' vocabulary. Its three parts: reads and rolls (abilities, HP, a check of an ability with a skill, a save, a
 * death save, damage by the host's own rules, the write paths); per-actor feature records (./feature-record.ts:
 * where a feature keeps its state); derived effects (./derived-effects.ts: a feature's contributions to modifiers,
 * AC and speeds, as changes the host applies). Each host's adapter implements it (the system's:
 * src/adapters/system/system-port.ts; a companion module registers its own). Workflows call `portOf(actor)` and
 * never name an implementation, so the adapter is chosen by registration, not by import.
 *
 * Every read is taken from the actor as it is now (no snapshot): a workflow that re-reads after an await sees the
 * current state. Numbers are finite; a value the creature does not have reads as documented per member.
 */
import type { ArmorKind } from "../rules/core/armor-class";
import type { AbilityId } from "../rules/core/abilities";
import type { Coin, Purse } from "../rules/core/currency";
import type { DamageTraits, RawDamageInstance } from "../rules/core/damage-types";
import { type DeathSaves, type LifeState, NO_DEATH_SAVES, lifeState } from "../rules/core/death-saves";
import type { ExhaustionRules } from "../rules/core/exhaustion";
import type { HitPoints } from "../rules/core/hit-points";
import type { SkillId } from "../rules/core/skills";
import type { Speeds } from "../rules/core/speed";
import type { FeatureSaveDc } from "../rules/cyborg/save-dc";
import type { EffectChangeSpec } from "../compat/effect-data";
import type { FeatureRecord, FeatureRecordKind } from "./feature-record";
import type { DerivedContribution } from "./derived-effects";
import type { SpeciesActorChanges, SpeciesActorState } from "../rules/species";

/**
 * What a species or a chassis touches (scores, size, walk, creature types, languages) where a host keeps it apart
 * from the system's layout: the state the species rules read, and the update that writes their changes.
 */
export interface SpeciesPort {
  state(): SpeciesActorState;
  update(changes: SpeciesActorChanges): Record<string, unknown>;
}

/** One ability as the workflows use it (CORE-1). */
export interface PortAbility {
  /** The score, 1..30 (10 when unset). */
  score: number;
  /** The modifier, after effects that raise every modifier (SF-4). */
  mod: number;
  /** The ability check modifier (mod + check bonuses; no exhaustion: that is added at roll time). */
  check: number;
  /** The saving throw modifier (mod + PB when proficient + save bonuses). */
  save: number;
}

/**
 * The data paths of the writes the workflows make on the acting creature, named by the host's adapter: a workflow
 * writes `{[port.paths.hp.value]: 3}`, never a literal path.
 */
export interface PortPaths {
  hp: { value: string; temp: string; max: string };
  death: { success: string; failure: string };
  exhaustion: string;
  currency: Readonly<Record<Coin, string>>;
  /** The spent count of the creature's one hit dice pool; null where the host keeps hit dice elsewhere (per class). */
  hitDiceSpent: string | null;
}

/**
 * How a roll is asked for, in three parts: the roll (mode, bonus, DC), whether the user configures it
 * in the roll dialog, and whether it posts its own chat message.
 */
export interface PortRollRequest {
  /** The DC it is made against; the result's `success` compares the total with it (null without). */
  dc?: number;
  advantage?: boolean;
  disadvantage?: boolean;
  /** A situational bonus formula ("2", "1d4"). */
  bonus?: string;
  /**
   * Open the roll dialog (default false: the workflow already decided the mode). With a dialog the roll also
   * takes what features registered for this kind of roll (situational toggles, limbs).
   */
  dialog?: boolean;
  /**
   * The roller's own check in a workflow the user runs (an installation, a removal, a repair, an upgrade): a host
   * whose players expect its roll dialog there opens it for a player (dnd5e; closed: null), never for a GM running
   * the workflow. The system's port follows `dialog` alone: its workflow decided the mode.
   */
  ownCheck?: boolean;
  /** The click that asked (modifier keys skip the dialog). */
  event?: Event | null;
  /** Post the roll as its own chat message (default false: the workflow's card carries it). */
  message?: boolean;
  /** Who sees a posted roll (src/compat/message-mode.ts). */
  messageMode?: string;
  /** Re-checked right before a roll is posted (workflows/recheck/recheck.ts); false: nothing is posted, null. */
  recheck?: () => boolean;
  /** Answers for the dialog's boxes when it is skipped (against magic, poison, during a rest, concealing). */
  situation?: PortRollSituation;
}

/** Situational answers a roll may carry (the roll dialog's boxes, for a fast-forwarded roll or a macro). */
export interface PortRollSituation {
  againstMagic?: boolean;
  againstPoison?: boolean;
  duringRest?: boolean;
  concealingWeapon?: boolean;
}

/** A check in the rules' terms (CORE-1): an ability, and the skill the check uses when it names one. */
export interface PortCheck {
  ability: AbilityId;
  skill?: SkillId;
}

/** What a roll gives back to the workflow. */
export interface PortRollResult {
  roll: Roll;
  total: number;
  /** The kept d20 face (with advantage: the higher one). */
  d20: number;
  /** Total ≥ DC, or null when no DC was given. */
  success: boolean | null;
  /** The chat message the roll posted (null when `message` was false). */
  message: ChatMessage.Implementation | null;
}

/** How a damage or healing application is asked for (what the card or augment knows of it). */
export interface PortDamageOptions {
  /** A critical hit (the system: at 0 HP it costs two death save failures, CORE-4). */
  critical?: boolean;
  /** Where it comes from (an item or message uuid). */
  source?: string;
}

/** What a damage or healing application changed: the values of the paths it wrote, before it (an undo record). */
export interface PortAppliedDamage {
  previous: Record<string, number>;
}

/** A death save (CORE-4), rolled and recorded by the creature's own rules. */
export interface PortDeathSaveResult extends PortRollResult {
  /** The tally after the save was recorded. */
  deathSaves: DeathSaves;
  /** HP after the save (a natural 20 brings the creature back at 1). */
  hp: number;
}

/** An item as a hand holds it or a body wears it (the port's `gearOf`). */
export interface HeldGear {
  kind: "weapon" | "shield" | "other";
  /** A weapon with the light property. */
  light: boolean;
  /** A weapon with the two-handed property (GF-UPG-2: never built into an arm). */
  twoHanded: boolean;
  /** A weapon the creature is proficient with, as the host decides it (GF-UPG-2). */
  proficient: boolean;
  /** The armor kind of a suit of armor or a shield (GF-UPG-8 integrates one), else null. */
  armor: ArmorKind | null;
}

export interface ActorPort {
  readonly actor: Actor.Implementation;

  /** One ability (unset abilities read score 10, modifiers 0). */
  ability(id: AbilityId): PortAbility;
  /** All six modifiers, e.g. for an augment's own uses formula (CY-USE-1). */
  abilityMods(): Record<AbilityId, number>;
  /** A skill's total modifier (the governing ability's modifier when the creature has no skill list). */
  skillTotal(id: SkillId): number;
  /** The proficiency bonus (CORE-1). */
  readonly proficiency: number;
  /**
   * The character level, 1..20; for an npc, what its host gives (CORE-11 where the host's npcs have no level of
   * their own: class levels, else CR rounded down, at least 1); 0 for a creature without any.
   */
  readonly level: number;
  /**
   * The host's own id of one of the creature's tool items (dnd5e: its base tool, `system.type.baseItem`, e.g.
   * "tinker"), or null when the host knows none for it. The repair tools (CY-TOOL-1) use the common 5e tool ids.
   */
  toolId(item: Item.Implementation): string | null;
  /** What one of the creature's items is in a hand (GF-UPG-6's claw): a weapon, light or not, a shield, or other. */
  gearOf(item: Item.Implementation): HeldGear;
  /**
   * Hit points (CORE-2) as the rules take them: `max` is the effective maximum, the one in force now (2014
   * exhaustion level 4 halves it), which damage, healing and the integrity threshold are measured against.
   */
  readonly hp: HitPoints;
  /** The maximum as stored, before what lowers it for now (the path `paths.hp.max` writes). */
  readonly storedHpMax: number;
  /** The death-save tally, or null for a creature that makes none (an npc). */
  readonly deathSaves: DeathSaves | null;
  /** The exhaustion level, 0..6 (CORE-6). */
  readonly exhaustion: number;
  /** Which exhaustion table the host applies (CORE-6): the system's world setting, dnd5e's rules version. */
  readonly exhaustionRules: ExhaustionRules;
  /** Speeds after exhaustion, in feet. */
  readonly speeds: Speeds;
  /** Damage immunities, resistances, vulnerabilities. */
  readonly traits: DamageTraits;
  /** The class feature / spellcasting save DCs the creature has (CY-DC-1, CORE-7), in its own order. */
  readonly featureDcs: readonly FeatureSaveDc[];
  /** The coins, or null for a creature that carries none (an npc). */
  readonly currency: Purse | null;
  /**
   * The Cyborg species trait (CY-VIS-1, SF-1), as the host marks it: the system's `species` item, a companion's
   * species item of its host, or the actor's own flag.
   */
  readonly cyborg: boolean;
  readonly paths: PortPaths;
  /** A feature's record on this creature (./feature-record.ts): where the host keeps that feature's state. */
  record<T extends object>(kind: FeatureRecordKind<T>): FeatureRecord<T>;
  /**
   * A feature's contributions to derived numbers (./derived-effects.ts) as the Active Effect changes this host
   * applies. A host may give none for one it derives from the effect's flags itself (the system's derivation reads
   * the overdrive's modifier bonus, data/actor/parts/effect-bonuses.ts).
   */
  effectChanges(contributions: readonly DerivedContribution[]): EffectChangeSpec[];
  /** The species slice where the host's layout differs from the system's (absent: the system's paths). */
  readonly species?: SpeciesPort;

  /**
   * A check as the rules name it: an ability, with the skill it uses when it names one (Dexterity (Sleight of Hand)
   * for augment work, CY-INS-2; plain Intelligence for a design, CY-DES-1). A host maps it onto its own checks (a
   * host without these skills rolls the ability, or what it uses instead). Null when cancelled.
   */
  rollCheck(check: PortCheck, request?: PortRollRequest): Promise<PortRollResult | null>;
  /** A saving throw of an ability, e.g. Constitution for integrity (CY-INT-1). Null when cancelled. */
  rollSave(ability: AbilityId, request?: PortRollRequest): Promise<PortRollResult | null>;
  /** A death save, recorded on the creature. Null when refused (not dying) or cancelled. */
  rollDeathSave(request?: PortRollRequest): Promise<PortDeathSaveResult | null>;
  /**
   * Damage or healing (type "healing") applied by the host's own rules (CORE-2, CORE-3: the system's applyDamage, a
   * host system's own), so its traits, hooks and follow-ups apply. Null when refused or cancelled.
   */
  applyDamage(instances: readonly RawDamageInstance[], options?: PortDamageOptions): Promise<PortAppliedDamage | null>;
}

/** Builds the port of an actor; one per world, registered at start-up by the package that runs. */
export type ActorPortFactory = (actor: Actor.Implementation) => ActorPort;

/**
 * Register the adapter (the system at init, after `CONFIG.AUGMENTED` is set; a companion module in its own init).
 * The last one wins. It is kept on `CONFIG.AUGMENTED.actorPort`, as Foundry keeps a document class on CONFIG: each
 * client uses what its own code registered, whichever copy of a workflow module asks.
 */
export function registerActorPort(make: ActorPortFactory): void {
  CONFIG.AUGMENTED.actorPort = make;
}

/** The port of `actor`, through the registered adapter. */
export function portOf(actor: Actor.Implementation): ActorPort {
  const make = CONFIG.AUGMENTED?.actorPort;
  if (!make) throw new Error("Augmented: no actor port registered (registerActorPort runs at init)");
  return make(actor);
}

/** CORE-4 / CORE-6 / CORE-9: alive, dying, stable or dead, whatever brought it there. */
export function lifeOf(port: ActorPort): LifeState {
  return lifeState({ hp: port.hp, deathSaves: port.deathSaves ?? NO_DEATH_SAVES, exhaustion: port.exhaustion });
}

/** CORE-4 / CORE-6 / CORE-9: dead (three failures, or exhaustion 6), whatever brought it there. */
export function isDead(actor: Actor.Implementation): boolean {
  return lifeOf(portOf(actor)) === "dead";
}

/** The kept d20 face of an evaluated d20 test (with advantage: the higher one). */
export function keptD20(roll: Roll): number {
  const die = roll.dice[0];
  const kept = die?.results.find((result) => result.active !== false && !result.discarded);
  return kept?.result ?? 0;
}
