/**
 * CY-HEAL-1 target selection as a Foundry user makes it: target a token on the scene you view (Token#setTarget,
 * `game.user.targets`), then use the healing augment. One targeted token: its actor is the one healed, measured
 * from that token on its scene; none or several: the user means no one in particular, so the healer heals itself.
 * The player never changes a creature they do not own: the healing goes on a card, which the GM applies (the card
 * records the player's target: healing-card-target.test.ts).
 */
import { describe, expect, it } from "vitest";
import { createCharacter } from "../helpers";
import { applyDamageFromCard } from "../../../src/applications/chat/damage-card";
import { hp, messages, type World } from "../workflows/setup";
import { augmentsTab, heroWithAugment, useButton, warnings } from "./helpers";
import { cardHtml } from "../cards";

/** Scenarios boot a world and run several clients: a generous limit for a loaded machine (not a timed assertion). */
const SCENARIO = { timeout: 30_000 };

const MEDKIT = { sectionKind: "torso", installedSection: "torso", purpose: "healing", ability: "int", damageType: null, rangeFt: 30 };

/** The slice of a v13 Token placeable used here. */
interface Placeable {
  actor: Actor.Implementation | null;
  setTarget(targeted?: boolean, options?: { releaseOthers?: boolean }): void;
}

interface SceneView {
  id: string;
  activate(): Promise<unknown>;
  createEmbeddedDocuments(name: "Token", data: object[]): Promise<Array<{ id: string; object: Placeable | null }>>;
}

/** A scene (100 px, 5 ft squares) with a linked token per actor at [column, row]; returns the tokens in order. */
async function sceneWith(name: string, ...placed: Array<[Actor.Implementation, number, number]>): Promise<{ scene: SceneView; tokens: Array<{ id: string; object: Placeable | null }> }> {
  // cast: Scene.create takes source data; the stand-in (like v13) has the grid, `activate` and the embedded tokens.
  const scene = (await Scene.create({ name, grid: { size: 100, distance: 5, units: "ft" } } as unknown as Scene.CreateData)) as unknown as SceneView;
  const tokens = await scene.createEmbeddedDocuments("Token", placed.map(([actor, x, y]) => ({ name: actor.name, actorId: actor.id, actorLink: true, x: x * 100, y: y * 100 })));
  return { scene, tokens };
}

/** `who` targets `token` on their own canvas (the placeable their client draws), as a click with T does. */
function target(world: World, who: World["gm"], token: { object: Placeable | null }, releaseOthers = true): void {
  world.as(who, () => {
    if (!token.object) throw new Error("the token is not on the scene this user views");
    token.object.setTarget(true, { releaseOthers });
  });
}

/** The player clicks Use on the augment's row of the body map; the GM's DC question is answered with `dc`. */
async function clickUse(world: World, hero: Actor.Implementation, augmentId: string, dc: number): Promise<void> {
  world.dialogs.respond({ action: "ok", fields: { dc } });
  const sheet = await augmentsTab(world, hero);
  const button = useButton(sheet, augmentId);
  if (!button) throw new Error("no Use button");
  world.as(world.player, () => button.click());
  await world.settle();
}

async function clinic() {
  const table = await heroWithAugment("Subdermal Medkit", MEDKIT);
  const ally = await createCharacter({ name: "Bo", system: { attributes: { hp: { value: 3, max: 20 } } } });
  await table.world.settle();
  return { ...table, ally };
}

