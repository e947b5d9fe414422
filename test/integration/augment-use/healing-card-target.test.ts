/**
 * CY-HEAL-1: the healing card records whom the healer targeted. The player targets Bo's token and uses the
 * healing augment; the card (a damage card set to healing) stores Bo's token and actor uuids in its system data,
 * and the GM's apply button heals Bo, whatever the GM has targeted. The GM's client does not take the recorded
 * uuid at face value: it resolves it, checks the card's author may act for the healer, that the augment is a
 * healing augment of the healer's, and measures the range again as the workflow does. A target that is gone,
 * or now out of range, is named on the card, and the buttons fall back to the GM's own selection as before.
 */
import { describe, expect, it } from "vitest";
import { createCharacter } from "../helpers";
import { clickCardButton, hp, messages, renderMessage, type World } from "../workflows/setup";
import { augmentsTab, heroWithAugment, useButton, warnings } from "./helpers";
import { cardKind } from "../cards";

const SCENARIO = { timeout: 30_000 };

const MEDKIT = { sectionKind: "torso", installedSection: "torso", purpose: "healing", ability: "int", damageType: null, rangeFt: 30 };

interface Placeable {
  actor: Actor.Implementation | null;
  setTarget(targeted?: boolean, options?: { releaseOthers?: boolean }): void;
}

interface TokenHandle {
  id: string;
  uuid: string;
  object: Placeable | null;
  update(data: object): Promise<unknown>;
}

interface SceneView {
  id: string;
  activate(): Promise<unknown>;
  createEmbeddedDocuments(name: "Token", data: object[]): Promise<TokenHandle[]>;
  deleteEmbeddedDocuments(name: "Token", ids: string[]): Promise<unknown>;
}

/** A scene (100 px, 5 ft squares) with a linked token per actor at [column, row], activated by the GM. */
async function clinicScene(world: World, ...placed: Array<[Actor.Implementation, number, number]>): Promise<{ scene: SceneView; tokens: TokenHandle[] }> {
  return world.as(world.gm, async () => {
    // cast: Scene.create takes source data; the stand-in (like v13) has the grid, `activate` and the embedded tokens.
    const scene = (await Scene.create({ name: "Clinic", grid: { size: 100, distance: 5, units: "ft" } } as unknown as Scene.CreateData)) as unknown as SceneView;
    const tokens = await scene.createEmbeddedDocuments("Token", placed.map(([actor, x, y]) => ({ name: actor.name, actorId: actor.id, actorLink: true, x: x * 100, y: y * 100 })));
    await scene.activate();
    await world.settle();
    return { scene, tokens };
  });
}

function target(world: World, who: World["gm"], token: TokenHandle): void {
  world.as(who, () => {
    if (!token.object) throw new Error("the token is not on the scene this user views");
    token.object.setTarget(true, { releaseOthers: true });
  });
}

/** The player targets `token` and clicks Use (the GM's DC 10), rolling 15 then 4: 4 + 2 = 6 hit points. */
async function healTarget(world: World, hero: Actor.Implementation, augmentId: string, token: TokenHandle): Promise<ChatMessage.Implementation> {
  target(world, world.player, token);
  world.dice.queue([15, 4]);
  world.dialogs.respond({ action: "ok", fields: { dc: 10 } });
  const sheet = await augmentsTab(world, hero);
  world.as(world.player, () => useButton(sheet, augmentId)!.click());
  await world.settle();
  const card = messages(world).findLast((message) => cardKind(message) === "damage");
  if (!card) throw new Error("no healing card");
  return card;
}

async function table() {
  const base = await heroWithAugment("Subdermal Medkit", MEDKIT);
  const bo = await createCharacter({ name: "Bo", system: { attributes: { hp: { value: 3, max: 20 } } } });
  const cy = await createCharacter({ name: "Cy", system: { attributes: { hp: { value: 5, max: 20 } } } });
  await base.world.settle();
  const { scene, tokens } = await clinicScene(base.world, [base.hero, 0, 0], [bo, 5, 0], [cy, 0, 5]);
  return { ...base, bo, cy, scene, boToken: tokens[1]!, cyToken: tokens[2]! };
}

/**
 * What the card says about whom it heals, as `who` sees it: a warning of its own when the recorded target no
 * longer holds (its own element, so it is not read as a hint), then the "applies to" line.
 */
async function appliesTo(world: World, who: World["gm"], card: ChatMessage.Implementation): Promise<string> {
  return world.as(who, async () => {
    const html = await renderMessage(world, card);
    const parts = [".chat-card__warning", ".chat-card__targets"].map((selector) => html.querySelector(selector)?.textContent ?? "");
    return parts.filter((text) => text !== "").join(" ");
  });
}

function recorded(card: ChatMessage.Implementation): unknown {
  // cast: the damage card's system data (src/workflows/augment-use/damage-card-kind.ts).
  return (card.system as unknown as { damage: { target?: unknown } }).damage.target;
}

