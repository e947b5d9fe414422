import { describe, expect, it } from "vitest";
import { createWorld, DataModelValidationError } from "../../foundry";

const entry = `${import.meta.dirname}/fake-system.ts`;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const g = globalThis as unknown as Record<string, any>; // the stand-in's globals, loosely typed for self-tests

describe("stand-in fields, models and utils", () => {
  it("cleans, validates and initializes like Foundry", async () => {
    await createWorld({ entry });
    const { fields } = g.foundry.data;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const Base = g.foundry.abstract.DataModel as new (data?: object) => Record<string, any>; // typed loosely for the test
    class Inner extends Base {
      static defineSchema() {
        return { n: new fields.NumberField({ initial: 1, integer: true }) };
      }
    }
    class Model extends Base {
      static defineSchema() {
        return {
          count: new fields.NumberField({ required: true, nullable: false, integer: true, min: 0, max: 5, initial: 2 }),
          name: new fields.StringField({ required: true, blank: false, initial: "x", choices: ["x", "y"] }),
          tags: new fields.SetField(new fields.StringField()),
          list: new fields.ArrayField(new fields.NumberField({ integer: true })),
          map: new fields.TypedObjectField(new fields.SchemaField({ v: new fields.NumberField({ initial: 0 }) })),
          inner: new fields.EmbeddedDataField(Inner),
          flag: new fields.BooleanField(),
          even: new fields.NumberField({ initial: 2, validate: (v: number) => v % 2 === 0, validationError: "must be even" }),
        };
      }
    }
    const m = new Model({ count: "3", tags: ["a", "a", "b"], list: ["1", 2.4], map: { k: {} } });
    expect(m.count).toBe(3);
    expect(m.name).toBe("x");
    expect(m.tags).toEqual(new Set(["a", "b"]));
    expect(m.list).toEqual([1, 2]);
    expect(m.map.k.v).toBe(0);
    expect(m.inner).toBeInstanceOf(Inner);
    expect(m.inner.parent).toBe(m);
    expect(m.flag).toBe(false);
    expect(m.toObject().tags).toEqual(["a", "b"]);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const schema = (Model as unknown as { schema: any }).schema; // the static schema, loosely typed
    expect(schema.getField("map.k.v")).toBeInstanceOf(fields.NumberField);
    expect(schema.fields.count.fieldPath).toBe("count");
    // v13 cleaning clamps a number into min..max (foundryvtt issue 12487); validation alone still refuses it.
    expect(new Model({ count: 9 }).count).toBe(5);
    expect(() => new Model({ name: "z" })).toThrow(DataModelValidationError);
    expect(() => new Model({ even: 3 })).toThrow(/even: must be even/);
    expect(m.updateSource({ count: 4 })).toEqual({ count: 4 });
    expect(m.updateSource({ count: -1 })).toEqual({ count: 0 });
    expect(m.count).toBe(0);
    expect(m.validate({ changes: { count: 7 }, strict: false })).toBe(false);
    expect(() => new Model({ count: 1.5 }).count).not.toThrow(); // integer: rounded by cleaning
  });

  it("flags, embedded updates, deletion keys and utils", async () => {
    await createWorld({ entry });
    const u = g.foundry.utils;
    expect(u.mergeObject({ a: { b: 1, c: 2 } }, { "a.b": 3, "a.-=c": null }, { performDeletions: true })).toEqual({ a: { b: 3 } });
    expect(u.expandObject({ "a.b": 1 })).toEqual({ a: { b: 1 } });
    expect(u.flattenObject({ a: { b: 1 } })).toEqual({ "a.b": 1 });
    expect(u.diffObject({ a: 1, b: { c: 2 } }, { a: 1, b: { c: 3 } })).toEqual({ b: { c: 3 } });
    expect(u.getProperty({ a: { b: 5 } }, "a.b")).toBe(5);
    expect(u.hasProperty({ a: { b: undefined } }, "a.b")).toBe(true);
    expect(u.randomID()).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(u.escapeHTML("<b>")).toBe("&lt;b&gt;");

    const actor = await g.Actor.create({ name: "Ana", type: "character" });
    const changes: unknown[] = [];
    g.Hooks.on("updateActor", (_a: unknown, changed: unknown) => changes.push(changed));
    await actor.setFlag("augmented", "mode", { auto: true });
    expect(actor.getFlag("augmented", "mode")).toEqual({ auto: true });
    await actor.unsetFlag("augmented", "mode");
    expect(actor.getFlag("augmented", "mode")).toBeUndefined();
    expect(changes.at(-1)).toEqual({ flags: { augmented: { "-=mode": null } }, _id: actor.id });
    expect(() => actor.getFlag("nope", "x")).toThrow(/Flag scope/);
    const [item] = await actor.createEmbeddedDocuments("Item", [{ name: "Eye", type: "augment" }]);
    await actor.updateEmbeddedDocuments("Item", [{ _id: item.id, "system.section": "torso" }]);
    expect(actor.items.get(item.id)).toBe(item);
    expect(item.system.section).toBe("torso");
    await expect(item.update({ "system.section": "tail" })).rejects.toThrow(/section/);
    expect(g.fromUuidSync(item.uuid)).toBe(item);
    expect(actor.toObject().items[0].name).toBe("Eye");
    await expect(g.Actor.create({ name: "Bad", type: "vehicle" })).rejects.toThrow(/not a valid type/);
  });
});