describe("CY-HEAL-1 through the user's targets", () => {
  it("CY-HEAL-1: the player targets Bo's token (25 ft away) and clicks Use: Bo is the one healed, through the GM's apply", SCENARIO, async () => {
    const { world, hero, augment, ally } = await clinic();
    const { scene, tokens } = await sceneWith("Clinic", [hero, 0, 0], [ally, 5, 0]);
    await world.as(world.gm, () => scene.activate());
    await world.settle();
    target(world, world.player, tokens[1]!);
    world.dice.queue([15, 4]);
    await clickUse(world, hero, augment.id!, 10);
    expect(world.dialogs.history.map((entry) => entry.title)).not.toContain(expect.stringContaining("range"));
    expect(augment.system.uses.spent).toBe(1);
    expect(hp(hero).value).toBe(10);
    expect(hp(ally).value).toBe(3); // the player does not own Bo: nothing changed yet
    const [useCard, healingCard] = messages(world).slice(-2);
    expect(await cardHtml(useCard!)).toContain("6 hit points for Bo");
    expect(await cardHtml(healingCard!)).toContain("6 Healing");

    // The GM targets Bo on their own canvas and applies the healing card there.
    target(world, world.gm, tokens[1]!);
    expect(await world.as(world.gm, () => applyDamageFromCard(healingCard!, "full"))).toBe(1);
    await world.settle();
    expect(hp(ally).value).toBe(9);
  });

  it("CY-HEAL-1: the targeted token is what is measured: Bo 50 ft away on the viewed scene is refused, though Bo stands 25 ft away elsewhere", SCENARIO, async () => {
    const { world, hero, augment, ally } = await clinic();
    await sceneWith("Yard", [hero, 0, 0], [ally, 5, 0]);
    const { scene, tokens } = await sceneWith("Clinic", [hero, 0, 0], [ally, 10, 0]);
    await world.as(world.gm, () => scene.activate());
    await world.settle();
    target(world, world.player, tokens[1]!);
    const rolled = world.dice.history.length;
    await clickUse(world, hero, augment.id!, 10);
    expect(warnings(world)).toContain("Bo is 50 ft away; Subdermal Medkit reaches 30 ft. Nothing was used.");
    expect(world.dice.history.length).toBe(rolled);
    expect(augment.system.uses.spent).toBe(0);
    expect(world.chat).toHaveLength(0);
  });

  it("CY-HEAL-1: with no token targeted, the viewed scene is where it is measured: Bo 50 ft away there is refused, though 25 ft away on another scene", SCENARIO, async () => {
    const { world, hero, augment, ally } = await clinic();
    await sceneWith("Yard", [hero, 0, 0], [ally, 5, 0]);
    const { scene } = await sceneWith("Clinic", [hero, 0, 0], [ally, 10, 0]);
    await world.as(world.player, () => (scene as unknown as { view(): Promise<unknown> }).view()); // cast: Scene#view (v13)
    expect(world.as(world.player, () => game.scenes!.viewed?.id)).toBe(scene.id);
    // cast: the system's Actor#useAugment with a chosen creature (a sheet or macro passing it).
    const result = await world.as(world.player, () => (hero as unknown as { useAugment(i: unknown, o: object): Promise<unknown> }).useAugment(augment, { dc: 10, target: ally }));
    await world.settle();
    expect(result).toBeNull();
    expect(warnings(world)).toContain("Bo is 50 ft away; Subdermal Medkit reaches 30 ft. Nothing was used.");
    expect(augment.system.uses.spent).toBe(0);
  });

  it("CY-HEAL-1: two targeted tokens name no one in particular: the healer heals itself", SCENARIO, async () => {
    const { world, hero, augment, ally } = await clinic();
    const other = await createCharacter({ name: "Cy", system: { attributes: { hp: { value: 5, max: 20 } } } });
    const { scene, tokens } = await sceneWith("Clinic", [hero, 0, 0], [ally, 5, 0], [other, 0, 5]);
    await world.as(world.gm, () => scene.activate());
    await world.settle();
    target(world, world.player, tokens[1]!);
    target(world, world.player, tokens[2]!, false);
    expect(world.as(world.player, () => game.user!.targets.size)).toBe(2);
    world.dice.queue([15, 4]);
    await clickUse(world, hero, augment.id!, 10);
    expect(hp(hero).value).toBe(16);
    expect(hp(ally).value).toBe(3);
    expect(hp(other).value).toBe(5);
  });
});
