// CORE-4's "stable" as dnd5e keeps it, for the Gearforged and Automail lines' readers (src/adapters/dnd5e/stable.ts):
// dnd5e's third death-save success resets both counters to 0 (module/documents/actor/actor.mjs:1635-1640 at
// release-5.3.3), so the counters alone read "dying"; the module keeps dnd5e's own `stable` status with it and the
// port reads that. A gearforged stabilized by its death saves is stable in the Gearforged window (GF-BODY-5 offers no
// stabilization), and stops being stable when healed or hit while down.
import { describe, expect, it } from "vitest";
import type { World } from "../../foundry";
import { gearforgedTable, type Dnd5eGearforged, type GearforgedTable } from "./dnd5e-gearforged-window-table";
import { createModuleWorld } from "./dnd5e-module-world";

const SCENARIO = { timeout: 60_000 };
const DYING = { attributes: { hp: { value: 0, max: 20 } } };

interface WindowModule {
  openGearforgedWindow(actor: unknown): Promise<{ element: HTMLElement }>;
}

interface PortModule {
  portOf(actor: unknown): unknown;
  lifeOf(port: unknown): string;
}

type Roller = { rollDeathSave(config?: object, dialog?: object, message?: object): Promise<unknown> };

const death = (hero: Dnd5eGearforged) => ({ success: hero.system.attributes.death.success, failure: hero.system.attributes.death.failure });
const stable = (hero: { effects: Iterable<{ statuses: Set<string> }> }) => [...hero.effects].some((effect) => effect.statuses.has("stable"));

/** The life state the module's shared code reads through the dnd5e port, on `client`. */
async function lifeOn(world: World, client: World["gm"], actor: { id: string }): Promise<string> {
  const ports = await world.systemModule<PortModule>(client, "src/ports/actor-port.ts");
  return world.as(client, () => ports.lifeOf(ports.portOf(game.actors!.get(actor.id))));
}

async function lifePanel(table: GearforgedTable): Promise<string | null | undefined> {
  const { world } = table;
  const windows = await world.systemModule<WindowModule>(world.player, "src/adapters/dnd5e/gearforged/gearforged-window.ts");
  const window = await world.as(world.player, () => windows.openGearforgedWindow(table.heroOf("player")));
  await world.settle();
  return window.element.querySelector(".gearforged-life")?.getAttribute("data-life-state");
}

/** Three death saves of 12 rolled by the player through dnd5e's own `rollDeathSave`. */
async function threeSuccesses(world: World, hero: Roller): Promise<void> {
  for (let i = 0; i < 3; i++) {
    world.dice.queue([12]);
    await world.as(world.player, () => hero.rollDeathSave({}, { configure: false }));
    await world.settle();
  }
}

describe("dnd5e's stable state read by the module", SCENARIO, () => {
  for (const dnd5eVersion of ["5.3.3", "6.0.0"]) {
    it(`CORE-4 / GF-BODY-5 (dnd5e ${dnd5eVersion}): a gearforged's third death-save success (dnd5e resets the counters to 0/0) reads stable, not dying: dnd5e's stable status is on, the window shows it stable with no stabilization offered`, async () => {
      const table = await gearforgedTable({ system: DYING, dnd5eVersion });
      const { world, hero } = table;
      expect(await lifeOn(world, world.gm, hero)).toBe("dying");
      await threeSuccesses(world, table.heroOf("player") as unknown as Roller);
      expect(death(hero)).toEqual({ success: 0, failure: 0 });
      expect(stable(hero)).toBe(true);
      expect(await lifeOn(world, world.gm, hero)).toBe("stable");
      expect(await lifeOn(world, world.player, hero)).toBe("stable");
      expect(await lifePanel(table)).toBe("stable");
      // The shared stabilize workflow refuses a creature that is not dying, nothing rolled or written.
      const { stabilizeGearforged } = await world.systemModule<{ stabilizeGearforged(a: unknown, m: string): Promise<unknown> }>(world.player, "src/workflows/gearforged/stabilize.ts");
      world.notifications.length = 0;
      expect(await world.as(world.player, () => stabilizeGearforged(table.heroOf("player"), "mending"))).toBeNull();
      expect(world.notifications.map((n) => n.message).join(" ")).toContain("Only a dying character can be stabilized");
      expect(death(hero)).toEqual({ success: 0, failure: 0 });
      expect(world.errors).toEqual([]);
    });
  }

  it("CORE-4: healed above 0 hit points, the stable status goes (alive); down again it is dying, not stable; a failure while stable ends the stability", async () => {
    const table = await gearforgedTable({ system: DYING });
    const { world, hero } = table;
    await threeSuccesses(world, table.heroOf("player") as unknown as Roller);
    expect(stable(hero)).toBe(true);
    await world.as(world.gm, () => hero.update({ "system.attributes.hp.value": 5 }));
    await world.settle();
    expect(stable(hero)).toBe(false);
    expect(await lifeOn(world, world.gm, hero)).toBe("alive");
    await world.as(world.gm, () => hero.update({ "system.attributes.hp.value": 0 }));
    await world.settle();
    expect(await lifeOn(world, world.gm, hero)).toBe("dying");
    // Stable again, then a death-save failure recorded while down (damage at 0 HP, CORE-4): dying with that failure.
    await threeSuccesses(world, table.heroOf("player") as unknown as Roller);
    expect(await lifeOn(world, world.gm, hero)).toBe("stable");
    await world.as(world.gm, () => hero.update({ "system.attributes.death.failure": 1 }));
    await world.settle();
    expect(stable(hero)).toBe(false);
    expect(await lifeOn(world, world.gm, hero)).toBe("dying");
    expect(world.errors).toEqual([]);
  });

  it("CORE-4: an Automail wearer (not a gearforged) stabilized by dnd5e's death saves reads stable too; a natural 20 brings it back at 1 HP with no status", async () => {
    const world = await createModuleWorld({ settings: { "augmented-dnd5e.content.automail": true } });
    // cast: dnd5e's actor, which the system's type definitions do not describe.
    const actor = (await world.as(world.gm, () =>
      Actor.create({ name: "Ana", type: "character", ownership: { default: 0, [world.player.userId]: 3 }, system: { attributes: { hp: { value: 0, max: 20 } } } } as never),
    )) as unknown as Dnd5eGearforged & Roller;
    await world.settle();
    const mine = world.as(world.player, () => game.actors!.get(actor.id)) as unknown as Roller;
    await threeSuccesses(world, mine);
    expect(stable(actor)).toBe(true);
    expect(await lifeOn(world, world.gm, actor)).toBe("stable");
    await world.as(world.gm, () => actor.update({ "system.attributes.hp.value": 0, "system.attributes.death.failure": 1 }));
    await world.settle();
    world.dice.queue([20]);
    await world.as(world.player, () => mine.rollDeathSave({}, { configure: false }));
    await world.settle();
    expect(actor.system.attributes.hp.value).toBe(1);
    expect(stable(actor)).toBe(false);
    expect(await lifeOn(world, world.gm, actor)).toBe("alive");
  });
});
