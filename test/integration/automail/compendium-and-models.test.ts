/**
 * Issue 15, items 1 and 6: the Automail compendium (three ports, original example limbs of both generations and
 * all three kinds) loaded through the stand-in's `game.packs` with the system's real data models, and the
 * `automail` / `port` models on an actor: the rules' view, owner-dependent getters, and broken data that loads
 * and is flagged rather than fixed.
 */
import fs from "node:fs";
import path from "node:path";
import { load as loadYaml } from "js-yaml";
import { describe, expect, it } from "vitest";
import { createWorld, REPO_ROOT } from "../../foundry";
import { createCharacter, openSheet } from "../helpers";
import {
  ACCLIMATION_TABLE,
  GENERATIONS,
  LIMB_KINDS,
  PORT_KINDS,
  PORT_PRICES_GP,
  auditAutomail,
  planAttach,
} from "../../../src/rules/automail";
import type { AutomailData } from "../../../src/data/item/automail";
import type { PortData } from "../../../src/data/item/port";
import { limbStates, portStates } from "../../../src/data/item/automail/state";

type Source = { _id: string; name: string; type: string; flags: Record<string, Record<string, unknown>>; system: Record<string, unknown> };

const dir = path.join(REPO_ROOT, "packs", "_source", "automail");
const sources: Source[] = fs
  .readdirSync(dir)
  .filter((n) => n.endsWith(".yml"))
  .sort()
  .map((n) => loadYaml(fs.readFileSync(path.join(dir, n), "utf8")) as Source);
const limbs = sources.filter((s) => s.type === "automail");
const ports = sources.filter((s) => s.type === "port");

/** Items created with type "automail" / "port" (the casts below narrow the created documents to these). */
type LimbItem = Item.Implementation & { system: AutomailData };
type PortItem = Item.Implementation & { system: PortData };

describe("Automail compendium", () => {
  it("every entry loads through game.packs, validates against its model and keeps its source unchanged", async () => {
    const world = await createWorld({ seed: 15 });
    const pack = world.packs.get("augmented.automail");
    if (!pack) throw new Error("no pack augmented.automail");
    // cast: the pack's type is Item (system.json).
    const docs = (await pack.getDocuments()) as unknown as Item.Implementation[];
    expect(docs.map((d) => d.id).sort()).toEqual(sources.map((s) => s._id).sort());
    for (const doc of docs) {
      const source = sources.find((s) => s._id === doc.id)!;
      expect((doc.toObject() as { system: unknown }).system, doc.name).toEqual(source.system);
    }
    await world.settle();
  });

  it("AM-PORT-1: the three ports, unplaced, at their list prices", () => {
    expect(ports.map((p) => p.system.kind).sort()).toEqual([...PORT_KINDS].sort());
    for (const p of ports) {
      expect(p.system.site, p.name).toBeNull();
      expect(String(p.system.description), p.name).toContain(`${PORT_PRICES_GP[p.system.kind as keyof typeof PORT_PRICES_GP]} gp`);
    }
  });

  it("AM-LIST-1 / AM-GEN-1 / AM-KIND-1: at least 12 original example limbs covering both generations, all kinds and the issue's limbs", () => {
    expect(limbs.length).toBeGreaterThanOrEqual(12);
    for (const g of GENERATIONS) for (const k of LIMB_KINDS) {
      expect(limbs.some((l) => l.system.generation === g && l.system.kind === k), `${g} ${k}`).toBe(true);
    }
    for (const limb of ["arm", "leg", "hand", "eye", "tail", "extraLimb"]) expect(limbs.some((l) => l.system.limb === limb), limb).toBe(true);
    expect(limbs.some((l) => /gunmail/i.test(l.name))).toBe(true);
    for (const l of limbs) {
      expect(l.flags.augmented?.originalExample, l.name).toBe(true);
      expect(String(l.system.description), l.name).toMatch(/original example/i);
      expect(l.system.location, l.name).toMatchObject({ mode: "carried" });
      if (l.system.limb === "extraLimb") expect(l.system.kind, l.name).toBe("unnatural");
    }
  });
});

