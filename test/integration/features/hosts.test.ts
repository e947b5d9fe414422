/**
 * A feature is one declaration (src/features/): each host lists the features it enables, and what it registers
 * and listens to at boot is exactly what those features declare. Each host is booted in the stand-in (the system's
 * world; a dnd5e world with the companion module) and its client's own copy of the dispatch is read: the features
 * it enabled, the registrations it ran, the listeners of each shared event, and, on the client's `Hooks`, the core
 * listener of each shared event the host translates: carried once when an enabled feature follows the event, never
 * otherwise, by the one listener the dispatch keeps on that hook (the translation itself when alone there).
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { createModuleWorld } from "../adapters/dnd5e-module-world";
import type { HookEntry } from "../../foundry/hooks";
import type { Feature } from "../../../src/features/feature";
import { FEATURE_EVENTS } from "../../../src/features/feature";
import type { HostTranslations } from "../../../src/features/dispatch";
import { cardTypes, hostCardTypes } from "../../../scripts/card-types.mjs";

type Dispatch = typeof import("../../../src/features/dispatch");
type World = Awaited<ReturnType<typeof createWorld>>;

interface Host {
  name: string;
  boot(): Promise<World>;
  /** The features the host enables, by id, in their order. */
  enables: string[];
  /** The host's file listing them, its export, and the file of its translations. */
  list: { path: string; name: string };
  translations: { path: string; name: string };
  /** What the host's card types are named with (the module's id and a dot). */
  cardPrefix: string;
}

const HOSTS: Host[] = [
  {
    name: "the system",
    boot: () => createWorld(),
    enables: ["core", "exhaustion-rules", "currency", "migration", "rests", "death-save", "integrity", "system-failure", "augment-use", "augment-install", "augment-design", "species", "automail", "thirteenth-age", "gearforged"],
    list: { path: "src/hooks/features.ts", name: "SYSTEM_FEATURES" },
    translations: { path: "src/hooks/events.ts", name: "SYSTEM_TRANSLATIONS" },
    cardPrefix: "",
  },
  {
    name: "the dnd5e module (its default content: the Cyborg)",
    boot: () => createModuleWorld(),
    enables: ["core", "currency", "integrity", "system-failure", "augment-use", "augment-install", "augment-design", "migration"],
    list: { path: "src/adapters/dnd5e/features.ts", name: "DND5E_FEATURES" },
    translations: { path: "src/adapters/dnd5e/events.ts", name: "DND5E_TRANSLATIONS" },
    cardPrefix: "augmented-dnd5e.",
  },
  {
    name: "the dnd5e module with every content line on",
    boot: () => createModuleWorld({ settings: { "augmented-dnd5e.content.gearforged": true, "augmented-dnd5e.content.automail": true } }),
    enables: ["core", "currency", "integrity", "system-failure", "augment-use", "augment-install", "augment-design", "migration", "automail", "thirteenth-age", "gearforged"],
    list: { path: "src/adapters/dnd5e/features.ts", name: "DND5E_FEATURES" },
    translations: { path: "src/adapters/dnd5e/events.ts", name: "DND5E_TRANSLATIONS" },
    cardPrefix: "augmented-dnd5e.",
  },
  {
    name: "the dnd5e module with only Gearforged on",
    boot: () => createModuleWorld({ settings: { "augmented-dnd5e.content.cyborg": false, "augmented-dnd5e.content.gearforged": true } }),
    enables: ["core", "currency", "migration", "thirteenth-age", "gearforged"],
    list: { path: "src/adapters/dnd5e/features.ts", name: "DND5E_FEATURES" },
    translations: { path: "src/adapters/dnd5e/events.ts", name: "DND5E_TRANSLATIONS" },
    cardPrefix: "augmented-dnd5e.",
  },
];

/** Same functions, same order (identity, not shape: two features may declare look-alike arrows). */
function sameFunctions(actual: readonly unknown[], expected: readonly unknown[]): boolean {
  return actual.length === expected.length && actual.every((fn, index) => fn === expected[index]);
}

