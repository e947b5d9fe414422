import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { emptyApplied } from "../../../src/rules/species";
import { CHASSIS_KEYS, planChassis, planChassisRemoval, planChassisReplacement, withChanges } from "../../../src/rules/gearforged";
import { CHASSIS_DEFAULTS } from "./seed-tables";

const known = ["common", "dwarvish", "gnomish", "draconic", "elvish", "machine"];
const actor = () => ({
  abilities: { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 },
  size: "medium",
  walk: 30,
  creatureTypes: ["construct", "humanoid"],
  languages: ["common", "machine"],
});

describe("chassis", () => {
  it("GC-CH-1: four chassis with GM-editable defaults marked as not from the seed", () => {
    expect(CHASSIS_KEYS).toEqual(["dwarf", "gnome", "human", "kobold"]);
    expect(CHASSIS_DEFAULTS.dwarf).toMatchObject({ size: "medium", languages: { fixed: ["dwarvish"], choices: 0 } });
    expect(CHASSIS_DEFAULTS.gnome).toMatchObject({ size: "small", languages: { fixed: ["gnomish"] } });
    expect(CHASSIS_DEFAULTS.human).toMatchObject({ size: "medium", languages: { fixed: [], choices: 1 } });
    expect(CHASSIS_DEFAULTS.kobold).toMatchObject({ size: "small", languages: { fixed: ["draconic"] } });
    for (const key of CHASSIS_KEYS) expect(CHASSIS_DEFAULTS[key].fromSeed).toEqual({ size: false, languages: false, walk: false });
  });

  it("GC-CH-1 / GC-SP-1: applying a chassis sets its size and adds its language; removing it reverses exactly that", () => {
    const plan = planChassis(CHASSIS_DEFAULTS.gnome, actor(), [], known);
    expect(plan.ok).toBe(true);
    if (!plan.ok) return;
    expect(plan.changes).toEqual({ abilities: {}, size: "small", languages: ["common", "machine", "gnomish"] });
    const after = withChanges(actor(), plan.changes);
    expect(planChassisRemoval(plan.applied, after)).toEqual({ abilities: {}, size: "medium", languages: ["common", "machine"] });
  });

  it("GC-CH-1: the human chassis asks for one language of choice", () => {
    expect(planChassis(CHASSIS_DEFAULTS.human, actor(), [], known)).toMatchObject({ ok: false, refusal: { code: "languageCount", expected: 1 } });
    const plan = planChassis(CHASSIS_DEFAULTS.human, actor(), ["elvish"], known);
    expect(plan.ok && plan.changes.languages).toEqual(["common", "machine", "elvish"]);
  });

  it("GC-CH-1: a second chassis replaces the first after a confirm: the old one's changes go, the new one's come", () => {
    const first = planChassis(CHASSIS_DEFAULTS.kobold, actor(), [], known);
    if (!first.ok) throw new Error("kobold refused");
    const withKobold = withChanges(actor(), first.changes);
    const replacement = planChassisReplacement(first.applied, CHASSIS_DEFAULTS.dwarf, withKobold, [], known);
    expect(replacement.needsConfirm).toBe(true);
    expect(replacement.plan.ok).toBe(true);
    expect(withChanges(withKobold, replacement.changes)).toMatchObject({ size: "medium", languages: ["common", "machine", "dwarvish"] });
  });

  it("GC-CH-1: removing a chassis that applied nothing changes nothing", () => {
    expect(planChassisRemoval(emptyApplied(), actor())).toEqual({ abilities: {} });
  });

  it("GC-CH-1 (property): apply then remove gives the actor back", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CHASSIS_KEYS), fc.constantFrom("small", "medium", "large"), fc.subarray(known), (key, size, langs) => {
        const start = { ...actor(), size, languages: langs };
        const choice = CHASSIS_DEFAULTS[key].languages.choices ? known.filter((l) => !langs.includes(l)).slice(0, 1) : [];
        const plan = planChassis(CHASSIS_DEFAULTS[key], start, choice, known);
        if (!plan.ok) return;
        const after = withChanges(start, plan.changes);
        const back = withChanges(after, planChassisRemoval(plan.applied, after));
        expect(back.size).toBe(start.size);
        expect([...back.languages].sort()).toEqual([...start.languages].sort());
      }),
    );
  });
});
