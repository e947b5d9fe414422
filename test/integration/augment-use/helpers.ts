/**
 * Set-up for the "using an augment" scenarios: a level-5 hero (PB 3) owned by the player, the system's
 * `actor.useAugment` seen through a typed view, and the body map's Use buttons as the player sees them.
 */
import type { UseAugmentOptions, UseAugmentResult } from "../../../src/workflows/augment-use/types";
import { type AugmentItem, createAugment } from "../augments/helpers";
import { openSheet, type SheetHandle } from "../helpers";
import { type Table, tableWithHero, type World } from "../workflows/setup";

export interface Using {
  useAugment(item: Item.Implementation, options?: UseAugmentOptions): Promise<UseAugmentResult | null>;
}

/** The running client's own copy of a document (each client holds its own: test/foundry/README.md). */
function mine<T extends { uuid: string }>(doc: T): T {
  // casts: a document's uuid is one fromUuidSync takes; it answers with the same document as this client holds it.
  const copy = fromUuidSync(doc.uuid as Parameters<typeof fromUuidSync>[0]) as T | null;
  if (!copy) throw new Error(`this client has no ${doc.uuid}`);
  return copy;
}

/**
 * `actor.useAugment` (src/documents/actor.ts), called inside `world.as(client, …)` on that client's own copies of
 * the actor, the item and the target, as a click on that user's sheet would. cast: the system's Actor class.
 */
export function user(actor: Actor.Implementation): Using {
  return {
    useAugment: (item, options) => {
      const here = options?.target ? { ...options, target: mine(options.target) } : options;
      return (mine(actor) as unknown as Using).useAugment(mine(item), here);
    },
  };
}

/** A level-5 hero (PB 3) with Str 14, Dex 14, Int 14 (+2 each) and 10/20 HP, plus one installed augment. */
export async function heroWithAugment(name: string, system: Record<string, unknown>): Promise<Table & { augment: AugmentItem }> {
  const table = await tableWithHero({
    details: { level: 5 },
    abilities: { str: { value: 14 }, dex: { value: 14 }, int: { value: 14 } },
    attributes: { hp: { value: 10, max: 20 } },
  });
  const augment = await createAugment(table.hero, name, system);
  await table.world.settle();
  return { ...table, augment };
}

const AUGMENTS_TAB = '[data-action="tab"][data-tab="augments"]';

/** The player's sheet of `actor`, on the Augments tab. */
export async function augmentsTab(world: World, actor: Actor.Implementation): Promise<SheetHandle> {
  return world.as(world.player, async () => {
    const sheet = await openSheet(actor);
    sheet.element.querySelector<HTMLElement>(AUGMENTS_TAB)?.click();
    return sheet;
  });
}

/** The Use button of an augment on the body map (null when it has none). */
export function useButton(sheet: SheetHandle, itemId: string): HTMLButtonElement | null {
  return sheet.element.querySelector<HTMLButtonElement>(`.body-map [data-item-id="${itemId}"] [data-action="useAugment"]`);
}

export function warnings(world: World, level: "warning" | "error" = "warning"): string[] {
  return world.notifications.filter((n) => n.level === level).map((n) => n.message);
}

/** A system hook listener on the current client. cast: the hooks are declared in src/types.d.ts. */
export function onHook(name: string, fn: (...args: unknown[]) => unknown): void {
  (Hooks as unknown as { on(name: string, fn: (...args: unknown[]) => unknown): number }).on(name, fn);
}
