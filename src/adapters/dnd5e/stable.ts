/**
 * CORE-4's "stable" as dnd5e keeps it. dnd5e records no stability in its death-save counters: a third success
 * resets both to 0 (`rollDeathSave`, module/documents/actor/actor.mjs:1635-1640 at release-5.3.3, with the
 * "now stable" message `DND5E.DeathSaveSuccess`; :1593 on the 6.0 line), which reads like a creature that has
 * just dropped. What dnd5e has for the state is its `stable` status (module/config.mjs:3876-3879, the condition's
 * rule :4842), which *spare the dying*'s effect applies (packs/_source/spells24/cantrips/spare-the-dying.yml) and a GM
 * toggles from the token HUD. So:
 * - the dnd5e port reads a creature at 0 hit points carrying that status as stable (dnd5e-port.ts `deathSaves`:
 *   three successes, no failure, as the shared rules record stability);
 * - when dnd5e's third success resets the counters, the rolling client puts the status on (`dnd5e.rollDeathSaveV2`
 *   names the updates before they are written, :1671; `dnd5e.postRollDeathSave` comes after, :1695; 6.0: :1629, :1653);
 * - the status goes when the creature stops being stable: back above 0 hit points (dnd5e resets the death saves then
 *   itself, module/data/actor/templates/attributes.mjs:515-518), or a new death-save failure (damage while down,
 *   CORE-4); removed by the client whose update it was.
 */
import { DEATH_SAVES_MAX } from "../../rules/core/death-saves";
import { finiteOrZero } from "../../data/shared/finite";

/** dnd5e's status id. */
export const STABLE_STATUS = "stable";

const SUCCESS = "system.attributes.death.success";
const FAILURE = "system.attributes.death.failure";
const HP = "system.attributes.hp.value";

/** The parts of dnd5e's death-save details read here (`{subject, updates, chatString}`). */
export interface DeathSaveDetails {
  subject?: Actor.Implementation | null;
  updates?: Record<string, unknown>;
}

/** The option that carries "this update ends the stability" from `preUpdateActor` to `updateActor`. */
const ENDS_STABLE = "augmentedDnd5eEndsStable";

/** Actors whose death save this client just rolled to a third success, until the status is on. */
const becameStable = new Set<string>();

/** Whether dnd5e's status says the creature is stable. */
export function hasStableStatus(actor: Actor.Implementation): boolean {
  return actor.statuses?.has(STABLE_STATUS) === true;
}

/** `dnd5e.rollDeathSaveV2(rolls, details)`: a third success (both counters to 0, hit points untouched) is noted. */
export function onRollDeathSave(_rolls: unknown, details: DeathSaveDetails): void {
  const actor = details.subject;
  const updates = details.updates ?? {};
  const reset = updates[SUCCESS] === 0 && updates[FAILURE] === 0 && !(HP in updates);
  if (actor?.id && reset) becameStable.add(actor.id);
}

/** `dnd5e.postRollDeathSave(rolls, {subject})`: the noted creature, still at 0 hit points, gets dnd5e's status. */
export async function onPostRollDeathSave(_rolls: unknown, data: { subject?: Actor.Implementation | null }): Promise<void> {
  const actor = data.subject;
  if (!actor?.id || !becameStable.delete(actor.id)) return;
  // cast: dnd5e's prepared hit points, read structurally.
  const hp = (actor.system as { attributes?: { hp?: { value?: unknown } } }).attributes?.hp?.value;
  if (finiteOrZero(hp) > 0 || hasStableStatus(actor)) return;
  await actor.toggleStatusEffect(STABLE_STATUS, { active: true });
}

/** The death saves as the rules read them: dnd5e's counters, or stable while dnd5e's status says so at 0 hit points. */
export function deathSavesWithStatus(actor: Actor.Implementation, hp: number, saves: { success: number; failure: number }): { success: number; failure: number } {
  if (hp > 0 || saves.failure >= DEATH_SAVES_MAX || !hasStableStatus(actor)) return saves;
  return { success: DEATH_SAVES_MAX, failure: 0 };
}

/** `preUpdateActor` (the updating client): an update that ends the stability is marked for `updateActor`. */
export function onPreUpdateStable(actor: Actor.Implementation, changes: object, options: Record<string, unknown>): void {
  if (!hasStableStatus(actor)) return;
  const up = foundry.utils.getProperty(changes, HP);
  const failure = foundry.utils.getProperty(changes, FAILURE);
  // cast: dnd5e's stored death saves, read structurally.
  const before = (actor.system as { attributes?: { death?: { failure?: unknown } } }).attributes?.death?.failure;
  if ((typeof up === "number" && up > 0) || (typeof failure === "number" && failure > finiteOrZero(before))) options[ENDS_STABLE] = true;
}

/**
 * `updateActor`: the client whose update ended the stability takes dnd5e's status off. Any other update (nearly
 * every one) starts no async work.
 */
export function onUpdateStable(actor: Actor.Implementation, options: Record<string, unknown>, userId: string): Promise<void> | undefined {
  if (userId !== game.user?.id || options[ENDS_STABLE] !== true || !hasStableStatus(actor)) return undefined;
  return takeStableOff(actor);
}

async function takeStableOff(actor: Actor.Implementation): Promise<void> {
  await actor.toggleStatusEffect(STABLE_STATUS, { active: false });
}
