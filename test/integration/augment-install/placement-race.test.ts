/**
 * Issue 11, deliverable 6 (CY-SLOT-2, CY-SLOT-4): two creates or moves into the same free section at the same
 * time, from two clients with network latency, both pass the data-level guard (each client checks before the
 * other's write lands). The one client acting for the actor then sends the later arrival back to carried, with a
 * card saying so; nothing is deleted, and every client sees the same result. Order is observed, never timed.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { createCharacter } from "../helpers";
import { type AugmentItem, augmentSource } from "../augments/helpers";
import { placedAtOf } from "../../../src/documents/item/placed-at";
import { cardText } from "../cards";

type World = Awaited<ReturnType<typeof createWorld>>;

async function raceTable() {
  const world = await createWorld({
    seed: 5,
    latency: 5,
    users: [
      { name: "Gamemaster", role: "GAMEMASTER" },
      { name: "Player", role: "PLAYER" },
      { name: "Other", role: "PLAYER" },
    ],
  });
  const hero = await createCharacter({ name: "Ana", ownership: { default: 0, [world.player.user.id!]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER } });
  await world.settle();
  return { world, hero };
}

function augmentsOf(actor: Actor.Implementation): AugmentItem[] {
  return actor.items.filter((item) => (item.type as string) === "augment") as unknown as AugmentItem[];
}

function placementCards(world: World): string[] {
  return (world.chat as unknown as ChatMessage.Implementation[])
    .filter((m) => cardText(m).includes("back among the carried items"))
    .map((m) => cardText(m));
}

/** The augment that arrived first by the documents' stamps (ties by id), as every client decides. */
function earliest(items: AugmentItem[]): AugmentItem {
  return [...items].sort((a, b) => placedAtOf(a) - placedAtOf(b) || (a.id! < b.id! ? -1 : 1))[0]!;
}

describe("placement races (issue 11, deliverable 6)", () => {
  it("CY-SLOT-2: two creates into one free section at once (GM and player) → one stays, the later goes back to carried, one card, nothing deleted", async () => {
    const { world, hero } = await raceTable();
    const create = (who: World["gm"], name: string) =>
      world.as(who, () => hero.createEmbeddedDocuments("Item", [augmentSource(name, { installedSection: "rightArm" }) as Item.CreateData]));
    const [fromGm, fromPlayer] = await Promise.all([create(world.gm, "Wrist Cannon"), create(world.player, "Arm Blade")]);
    // Both passed the guard: the race is real.
    expect(fromGm).toHaveLength(1);
    expect(fromPlayer).toHaveLength(1);
    await world.settle();

    const all = augmentsOf(hero);
    expect(all.map((a) => a.name).sort()).toEqual(["Arm Blade", "Wrist Cannon"]);
    const installed = all.filter((a) => a.system.installedSection === "rightArm");
    expect(installed).toHaveLength(1);
    expect(installed[0]!.id).toBe(earliest(all).id);
    const carried = all.find((a) => a.id !== installed[0]!.id)!;
    expect(carried.system.installedSection).toBeNull();
    const cards = placementCards(world);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toContain(carried.name);
    expect(cards[0]).toContain(installed[0]!.name);
  });

  it("CY-SLOT-2: two carried augments moved into one free section at once by two players' clients → settled once, the same on every client", async () => {
    const { world, hero } = await raceTable();
    // The second player owns the actor too (a shared character).
    await world.as(world.gm, () => hero.update({ [`ownership.${world.client("Other").user.id}`]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER } as Actor.UpdateData));
    const created = (await hero.createEmbeddedDocuments("Item", [augmentSource("Wrist Cannon") as Item.CreateData, augmentSource("Arm Blade") as Item.CreateData])) as unknown as AugmentItem[];
    await world.settle();
    const [cannon, blade] = created as [AugmentItem, AugmentItem];
    const move = (who: string, item: AugmentItem) => world.as(who, () => item.update({ "system.installedSection": "leftArm" } as Item.UpdateData));
    await Promise.all([move("Player", cannon), move("Other", blade)]);
    await world.settle();

    const inArm = augmentsOf(hero).filter((a) => a.system.installedSection === "leftArm");
    expect(inArm).toHaveLength(1);
    expect(inArm[0]!.id).toBe(earliest([cannon, blade]).id);
    expect(augmentsOf(hero)).toHaveLength(2);
    expect(placementCards(world)).toHaveLength(1);
    // Every client reads the one shared document set: the same section holder for all.
    for (const client of world.clients) {
      const seen = await world.as(client, async () => augmentsOf(game.actors!.get(hero.id!) as Actor.Implementation).filter((a) => a.system.installedSection === "leftArm").map((a) => a.id));
      expect(seen).toEqual([inArm[0]!.id]);
    }
  });

  it("CY-SLOT-4: two prosthetics for one body part at once → one replaces it, the other is carried", async () => {
    const { world, hero } = await raceTable();
    const prosthetic = (name: string) => augmentSource(name, { sectionKind: "leg", purpose: "prosthetic", installedSection: "leftLeg", functionTag: "leg" });
    await Promise.all([
      world.as(world.gm, () => hero.createEmbeddedDocuments("Item", [prosthetic("Steel Leg") as Item.CreateData])),
      world.as(world.player, () => hero.createEmbeddedDocuments("Item", [prosthetic("Brass Leg") as Item.CreateData])),
    ]);
    await world.settle();
    const legs = augmentsOf(hero);
    expect(legs).toHaveLength(2);
    expect(legs.filter((a) => a.system.installedSection === "leftLeg")).toHaveLength(1);
    expect(placementCards(world)).toHaveLength(1);
  });

  it("CY-SLOT-2: without a race the guard still refuses the second placement (no settlement card needed)", async () => {
    const { world, hero } = await raceTable();
    await world.as(world.player, () => hero.createEmbeddedDocuments("Item", [augmentSource("Wrist Cannon", { installedSection: "rightArm" }) as Item.CreateData]));
    const second = await world.as(world.player, () => hero.createEmbeddedDocuments("Item", [augmentSource("Arm Blade", { installedSection: "rightArm" }) as Item.CreateData]));
    await world.settle();
    expect(second).toEqual([]);
    expect(augmentsOf(hero)).toHaveLength(1);
    expect(placementCards(world)).toHaveLength(0);
  });
});
