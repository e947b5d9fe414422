/**
 * Issue 13 item 8 through the stand-in: the GM Workshop. The actor directory gets a Workshop button for the GM
 * only; the workshop lists every gearforged and cyborg (not other characters) with its body, maintenance clock
 * (GF-BODY-4), damaged augments and running timers; an entry opens the sheet; it follows world time; a player
 * cannot open it; and a new row source (as the 13th Age helper will add) shows up without touching the workshop.
 */
import { describe, expect, it } from "vitest";
import type { WorkshopRowSource } from "../../../src/workshop/rows";
import { createAugment } from "../augments/helpers";
import { createCharacter } from "../helpers";
import { advanceHours, gearforgedTable } from "./helpers";

const SCENARIO = { timeout: 30_000 };
type World = Awaited<ReturnType<typeof gearforgedTable>>["world"];

/**
 * Opens the workshop as the GM does: the actor directory renders (its render hook), the GM clicks the Workshop
 * button. Returns the workshop's element.
 */
async function openAsGm(world: World): Promise<HTMLElement> {
  const html = directoryHtml();
  await world.as(world.gm, () => renderDirectory(html, {}));
  await world.as(world.gm, async () => html.querySelector<HTMLButtonElement>(".augmented-workshop-button")!.click());
  await world.settle();
  const element = world.as(world.gm, () => document.querySelector<HTMLElement>("#augmented-workshop"));
  if (!element) throw new Error(`the workshop did not open: ${JSON.stringify((world as unknown as { errors?: unknown }).errors ?? null)}`);
  return element;
}

function lines(root: HTMLElement, name: string): Record<string, string> {
  const entry = [...root.querySelectorAll<HTMLElement>(".workshop-entry")].find((el) => el.querySelector(".workshop-name")?.textContent === name);
  if (!entry) return {};
  return Object.fromEntries([...entry.querySelectorAll<HTMLElement>("[data-workshop-row]")].map((el) => [el.dataset.workshopRow!, el.querySelector("dd")?.textContent?.trim() ?? ""]));
}

/** Fires the directory's render hook as v13 does after rendering it (app, root element, context). */
function renderDirectory(html: HTMLElement, context: object): void {
  // cast: the community types list the hook's app argument as the directory; the system reads only the element.
  (Hooks as unknown as { callAll(name: string, ...args: unknown[]): boolean }).callAll("renderActorDirectory", {}, html, context);
}

/** A v13 actor directory's header as the render hook hands it over (the part the button goes into). */
function directoryHtml(): HTMLElement {
  const root = document.createElement("section");
  root.innerHTML = `<header class="directory-header"><div class="header-actions action-buttons"><button type="button" class="create-entry">Create Actor</button></div></header><ol class="directory-list"></ol>`;
  return root;
}