describe.each(HOSTS)("$name", (host) => {
  it("enables the features it lists, runs exactly their registrations and dispatches each event to exactly their listeners", async () => {
    const world = await host.boot();
    for (const client of world.clients) {
      const dispatch = await world.systemModule<Dispatch>(client, "src/features/dispatch.ts");
      const listed = (await world.systemModule<Record<string, readonly Feature[]>>(client, host.list.path))[host.list.name]!;
      const enabled = dispatch.enabledFeatures();
      // The listed features the host's content enables, the same objects in the list's order.
      expect(sameFunctions(enabled, listed.filter((feature) => enabled.includes(feature)))).toBe(true);
      expect(enabled.map((feature) => feature.id)).toEqual(host.enables);
      expect(sameFunctions(dispatch.registeredAtBoot(), enabled.flatMap((feature) => feature.register ?? []))).toBe(true);
      for (const event of FEATURE_EVENTS) {
        const declared = enabled.flatMap((feature) => (feature.on?.[event] ? [feature.on[event]] : []));
        expect(sameFunctions(dispatch.listenersOf(event), declared), event).toBe(true);
      }
      expect(sameFunctions(dispatch.worldTimeSweeps(), enabled.flatMap((feature) => (feature.worldTime ? [feature.worldTime] : [])))).toBe(true);
    }
    // The card kinds: the host's chat models under its prefix are exactly the kinds its features bring.
    const dispatch = await world.systemModule<Dispatch>(world.gm, "src/features/dispatch.ts");
    const declared = dispatch.enabledFeatures().flatMap((feature) => Object.entries(feature.cards ?? {}));
    const models = await world.as(world.gm, () => ({ ...(CONFIG.ChatMessage.dataModels as Record<string, unknown>) }));
    const ours = Object.entries(models).filter(([type, model]) => type.startsWith(host.cardPrefix) && declared.some(([, kind]) => kind === model));
    expect(ours.map(([type]) => type.slice(host.cardPrefix.length)).sort()).toEqual(declared.map(([type]) => type).sort());
    expect(declared.every(([type, kind]) => models[`${host.cardPrefix}${type}`] === kind)).toBe(true);
  });

  it("listens on its hooks for exactly the events its features follow", async () => {
    const world = await host.boot();
    const translations = (await world.systemModule<Record<string, HostTranslations>>(world.gm, host.translations.path))[host.translations.name]!;
    const dispatch = await world.systemModule<Dispatch>(world.gm, "src/features/dispatch.ts");
    const enabled = dispatch.enabledFeatures();
    const hooks = await world.as(world.gm, () => Hooks.events as Record<string, HookEntry[]>);
    const followed = new Set<string>(FEATURE_EVENTS.filter((event) => enabled.some((feature) => feature.on?.[event])));
    if (enabled.some((feature) => feature.worldTime)) followed.add("worldTime");
    // One listener per core hook, carrying the translations of exactly the followed events on that hook.
    const core = dispatch.followedAtBoot();
    let checked = 0;
    for (const [event, listener] of Object.entries(translations)) {
      if (!listener) continue;
      const carrying = core.filter((followedHook) => followedHook.events.includes(event as never));
      expect(carrying.length, `${event} on ${listener.hook}`).toBe(followed.has(event) ? 1 : 0);
      for (const followedHook of carrying) {
        expect(followedHook.hook).toBe(listener.hook);
        expect(followedHook.translations[followedHook.events.indexOf(event as never)]).toBe(listener.fn);
      }
      // A translation alone on its hook is the listener itself; never registered beside the one that carries it.
      expect((hooks[listener.hook] ?? []).filter((entry) => entry.fn === listener.fn).length).toBe(carrying.length === 1 && carrying[0]!.fn === listener.fn ? 1 : 0);
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
    for (const followedHook of core) {
      expect(followedHook.translations.length).toBe(followedHook.events.length);
      expect(followedHook.translations.every((fn, index) => fn === translations[followedHook.events[index]!]?.fn)).toBe(true);
      expect((hooks[followedHook.hook] ?? []).filter((entry) => entry.fn === followedHook.fn).length, followedHook.hook).toBe(1);
    }
    expect(new Set(core.map((followedHook) => followedHook.hook)).size).toBe(core.length);
    expect([...dispatch.translatedEvents()].sort()).toEqual([...followed].filter((event) => event in translations).sort());
  });
});

describe("the card kinds", () => {
  it("listed in workflows/card-kinds.ts (the manifests' types) are each brought by exactly one of the system's features", async () => {
    const world = await createWorld();
    const { SYSTEM_FEATURES } = await world.systemModule<{ SYSTEM_FEATURES: readonly Feature[] }>(world.gm, "src/hooks/features.ts");
    const brought = SYSTEM_FEATURES.flatMap((feature) => Object.keys(feature.cards ?? {}));
    expect([...brought].sort()).toEqual([...cardTypes()].sort());
  });
});

describe("the dnd5e module's manifest", () => {
  it("declares the card kinds the module registers with every content line on: the build reads them from its features list (scripts/card-types.mjs)", async () => {
    const world = await createModuleWorld({ settings: { "augmented-dnd5e.content.gearforged": true, "augmented-dnd5e.content.automail": true } });
    const dispatch = await world.systemModule<Dispatch>(world.gm, "src/features/dispatch.ts");
    const registered = dispatch.enabledFeatures().flatMap((feature) => Object.keys(feature.cards ?? {}));
    expect([...hostCardTypes()].sort()).toEqual([...registered].sort());
    expect(hostCardTypes()).toContain("automail");
  });

  it("registers only the card kinds and settings of the lines that are on: a Cyborg table sees no Gearforged or Automail setting", async () => {
    const world = await createModuleWorld();
    const types = await world.as(world.gm, () => Object.keys(CONFIG.ChatMessage.dataModels as Record<string, unknown>));
    expect(types).toContain("augmented-dnd5e.augment");
    expect(types).not.toContain("augmented-dnd5e.automail");
    expect(types).not.toContain("augmented-dnd5e.gearforged");
    const keys = await world.as(world.gm, () => [...(game.settings as unknown as { settings: Map<string, unknown> }).settings.keys()]);
    const ours = keys.filter((key) => key.startsWith("augmented-dnd5e."));
    expect(ours).toEqual(expect.arrayContaining(["augmented-dnd5e.content.cyborg", "augmented-dnd5e.content.gearforged", "augmented-dnd5e.content.automail"]));
    for (const key of ["automailDamage", "automailDamageFraction", "acclimationRoll", "gearforgedLevelScale"]) expect(ours).not.toContain(`augmented-dnd5e.${key}`);
    const all = await createModuleWorld({ settings: { "augmented-dnd5e.content.gearforged": true, "augmented-dnd5e.content.automail": true } });
    const allKeys = await all.as(all.gm, () => [...(game.settings as unknown as { settings: Map<string, unknown> }).settings.keys()]);
    expect(allKeys).toEqual(expect.arrayContaining(["augmented-dnd5e.automailDamage", "augmented-dnd5e.gearforgedLevelScale"]));
  });
});

describe("the two hosts", () => {
  it("differ only by the features they enable: the dnd5e module follows no Gearforged veto, the system does", async () => {
    const system = await HOSTS[0]!.boot();
    const systemHooks = await system.as(system.gm, () => Hooks.events as Record<string, HookEntry[]>);
    expect((systemHooks.preDeleteItem ?? []).length).toBeGreaterThan(0);
    const dnd5e = await HOSTS[1]!.boot();
    const dnd5eHooks = await dnd5e.as(dnd5e.gm, () => Hooks.events as Record<string, HookEntry[]>);
    expect(dnd5eHooks.preDeleteItem ?? []).toEqual([]);
  });
});
