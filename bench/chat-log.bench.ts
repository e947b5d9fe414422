/**
 * Issue 27: rendering a chat log of 200 system cards (100 damage cards, 100 integrity prompts as the GM sees them)
 * as a ratio to inserting the same final HTML into Chromium's DOM, measured in one run, medians of interleaved
 * rounds (after warm-up rounds).
 *
 * - Render (Node): the system's steps for each card, as the GM's client runs them when its chat log shows the
 *   message: the card's context from its data and rolls, and its template (the card model's `render`,
 *   src/data/chat/card-model.ts), producing the cards' HTML strings. Foundry's own steps (building the
 *   message element, parsing the HTML into it) and the browser's are what the other side measures, as in
 *   bench/render.bench.ts, whose baseline this is too. Until issue 27 this side timed the whole `renderHTML()`
 *   through the stand-in, most of which was happy-dom parsing the HTML: a DOM in Node, not the system's work.
 * - Insert (Chromium): in a sidebar-wide column with the system CSS, the log's final HTML (the message elements
 *   as the GM's client shows them, buttons bound) is set with `innerHTML` and the layout forced
 *   (`offsetHeight`), timed inside the page (bench/render.bench.ts explains).
 */
import { collectGarbage, emit, median, ms, sized, SMOKE } from "./lib";
import { chatLogHtml, ScreenshotHarness } from "../test/browser/harness";
import { displayHtml, startWorld } from "../test/browser/standin";
import { createCharacter } from "../test/integration/helpers";
import { createAugment } from "../test/integration/augments/helpers";
import type { World } from "../test/foundry";
import { currentClient } from "../test/foundry/runtime";

const EACH = sized(100, 2);
const WARMUP = SMOKE ? 0 : 5;
const ROUNDS = SMOKE ? 1 : 21;
const SIDEBAR = { width: 300, height: 900 };

type Message = Parameters<World["renderChatMessage"]>[0];
interface Workflows {
  rollDamage(item: unknown): Promise<unknown>;
  applyDamage(instances: Array<{ amount: number; type: string }>): Promise<unknown>;
  update(changes: Record<string, unknown>): Promise<unknown>;
}

const world = await startWorld();
await world.as(world.gm, async () => {
  const fighter = await createCharacter({ name: "Ana Reyes", system: { abilities: { str: { value: 16 } } } });
  // cast (both): partial source data in, as createEmbeddedDocuments accepts it; the created items out.
  const [sword] = (await fighter.createEmbeddedDocuments("Item", [
    { name: "Longsword", type: "weapon", system: { damage: { formula: "1d8", type: "slashing" } } } as unknown as Item.CreateData,
  ])) as unknown as Item.Implementation[];
  const cyborg = await createCharacter({ name: "Kai Okafor", system: { attributes: { hp: { value: 60, max: 60 } } } });
  await createAugment(cyborg, "Dermal Plating", { sectionKind: "torso", purpose: "utility", installedSection: "torso" });
  await createAugment(cyborg, "Wrist Cannon", { installedSection: "rightArm" });
  // cast (both): the system's Actor class (workflows/actor.ts) carries the workflows.
  const roller = fighter as unknown as Workflows;
  const target = cyborg as unknown as Workflows;
  for (let i = 0; i < EACH; i++) {
    world.dice.queue([1 + (i % 8)]);
    await roller.rollDamage(sword);
    await target.applyDamage([{ amount: 35, type: "fire" }]);
    await world.settle();
    await target.update({ "system.attributes.hp.value": 60 });
  }
});
await world.settle();

const messages = world.chat as unknown as Message[];
if (messages.length < 2 * EACH) throw new Error(`expected ${2 * EACH} cards, found ${messages.length}`);
const cards = messages.slice(-2 * EACH);

/** Every card's element as the GM's chat log shows it (Foundry's renderHTML, the system's card drawn and bound). */
function renderLog(): Promise<HTMLElement[]> {
  return world.as(world.gm, () => Promise.all(cards.map((m) => world.renderChatMessage(m))));
}

