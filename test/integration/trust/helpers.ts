/**
 * Suite R3 (issue 11): the table every attack runs against, a snapshot of everything an attack could change,
 * and the tally the suite prints. Ana (owned by "Player") is a level-3 cyborg at 0 HP with a Wrist Cannon
 * (right arm), an Optic (head) and a damaged Arm Blade (left arm); Bo is another player who owns nothing of hers.
 */
import { type ShownText, cardText } from "../../../src/data/chat/card-text";
import { postCard, type CardButton } from "../../../src/applications/chat/cards";
import { createWorld } from "../../foundry";
import { createAugment } from "../augments/helpers";
import { createCharacter } from "../helpers";
import { cyborgTable, type SfTable } from "../system-failure/helpers";
import { type World, messages } from "../workflows/setup";

export const USERS = [
  { name: "Gamemaster", role: "GAMEMASTER" as const },
  { name: "Player", role: "PLAYER" as const },
  { name: "Bo", role: "PLAYER" as const },
];

/** The table; with `latency` (ms per document operation) when a race must show. */
export async function trustTable(latency?: number): Promise<SfTable> {
  if (latency === undefined) return cyborgTable(USERS);
  const world = await createWorld({ seed: 11, users: USERS, latency });
  const hero = await createCharacter({
    name: "Ana",
    ownership: { default: 0, [world.player.user.id!]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER },
    system: { details: { level: 3 }, attributes: { hp: { value: 20, max: 20 } } },
  });
  const cannon = await createAugment(hero, "Wrist Cannon", { installedSection: "rightArm" });
  const optic = await createAugment(hero, "Optic", { sectionKind: "head", purpose: "utility", installedSection: "head" });
  const blade = await createAugment(hero, "Arm Blade", { installedSection: "leftArm", integrity: "damaged" });
  await world.settle();
  return { world, hero, cannon, optic, blade };
}

/** Everything a refused attack must leave as it was: the actor with its items and effects, and the chat. */
export function snapshot(world: World, actor: Actor.Implementation): string {
  // A card's state is its system data (src/data/chat); its flags must stay as they were too.
  const chat = messages(world).map((message) => ({ id: message.id, flags: message.flags, system: (message.toObject() as { system?: unknown }).system, rolls: message.rolls.length }));
  return JSON.stringify({ actor: actor.toObject(), chat });
}

/**
 * Bo posts a card of his own making (his client, his author id: the server stamps it), with the state he chose.
 */
export async function forgeCard(world: World, kind: string, state: Record<string, unknown>, buttons: CardButton[] = []): Promise<ChatMessage.Implementation> {
  const message = await world.as("Bo", () => postCard(forgedView(kind, "Totally legit", buttons), { state }));
  await world.settle();
  if (!message) throw new Error("the forged card was not posted");
  return message;
}

/** A forged card's view: every card type stores keys, so the forger's words go in as one keyed text. */
export function forgedView(kind: string, title: string, buttons: CardButton[] = []): { kind: string; title: ShownText; buttons: CardButton[] } {
  const text = (words: ShownText): ShownText => (typeof words === "string" ? cardText(words) : words);
  return { kind, title: text(title), buttons: buttons.map((button) => ({ ...button, label: text(button.label) })) };
}

/** The notifications `client` got since `from`. */
export function toldTo(world: World, client: World["gm"], from: number): string[] {
  return world.notifications.slice(from).filter((n) => n.userId === client.user.id).map((n) => n.message);
}

export interface Tally {
  attempts: number;
  refused: number;
  changed: number;
}

export const TALLY: Record<"forgedCards" | "spoofedRequests" | "replays" | "staleUndos" | "playerOwnedData", Tally> = {
  forgedCards: { attempts: 0, refused: 0, changed: 0 },
  spoofedRequests: { attempts: 0, refused: 0, changed: 0 },
  replays: { attempts: 0, refused: 0, changed: 0 },
  staleUndos: { attempts: 0, refused: 0, changed: 0 },
  playerOwnedData: { attempts: 0, refused: 0, changed: 0 },
};

/** Counts one attack: whether it was refused, and whether anything changed. */
export function count(kind: keyof typeof TALLY, refused: boolean, unchanged: boolean): void {
  const tally = TALLY[kind];
  tally.attempts += 1;
  if (refused) tally.refused += 1;
  if (!unchanged) tally.changed += 1;
}

export function summary(): string {
  const parts = Object.entries(TALLY).map(([kind, t]) => `${kind} ${t.refused}/${t.attempts} refused, ${t.changed} changed`);
  return `R3 trust suite: ${parts.join("; ")}`;
}
