/**
 * Timed effects run out on every actor in play: world actors and the synthetic actors of unlinked tokens (most
 * npcs), which are not in `game.actors`. The stand-in has no scenes, so a scene is stood in for here.
 */
import { afterEach, describe, expect, it } from "vitest";
import { actorsInPlay } from "../../../src/utils/actors-in-play";
import { tableWithHero } from "./setup";

// cast: the test replaces `game.scenes`, which the stand-in does not have.
const globals = globalThis as unknown as { game: { scenes?: unknown } };
let saved: unknown;

afterEach(() => {
  globals.game.scenes = saved;
});

describe("actorsInPlay", () => {
  it("lists world actors once, adds unlinked tokens' actors, skips linked tokens and tokens without an actor", async () => {
    const { hero } = await tableWithHero();
    // cast: a stand-in for a token's synthetic actor; only its identity matters here.
    const synthetic = { name: "Drone (token)" } as unknown as Actor.Implementation;
    saved = globals.game.scenes;
    globals.game.scenes = [
      { tokens: [{ actorLink: false, actor: synthetic }, { actorLink: true, actor: hero }, { actorLink: false, actor: null }] },
      { tokens: [{ actorLink: false, actor: synthetic }] },
    ];
    const actors = actorsInPlay();
    expect(actors.filter((actor) => actor === hero)).toHaveLength(1);
    expect(actors.filter((actor) => actor === synthetic)).toHaveLength(1);
    expect(actors).toHaveLength(2);
  });

  it("a world without scenes gives its actors", async () => {
    const { hero } = await tableWithHero();
    saved = globals.game.scenes;
    globals.game.scenes = undefined;
    expect(actorsInPlay()).toEqual([hero]);
  });
});
