/**
 * CY-HEAL-1: the healing card (a damage card set to healing) with the healer's recorded target, as the GM's chat
 * log shows it, in Chromium with the system CSS, dark and light. The player targets a token and uses a healing
 * augment, as in test/integration/augment-use/healing-card-target.test.ts; the GM then sees the card with the
 * recorded target still valid ("Applies to: Bo (targeted by the healer)."), with that token deleted (the card
 * names it gone, then the GM's own target), and with it moved out of the augment's range (the card gives the
 * distance, then the fallback to the GM's selection: none).
 * Screenshots: test-results/screenshots/healing-card-{valid,gone,out-of-range}-{dark,light}.png.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { copyOn, createCharacter } from "../integration/helpers";
import { createAugment } from "../integration/augments/helpers";
import { user } from "../integration/augment-use/helpers";
import { chatLogHtml, THEMES, type LayoutOptions } from "./harness";
import { displayHtml, startWorld } from "./standin";
import { useBrowser } from "./use-browser";
import type { World } from "../foundry";

const SIDEBAR = { width: 300, height: 420 };

const MEDKIT = { sectionKind: "torso", installedSection: "torso", purpose: "healing", ability: "int", damageType: null, rangeFt: 30 };

const CARD: LayoutOptions = {
  groups: [{ selector: ".chat-card button", count: 1, label: "card buttons" }],
  contrast: [
    { selector: "*", min: 4.5 },
    { selector: ".chat-card__targets", min: 4.5 },
  ],
};

type Message = Parameters<World["renderChatMessage"]>[0];
type Client = World["gm"];

interface Placeable {
  setTarget(targeted?: boolean, options?: { releaseOthers?: boolean }): void;
}

interface TokenHandle {
  id: string;
  object: Placeable | null;
  update(data: object): Promise<unknown>;
}

interface SceneView {
  activate(): Promise<unknown>;
  createEmbeddedDocuments(name: "Token", data: object[]): Promise<TokenHandle[]>;
  deleteEmbeddedDocuments(name: "Token", ids: string[]): Promise<unknown>;
}

function target(world: World, who: Client, token: TokenHandle): void {
  world.as(who, () => {
    if (!token.object) throw new Error("the token is not on the scene this user views");
    token.object.setTarget(true, { releaseOthers: true });
  });
}

/** The healing card (the last damage card) as the GM's chat log shows it. */
async function gmView(world: World, card: Message): Promise<string> {
  return world.as(world.gm, async () => chatLogHtml([displayHtml(await world.renderChatMessage(card))]));
}