/** The GM client's own copies of the cards. */
// cast: the GM client's ChatMessage documents are the system's ChatMessage class.
const gmCards = world.as(world.gm, () => cards.map((m) => world.resolveOn(currentClient(), m as unknown as { uuid: string }) as unknown as ChatMessage.Implementation));

/** A card message's system data: the card model (src/data/chat/card-model.ts), which draws the card. */
interface CardSystem {
  render(): Promise<string>;
}

/**
 * The card model of a message, read structurally: each simulated client has its own copy of the system
 * (test/foundry/client-modules.ts), so an `instanceof` against a class imported here never holds, and the
 * benchmark timed no card at all (a render side of 0.45 ms for 200 cards).
 */
function cardModel(message: ChatMessage.Implementation): CardSystem | null {
  // cast: a structural read of the message's system data.
  const system = (message as unknown as { system?: Partial<CardSystem> | null }).system;
  return typeof system?.render === "function" ? (system as CardSystem) : null;
}

/** The system's share: every card's HTML from its data (context + template), on the GM's client. */
function renderCards(): Promise<{ cards: number; length: number }> {
  return world.as(world.gm, async () => {
    let length = 0;
    let rendered = 0;
    for (const message of gmCards) {
      const model = cardModel(message);
      if (!model) continue;
      length += (await model.render()).length;
      rendered += 1;
    }
    return { cards: rendered, length };
  });
}

// Every card is drawn by its card model, or the benchmark would time less than it says.
const check = await renderCards();
if (check.cards !== gmCards.length || check.length === 0) throw new Error(`expected ${gmCards.length} cards drawn by the card model, drew ${check.cards}`);

const elements = await renderLog();
const kinds = new Set(elements.map((el) => el.querySelector("[data-card]")?.getAttribute("data-card") ?? "none"));
if (elements.some((el) => !el.querySelector(".chat-card"))) throw new Error("a message rendered without its system card");
const listHtml = elements.map((el) => displayHtml(el)).join("");

const harness = await ScreenshotHarness.launch();
try {
  const { page } = await harness.open(chatLogHtml([listHtml]), { ...SIDEBAR, theme: "dark" });
  await page.evaluate(`(() => {
    const log = document.querySelector(".chat-log");
    window.__benchHtml = ${JSON.stringify(listHtml)};
    window.__benchInsert = () => {
      log.replaceChildren();
      void log.offsetHeight;
      const start = performance.now();
      log.innerHTML = window.__benchHtml;
      void log.offsetHeight;
      return performance.now() - start;
    };
  })()`);

  const renderMs: number[] = [];
  const insertMs: number[] = [];
  for (let round = 0; round < WARMUP + ROUNDS; round++) {
    collectGarbage();
    const start = performance.now();
    await renderCards();
    const rendered = performance.now() - start;
    const inserted = (await page.evaluate("window.__benchInsert()")) as number;
    if (round >= WARMUP) {
      renderMs.push(rendered);
      insertMs.push(inserted);
    }
  }
  await page.context().close();

  const render = median(renderMs);
  const insert = median(insertMs);
  const ratio = render / insert;
  console.log(`render a chat log of ${cards.length} cards (context + templates, Node): ${ms(render)} ms; insert its HTML into the DOM (Chromium): ${ms(insert)} ms; ratio X/Y = ${ratio.toFixed(2)}`);
  console.log(`  (card kinds: ${[...kinds].join(", ")}; ${listHtml.length} characters of HTML; median of ${ROUNDS} interleaved rounds after ${WARMUP} warm-up rounds)`);
  emit([
    {
      benchmark: "chat-log",
      work: `render a chat log of ${cards.length} system cards (context + templates, Node)`,
      workMs: render,
      baseline: "insert its HTML into the DOM (innerHTML + layout, Chromium)",
      baselineMs: insert,
      ratio,
      rounds: ROUNDS,
    },
  ]);
} finally {
  await harness.close();
  await world.shutdown();
}
