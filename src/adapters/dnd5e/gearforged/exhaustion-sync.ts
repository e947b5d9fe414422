/**
 * dnd5e keeps an actor's exhaustion twice: the stored `system.attributes.exhaustion`, and the exhaustion effect
 * (`ActiveEffect5e.ID.EXHAUSTION`, `dnd5eexhaustion0`, module/documents/active-effect.mjs:35 at release-5.3.3) whose
 * `flags.dnd5e.exhaustionLevel` is the level dnd5e prepares and reads (`prepareExhaustionLevel`,
 * module/data/actor/templates/attributes.mjs:337). The client whose update wrote the stored level brings the effect in
 * step after the update lands, from that update's value (`_onUpdate` → `_onUpdateExhaustion`, actor.mjs:3342,
 * :3513), a second write.
 *
 * Two clients writing the level at once (the GM's maintenance lapse, GF-BODY-4, beside a player's long rest) can
 * land the first one's effect write after the second one's stored level: the effect then says a level the stored
 * value no longer holds (a rest's 0 under the lapse's effect at 1), and dnd5e shows both. So the client whose update
 * wrote the stored level last, once none of its own effect writes is still on the way, brings the effect in step
 * again with dnd5e's own `_onUpdateExhaustion` when an effect write lands that disagrees with the stored level:
 * every client knows who wrote last (updates land in one order everywhere), so exactly one client acts.
 */
const EXHAUSTION_EFFECT = "dnd5eexhaustion0";
const STORED = "system.attributes.exhaustion";

/** dnd5e's actor, the parts read and called here (actor.mjs:3513). */
interface ExhaustionActor {
  uuid: string;
  _source: object;
  effects: { get(id: string): { getFlag(scope: string, key: string): unknown } | undefined };
  _onUpdateExhaustion?(data: object, options: object): Promise<unknown> | undefined;
}

/** Per actor (uuid), on this client: who wrote the stored level last, and this client's own effect writes on the way. */
const lastWriter = new Map<string, string>();
const onTheWay = new Map<string, number>();

function effectLevel(actor: ExhaustionActor): number | null {
  const level = actor.effects.get(EXHAUSTION_EFFECT)?.getFlag("dnd5e", "exhaustionLevel");
  return typeof level === "number" && Number.isFinite(level) ? level : null;
}

/** Whether dnd5e's sync for a stored `level` writes the effect (actor.mjs:3515-3526: nothing to delete, or the same level). */
function syncWrites(actor: ExhaustionActor, level: number): boolean {
  const effect = effectLevel(actor);
  const exists = actor.effects.get(EXHAUSTION_EFFECT) !== undefined;
  return level < 1 ? exists : effect !== level;
}

/** `updateActor` on every client: remember who wrote the stored level; this client's own sync is on the way. */
export function onExhaustionStored(actor: Actor.Implementation, changed: object, userId: string): void {
  const level: unknown = foundry.utils.getProperty(changed, STORED);
  if (typeof level !== "number" || !Number.isFinite(level)) return;
  // cast: dnd5e's actor, read structurally (ExhaustionActor).
  const view = actor as ExhaustionActor;
  lastWriter.set(view.uuid, userId);
  // dnd5e's `_onUpdate` has run its sync's first, synchronous read already: `syncWrites` reads what it read.
  if (userId === game.userId && syncWrites(view, level)) onTheWay.set(view.uuid, (onTheWay.get(view.uuid) ?? 0) + 1);
}

/** `createActiveEffect` / `updateActiveEffect` / `deleteActiveEffect` on every client. */
export function onExhaustionEffect(effect: ActiveEffect.Implementation, userId: string): void {
  if (effect.id !== EXHAUSTION_EFFECT) return;
  // cast: an actor's effect (its parent); dnd5e's actor read structurally.
  const actor = effect.parent as ExhaustionActor | null;
  if (!actor || typeof actor._onUpdateExhaustion !== "function") return;
  const key = actor.uuid;
  if (userId === game.userId) {
    const left = (onTheWay.get(key) ?? 0) - 1;
    if (left > 0) onTheWay.set(key, left);
    else onTheWay.delete(key);
  }
  if (lastWriter.get(key) !== game.userId || onTheWay.has(key)) return;
  const stored: unknown = foundry.utils.getProperty(actor._source, STORED);
  const level = typeof stored === "number" && Number.isFinite(stored) ? stored : 0;
  if (!syncWrites(actor, level)) return;
  onTheWay.set(key, 1);
  void actor._onUpdateExhaustion({ system: { attributes: { exhaustion: level } } }, {});
}
