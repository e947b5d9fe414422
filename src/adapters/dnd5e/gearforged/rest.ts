/**
 * A gearforged's rests through dnd5e's own (CORE-5 is dnd5e's):
 * - GF-BODY-4: a Gearforged (homebrew) long rest removes the exhaustion its maintenance clock added before dnd5e's
 *   own −1 (`exhaustionDelta`, which `_rest` applies to its clone's level, module/documents/actor/actor.mjs:2295-2300
 *   at release-5.3.3), and restarts the clock at the end of the rest: at `dnd5e.preRestCompleted` (:2311) the new
 *   level and the reset record go into dnd5e's one actor update (`result.updateData`, written at :2314), so no
 *   world-time pass can count a lapse on the old clock after the rest (dnd5e advances the clock after that update,
 *   :2318). The rest ends when dnd5e's clock advance ends it (a GM's rest with `advanceTime`), else now.
 * - Across clients (a player's rest beside the GM's time jump, whose lapse the GM's client counts:
 *   workflows/gearforged/maintenance.ts), the rest ends as one of the two serial orders:
 *   - the level and the maintenance levels are read together, from the actor at `preRestCompleted` (dnd5e's clone is
 *     older: its item-uses recovery is awaited after it, :2281, :2289); a lapse adds to both, so the rest's level is
 *     what it would leave after a lapse it did not see;
 *   - every value the rest writes for the clock is sent, held on this client or not (dnd5e's update is diffed against
 *     this client's copy, which may not have the GM's lapse yet), with a write claim of them
 *     (workflows/recheck/write-claims.ts), both in `preUpdateActor`: a lapse that lands after the rest puts back what
 *     the rest left and counts again on its clock;
 *   - a rest that restarted the clock before the jump reached this client and lands after the lapse owes that lapse
 *     again: ./maintenance-recheck.ts counts it; dnd5e's exhaustion effect, which each writing
 *     client brings in step after its own write, is brought back in step by ./exhaustion-sync.ts.
 * - GF-BODY-3 / GC-VIT-1: what the body did during the rest (maintenance, or six hours dormant) is written on dnd5e's
 *   rest card, above its list of changes (the card draws `content` first: templates/chat/rest-card.hbs). The clock's
 *   own numbers are bookkeeping, not something the rest recovered: they are left off the card's list, which would
 *   print them as raw paths (`module/data/chat-message/fields/deltas-field.mjs:124`).
 */
import { longRestMaintenance, restActivity } from "../../../rules/gearforged";
import { gearforgedBlock, gearforgedRecord, variantOf } from "../../../workflows/gearforged/state";
import { portOf } from "../../../ports/actor-port";
import { localize } from "../../../utils/notify";
import { MODULE_ID } from "../constants";
import { type Dnd5eRestConfig, type Dnd5eRestResult, isLongRest } from "../rest";
import { type WriteClaim, claimWrite } from "../../../workflows/recheck/write-claims";
import { finiteOrZero } from "../../../data/shared/finite";

/** dnd5e's rest configuration, the parts read here (`initiateRest`, actor.mjs:2163-2172). */
export interface GearforgedRestConfig extends Dnd5eRestConfig {
  exhaustionDelta?: number;
  advanceTime?: boolean;
  duration?: number;
}

/**
 * A gearforged's long rest between `preRestCompleted` and its update (`preUpdateActor`, the same client): the claim
 * taken when the rest read the actor and the values it writes, by actor uuid.
 */
interface RestClaim {
  claim: WriteClaim;
  values: Record<string, number>;
}

const claims = new Map<string, RestClaim>();

/**
 * What a rest's card says for a gearforged, kept from `preRestCompleted` to the card's creation on this client, by
 * actor id: the card's speaker names the actor by id (an unlinked token's actor shares its base actor's).
 */
interface RestNote {
  lines: string[];
}

const notes = new Map<string, RestNote>();

const EXHAUSTION = "system.attributes.exhaustion";

/** World time at the rest's end: dnd5e advances its clock by the rest's minutes after the update for a GM (:2318). */
function restEndsAt(config: GearforgedRestConfig): number {
  const now = game.time?.worldTime ?? 0;
  const minutes = finiteOrZero(config.duration);
  return config.advanceTime === true && minutes > 0 && game.user?.isGM === true ? now + 60 * minutes : now;
}

/**
 * `dnd5e.preRestCompleted(actor, result, config)`, on the resting client: GF-BODY-4's removal and restart in dnd5e's
 * update, and the note for the card.
 */
