/**
 * A listener's lazy step: load a feature's workflows (its `load.ts` seam), then run them. The listener keeps its
 * synchronous gate (a cheap check on the document) in the entry and returns this promise: Foundry ignores what a
 * `callAll` listener returns (docs/ARCHITECTURE.md, Build), and the test stand-in tracks it, so a first-time load
 * never slips past `world.settle()`. The workflow reads the documents when it runs, after the load.
 */
export function later<M>(load: () => Promise<M>, run: (module: M) => unknown): Promise<void> {
  return load().then(async (module) => {
    await run(module);
  });
}
