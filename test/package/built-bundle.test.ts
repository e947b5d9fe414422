/**
 * The built system, as Foundry loads it: dist/augmented.mjs booted in the stand-in world (every client its own
 * copy; docs/ARCHITECTURE.md, Build). A Cyborg install (CY-INS-1/2), a Gearforged chassis (GC-CH-1) and an
 * Automail port (AM-PORT-1) each run from it. Builds first when dist/ is older than the sources (ensureBuilt;
 * `npm test` builds before vitest).
 */
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createWorld } from "../foundry";
import { createCharacter, openSheet } from "../integration/helpers";
import { DIST, ensureBuilt } from "./manifest";

const ENTRY = path.join(DIST, "augmented.mjs");

beforeAll(async () => {
  await ensureBuilt();
}, 180_000);

/** The uuid of a compendium entry of this system, by pack and name. */
async function packUuid(pack: string, name: string): Promise<string> {
  const index = await game.packs!.get(`augmented.${pack}`)!.getIndex();
  const entry = [...index].find((e) => e.name === name);
  if (!entry) throw new Error(`no ${name} in ${pack}`);
  return (entry as { uuid: string }).uuid;
}

/** Drops a document on an element as Foundry's drag and drop does (`text/plain` JSON `{type, uuid}`). */
function dropOn(target: Element, uuid: string): void {
  const event = new Event("drop", { bubbles: true, cancelable: true });
  const payload = JSON.stringify({ type: "Item", uuid });
  Object.defineProperty(event, "dataTransfer", { value: { getData: (format: string) => (format === "text/plain" ? payload : "") } });
  target.dispatchEvent(event);
}

type Systemish = { system: Record<string, unknown> };

describe("dist/augmented.mjs in the stand-in world", () => {
  it("CY-INS-1/2, GC-CH-1, AM-PORT-1: the built module boots; a player's first install, port and chassis run from it", async () => {
    const world = await createWorld({ seed: 11, worldTime: 1000, entry: ENTRY });
    expect(world.entry).toBe(ENTRY);
    expect(CONFIG.Actor.documentClass.name).toBe("WorkflowActor");

    // Cyborg: the player drops Wrist Cannon on the right arm; the GM's DCs, two Sleight of Hand checks.
    const actor = await createCharacter({ ownership: { default: 0, [world.player.user.id!]: 3 }, system: { currency: { gp: 2000 } } });
    const cannon = await packUuid("augments", "Wrist Cannon");
    world.dice.queue([12, 16]);
    world.dialogs.respond({ action: "ok", fields: { dc1: 11, dc2: 14 }, client: world.gm });
    await world.as(world.player, async () => {
      const sheet = await openSheet(actor);
      dropOn(sheet.element.querySelector('[data-drop-section="rightArm"]')!, cannon);
    });
    await world.settle();
    const installed = actor.items.find((item) => item.name === "Wrist Cannon") as (Item.Implementation & Systemish) | undefined;
    expect(installed?.system).toMatchObject({ installedSection: "rightArm", quality: "flawless" });

    // Automail: a natural port on the right leg, 400 gp.
    const port = await world.as(world.player, () => (actor as unknown as { buyPort(kind: string, site: string, options: object): Promise<{ priceGp: number } | null> }).buyPort("natural", "rightLeg", { confirmed: true }));
    await world.settle();
    expect(port?.priceGp).toBe(400);
    expect((actor.system as unknown as { currency: { gp: number } }).currency.gp).toBe(1600);

    // Gearforged: a second character becomes a homebrew gearforged (the species drop), then the Dwarf Chassis
    // installs: Dwarvish joins its languages.
    const hero = await createCharacter({ name: "Ana", ownership: { default: 0, [world.player.user.id!]: 3 } });
    const species = await packUuid("species", "Gearforged (homebrew)");
    world.dialogs.respond({ action: "apply", fields: { ability0: "str", ability1: "con" }, client: world.player });
    await world.as(world.player, async () => dropOn((await openSheet(hero)).element, species));
    await world.settle();
    expect(hero.items.some((item) => (item.type as string) === "species")).toBe(true);
    // cast: a compendium Item uuid of this system.
    const chassis = (await fromUuid((await packUuid("gearforged", "Dwarf Chassis")) as `Item.${string}`)) as unknown as Item.Implementation;
    const installedChassis = await world.as(world.player, () => (hero as unknown as { installChassis(item: Item.Implementation): Promise<unknown> }).installChassis(chassis));
    await world.settle();
    expect(installedChassis).not.toBeNull();
    expect(hero.items.filter((item) => (item.type as string) === "chassis").map((item) => item.name)).toEqual(["Dwarf Chassis"]);
    expect([...(hero.system as unknown as { traits: { languages: Set<string> } }).traits.languages]).toContain("dwarvish");
  });
});