export function onGearforgedPreRest(actor: Actor.Implementation, result: Dnd5eRestResult, config: GearforgedRestConfig): void {
  const variant = variantOf(actor);
  if (!variant) return;
  const type = isLongRest(result, config) ? "long" : "short";
  const lines: string[] = [];
  const noteKey = restActivity(variant, type).noteKey;
  if (noteKey) lines.push(localize(noteKey));
  const block = gearforgedBlock(actor);
  if (variant === "homebrew" && type === "long" && actor.type === "character") {
    const updates = result.updateData ?? {};
    // The level and the maintenance levels read together, now (dnd5e's clone is older: its item recovery awaits).
    const claim = claimWrite(actor);
    const at = block?.maintenance?.lastLongRestAt;
    const after = longRestMaintenance(
      {
        clock: { lastLongRestAt: typeof at === "number" ? at : 0, lapses: finiteOrZero(block?.maintenance?.lapses) },
        exhaustion: finiteOrZero(portOf(actor).exhaustion),
        maintenanceExhaustion: finiteOrZero(block?.maintenance?.exhaustion),
      },
      restEndsAt(config),
    );
    const { removed, clock } = after;
    // dnd5e's own −1 comes after, on what is left, when it applied it at all (not while malnourished, :2295).
    const delta = EXHAUSTION in updates ? finiteOrZero(config.exhaustionDelta) : 0;
    const record = gearforgedRecord(actor);
    const values: Record<string, number> = {
      [EXHAUSTION]: Math.max(0, after.exhaustion + delta),
      [record.path("maintenance", "lastLongRestAt")]: clock.lastLongRestAt,
      [record.path("maintenance", "lapses")]: clock.lapses,
      [record.path("maintenance", "exhaustion")]: 0,
    };
    if (removed > 0) lines.push(localize("AUGMENTED.Gearforged.Maintenance.Removed", { removed }));
    Object.assign(updates, values);
    result.updateData = updates;
    claims.set(actor.uuid, { claim, values });
    lines.push(localize("AUGMENTED.Gearforged.Maintenance.Restarted"));
  }
  if (lines.length > 0 && actor.id) notes.set(actor.id, { lines });
  else if (actor.id) notes.delete(actor.id);
}

/**
 * `preUpdateActor` on the resting client: dnd5e's rest update (`isRest`, actor.mjs:2314) that writes the gearforged's
 * values carries the claim (the options travel with the update to every client's `updateActor`).
 */
export function onGearforgedRestUpdate(actor: Actor.Implementation, changes: object, options: object): void {
  const pending = claims.get(actor.uuid);
  // cast: dnd5e's rest option, read by key.
  if (!pending || (options as { isRest?: unknown }).isRest !== true) return;
  claims.delete(actor.uuid);
  // The very update the rest planned (another rest's, or one a listener stopped, writes other values); the changes
  // come diffed against this client's copy, which leaves out a value it already holds.
  const source = actor._source;
  const written = Object.entries(pending.values).every(([path, value]) => (foundry.utils.hasProperty(changes, path) ? foundry.utils.getProperty(changes, path) : foundry.utils.getProperty(source, path)) === value);
  if (!written) return;
  // Each value is sent, held here or not: the server applies the update to what landed meanwhile (a GM's lapse,
  // which this client had not received when dnd5e diffed the update), and the rest's values must be what it leaves.
  // dnd5e's `_preUpdate` (actor.mjs:3330) ran before this hook: the level before the change is kept as it keeps it.
  if (!foundry.utils.hasProperty(changes, EXHAUSTION) && foundry.utils.getProperty(options, "dnd5e.originalExhaustion") === undefined) {
    foundry.utils.setProperty(options, "dnd5e.originalExhaustion", portOf(actor).exhaustion);
  }
  foundry.utils.mergeObject(changes, foundry.utils.expandObject(pending.values));
  // cast: the operation options, read by the shared key with checks.
  const own = (options as { augmented?: unknown }).augmented;
  const augmented = typeof own === "object" && own !== null ? own : {};
  Object.assign(options, { augmented: { ...augmented, ...pending.claim.option(pending.values) } });
}

/** `dnd5e.restCompleted`: a note the card did not take (a rest without a card) is dropped, and the claim with it. */
export function onGearforgedRestCompleted(actor: Actor.Implementation): void {
  if (actor.id) notes.delete(actor.id);
  claims.delete(actor.uuid);
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
