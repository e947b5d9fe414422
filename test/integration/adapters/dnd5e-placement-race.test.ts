// The placement race in a dnd5e world (CY-SLOT-2; issue 29 item 4): the module's augments carry the placement
// stamp (src/adapters/dnd5e/placement.ts, through src/documents/item/placed-at.ts) and the shared settlement
// (src/workflows/augment-install/placement-race.ts) runs on them, so two drops at once onto one section, from two
// clients 50 ms from the server, leave one augment there and the later arrival carried, the same on every client.
import { describe, expect, it } from "vitest";
import type { PlainObject } from "../../foundry/utils";
import type { World } from "../../foundry";
import { createModuleWorld, packUuid } from "./dnd5e-module-world";

const TYPE = "augmented-dnd5e.augment";
interface AugmentView { id: string; name: string; flags: unknown; system: { installedSection: string | null } }

async function table(): Promise<{ world: World; actor: Actor.Implementation }> {
  const world = await createModuleWorld({
    latency: 50,
    users: [{ name: "Gamemaster", role: "GAMEMASTER" }, { name: "Player", role: "PLAYER" }, { name: "Other", role: "PLAYER" }],
  });
  const ownership = { default: 0, [world.player.userId]: 3, [world.client("Other").userId]: 3 };
  // cast: dnd5e's actor, which the system's type definitions do not describe.
  const actor = (await Actor.create({ name: "Ana", type: "character", ownership } as never)) as unknown as Actor.Implementation;
  await actor.createEmbeddedDocuments("Item", [{ name: "Cyborg", type: "race", flags: { "augmented-dnd5e": { cyborg: true } }, system: {} }] as never);
  await world.settle();
  return { world, actor };
}

async function source(name: string, patch: PlainObject = {}): Promise<PlainObject> {
  const item = (await fromUuid(await packUuid("augments", name))) as Item.Implementation;
  return foundry.utils.mergeObject(item.toObject(), patch) as PlainObject;
}

function augments(actor: Actor.Implementation): AugmentView[] {
  return actor.items.filter((i) => (i.type as string) === TYPE) as unknown as AugmentView[];
}

/** The placement stamp under the module's flag scope (src/documents/item/placed-at.ts writes it as the module). */
function placedAtOf(item: AugmentView): number {
  const value = (item.flags as Record<string, Record<string, unknown> | undefined>)["augmented-dnd5e"]?.placedAt;
  return typeof value === "number" ? value : 0;
}

function earliest(items: AugmentView[]): AugmentView {
  return [...items].sort((a, b) => placedAtOf(a) - placedAtOf(b) || (a.id < b.id ? -1 : 1))[0]!;
}

// Three clients at 50 ms boot slowly on a loaded two-core machine: a hang guard, not a speed check.
describe("placement races in a dnd5e world", { timeout: 180_000 }, () => {
  it("CY-SLOT-2: two compendium augments created onto one section at once (GM and player, 50 ms) → one stays, the later is carried", async () => {
    const { world, actor } = await table();
    const cannon = await source("Wrist Cannon", { system: { installedSection: "rightArm" } });
    const blade = await source("Forearm Blade", { system: { installedSection: "rightArm" } });
    const create = (who: World["gm"], data: PlainObject) => world.as(who, () => actor.createEmbeddedDocuments("Item", [data] as never));
    const [fromGm, fromPlayer] = await Promise.all([create(world.gm, cannon), create(world.player, blade)]);
    // Both passed the one-per-section veto on their own client: the race is real.
    expect(fromGm).toHaveLength(1);
    expect(fromPlayer).toHaveLength(1);
    await world.settle();
    const all = augments(actor);
    expect(all.map((a) => a.name).sort()).toEqual(["Forearm Blade", "Wrist Cannon"]);
    expect(all.every((a) => placedAtOf(a) > 0)).toBe(true);
    const installed = all.filter((a) => a.system.installedSection === "rightArm");
    expect(installed.map((a) => a.id)).toEqual([earliest(all).id]);
    // Every client sees the same.
    for (const client of [world.gm, world.player, world.client("Other")]) {
      // cast: the configured Actor class of that client (a dnd5e Actor5e here).
      const seen = await world.as(client, () => augments(game.actors!.get(actor.id!)! as unknown as Actor.Implementation).filter((a) => a.system.installedSection === "rightArm").map((a) => a.id));
      expect(seen, client.name).toEqual([installed[0]!.id]);
    }
    expect(world.errors).toEqual([]);
  });

  it("CY-SLOT-2: two carried augments moved into one section at once by two players' clients → one stays", async () => {
    const { world, actor } = await table();
    const created = (await actor.createEmbeddedDocuments("Item", [await source("Wrist Cannon"), await source("Forearm Blade")] as never)) as unknown as AugmentView[];
    await world.settle();
    const [cannon, blade] = created as [AugmentView, AugmentView];
    const move = (who: string, item: AugmentView) =>
      world.as(who, () => (game.actors!.get(actor.id!)!.items.get(item.id) as Item.Implementation).update({ "system.installedSection": "leftArm" } as never));
    await Promise.all([move("Player", cannon), move("Other", blade)]);
    await world.settle();
    const installed = augments(actor).filter((a) => a.system.installedSection === "leftArm");
    expect(installed).toHaveLength(1);
    expect(installed[0]!.id).toBe(earliest(augments(actor)).id);
    expect(world.errors).toEqual([]);
  });
});
