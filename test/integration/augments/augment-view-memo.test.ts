/**
 * Issue 27 item 2: the actor's augment view (`system.augments`: the body-map audit CY-SLOT-2 and Visionaire
 * CY-VIS-1..3) is remembered across preparations while nothing it reads changed (src/data/actor/parts/augments.ts).
 * These prove the memo never serves a stale view: every change to what the audit and Visionaire read (an integrity
 * drop, install, removal, a destroyed augment, a rename, the Cyborg trait given by an effect) gives the fresh view,
 * the same one a freshly made actor derives; and an unrelated change (HP) reuses the view.
 */
import { describe, expect, it, vi } from "vitest";
import { createWorld } from "../../foundry";
import { createCharacter, type CharacterActor } from "../helpers";
import { acOf, augmentSource, augmentsOf, createAugment } from "./helpers";

vi.setConfig({ testTimeout: 90_000 });

// v13 CONST.ACTIVE_EFFECT_MODES.OVERRIDE (the globals exist only once a world is created).
const OVERRIDE = 5;

async function cyborg(data: Record<string, unknown> = {}): Promise<CharacterActor> {
  await createWorld({ users: [{ name: "Gamemaster", role: "GAMEMASTER" }] });
  return createCharacter({ system: { details: { level: 5 }, attributes: { hp: { value: 40, max: 40 } } }, ...data });
}

/** What a freshly constructed copy of the actor derives: the view without any remembered state. */
function freshView(actor: CharacterActor): unknown {
  // cast: the configured Actor class builds a new, unremembered document from the same source.
  const Cls = CONFIG.Actor.documentClass as unknown as new (data: object) => CharacterActor;
  return structuredClone(augmentsOf(new Cls(actor.toObject())));
}

function expectFresh(actor: CharacterActor): void {
  expect(structuredClone(augmentsOf(actor))).toEqual(freshView(actor));
}

describe("the remembered augment view (issue 27)", () => {
  it("CY-VIS-1: an unrelated change reuses the view; it is frozen so no reader changes it for the next preparation", async () => {
    const actor = await cyborg();
    await createAugment(actor, "Wrist Cannon", { installedSection: "rightArm" });
    const before = augmentsOf(actor);
    expect(before.visionaire.bonus).toBe(1);
    // cast: a partial update of the character model, which the generic actor update type does not narrow to.
    await actor.update({ system: { attributes: { hp: { value: 30 } } } } as Actor.UpdateData);
    expect(augmentsOf(actor)).toBe(before);
    expect(Object.isFrozen(before.visionaire.counted)).toBe(true);
    expectFresh(actor);
  });

  it("CY-VIS-2, CY-INT-3: an integrity drop to damaged, then destroyed, gives the fresh view and AC", async () => {
    const actor = await cyborg();
    const cannon = await createAugment(actor, "Wrist Cannon", { installedSection: "rightArm" });
    await createAugment(actor, "Optic Array", { sectionKind: "head", purpose: "utility", installedSection: "head" });
    expect(augmentsOf(actor).visionaire.bonus).toBe(2);
    const ac = acOf(actor).value;
    await cannon.update({ system: { integrity: "damaged" } });
    expect(augmentsOf(actor).visionaire.bonus).toBe(1);
    expect(augmentsOf(actor).visionaire.excluded).toEqual([{ augmentId: cannon.id, reason: "damaged" }]);
    expect(acOf(actor).value).toBe(ac - 1);
    expectFresh(actor);
    // A destroyed augment leaves its section (a destroyed one cannot stay placed: the placement guard).
    await cannon.update({ system: { integrity: "destroyed", installedSection: null } });
    expect(cannon.system.integrity).toBe("destroyed");
    expect(augmentsOf(actor).visionaire.excluded).toEqual([{ augmentId: cannon.id, reason: "destroyed" }]);
    expect(augmentsOf(actor).issues).toEqual([]);
    expectFresh(actor);
  });

  it("CY-SLOT-2: install, and removal from an over-full section, each give the fresh audit", async () => {
    // Loaded data with two augments in one slot (imported: no item guard runs); the audit reports it.
    const actor = await cyborg({ items: [augmentSource("Wrist Cannon", { installedSection: "rightArm" }), augmentSource("Arm Blade", { installedSection: "rightArm" })] });
    expect(augmentsOf(actor).issues.map((i) => i.code)).toEqual(["overCapacity"]);
    const cannon = actor.items.find((item) => item.name === "Wrist Cannon")!;
    await actor.deleteEmbeddedDocuments("Item", [cannon.id!]);
    expect(augmentsOf(actor).issues).toEqual([]);
    expectFresh(actor);
    const optic = await createAugment(actor, "Optic Array", { sectionKind: "head", purpose: "utility" });
    expect(augmentsOf(actor).visionaire.excluded).toContainEqual({ augmentId: optic.id, reason: "notInstalled" });
    await optic.update({ system: { installedSection: "head" } });
    expect(augmentsOf(actor).visionaire.counted.map((c) => c.augmentId)).toContain(optic.id);
    expectFresh(actor);
  });

  it("CY-VIS-3: renaming one of two untagged copies makes it count on its own", async () => {
    const actor = await cyborg();
    await createAugment(actor, "Optic Array", { sectionKind: "head", purpose: "utility", installedSection: "head", functionTag: "" });
    const second = await createAugment(actor, "Optic Array", { sectionKind: "torso", purpose: "utility", installedSection: "torso", functionTag: "" });
    expect(augmentsOf(actor).visionaire.bonus).toBe(1);
    await second.update({ name: "Dermal Plating" });
    expect(augmentsOf(actor).visionaire.bonus).toBe(2);
    expectFresh(actor);
  });

  it("CY-VIS-1: the Cyborg trait given and taken by an effect gives the fresh view", async () => {
    const actor = await cyborg({ flags: { augmented: { cyborg: false } } });
    await createAugment(actor, "Wrist Cannon", { installedSection: "rightArm" });
    expect(augmentsOf(actor).visionaire.excluded.map((e) => e.reason)).toEqual(["notCyborg"]);
    // cast: partial effect source data.
    const [effect] = (await actor.createEmbeddedDocuments("ActiveEffect", [
      { name: "Cyborg", changes: [{ key: "flags.augmented.cyborg", mode: OVERRIDE, value: "true", priority: null }] },
    ] as unknown as ActiveEffect.CreateData[])) as unknown as ActiveEffect.Implementation[];
    // cast: the system's own flag scope, which the core flag types do not declare.
    expect((actor.flags as { augmented?: { cyborg?: unknown } }).augmented?.cyborg).toBe(true);
    expect(augmentsOf(actor).visionaire.bonus).toBe(1);
    await effect!.update({ disabled: true });
    expect(augmentsOf(actor).visionaire.bonus).toBe(0);
    expect(augmentsOf(actor).visionaire.excluded.map((e) => e.reason)).toEqual(["notCyborg"]);
  });
});
