import { describe, expect, it } from "vitest";
import fc from "fast-check";
import {
  type AugmentState,
  type SectionId,
  AUGMENT_PURPOSES,
  SECTION_IDS,
  SECTIONS,
  auditSections,
  canInstall,
  checkPlacement,
  occupiesSlot,
  planInstall,
  planRemoval,
  planSystemFailure,
  planRepair,
  sectionKindOf,
  isAugmentPurpose,
  compromisePatch,
} from "../../../src/rules/cyborg";
import { makeAugment } from "./fixtures";

const OUT = { inCombat: false };

describe("sections", () => {
  it("CY-SLOT-1: six sections: head, torso, left/right arm, left/right leg", () => {
    expect(SECTIONS.map((s) => s.id)).toEqual(["head", "torso", "leftArm", "rightArm", "leftLeg", "rightLeg"]);
    expect(sectionKindOf("leftArm")).toBe("arm");
    expect(sectionKindOf("rightLeg")).toBe("leg");
  });

  it("CY-SLOT-1: an empty matching section accepts an augment outside combat", () => {
    const cannon = makeAugment();
    expect(canInstall([cannon], cannon, "rightArm", OUT)).toEqual({ ok: true });
  });

  it("CY-SLOT-2: a second augment is refused from an occupied section, naming the occupant", () => {
    const a = makeAugment({ installedSection: "rightArm" });
    const b = makeAugment();
    expect(canInstall([a, b], b, "rightArm", OUT)).toEqual({ ok: false, reason: "occupied", blockingAugmentId: a.id });
    expect(canInstall([a, b], b, "leftArm", OUT)).toEqual({ ok: true });
  });

  it("CY-SLOT-2: a damaged occupant still holds its section", () => {
    const a = makeAugment({ installedSection: "rightArm", integrity: "damaged" });
    const b = makeAugment();
    expect(canInstall([a, b], b, "rightArm", OUT)).toMatchObject({ ok: false, reason: "occupied" });
  });

  it("CY-SLOT-2: data-level placement check refuses an update that would double-book a section", () => {
    const a = makeAugment({ installedSection: "head", sectionKind: "head" });
    const b = makeAugment({ sectionKind: "head" });
    expect(checkPlacement([a, b], { ...b, installedSection: "head" })).toMatchObject({ ok: false, reason: "occupied" });
    // The same augment re-saved in its own section is fine.
    expect(checkPlacement([a, b], a)).toEqual({ ok: true });
    expect(checkPlacement([a, b], b)).toEqual({ ok: true });
    expect(checkPlacement([a], { ...b, installedSection: "leftArm" })).toMatchObject({ reason: "wrongKind" });
    expect(checkPlacement([], { ...b, installedSection: "head", integrity: "destroyed" })).toMatchObject({ reason: "destroyed" });
  });

  it("CY-SLOT-2: the audit flags over-capacity and mismatched kinds without changing anything", () => {
    const a = makeAugment({ installedSection: "torso", sectionKind: "torso" });
    const b = makeAugment({ installedSection: "torso", sectionKind: "torso" });
    const c = makeAugment({ installedSection: "leftLeg", sectionKind: "arm" });
    const d = makeAugment({ installedSection: "head", sectionKind: "head", integrity: "destroyed" });
    const input = [a, b, c, d];
    const snapshot = structuredClone(input);
    const issues = auditSections(input);
    expect(issues).toContainEqual({ code: "overCapacity", section: "torso", augmentIds: [a.id, b.id] });
    expect(issues).toContainEqual({ code: "wrongKind", section: "leftLeg", augmentId: c.id, expected: "leg", actual: "arm" });
    expect(issues).toContainEqual({ code: "destroyedInSection", section: "head", augmentId: d.id });
    expect(issues).toHaveLength(3);
    expect(input).toEqual(snapshot);
    expect(auditSections([makeAugment({ installedSection: "leftArm" })])).toEqual([]);
  });

  it("CY-SLOT-3: an augment installs only into a section of its kind", () => {
    const legs = makeAugment({ sectionKind: "leg" });
    expect(canInstall([legs], legs, "leftArm", OUT)).toEqual({ ok: false, reason: "wrongKind" });
    expect(canInstall([legs], legs, "head", OUT)).toEqual({ ok: false, reason: "wrongKind" });
    expect(canInstall([legs], legs, "rightLeg", OUT)).toEqual({ ok: true });
  });

  it("CY-SLOT-4: a prosthetic occupies no slot; an augment may go into the section it replaces", () => {
    const arm = makeAugment({ purpose: "prosthetic", installedSection: "leftArm", ability: null, damageType: null });
    const blade = makeAugment();
    expect(occupiesSlot(arm)).toBe(false);
    expect(canInstall([arm, blade], blade, "leftArm", OUT)).toEqual({ ok: true });
    expect(auditSections([arm, { ...blade, installedSection: "leftArm" }])).toEqual([]);
  });

  it("CY-SLOT-4: a prosthetic can go where an augment already sits, but a body part is replaced only once", () => {
    const blade = makeAugment({ installedSection: "leftArm" });
    const arm = makeAugment({ purpose: "prosthetic" });
    const arm2 = makeAugment({ purpose: "prosthetic" });
    expect(canInstall([blade, arm], arm, "leftArm", OUT)).toEqual({ ok: true });
    const placed = { ...arm, installedSection: "leftArm" as const };
    expect(canInstall([blade, placed, arm2], arm2, "leftArm", OUT)).toEqual({
      ok: false,
      reason: "alreadyReplaced",
      blockingAugmentId: arm.id,
    });
    expect(auditSections([placed, { ...arm2, installedSection: "leftArm" }])).toEqual([
      { code: "duplicateProsthetic", section: "leftArm", augmentIds: [arm.id, arm2.id] },
    ]);
  });

  it("CY-SLOT-5: exactly one primary purpose out of six", () => {
    expect(AUGMENT_PURPOSES).toEqual(["attack", "healing", "mobility", "environmental", "utility", "prosthetic"]);
    expect(isAugmentPurpose("attack")).toBe(true);
    expect(isAugmentPurpose("attack+healing")).toBe(false);
  });

  it("CY-REM-3: damaged or destroyed augments cannot be installed; installed ones must be removed first", () => {
    const damaged = makeAugment({ integrity: "damaged" });
    const destroyed = makeAugment({ integrity: "destroyed" });
    const installed = makeAugment({ installedSection: "leftArm" });
    expect(canInstall([], damaged, "leftArm", OUT)).toEqual({ ok: false, reason: "damaged" });
    expect(canInstall([], destroyed, "leftArm", OUT)).toEqual({ ok: false, reason: "destroyed" });
    expect(canInstall([installed], installed, "rightArm", OUT)).toEqual({ ok: false, reason: "alreadyInstalled" });
  });

  it("CY-INS-1: installing is refused during combat", () => {
    const a = makeAugment();
    expect(canInstall([a], a, "leftArm", { inCombat: true })).toEqual({ ok: false, reason: "inCombat" });
  });

  it("CY-SLOT-2: no section ever holds two slot-taking augments after any sequence of accepted operations (model-based)", () => {
    // Model: which augment holds each section's slot. Real: the augment list patched only by accepted plans.
    interface Model {
      slots: Map<SectionId, string>;
    }
    interface Real {
      augments: AugmentState[];
    }
    const pick = (r: Real, index: number): AugmentState => r.augments[index % r.augments.length] as AugmentState;
    const apply = (r: Real, id: string, p: Partial<AugmentState>): void => {
      r.augments = r.augments.map((a) => (a.id === id ? { ...a, ...p } : a));
    };
    const freeSlotOf = (m: Model, a: AugmentState): void => {
      if (a.installedSection && m.slots.get(a.installedSection) === a.id) m.slots.delete(a.installedSection);
    };
    const invariant = (m: Model, r: Real): void => {
      for (const section of SECTION_IDS) {
        const holders = r.augments.filter((a) => a.installedSection === section && occupiesSlot(a));
        expect(holders.length).toBeLessThanOrEqual(1);
        expect(holders[0]?.id).toBe(m.slots.get(section));
      }
      expect(auditSections(r.augments)).toEqual([]);
    };

    class Install implements fc.Command<Model, Real> {
      constructor(readonly index: number, readonly section: SectionId, readonly fail: readonly [boolean, boolean]) {}
      check = (): boolean => true;
      run(m: Model, r: Real): void {
        const target = pick(r, this.index);
        const checks = [
          { natural: 10, total: this.fail[0] ? 1 : 30, dc: 10 },
          { natural: 10, total: this.fail[1] ? 1 : 30, dc: 15 },
        ] as const;
        const result = planInstall(r.augments, target, this.section, OUT, checks);
        const holder = m.slots.get(this.section);
        if (target.purpose !== "prosthetic" && holder !== undefined) expect(result.ok).toBe(false);
        if (result.ok) {
          if (target.purpose !== "prosthetic") m.slots.set(this.section, target.id);
          apply(r, target.id, result.patch);
        }
        invariant(m, r);
      }
      toString = (): string => `install(${this.index}, ${this.section}, ${this.fail.join("/")})`;
    }
    class Remove implements fc.Command<Model, Real> {
      constructor(readonly index: number) {}
      check = (): boolean => true;
      run(m: Model, r: Real): void {
        const target = pick(r, this.index);
        const result = planRemoval(target, OUT, [
          { natural: 10, total: 30, dc: 10 },
          { natural: 10, total: 30, dc: 15 },
        ]);
        if (result.ok) {
          freeSlotOf(m, target);
          apply(r, target.id, result.patch);
        }
        invariant(m, r);
      }
      toString = (): string => `remove(${this.index})`;
    }
    class Damage implements fc.Command<Model, Real> {
      constructor(readonly index: number) {}
      check = (): boolean => true;
      run(m: Model, r: Real): void {
        const target = pick(r, this.index);
        const p = compromisePatch(target, "damage");
        if (p) apply(r, target.id, p);
        invariant(m, r);
      }
      toString = (): string => `damage(${this.index})`;
    }
    class Repair implements fc.Command<Model, Real> {
      constructor(readonly index: number) {}
      check = (): boolean => true;
      run(m: Model, r: Real): void {
        const target = pick(r, this.index);
        const result = planRepair(target, OUT, { total: 30, dc: 10 });
        if (result.ok && result.patch) apply(r, target.id, result.patch);
        invariant(m, r);
      }
      toString = (): string => `repair(${this.index})`;
    }
    class SystemFailure implements fc.Command<Model, Real> {
      constructor(readonly index: number) {}
      check = (): boolean => true;
      run(m: Model, r: Real): void {
        const target = pick(r, this.index);
        const situation = { hpBefore: 5, hpAfter: 0, killedOutright: false, lastUse: null, currentCombatId: "c", augments: r.augments, cyborg: true };
        const result = planSystemFailure(situation, target.id, 3, { success: 0, failure: 0 });
        if (result.ok) {
          freeSlotOf(m, target);
          apply(r, target.id, result.augmentPatch);
        }
        invariant(m, r);
      }
      toString = (): string => `systemFailure(${this.index})`;
    }

    const index = fc.nat(7);
    const commands = fc.commands(
      [
        fc
          .tuple(index, fc.constantFrom(...SECTION_IDS), fc.tuple(fc.boolean(), fc.boolean()))
          .map(([i, s, f]) => new Install(i, s, f)),
        index.map((i) => new Remove(i)),
        index.map((i) => new Damage(i)),
        index.map((i) => new Repair(i)),
        index.map((i) => new SystemFailure(i)),
      ],
      { maxCommands: 60 },
    );
    const augmentArb = fc.record({
      sectionKind: fc.constantFrom("head" as const, "torso" as const, "arm" as const, "leg" as const),
      purpose: fc.constantFrom(...AUGMENT_PURPOSES),
    });
    fc.assert(
      fc.property(fc.array(augmentArb, { minLength: 1, maxLength: 8 }), commands, (specs, cmds) => {
        fc.modelRun(() => ({ model: { slots: new Map() }, real: { augments: specs.map((s) => makeAugment(s)) } }), cmds);
      }),
      { numRuns: 300 },
    );
  });
});

describe("CY-SLOT-4: a prosthetic beside the section's own augment", () => {
  it("CY-SLOT-4: a prosthetic goes into a section another (non-prosthetic) augment occupies; a second prosthetic does not", () => {
    const blade = makeAugment({ sectionKind: "arm", installedSection: "rightArm" });
    const arm = makeAugment({ purpose: "prosthetic", sectionKind: "arm" });
    expect(canInstall([blade, arm], arm, "rightArm", OUT)).toEqual({ ok: true });
    const installedArm = { ...arm, installedSection: "rightArm" as const };
    const second = makeAugment({ purpose: "prosthetic", sectionKind: "arm" });
    expect(canInstall([blade, installedArm, second], second, "rightArm", OUT)).toEqual({ ok: false, reason: "alreadyReplaced", blockingAugmentId: installedArm.id });
  });
});