describe("automail and port items on a character", () => {
  it("AM-PORT-1 / AM-ACC-1: a port and an attached limb read through the models and the rules", async () => {
    const world = await createWorld({ seed: 16 });
    const actor = await createCharacter();
    // cast: the test data is a partial item source; the created documents have the types named in it.
    const [port] = (await actor.createEmbeddedDocuments("Item", [
      { name: "Natural Port", type: "port", system: { kind: "natural", site: "tail" } },
    ] as Item.CreateData[])) as unknown as PortItem[];
    const [tail] = (await actor.createEmbeddedDocuments("Item", [
      { name: "Scorpion Tail", type: "automail", system: { generation: "modern", kind: "unnatural", limb: "tail" } },
    ] as Item.CreateData[])) as unknown as LimbItem[];
    expect(port!.system.priceGp).toBe(400);
    expect(port!.system.dataIssues).toEqual([]);
    expect(tail!.system.acclimationEntry).toEqual(ACCLIMATION_TABLE.modern.unnatural);
    expect(tail!.system.detachable).toBe(true);
    expect(tail!.system.accustomed).toBe(false);

    const plan = planAttach({
      limb: tail!.system.state,
      port: port!.system.state,
      ports: portStates(actor.items),
      limbs: limbStates(actor.items),
      context: { inCombat: false, onOwnTurn: false, now: 0 },
    });
    expect(plan).toMatchObject({ ok: true, portDisadvantage: true });
    if (!plan.ok) return;
    // cast: the rules' patch is a partial system source of the automail model.
    await tail!.update({ system: plan.patch } as Item.UpdateData);
    expect(tail!.system.state.location).toEqual({ mode: "port", portId: port!.id, since: 0 });
    expect(tail!.system.works).toBe(true);
    expect(tail!.system.notice).toMatchObject({ kind: "check", activeDc: 10, passive: 17 });

    await tail!.update({ system: { acclimation: { accustomedActorId: actor.id, accustomedItemId: tail!.id } } } as Item.UpdateData);
    expect(tail!.system.accustomed).toBe(true);

    // Until the automail sheet exists, the generic item sheet opens both types (header and description).
    for (const item of [tail!, port!]) {
      const sheet = await openSheet(item);
      expect(sheet.rendered, item.name).toBe(true);
      expect(sheet.element.textContent, item.name).toContain(item.name);
      await sheet.close();
    }
    await world.settle();
  });

  it("broken data loads and is flagged, never silently fixed", async () => {
    const world = await createWorld({ seed: 17 });
    // Imported data: the items arrive inside the actor's source, so no item-level guard runs.
    const actor = await createCharacter({
      items: [
        { name: "Lost Arm", type: "automail", system: { location: { mode: "port", portId: "nope", since: 5 } } },
        { name: "Bare Port", type: "port", system: { kind: "ocular" } },
        { name: "Extra Port A", type: "port", system: { kind: "unnatural", site: "other" } },
      ],
    });
    const limb = actor.items.find((i) => i.name === "Lost Arm") as LimbItem;
    const port = actor.items.find((i) => i.name === "Bare Port") as PortItem;
    expect(limb.system.location).toMatchObject({ mode: "port", portId: "nope" });
    expect(port.system.dataIssues).toEqual(["siteMissing"]);
    const issues = auditAutomail(limbStates(actor.items), portStates(actor.items), actor.system.abilities.int.mod);
    expect(issues).toContainEqual({ code: "limbOnMissingPort", limbId: limb.id });
    // Int 10 (modifier 0) allows no unnatural port: flagged, not removed.
    expect(issues).toContainEqual(expect.objectContaining({ code: "unnaturalPortsOverLimit", limit: 0 }));
    expect(actor.items.size).toBe(3);
    // Still exactly as stored.
    expect((limb.toObject() as { system: { location: unknown } }).system.location).toEqual({ mode: "port", portId: "nope", site: null, since: 5 });
    await world.settle();
  });

  it("CONFIG.AUGMENTED exposes the acclimation table and port prices", async () => {
    const world = await createWorld({ seed: 18 });
    const automail = CONFIG.AUGMENTED.automail!;
    // Each simulated client loads its own copy of the system: equal to the rules table, not the same object.
    expect(automail.acclimation).toEqual(ACCLIMATION_TABLE);
    expect(automail.portPrices).toEqual({ natural: 400, unnatural: 600, ocular: 800 });
    await world.settle();
  });
});
