/**
 * A fake system for the stand-in's own tests of lazily loaded code (lazy-modules.test.ts): its `updateActor`
 * listener loads ./lazy-chunk.ts with import() and returns nothing, the hardest case for settle().
 */
export const loadChunk = () => import("./lazy-chunk");

Hooks.on("updateActor", (actor) => {
  void loadChunk().then((chunk) => chunk.record(String(actor.name)));
});