describe("the GM Workshop", SCENARIO, () => {
  it("GF-BODY-4: lists gearforged and cyborgs with clock, damaged augments and timers; an entry opens the sheet", async () => {
    const { world, hero } = await gearforgedTable(1);
    // The scenario heroes carry the Cyborg mark by default (test/integration/helpers.ts); Ana is a gearforged only.
    await world.as(world.gm, () => hero.update({ "flags.augmented.cyborg": false } as Actor.UpdateData));
    const { cyborg, plain } = await world.as(world.gm, async () => {
      const cyborg = await createCharacter({ name: "Vex" });
      await createAugment(cyborg, "Wrist Cannon", { installedSection: "rightArm", ability: "dex", damageType: "force", integrity: "damaged" });
      const plain = await createCharacter({ name: "Plain Pol", flags: { augmented: { cyborg: false } } });
      return { cyborg, plain };
    });
    await advanceHours(world, 30);
    const root = await openAsGm(world);
    const names = [...root.querySelectorAll(".workshop-name")].map((el) => el.textContent);
    expect(names).toEqual(["Ana", "Vex"]);
    expect(names).not.toContain(plain.name);
    expect(lines(root, "Ana")).toEqual({
      body: "Gearforged (homebrew)",
      clock: "1 d 6 h since the last long rest; next exhaustion in 18 h 0 min; maintenance exhaustion 1",
    });
    expect(root.querySelector(`[data-actor-uuid="${hero.uuid}"]`)?.classList.contains("alert")).toBe(true);
    expect(lines(root, "Vex")).toEqual({ body: "Cyborg", augments: "Wrist Cannon (damaged)" });

    // World time moves: the open workshop follows.
    await advanceHours(world, 2);
    expect(lines(world.as(world.gm, () => document.querySelector<HTMLElement>("#augmented-workshop"))!, "Ana").clock).toContain("1 d 8 h since the last long rest; next exhaustion in 16 h 0 min");

    // A running timer (a timed effect) shows its time left.
    await world.as(world.gm, () => cyborg.createEmbeddedDocuments("ActiveEffect", [{ name: "Boosted Legs", duration: { seconds: 60 } } as ActiveEffect.CreateData]));
    await world.settle();
    const again = await world.as(world.gm, async () => {
      document.querySelector<HTMLElement>("#augmented-workshop [data-action=refreshWorkshop]")!.click();
      return document.querySelector<HTMLElement>("#augmented-workshop")!;
    });
    await world.settle();
    expect(lines(again, "Vex").timers).toBe("Boosted Legs: 1 min left");

    // Clicking a name opens that actor's sheet.
    await world.as(world.gm, async () => again.querySelector<HTMLElement>(`[data-actor-uuid="${cyborg.uuid}"] [data-action="openActorSheet"]`)!.click());
    await world.settle();
    expect((cyborg.sheet as unknown as { rendered: boolean }).rendered).toBe(true);
  });

  it("the actor directory shows the Workshop button to the GM only (once per render)", async () => {
    const { world } = await gearforgedTable(1);
    const gmHtml = directoryHtml();
    await world.as(world.gm, () => renderDirectory(gmHtml, {}));
    // A re-render of the same element keeps one button.
    await world.as(world.gm, () => renderDirectory(gmHtml, {}));
    expect(gmHtml.querySelectorAll(".header-actions .augmented-workshop-button")).toHaveLength(1);
    expect(gmHtml.querySelector(".augmented-workshop-button")?.textContent?.trim()).toBe("Workshop");

    const playerHtml = directoryHtml();
    await world.as(world.player, () => renderDirectory(playerHtml, {}));
    expect(playerHtml.querySelector(".augmented-workshop-button")).toBeNull();
  });

  it("a new row source adds its line to every entry without other changes (the 13th Age rows' path)", async () => {
    const { world } = await gearforgedTable(1);
    const days: WorkshopRowSource = { id: "test-days", order: 15, subject: () => false, lines: () => [{ id: "test-days", label: "Days without maintenance", value: "3", alert: true }] };
    world.as(world.gm, () => Hooks.once("augmented.workshopRows", (register) => register(days)));
    const root = await openAsGm(world);
    expect(lines(root, "Ana")["test-days"]).toBe("3");
    const order = [...root.querySelectorAll<HTMLElement>("[data-workshop-row]")].map((el) => el.dataset.workshopRow);
    expect(order).toEqual(["body", "clock", "test-days"]);
  });
  it("GA-TIRE-1 / GA-AMPH-1: a 13th Age gearforged's days without maintenance, penalty and time underwater are rows", async () => {
    const { world, hero } = await gearforgedTable(8, "thirteenthAge");
    await world.as(world.gm, () => hero.update({ "flags.augmented.cyborg": false } as Actor.UpdateData));
    await advanceHours(world, 50);
    const rows = lines(await openAsGm(world), "Ana");
    expect(rows.body).toBe("Gearforged (13th Age)");
    expect(rows["thirteenth-age-days"]).toMatch(/^2\b/);
    expect(rows["thirteenth-age-penalty"]).toBe("-4 to attacks, damage and skills");
    expect(rows["thirteenth-age-underwater"]).toBeTruthy();
    expect(world.as(world.gm, () => document.querySelector(`#augmented-workshop [data-actor-uuid="${hero.uuid}"]`)?.classList.contains("alert"))).toBe(true);
  });
});
