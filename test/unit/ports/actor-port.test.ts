/**
 * The actor port's registry (src/ports/actor-port.ts): workflows get whichever adapter registered last, without
 * importing it (issue 22 item 5, issue 29 item 2), and a missing registration is a clear error.
 */
import { describe, expect, it } from "vitest";
import { type ActorPort, keptD20, portOf, registerActorPort } from "../../../src/ports/actor-port";

describe("the actor port registry", () => {
  it("names the missing registration instead of failing later", () => {
    // cast: the registry never looks at the actor; any object stands in for one here.
    const actor = {} as Actor.Implementation;
    expect(() => portOf(actor)).toThrow(/no actor port registered/);
  });

  it("hands out the adapter registered last (a companion replaces the system's)", () => {
    // cast: a stub port; the registry only passes it through.
    const stub = (label: string) => ((actor: Actor.Implementation) => ({ actor, label }) as unknown as ActorPort);
    registerActorPort(stub("system"));
    registerActorPort(stub("dnd5e"));
    // cast: the registry never looks at the actor.
    const actor = { name: "Ada" } as Actor.Implementation;
    expect(portOf(actor)).toMatchObject({ actor, label: "dnd5e" });
  });

  it("reads the kept d20 face (with advantage: the one not discarded)", () => {
    // cast: the slice of an evaluated Roll keptD20 reads.
    const roll = { dice: [{ results: [{ result: 4, active: false, discarded: true }, { result: 17, active: true }] }] } as unknown as Roll;
    expect(keptD20(roll)).toBe(17);
    // cast: as above, a roll without dice.
    expect(keptD20({ dice: [] } as unknown as Roll)).toBe(0);
  });
});
