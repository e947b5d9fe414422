/**
 * Work that must not interleave with itself: jobs under one key (an actor's uuid) run one after another on this
 * client, so two triggers never settle the same documents at once. A job that fails is logged under `failure` (a
 * function, so a label naming the running package is read when it is known) and does not stop the ones queued after it.
 */
export type SerialQueue = (key: string, job: () => Promise<unknown>) => Promise<void>;

/** A queue of its own; the promise a call returns settles once that job has run (or failed). */
export function serialQueue(failure: string | (() => string)): SerialQueue {
  const tails = new Map<string, Promise<void>>();
  return (key, job) => {
    const tail = (tails.get(key) ?? Promise.resolve()).then(job).then(
      () => undefined,
      (error: unknown) => console.error(typeof failure === "function" ? failure() : failure, error),
    );
    tails.set(key, tail);
    return tail.then(() => {
      if (tails.get(key) === tail) tails.delete(key);
    });
  };
}
