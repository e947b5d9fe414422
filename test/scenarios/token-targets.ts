/**
 * The viewed scene and targeting as v13 has them (test/foundry/README.md marks these to check here):
 * - `Scene#view()` makes it `game.scenes.viewed` and draws its tokens: `TokenDocument#object` is the placeable;
 * - `Token#setTarget(true)` puts the placeable in `game.user.targets` (`ids`) and fires `targetToken` with
 *   `(game.user, token, true)`; targeting another token releases the first (`releaseOthers` by default);
 * - a targeted token that is deleted leaves `game.user.targets`.
 * The GM's canvas goes back to the scene it showed before.
 */
import { equal, ok, present } from "./assert";
import { defineScenario } from "./harness";
import { createActor, onHook } from "./support";

interface PlaceableView {
  id: string;
  setTarget(targeted?: boolean, options?: { releaseOthers?: boolean }): void;
}

interface TokenView {
  id: string | null;
  object: PlaceableView | null;
  delete(): Promise<unknown>;
}

interface SceneView {
  id: string | null;
  view(): Promise<unknown>;
  createEmbeddedDocuments(name: "Token", data: object[]): Promise<TokenView[]>;
  delete(): Promise<unknown>;
}

/** `game.user.targets` (a Set of Token placeables with `ids`). cast: read through a narrow view. */
function targets(): { ids: string[]; size: number } {
  return (game.user as unknown as { targets: { ids: string[]; size: number } }).targets;
}

function viewed(): SceneView | null {
  // cast: v13 `game.scenes.viewed`.
  return ((game.scenes as unknown as { viewed?: SceneView | null }).viewed ?? null);
}

export default defineScenario({
  id: "token-targets",
  title: "a viewed scene draws its tokens; setTarget fills game.user.targets and fires targetToken; deleting releases",
  proves: "issue 9 stand-in fidelity (viewed scene, targets; CY-HEAL-1 reads them)",
  async run(h) {
    const before = viewed();
    const hero = await createActor(h, { name: "Quench target A", type: "npc" });
    const other = await createActor(h, { name: "Quench target B", type: "npc" });
    // cast: Scene.create takes source data; an inactive scene the GM views for this scenario only.
    const scene = h.track(present(await Scene.create({ name: "Quench targets scene", active: false } as unknown as Scene.CreateData), "scene")) as unknown as SceneView;
    const [a, b] = await scene.createEmbeddedDocuments("Token", [
      { name: "A", actorId: hero.id, actorLink: true, x: 0, y: 0 },
      { name: "B", actorId: other.id, actorLink: true, x: 200, y: 0 },
    ]);
    const tokenA = present(a, "token A");
    const tokenB = present(b, "token B");
    const seen: string[] = [];
    const stop = onHook("targetToken", (user, token, targeted) => {
      const placeable = token as PlaceableView;
      if (placeable.id === tokenA.id || placeable.id === tokenB.id) seen.push(`${user === game.user ? "me" : "other"} ${placeable.id === tokenA.id ? "A" : "B"} ${String(targeted)}`);
    });
    try {
      await scene.view();
      await h.eventually("the scene is viewed and drawn", () => {
        equal(viewed()?.id ?? null, scene.id, "game.scenes.viewed");
        ok(tokenA.object !== null && tokenB.object !== null, "the tokens have placeables");
      });
      present(tokenA.object, "A's placeable").setTarget(true);
      equal(targets().ids.join(","), String(tokenA.id), "targets after targeting A");
      present(tokenB.object, "B's placeable").setTarget(true);
      equal(targets().ids.join(","), String(tokenB.id), "targeting B released A");
      equal(seen.join("; "), "me A true; me A false; me B true", "targetToken calls");
      await tokenB.delete();
      await h.eventually("the deleted token left the targets", () => equal(targets().size, 0, "targets after deleting B"));
    } finally {
      stop();
      if (before && before.id !== scene.id) await before.view();
    }
  },
});
