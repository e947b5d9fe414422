/**
 * CY-WHO-1 and DESIGN.md, Trust (issue 11, deliverable 4): the creature chosen to do the work (design,
 * installation, removal) is re-checked after every later wait like the cyborg itself. Deleted (or no longer the
 * player's) while a dialog is open, the workflow stops with a message naming it: nothing rolled, charged or
 * changed. The player starts the work and picks the worker; the GM, on its own client, deletes the worker while
 * its DC question is open, then answers it.
 */
import { describe, expect, it } from "vitest";
import { type AugmentItem, createAugment } from "../augments/helpers";
import { createCharacter } from "../helpers";
import { type World, tableWithHero } from "../workflows/setup";

// cast: the character's currency, read by path.
const gold = (actor: { system: unknown }) => (actor.system as { currency: Record<string, number> }).currency.gp;

function lastWarning(world: World): string {
  return world.notifications.filter((n) => n.level === "warning" || n.level === "error").at(-1)?.message ?? "";
}

function clickOk(dialog: { element: HTMLElement }): void {
  const button = dialog.element.querySelector<HTMLButtonElement>('button[data-action="ok"]');
  if (!button) throw new Error("the dialog has no OK button");
  button.click();
}

/** Ana (the player's cyborg, 1,200 gp) and Doc, another creature the player owns: the worker. */
async function tableWithWorker() {
  const table = await tableWithHero({ currency: { gp: 1200 }, abilities: { int: { value: 14 } } });
  const doc = await createCharacter({
    name: "Doc",
    ownership: { default: 0, [table.world.player.user.id!]: 3 },
    system: { abilities: { dex: { value: 18 }, int: { value: 16 } } },
  });
  await table.world.settle();
  return { ...table, doc };
}

/** The player picks Doc in the "who does the work" dialog. */
function pickDoc(world: World, doc: Actor.Implementation, matching: string): void {
  world.dialogs.respond({ action: "ok", fields: { worker: doc.uuid }, matching, client: world.player });
}

/** The GM deletes the worker while the DC dialog is open, then answers it. */
function deleteWorkerDuringDc(world: World, doc: Actor.Implementation): void {
  world.dialogs.respond(async (dialog) => {
    await world.as(world.gm, () => doc.delete());
    clickOk(dialog);
  });
}

function sourceOf(item: AugmentItem): unknown {
  return foundry.utils.deepClone(item.toObject());
}

describe("the worker deleted while a dialog is open (CY-WHO-1, issue 11 deliverable 4)", () => {
  it("CY-WHO-1 / CY-INS-1: install — Doc deleted while the GM's DC dialog is open → not installed, nothing rolled, a message naming Doc", async () => {
    const { world, hero, doc } = await tableWithWorker();
    const blade = await createAugment(hero, "Arm Blade");
    const before = sourceOf(blade);
    pickDoc(world, doc, "Who installs");
    deleteWorkerDuringDc(world, doc);
    world.dice.queue([15, 15]);
    const chatBefore = world.chat.length;

    const result = await world.as(world.player, () => hero.installAugment(blade, "leftArm"));
    await world.settle();

    expect(result).toBeNull();
    expect(game.actors?.has(doc.id!)).toBe(false);
    expect(sourceOf(blade)).toEqual(before);
    expect(world.dice.history).toHaveLength(0);
    expect(world.chat.length).toBe(chatBefore);
    expect(lastWarning(world)).toContain("Doc, who was to do the work on Ana, no longer exists");
  });

  it("CY-WHO-1 / CY-REM-1: removal — Doc deleted while the GM's DC dialog is open → still installed, nothing rolled, a message", async () => {
    const { world, hero, doc } = await tableWithWorker();
    const blade = await createAugment(hero, "Arm Blade", { installedSection: "rightArm", quality: "flawless" });
    const before = sourceOf(blade);
    pickDoc(world, doc, "Who removes");
    deleteWorkerDuringDc(world, doc);
    world.dice.queue([20, 20]);
    const chatBefore = world.chat.length;

    const result = await world.as(world.player, () => hero.removeAugment(blade));
    await world.settle();

    expect(result).toBeNull();
    expect(blade.system.installedSection).toBe("rightArm");
    expect(sourceOf(blade)).toEqual(before);
    expect(world.dice.history).toHaveLength(0);
    expect(world.chat.length).toBe(chatBefore);
    expect(lastWarning(world)).toContain("Doc, who was to do the work on Ana, no longer exists");
  });

  it("CY-WHO-1 / CY-DES-1: design — Doc deleted while the GM's DC dialog is open → no check rolled, no lock, no gold, a message", async () => {
    const { world, hero, doc } = await tableWithWorker();
    const design = await createAugment(hero, "Arc Blade", { designStatus: "draft", deployment: "Slides out of the forearm", limits: "Needs a free hand" });
    const before = sourceOf(design);
    pickDoc(world, doc, "Who designs");
    deleteWorkerDuringDc(world, doc);
    world.dice.queue([18]);
    const chatBefore = world.chat.length;

    const result = await world.as(world.player, () => hero.designAugment(design));
    await world.settle();

    expect(result).toBeNull();
    expect(sourceOf(design)).toEqual(before);
    expect(gold(hero)).toBe(1200);
    expect(world.dice.history).toHaveLength(0);
    expect(world.chat.length).toBe(chatBefore);
    expect(lastWarning(world)).toContain("Doc, who was to do the work on Ana, no longer exists");
  });

  it("CY-WHO-1: install — Doc deleted while the 'who installs' dialog itself is open → stops before the DC question", async () => {
    const { world, hero, doc } = await tableWithWorker();
    const blade = await createAugment(hero, "Arm Blade");
    world.dialogs.respond(async (dialog) => {
      const select = dialog.element.querySelector<HTMLSelectElement>('[name="worker"]')!;
      select.value = doc.uuid;
      select.dispatchEvent(new Event("change", { bubbles: true }));
      await world.as(world.gm, () => doc.delete());
      clickOk(dialog);
    });
    const dialogsBefore = world.dialogs.history.length;

    const result = await world.as(world.player, () => hero.installAugment(blade, "leftArm"));
    await world.settle();

    expect(result).toBeNull();
    expect(blade.system.installedSection).toBeNull();
    // Only the worker question was shown: the GM was never asked for DCs.
    expect(world.dialogs.history.length - dialogsBefore).toBe(1);
    expect(lastWarning(world)).toContain("Doc, who was to do the work on Ana, no longer exists");
  });

  it("CY-WHO-1: removal — the GM takes Doc from the player while the DC dialog is open → stops, a message", async () => {
    const { world, hero, doc } = await tableWithWorker();
    const blade = await createAugment(hero, "Arm Blade", { installedSection: "rightArm", quality: "flawless" });
    pickDoc(world, doc, "Who removes");
    world.dialogs.respond(async (dialog) => {
      // cast: plain ownership levels (NONE) as a sheet's permission form writes them.
      await world.as(world.gm, () => doc.update({ ownership: { default: 0, [world.player.user.id!]: 0 } } as unknown as Actor.UpdateData));
      clickOk(dialog);
    });
    world.dice.queue([20, 20]);

    const result = await world.as(world.player, () => hero.removeAugment(blade));
    await world.settle();

    expect(result).toBeNull();
    expect(blade.system.installedSection).toBe("rightArm");
    expect(world.dice.history).toHaveLength(0);
    expect(lastWarning(world)).toContain("You no longer control Doc");
  });
});
