/**
 * dnd5e's damage step, carried to every client (CORE-10). `Actor5e#applyDamage` (release-5.3.3
 * module/documents/actor/actor.mjs:720-778; the same code on the 6.x line) computes the amount of one application
 * (after immunity, resistance and vulnerability, temp HP included, not capped at the HP left), announces it as
 * `dnd5e.preApplyDamage(actor, amount, updates, options)` (:754), writes `updates` with a bare `actor.update(updates)`
 * (:765, no operation options) and announces `dnd5e.applyDamage(actor, amount, options)` (:775). Every tool that
 * applies damage through it (dnd5e's damage cards with `isDelta`, midi-qol, the token HUD's `modifyTokenAttribute`,
 * :697-701) takes this path. The hooks fire on the applying client only, while `updateActor` fires on every client,
 * so the applying client keeps the amount until the update that writes it and puts it in that update's options
 * (`preUpdateActor`), which travel with the update to every client (./damage.ts reads them there).
 *
 * An application that changes no HP (damage to a character already at 0 HP with no temp HP) makes no update at
 * all: when dnd5e's step ends without having made its update, the applying client announces the drop itself (it
 * is the client that acts for its own change, src/utils/acting-user.ts).
 */
import { emit } from "../../features/dispatch";
import { MODULE_ID } from "./constants";
import type { HpSnapshot } from "../../documents/actor/hp-drop";
import { hpNow, appliedDrop } from "./damage";

/** What the applying client puts in the update's options: the amount dnd5e's damage step computed. */
export interface AppliedDamage {
  amount: number;
}

/** One application between dnd5e's step and its update, on the applying client. */
interface Pending {
  actor: Actor.Implementation;
  amount: number;
  /** dnd5e's update data, as its later listeners leave it (read when the update is made). */
  updates: Record<string, unknown>;
  /** dnd5e's application options: the same object reaches `dnd5e.applyDamage`. */
  options: object;
  /** The hit points when dnd5e's step ran: an update this step did not recognise changed them. */
  before: HpSnapshot;
  /** Its update was made (and so reaches every client before dnd5e's step ends, or was cancelled). */
  written: boolean;
  at: number;
}

/** An application cancelled after this listener (another `preApplyDamage` returning false) never ends: forgotten. */
const FORGET_AFTER_MS = 60_000;
const HP_PATHS = ["system.attributes.hp.value", "system.attributes.hp.temp"] as const;

let pending: Pending[] = [];

/** The same actor: the same instance (the usual case, compared first), or another instance of it. */
function sameActor(a: Actor.Implementation, b: Actor.Implementation): boolean {
  return a === b || a.uuid === b.uuid;
}

function valueAt(data: Record<string, unknown>, path: string): unknown {
  return path in data ? data[path] : foundry.utils.getProperty(data, path);
}

/**
 * Whether an update's changes write the HP dnd5e's step planned: a diffed update leaves out what does not change, so
 * a planned value it lacks must be the stored one.
 */
function writes(record: Pending, changes: Record<string, unknown>): boolean {
  const touched = HP_PATHS.some((path) => valueAt(changes, path) !== undefined);
  return touched && HP_PATHS.every((path) => {
    const planned = valueAt(record.updates, path);
    const written = valueAt(changes, path);
    return planned === undefined || planned === (written === undefined ? foundry.utils.getProperty(record.actor._source, path) : written);
  });
}

/** `dnd5e.preApplyDamage` (the applying client): remember the amount until the update. */
export function onPreApplyDamage(actor: Actor.Implementation, amount: unknown, updates: unknown, options: unknown): void {
  const now = Date.now();
  if (pending.length > 0) pending = pending.filter((record) => now - record.at < FORGET_AFTER_MS);
  if (typeof amount !== "number" || !Number.isFinite(amount) || typeof updates !== "object" || updates === null) return;
  // cast: dnd5e's update data, a flat object of paths (read by key with checks).
  const data = updates as Record<string, unknown>;
  const own = typeof options === "object" && options !== null ? options : {};
  pending.push({ actor, amount, updates: data, options: own, before: hpNow(actor), written: false, at: now });
}

/** `preUpdateActor` (the updating client): the update that writes an application carries its amount. */
export function onPreUpdateActor(actor: Actor.Implementation, changes: unknown, options: unknown): void {
  if (pending.length === 0 || typeof changes !== "object" || changes === null || typeof options !== "object" || options === null) return;
  // cast: a non-null object, read by key with checks.
  const record = pending.find((entry) => sameActor(entry.actor, actor) && !entry.written && writes(entry, changes as Record<string, unknown>));
  if (!record) return;
  record.written = true;
  const applied: AppliedDamage = { amount: record.amount };
  // The module's own entry in the operation's options travels with the update to every client.
  Object.assign(options, { [MODULE_ID]: { ...ownOptions(options), applied } });
}

function ownOptions(options: unknown): Record<string, unknown> {
  // cast: the operation options, read by the module's own key.
  const own = (options as Record<string, unknown> | null)?.[MODULE_ID];
  // cast: a non-null object under the module's key, written by this module.
  return typeof own === "object" && own !== null ? (own as Record<string, unknown>) : {};
}

/** The application an update's options carry (every client), or null for an update dnd5e's step did not make. */
export function appliedDamageOf(options: unknown): AppliedDamage | null {
  // cast: written by onPreUpdateActor above; every field checked.
  const applied = ownOptions(options).applied as Partial<AppliedDamage> | undefined;
  if (!applied || typeof applied.amount !== "number" || !Number.isFinite(applied.amount)) return null;
  return { amount: applied.amount };
}

/**
 * `dnd5e.applyDamage` (the applying client): an application that made no update (Foundry sends none when nothing
 * changes) changed no HP, and is announced here, once.
 */
export function onApplyDamage(actor: Actor.Implementation, _amount: unknown, options: unknown): unknown {
  const index = pending.findIndex((entry) => entry.options === options && sameActor(entry.actor, actor));
  if (index < 0) return undefined;
  const [record] = pending.splice(index, 1);
  if (!record || record.written || record.amount <= 0) return undefined;
  // An update this step did not recognise as its own was read on every client as an edit: nothing more to say.
  const hp = hpNow(actor);
  if (hp.value !== record.before.value || hp.temp !== record.before.temp) return undefined;
  return emit("hpDrop", actor, appliedDrop(hp, hp, record.amount), game.user?.id ?? null);
}
