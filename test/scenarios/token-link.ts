/**
 * Tokens and their actors as v13 has them (issue 9 items 1 and 4; test/foundry/README.md marks these
 * assumptions to check here):
 * - a synthetic actor's update fires `updateActor` with the token's actor and no `updateToken` (the change lives
 *   in the token's ActorDelta);
 * - linking an unlinked token after creation (`actorLink` true) gives it the world actor and drops its overrides;
 *   unlinking it again gives a fresh synthetic actor built from the world actor;
 * - a scene's grid has `size` (pixels), `distance` and `units` (the system's 5 ft), a token `width`/`height` in
 *   grid spaces, and `Actor#getDependentTokens({linked: true})` finds a world actor's linked tokens.
 */
import { equal, ok, present } from "./assert";
import { defineScenario } from "./harness";
import { createActor, hpOf, onHook } from "./support";

interface TokenView {
  id: string | null;
  actor: { isToken: boolean; update(changes: Record<string, unknown>): Promise<unknown>; system: unknown } | null;
  delta: { system?: unknown } | null;
  actorLink: boolean;
  width: number;
  height: number;
  update(changes: Record<string, unknown>): Promise<unknown>;
}

export default defineScenario({
  id: "token-link",
  title: "a synthetic actor's update is no token update; linking and unlinking a token switch its actor",
  proves: "issue 9 items 1 and 4 (ActorDelta updates, actorLink after creation, grid and token size)",
  async run(h) {
    const npc = await createActor(h, { name: "Quench sentry", type: "npc", prototypeToken: { actorLink: false }, system: { attributes: { hp: { value: 30, max: 30 } } } });
    // cast: Scene.create takes source data; an inactive scene.
    const scene = h.track(present(await Scene.create({ name: "Quench link scene", active: false } as unknown as Scene.CreateData), "scene"));
    // cast: the v13 grid data of the scene.
    const grid = (scene as unknown as { grid: { size: number; distance: number; units: string } }).grid;
    ok(grid.size > 0, "the grid has a size in pixels");
    equal([grid.distance, grid.units].join(" "), "5 ft", "new scenes take the system's grid (system.json)");
    // cast: token source data; the created token.
    const [created] = (await scene.createEmbeddedDocuments("Token", [{ name: "Quench sentry", actorId: npc.id, actorLink: false, x: 0, y: 0, width: 2, height: 2 }] as never)) as unknown as TokenView[];
    const token = present(created, "token");
    equal(`${token.width}x${token.height}`, "2x2", "token size in grid spaces");

    const tokenUpdates: unknown[] = [];
    const actorUpdates: unknown[] = [];
    const stops = [
      onHook("updateToken", (doc, changed) => void (doc === token && tokenUpdates.push(changed))),
      // Only this scenario's actors (a live world may have other activity).
      onHook("updateActor", (actor) => void ((actor === npc || (actor as { token?: unknown }).token === token) && actorUpdates.push(actor))),
    ];
    try {
      const synthetic = present(token.actor, "the token's actor");
      ok(synthetic.isToken, "unlinked: a synthetic actor");
      await synthetic.update({ "system.attributes.hp.value": 12 });
      await h.eventually("the token's HP changed", () => equal(hpOf(synthetic).value, 12, "token HP"));
      await h.settle();
      equal(actorUpdates.length, 1, "updateActor calls for the synthetic update");
      equal(actorUpdates[0], synthetic, "updateActor saw the token's actor");
      equal(tokenUpdates.length, 0, "updateToken calls for the synthetic update");
      equal(hpOf(npc).value, 30, "the world actor's HP");

      await token.update({ actorLink: true });
      await h.eventually("the token is linked", () => equal(token.actor, npc as unknown, "a linked token's actor is the world actor"));
      await h.settle();
      equal(tokenUpdates.length, 1, "updateToken for the link");
      // cast: npc is a world actor; getDependentTokens is v13's Actor API.
      ok((npc as unknown as { getDependentTokens(o: object): unknown[] }).getDependentTokens({ linked: true }).includes(token), "the world actor lists its linked token");
      equal(foundry.utils.getProperty((token.delta?.system ?? {}) as object, "attributes.hp.value") ?? null, null, "linking dropped the delta's HP");

      await token.update({ actorLink: false });
      await h.eventually("the token is unlinked", () => equal(present(token.actor, "actor").isToken, true, "an unlinked token's actor is synthetic"));
      await h.settle();
      equal(hpOf(present(token.actor, "actor")).value, 30, "a fresh synthetic actor from the world actor");
    } finally {
      stops.forEach((stop) => stop());
    }
  },
});
