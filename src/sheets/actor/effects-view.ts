/**
 * The Effects tab and the header's condition chips: every effect that applies to the actor (its own and its
 * items' transferred ones), as a dnd5e player knows them: one list of conditions, then the other effects in three
 * sections: temporary (a duration or a status), passive, and inactive (disabled, or suppressed by Foundry). An effect
 * that is only a condition (what toggling a status makes: one status, its name, nothing else) is listed once, as
 * that condition, with its remove button there, as dnd5e lists it (base-actor-sheet.mjs `_prepareEffectsContext`).
 * Each row says what is left of it and where it came from. The system's own effects (System Failure overdrive,
 * acclimation, Jet Pack flight, 13th Age neglect and paralysis) carry localized names from their workflows, so they
 * read as any other effect here.
 */
import { localize } from "../../utils/notify";
import { effectTiming as compatTiming } from "../../compat/effect-data";
import { overdriveRecord } from "../../workflows/system-failure/overdrive";

/** What is left of an effect: world seconds, combat rounds and turns, or nothing (it lasts until removed). */
export type EffectTiming = { kind: "seconds"; remaining: number } | { kind: "combat"; rounds: number; turns: number } | { kind: "none" };

/** The effect fields the tab reads; time-based length and start come through src/compat (`effectTiming`). */
interface EffectView {
  id: string | null;
  uuid: string;
  name: string;
  img: string | null;
  disabled: boolean;
  isSuppressed: boolean;
  isTemporary: boolean;
  origin: string | null;
  parent: unknown;
  statuses: Set<string>;
  changes?: unknown[];
  flags: unknown;
  duration: { startTime?: number | null; seconds?: number | null; rounds?: number | null; turns?: number | null; combat?: unknown };
}

/**
 * The effect's timing: world seconds left (start and length read through src/compat, either generation), else
 * combat rounds/turns.
 */
export function effectTiming(effect: Pick<EffectView, "duration">, worldTime: number): EffectTiming {
  const { start, seconds } = compatTiming(effect);
  if (seconds !== null && seconds > 0) return { kind: "seconds", remaining: (start ?? worldTime) + seconds - worldTime };
  const d = effect.duration;
  if ((d.rounds ?? 0) > 0 || (d.turns ?? 0) > 0) return { kind: "combat", rounds: d.rounds ?? 0, turns: d.turns ?? 0 };
  return { kind: "none" };
}

/** "52 s", "5 min", "3 h", "2 days": the largest unit that reads as a whole number, rounded up (time left is at most this). */
export function remainingText(seconds: number): string {
  if (seconds <= 0) return localize("AUGMENTED.Effects.Expired");
  if (seconds < 60) return localize("AUGMENTED.Effects.Remaining.seconds", { count: Math.ceil(seconds) });
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return localize("AUGMENTED.Effects.Remaining.minutes", { count: minutes });
  const hours = Math.ceil(seconds / 3600);
  if (hours < 24) return localize("AUGMENTED.Effects.Remaining.hours", { count: hours });
  const days = Math.ceil(seconds / 86_400);
  return localize(days === 1 ? "AUGMENTED.Effects.Remaining.day" : "AUGMENTED.Effects.Remaining.days", { count: days });
}

/**
 * What the row says is left. The overdrive (SF-4) lasts until the end of its owner's next turn: its stored length
 * (6 s outside combat, a round and a turn in one) is only the system's bound, so the row says what the rule means.
 */
function timingText(timing: EffectTiming, overdrive = false): string {
  const over = timing.kind === "seconds" && timing.remaining <= 0;
  if (overdrive && !over) return localize("AUGMENTED.Effects.Remaining.nextTurnEnd");
  if (timing.kind === "seconds") return remainingText(timing.remaining);
  if (timing.kind === "combat") return localize("AUGMENTED.Effects.Remaining.combat", { rounds: timing.rounds, turns: timing.turns });
  return "";
}

export interface EffectRow {
  uuid: string;
  name: string;
  img: string;
  source: string;
  remaining: string;
  disabled: boolean;
  suppressed: boolean;
}

export interface EffectSection {
  /** Also the heading's lang key (the template says it). */
  id: "temporary" | "passive" | "inactive";
  effects: EffectRow[];
}

export interface ConditionChip {
  id: string;
  label: string;
  img: string;
}

/** A condition on the Effects tab: its chip, and the effect that is only this condition (removed from here). */
export interface ConditionRow extends ConditionChip {
  uuid: string;
}

export interface EffectsContext {
  sections: EffectSection[];
  conditions: ConditionRow[];
  canManage: boolean;
  /** Anything to list: the npc sheet's one page leaves the section out when not. */
  any: boolean;
}

interface StatusEntry {
  id: string;
  name?: string;
  img?: string;
}

function statusEntries(): StatusEntry[] {
  // cast: CONFIG.statusEffects is a list of {id, name, img} (v13); only those fields are read.
  return (CONFIG.statusEffects as StatusEntry[] | undefined) ?? [];
}