describe("CY-HEAL-1: the healing card records the healer's target", () => {
  it("CY-HEAL-1: the player heals targeted Bo; the card records Bo's token; the GM (targeting Cy) applies it: Bo is healed, Cy is not", SCENARIO, async () => {
    const { world, hero, augment, bo, cy, boToken, cyToken } = await table();
    const card = await healTarget(world, hero, augment.id!, boToken);
    expect(recorded(card)).toMatchObject({ actorUuid: bo.uuid, tokenUuid: boToken.uuid, itemId: augment.id });
    target(world, world.gm, cyToken);
    expect(await appliesTo(world, world.gm, card)).toBe("Applies to: Bo (targeted by the healer).");
    await clickCardButton(world, world.gm, card, "applyDamage", '[data-mode="healing"]');
    expect(hp(bo).value).toBe(9);
    expect(hp(cy).value).toBe(5);
  });

  it("CY-HEAL-1: with no recorded target (a healing card posted without one), the GM's own target is healed, as before", SCENARIO, async () => {
    const { world, hero, cy, cyToken } = await table();
    const { postDamageCard } = await import("../../../src/applications/chat/damage-card");
    const card = (await world.as(world.gm, () => postDamageCard({ formula: "6", type: "healing", actor: hero })))!;
    await world.settle();
    expect(recorded(card) ?? null).toBeNull();
    target(world, world.gm, cyToken);
    expect(await appliesTo(world, world.gm, card)).toBe("Applies to: Cy.");
    await clickCardButton(world, world.gm, card, "applyDamage", '[data-mode="healing"]');
    expect(hp(cy).value).toBe(11);
  });

  it("CY-HEAL-1: the recorded token is gone before the GM applies: the card says so, and the buttons apply to the GM's own target", SCENARIO, async () => {
    const { world, hero, augment, bo, cy, scene, boToken, cyToken } = await table();
    const card = await healTarget(world, hero, augment.id!, boToken);
    await world.as(world.gm, () => scene.deleteEmbeddedDocuments("Token", [boToken.id]));
    await world.settle();
    target(world, world.gm, cyToken);
    expect(await appliesTo(world, world.gm, card)).toBe("The healer's target, Bo, is gone. Applies to: Cy.");
    await clickCardButton(world, world.gm, card, "applyDamage", '[data-mode="healing"]');
    expect(hp(bo).value).toBe(3);
    expect(hp(cy).value).toBe(11);
  });

  it("CY-HEAL-1: the recorded target is out of range when the GM applies (moved to 100 ft): named on the card, not healed", SCENARIO, async () => {
    const { world, hero, augment, bo, boToken } = await table();
    const card = await healTarget(world, hero, augment.id!, boToken);
    await world.as(world.gm, () => boToken.update({ x: 2000 }));
    await world.settle();
    expect(await appliesTo(world, world.gm, card)).toBe("Bo is 100 ft away; Subdermal Medkit reaches 30 ft. Select or target the tokens to apply this to.");
    await clickCardButton(world, world.gm, card, "applyDamage", '[data-mode="healing"]');
    expect(hp(bo).value).toBe(3);
    expect(warnings(world)).toContain("Select or target a token (or assign yourself a character) to apply damage to.");
  });

  it("CY-HEAL-1 trust: a player who rewrites the recorded target to a token out of range gets no healing there", SCENARIO, async () => {
    const { world, hero, augment, cy, boToken, cyToken } = await table();
    const card = await healTarget(world, hero, augment.id!, boToken);
    await world.as(world.gm, () => cyToken.update({ x: 2000, y: 2000 }));
    await world.as(world.player, () => card.update({ "system.damage.target.tokenUuid": cyToken.uuid, "system.damage.target.actorUuid": cy.uuid } as ChatMessage.UpdateData));
    await world.settle();
    expect(recorded(card)).toMatchObject({ tokenUuid: cyToken.uuid });
    await clickCardButton(world, world.gm, card, "applyDamage", '[data-mode="healing"]');
    expect(hp(cy).value).toBe(5);
  });

  it("CY-HEAL-1 trust: a recorded target on a card whose author may not act for the healer is not believed", SCENARIO, async () => {
    const { world, bo, boToken, cyToken, cy } = await table();
    // The player posts a healing card in the name of Cy (whom they do not own), naming Bo as the target.
    const { postDamageCard } = await import("../../../src/applications/chat/damage-card");
    const card = (await world.as(world.player, () => postDamageCard({ formula: "6", type: "healing", actor: cy, target: { actorUuid: bo.uuid, tokenUuid: boToken.uuid, itemId: null, name: "Bo" } })))!;
    await world.settle();
    target(world, world.gm, cyToken);
    expect(await appliesTo(world, world.gm, card)).toBe("The healer's target, Bo, cannot be checked. Applies to: Cy.");
    await clickCardButton(world, world.gm, card, "applyDamage", '[data-mode="healing"]');
    expect(hp(bo).value).toBe(3);
  });
});