describe("healing card with the healer's recorded target in Chromium", () => {
  const browser = useBrowser();
  const views: Record<string, string> = {};

  beforeAll(async () => {
    const world = await startWorld();
    const hero = await createCharacter({
      name: "Ana Reyes",
      ownership: { default: 0, [world.player.user.id!]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER },
      system: { details: { level: 5 }, abilities: { int: { value: 14 } }, attributes: { hp: { value: 20, max: 20 } } },
    });
    const medkit = await createAugment(hero, "Subdermal Medkit", MEDKIT);
    const bo = await createCharacter({ name: "Bo", system: { attributes: { hp: { value: 3, max: 20 } } } });
    const cy = await createCharacter({ name: "Cy", system: { attributes: { hp: { value: 5, max: 20 } } } });
    // A long name, so the out-of-range line has to wrap in the sidebar.
    const dee = await createCharacter({ name: "Deandra Okonkwo-Vasquez", system: { attributes: { hp: { value: 4, max: 20 } } } });
    await world.settle();

    // A scene of 100 px, 5 ft squares: Ana at the corner, Bo 25 ft east, Cy 25 ft south, Deandra 15 ft south.
    const { scene, tokens } = await world.as(world.gm, async () => {
      // cast: Scene.create takes source data; the stand-in (like v13) has the grid, `activate` and the embedded tokens.
      const scene = (await Scene.create({ name: "Clinic", grid: { size: 100, distance: 5, units: "ft" } } as unknown as Scene.CreateData)) as unknown as SceneView;
      const placed: Array<[Actor.Implementation, number, number]> = [[hero, 0, 0], [bo, 5, 0], [cy, 0, 5], [dee, 0, 3]];
      const tokens = await scene.createEmbeddedDocuments("Token", placed.map(([actor, x, y]) => ({ name: actor.name, actorId: actor.id, actorLink: true, x: x * 100, y: y * 100 })));
      await scene.activate();
      await world.settle();
      return { scene, tokens };
    });
    const [, boToken, cyToken, deeToken] = tokens as [TokenHandle, TokenHandle, TokenHandle, TokenHandle];

    /** The player targets `token` and uses the medkit (DC 10; 15 to hit, 4 healed + Int 2): the healing card. */
    const heal = async (token: TokenHandle): Promise<Message> => {
      // One use per rest (CY-HEAL-1): give it back, as a long rest would. cast: a dotted update path.
      await medkit.update({ "system.uses.spent": 0 } as Item.UpdateData);
      await world.settle();
      target(world, world.player, token);
      world.dice.queue([15, 4]);
      // The player's own copies: the workflow runs on the player's client.
      await world.as(world.player, () => user(copyOn(world.player, hero)).useAugment(copyOn(world.player, medkit), { dc: 10 }));
      await world.settle();
      // cast: world.chat holds the stand-in's ChatMessage documents; renderChatMessage takes one of them.
      const card = world.chat.at(-1) as Message | undefined;
      // cast: the damage card's system data (src/workflows/augment-use/damage-card-kind.ts).
      const recorded = (card?.system as { damage?: { target?: unknown } } | undefined)?.damage?.target;
      if (!card || !recorded) throw new Error("no healing card with a recorded target");
      return card;
    };

    const forBo = await heal(boToken);
    const forCy = await heal(cyToken);
    const forDee = await heal(deeToken);

    // Valid: the GM has targeted Cy, but the card applies to Bo, whom the healer targeted.
    target(world, world.gm, cyToken);
    views.valid = await gmView(world, forBo);
    // Gone: Cy's token is deleted; the card says so and falls back to the GM's own target, Bo.
    await world.as(world.gm, () => scene.deleteEmbeddedDocuments("Token", [cyToken.id]));
    await world.settle();
    target(world, world.gm, boToken);
    views.gone = await gmView(world, forCy);
    // Out of range: Deandra's token is moved 100 ft away; the GM targets no one, so the fallback applies to none.
    await world.as(world.gm, () => deeToken.update({ x: 2000, y: 0 }));
    await world.settle();
    world.as(world.gm, () => boToken.object?.setTarget(false));
    views["out-of-range"] = await gmView(world, forDee);
  });

  it("CY-HEAL-1: each view says whom the buttons heal", () => {
    for (const html of Object.values(views)) expect(html).toContain("chat-card--damage");
    expect(views.valid).toContain("Applies to: Bo (targeted by the healer).");
    expect(views.gone).toMatch(/<p class="chat-card__line chat-card__warning">The healer's target, Cy, is gone\.<\/p>\s*<p class="chat-card__line chat-card__targets">Applies to: Bo\.<\/p>/);
    expect(views["out-of-range"]).toContain("Deandra Okonkwo-Vasquez is 100 ft away; Subdermal Medkit reaches 30 ft.");
    expect(views["out-of-range"]).toContain("Select or target the tokens to apply this to.");
    expect(views["out-of-range"]).not.toContain("none now");
    // A healing card reads as healing: its title and roll say Healing, and Heal is its only button.
    for (const html of Object.values(views)) {
      expect(html).toContain("Subdermal Medkit: Healing");
      expect(html).not.toContain("Damage (Healing)");
      expect(html.match(/data-augmented-action="applyDamage"/g)).toHaveLength(1);
      expect(html).toContain('data-mode="healing"');
    }
  });

  for (const view of ["valid", "gone", "out-of-range"]) {
    for (const theme of THEMES) {
      it(`CY-HEAL-1: healing card, recorded target ${view}, ${theme} theme: fits the sidebar, readable, buttons visible`, async () => {
        const shot = await browser().screenshotHtml(`healing-card-${view}`, views[view]!, { ...SIDEBAR, theme, layout: CARD });
        expect(shot.missing).toEqual([]);
        expect(shot.problems).toEqual([]);
      });
    }
  }
});