/**
 * A status's name: its CONFIG.statusEffects name localized, else the system's condition name (a 13th Age halt is
 * "paralyzed", which core's list lacks), else the id itself capitalized.
 */
function statusLabel(id: string, entry: StatusEntry | undefined): string {
  if (entry?.name && game.i18n?.has(entry.name)) return localize(entry.name);
  const own = `AUGMENTED.Condition.${id}`;
  if (game.i18n?.has(own)) return localize(own);
  return id.charAt(0).toUpperCase() + id.slice(1);
}

/** Where an effect comes from: the item it is on, else its origin document's name, else "—". */
function sourceName(effect: EffectView, actor: Actor.Implementation): string {
  // cast: a structural view of the model's parent document (null outside a document).
  const parent = effect.parent as { documentName?: string; name?: string } | null;
  if (parent && parent !== actor && parent.documentName === "Item" && parent.name) return parent.name;
  if (effect.origin) {
    // cast (both): a stored origin is any uuid string; fromUuidSync returns any document or index entry, only its name is read.
    const origin = foundry.utils.fromUuidSync(effect.origin as Parameters<typeof foundry.utils.fromUuidSync>[0]) as { name?: unknown } | null;
    if (typeof origin?.name === "string" && origin.name) return origin.name;
  }
  return localize("AUGMENTED.Effects.NoSource");
}

/**
 * The status an effect stands for when it is only that condition: one status, no changes, no time limit, and named
 * as the status is (its CONFIG.statusEffects name, raw or localized, or the name the chips show). Else null: an
 * effect with its own name, changes or duration is an effect of its own (a 13th Age halt says why it paralyzes).
 */
function conditionOnly(effect: EffectView, entries: StatusEntry[], worldTime: number): string | null {
  if (effect.statuses.size !== 1 || (effect.changes?.length ?? 0) > 0) return null;
  if (effectTiming(effect, worldTime).kind !== "none") return null;
  const [id] = effect.statuses;
  if (id === undefined) return null;
  const entry = entries.find((e) => e.id === id);
  const names = new Set([entry?.name, entry?.name ? localize(entry.name) : undefined, statusLabel(id, entry)]);
  return names.has(effect.name) ? id : null;
}

/** The actor's conditions (statuses), as chips. */
export function conditionChips(actor: Actor.Implementation): ConditionChip[] {
  const entries = statusEntries();
  return [...actor.statuses].sort().map((id) => {
    const entry = entries.find((e) => e.id === id);
    return { id, label: statusLabel(id, entry), img: entry?.img ?? "" };
  });
}

/** The Effects tab's data for `actor`. */
export function effectsContext(actor: Actor.Implementation, options: { editable: boolean }): EffectsContext {
  const worldTime = game.time?.worldTime ?? 0;
  const sections: Record<EffectSection["id"], EffectRow[]> = { temporary: [], passive: [], inactive: [] };
  const entries = statusEntries();
  /** Each condition's own effect (the one removed from its row). */
  const conditionEffects = new Map<string, string>();
  for (const doc of actor.allApplicableEffects()) {
    // cast: a structural read of a v13 ActiveEffect (see EffectView).
    const effect = doc as EffectView;
    const suppressed = effect.isSuppressed === true;
    const condition = effect.disabled || suppressed ? null : conditionOnly(effect, entries, worldTime);
    if (condition !== null) {
      if (!conditionEffects.has(condition)) conditionEffects.set(condition, effect.uuid);
      continue;
    }
    const row: EffectRow = {
      uuid: effect.uuid,
      name: effect.name,
      img: effect.img ?? "icons/svg/aura.svg",
      source: sourceName(effect, actor),
      remaining: timingText(effectTiming(effect, worldTime), overdriveRecord(effect) !== null),
      disabled: effect.disabled,
      suppressed,
    };
    const section = effect.disabled || suppressed ? "inactive" : effect.isTemporary ? "temporary" : "passive";
    sections[section].push(row);
  }
  const conditions = conditionChips(actor).map((chip) => ({
    ...chip,
    uuid: conditionEffects.get(chip.id) ?? "",
  }));
  return {
    any: conditions.length > 0 || Object.values(sections).some((rows) => rows.length > 0),
    sections: (["temporary", "passive", "inactive"] as const).map((id) => ({
      id,
      effects: sections[id].sort((a, b) => a.name.localeCompare(b.name)),
    })),
    conditions,
    canManage: options.editable,
  };
}

/**
 * The effect a clicked control names, only when it applies to `actor` (its own, or on one of its items): a uuid
 * in the page is not trusted to point anywhere else.
 */
export function effectOf(actor: Actor.Implementation, uuid: string): ActiveEffect.Implementation | null {
  for (const effect of actor.allApplicableEffects()) if (effect.uuid === uuid) return effect;
  return null;
}
