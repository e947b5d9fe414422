/**
 * A gearforged's rests through dnd5e's own (CORE-5 is dnd5e's):
 * - GF-BODY-4: a Gearforged (homebrew) long rest removes the exhaustion its maintenance clock added before dnd5e's
 *   own −1 (`exhaustionDelta`, applied to the rest clone's level in `_rest`, module/documents/actor/actor.mjs:2295-2300
 *   at release-5.3.3), and restarts the clock at the end of the rest: at `dnd5e.preRestCompleted` (:2311) the new
 *   level and the reset record go into dnd5e's one actor update (`result.updateData`, written at :2314), so no
 *   world-time pass can count a lapse on the old clock after the rest (dnd5e advances the clock after that update,
 *   :2318). The rest ends when dnd5e's clock advance ends it (a GM's rest with `advanceTime`), else now.
 * - GF-BODY-3 / GC-VIT-1: what the body did during the rest (maintenance, or six hours dormant) is written on dnd5e's
 *   rest card, above its list of changes (the card draws `content` first: templates/chat/rest-card.hbs). The clock's
 *   own numbers are bookkeeping, not something the rest recovered: they are left off the card's list, which would
 *   print them as raw paths (`module/data/chat-message/fields/deltas-field.mjs:124`).
 */
import { normaliseMaintenance, restActivity, startClock } from "../../../rules/gearforged";
import { gearforgedBlock, gearforgedRecord, variantOf } from "../../../workflows/gearforged/state";
import { portOf } from "../../../ports/actor-port";
import { localize } from "../../../utils/notify";
import { MODULE_ID } from "../constants";
import { type Dnd5eRestConfig, type Dnd5eRestResult, isLongRest } from "../rest";

/** dnd5e's rest configuration, the parts read here (`initiateRest`, actor.mjs:2163-2172). */
export interface GearforgedRestConfig extends Dnd5eRestConfig {
  exhaustionDelta?: number;
  advanceTime?: boolean;
  duration?: number;
}

/** The rest clone dnd5e keeps (the actor before the rest), read for its exhaustion. */
interface RestClone {
  system?: { attributes?: { exhaustion?: number } };
}

/**
 * What a rest's card says for a gearforged, kept from `preRestCompleted` to the card's creation on this client, by
 * actor id: the card's speaker names the actor by id (an unlinked token's actor shares its base actor's).
 */
interface RestNote {
  lines: string[];
}

const notes = new Map<string, RestNote>();

const EXHAUSTION = "system.attributes.exhaustion";

function num(value: unknown): number {
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

/** World time at the rest's end: dnd5e advances its clock by the rest's minutes after the update for a GM (:2318). */
function restEndsAt(config: GearforgedRestConfig): number {
  const now = game.time?.worldTime ?? 0;
  const minutes = num(config.duration);
  return config.advanceTime === true && minutes > 0 && game.user?.isGM === true ? now + 60 * minutes : now;
}

/**
 * `dnd5e.preRestCompleted(actor, result, config)`, on the resting client: GF-BODY-4's removal and restart in dnd5e's
 * update, and the note for the card.
 */
export function onGearforgedPreRest(actor: Actor.Implementation, result: Dnd5eRestResult & { clone?: RestClone }, config: GearforgedRestConfig): void {
  const variant = variantOf(actor);
  if (!variant) return;
  const type = isLongRest(result, config) ? "long" : "short";
  const lines: string[] = [];
  const noteKey = restActivity(variant, type).noteKey;
  if (noteKey) lines.push(localize(noteKey));
  const block = gearforgedBlock(actor);
  if (variant === "homebrew" && type === "long" && actor.type === "character") {
    const updates = result.updateData ?? {};
    const before = num(result.clone?.system?.attributes?.exhaustion ?? portOf(actor).exhaustion);
    const at = block?.maintenance?.lastLongRestAt;
    const state = normaliseMaintenance({
      clock: { lastLongRestAt: typeof at === "number" ? at : 0, lapses: num(block?.maintenance?.lapses) },
      exhaustion: before,
      maintenanceExhaustion: num(block?.maintenance?.exhaustion),
    });
    const removed = state.maintenanceExhaustion;
    if (removed > 0) {
      const base = state.exhaustion - removed;
      // dnd5e's own −1 comes after, on what is left, when it applied it at all (not while malnourished, :2295).
      const delta = EXHAUSTION in updates ? num(config.exhaustionDelta) : 0;
      updates[EXHAUSTION] = Math.max(0, base + delta);
      lines.push(localize("AUGMENTED.Gearforged.Maintenance.Removed", { removed }));
    }
    const record = gearforgedRecord(actor);
    const clock = startClock(restEndsAt(config));
    updates[record.path("maintenance", "lastLongRestAt")] = clock.lastLongRestAt;
    updates[record.path("maintenance", "lapses")] = 0;
    updates[record.path("maintenance", "exhaustion")] = 0;
    result.updateData = updates;
    lines.push(localize("AUGMENTED.Gearforged.Maintenance.Restarted"));
  }
  if (lines.length > 0 && actor.id) notes.set(actor.id, { lines });
  else if (actor.id) notes.delete(actor.id);
}

/** `dnd5e.restCompleted`: a note the card did not take (a rest without a card) is dropped. */
export function onGearforgedRestCompleted(actor: Actor.Implementation): void {
  if (actor.id) notes.delete(actor.id);
}

/** The slice of dnd5e's rest message read and changed here (module/data/chat-message/rest-message-data.mjs). */
export interface RestMessageView {
  type?: string;
  content?: string;
  speaker?: { actor?: string | null };
  system?: { deltas?: { actor?: { keyPath?: string }[] } };
  updateSource(changes: object): unknown;
}

const RECORD_PREFIX = `flags.${MODULE_ID}.gearforged.`;

/**
 * `preCreateChatMessage` on the resting client: dnd5e's rest card of a gearforged gets the body's note, and loses
 * the clock's bookkeeping rows.
 */
export function onRestCardCreate(message: RestMessageView): void {
  if (message.type !== "rest") return;
  const actorId = message.speaker?.actor;
  if (!actorId) return;
  const note = notes.get(actorId);
  const rows = message.system?.deltas?.actor ?? [];
  const kept = rows.filter((row) => !String(row.keyPath ?? "").startsWith(RECORD_PREFIX));
  const changes: Record<string, unknown> = {};
  if (kept.length !== rows.length) changes["system.deltas.actor"] = kept;
  if (note) {
    const html = note.lines.map((line) => `<p class="augmented-gearforged-rest">${foundry.utils.escapeHTML(line)}</p>`).join("");
    changes.content = `${message.content ?? ""}${html}`;
    notes.delete(actorId);
  }
  if (Object.keys(changes).length > 0) message.updateSource(changes);
}
