/**
 * CY-WHO-1: design, installation and removal may be done by the cyborg or by another creature. The workflow asks
 * who (the cyborg pre-selected) among the creatures the user controls: actors it owns, or any actor for a GM.
 * That creature's Intelligence, Sleight of Hand and proficiencies are rolled. A creature the user may not
 * control is refused with the reason, before anything is rolled, spent or changed.
 */
import { actorFromUuidSync, worldActors } from "../../utils/actors-in-play";
import { askWorker, type WorkerCandidate } from "../../applications/dialogs/augment-worker";
import { packageId } from "../../constants";
import { notifyError } from "../../utils/notify";
import { type CardText, cardText } from "../../data/chat/card-text";
import type { StateWatch } from "../recheck/recheck";

/** A worker given to a workflow: the actor itself, or its UUID (as a hook or macro passes it). */
export type WorkerOption = Actor.Implementation | string;

const WORKER_TYPES = new Set(["character", "npc"]);

/** The creatures the current user may put to work on `cyborg`: the cyborg first, then the others by name. */
export function workerCandidates(cyborg: Actor.Implementation): Actor.Implementation[] {
  const others = worldActors()
    .filter((a) => a.id !== cyborg.id && WORKER_TYPES.has(a.type) && a.isOwner)
    .sort((a, b) => (a.name ?? "").localeCompare(b.name ?? ""));
  return [cyborg, ...others];
}

function resolveGiven(given: WorkerOption): Actor.Implementation | null {
  if (typeof given !== "string") return given;
  return actorFromUuidSync(given);
}

/**
 * The creature doing the work: `given` when the user controls it, else asked when there is a choice, else the
 * cyborg. From then on `watch` also watches it: it must still exist (and be the user's) after every later wait,
 * like the actor. Null (the user told why, or the dialog closed, or what the workflow read moved meanwhile): the
 * workflow stops and changes nothing.
 */
export async function resolveWorker(
  cyborg: Actor.Implementation,
  given: WorkerOption | undefined,
  ask: { title: string; prompt: string },
  watch: StateWatch,
): Promise<Actor.Implementation | null> {
  const worker = await chooseWorker(cyborg, given, ask);
  if (!worker) return null;
  watch.watchWorker(worker);
  return watch.holds() ? worker : null;
}

async function chooseWorker(cyborg: Actor.Implementation, given: WorkerOption | undefined, ask: { title: string; prompt: string }): Promise<Actor.Implementation | null> {
  if (given !== undefined) {
    const worker = resolveGiven(given);
    if (!worker || !worker.isOwner) {
      notifyError("AUGMENTED.Worker.NotYours", { name: worker?.name ?? String(given) });
      return null;
    }
    return worker;
  }
  const candidates = workerCandidates(cyborg);
  if (candidates.length === 1) return cyborg;
  const list: WorkerCandidate[] = candidates.map((a) => ({ uuid: a.uuid, name: a.name ?? "" }));
  const uuid = await askWorker(ask.title, ask.prompt, list, cyborg.uuid);
  return candidates.find((a) => a.uuid === uuid) ?? null;
}

/** The card line naming who did the work, when it was not the cyborg. */
export function workerLines(cyborg: Actor.Implementation, worker: Actor.Implementation): CardText[] {
  return worker.id === cyborg.id ? [] : [cardText("AUGMENTED.Worker.Line", { worker: worker.name ?? "", name: cyborg.name ?? "" })];
}

/** Where an actor counts its finished short and long rests (CY-DES-1 design locks compare against it). */
export const REST_COUNT_FLAG = "restCount";
export const REST_COUNT_PATH = `flags.${packageId()}.${REST_COUNT_FLAG}`;

export function restCountOf(actor: { getFlag(scope: never, key: never): unknown }): number {
  // cast: the system's own flag scope and key; the community types only know core scopes.
  const value = actor.getFlag(packageId() as never, REST_COUNT_FLAG as never);
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : 0;
}
