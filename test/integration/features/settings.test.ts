/**
 * A feature declares the settings it brings (`Feature.settings`): each host, booted in the stand-in, registers
 * under its package's id exactly the settings its enabled features declare (the hosts register none of their own),
 * on every client, in the settings window's order; so the dnd5e module registers no death-save or exhaustion setting,
 * nor an Automail or Gearforged one while those content lines are off (its content switches are its own), and the
 * system keeps every setting in the order its settings window has always shown.
 */
import { describe, expect, it } from "vitest";
import { createWorld } from "../../foundry";
import { createModuleWorld } from "../adapters/dnd5e-module-world";
import type { Feature } from "../../../src/features/feature";

type Dispatch = typeof import("../../../src/features/dispatch");
type Settings = typeof import("../../../src/features/setting");
type World = Awaited<ReturnType<typeof createWorld>>;

interface Host {
  name: string;
  boot(): Promise<World>;
  namespace: string;
  /** The settings the host registers itself, beside its features'. */
  own: string[];
  /** What it registers, in order (the system: the order its settings window has always shown). */
  expected: string[];
}

const HOSTS: Host[] = [
  {
    name: "the system",
    boot: () => createWorld(),
    namespace: "augmented",
    own: [],
    expected: [
      "deathSaveOnDamage",
      "integritySave",
      "exhaustionRules",
      "integrityPick",
      "automailDamage",
      "automailDamageFraction",
      "gearforgedLevelScale",
      "acclimationRoll",
      "schemaVersion",
      "designsSeen",
    ],
  },
  {
    name: "the dnd5e module",
    boot: () => createModuleWorld(),
    namespace: "augmented-dnd5e",
    own: ["content.cyborg", "content.gearforged", "content.automail"],
    // Its exhaustion table is dnd5e's rules version: no setting of its own.
    expected: ["content.cyborg", "content.gearforged", "content.automail", "integritySave", "integrityPick", "designsSeen", "schemaVersion"],
  },
  {
    name: "the dnd5e module with every content line on",
    boot: () => createModuleWorld({ settings: { "augmented-dnd5e.content.gearforged": true, "augmented-dnd5e.content.automail": true } }),
    namespace: "augmented-dnd5e",
    own: ["content.cyborg", "content.gearforged", "content.automail"],
    expected: ["content.cyborg", "content.gearforged", "content.automail", "integritySave", "integrityPick", "automailDamage", "automailDamageFraction", "gearforgedLevelScale", "acclimationRoll", "designsSeen", "schemaVersion"],
  },
];

describe.each(HOSTS)("$name", (host) => {
  it("registers exactly the settings its enabled features declare, in the settings window's order", async () => {
    const world = await host.boot();
    for (const client of world.clients) {
      const dispatch = await world.systemModule<Dispatch>(client, "src/features/dispatch.ts");
      const { settingsOf } = await world.systemModule<Settings>(client, "src/features/setting.ts");
      const enabled: readonly Feature[] = dispatch.enabledFeatures();
      const declared = settingsOf(enabled);
      const registered = world.as(client, () => [...(game.settings as unknown as { settings: Map<string, { namespace: string; key: string }> }).settings.values()]);
      const ours = registered.filter((setting) => setting.namespace === host.namespace).map((setting) => setting.key);
      expect([...ours].sort()).toEqual([...declared.map((setting) => setting.key), ...host.own].sort());
      expect(ours).toEqual(host.expected);
      // Each registered as declared (the same choices, default and change handler).
      const configs = world.as(client, () => (game.settings as unknown as { settings: Map<string, Record<string, unknown>> }).settings);
      for (const { key, ...data } of declared) expect(configs.get(`${host.namespace}.${key}`), key).toMatchObject(data);
    }
  });
});

describe("the settings window's order", () => {
  it("names only settings a feature of the system declares", async () => {
    const world = await createWorld();
    const { SYSTEM_FEATURES } = await world.systemModule<{ SYSTEM_FEATURES: readonly Feature[] }>(world.gm, "src/hooks/features.ts");
    const { SETTINGS_WINDOW_ORDER } = await world.systemModule<Settings>(world.gm, "src/features/setting.ts");
    const declared = SYSTEM_FEATURES.flatMap((feature) => (feature.settings ?? []).map((setting) => setting.key));
    expect(SETTINGS_WINDOW_ORDER.filter((key) => !declared.includes(key))).toEqual([]);
    expect(new Set(declared).size).toBe(declared.length);
  });
});
