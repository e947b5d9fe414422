/**
 * Stand-in fidelity (test/foundry/README.md): v13's User update rule, the user itself or a full GM (an Assistant
 * GM refused: foundryvtt issues 9749, 10024), and `User#query` needing the `QUERY_USER` permission (issue 11235).
 */
import { describe, expect, it, vi } from "vitest";
import { createWorld } from "../../foundry";

vi.setConfig({ testTimeout: 60_000 });

const users = [
  { name: "Gamemaster", role: "GAMEMASTER" as const },
  { name: "Assistant", role: "ASSISTANT" as const },
  { name: "Player", role: "PLAYER" as const },
  { name: "Bo", role: "PLAYER" as const },
];
// cast: a flag update the community types do not model.
const flagUpdate = (value: number) => ({ "flags.test.value": value }) as unknown as User.UpdateData;

describe("User documents and queries (v13)", () => {
  it("a user updates its own User document; a full GM any; an Assistant GM or another player not", async () => {
    const world = await createWorld({ users });
    const player = world.client("Player").user;
    await world.as("Player", () => player.update(flagUpdate(1)));
    await world.as("Gamemaster", () => player.update(flagUpdate(2)));
    await expect(world.as("Assistant", () => player.update(flagUpdate(3)))).rejects.toThrow();
    await expect(world.as("Bo", () => player.update(flagUpdate(4)))).rejects.toThrow();
    const assistant = world.client("Assistant").user;
    await world.as("Assistant", () => assistant.update(flagUpdate(5)));
    await world.settle();
    expect((player.flags as { test?: { value?: number } }).test?.value).toBe(2);
    expect((assistant.flags as { test?: { value?: number } }).test?.value).toBe(5);
  });

  it("QUERY_USER: players may query by default; a role below the table's minimum may not", async () => {
    const world = await createWorld({ users, permissions: { QUERY_USER: "TRUSTED" } });
    world.as("Gamemaster", () => void ((CONFIG as unknown as { queries: Record<string, unknown> }).queries["test.echo"] = (data: unknown) => data)); // cast: CONFIG.queries by name
    const gm = world.client("Gamemaster").user as unknown as { query(n: string, d: unknown): Promise<unknown> }; // cast: User#query
    await expect(world.as("Player", () => gm.query("test.echo", 1))).rejects.toThrow(/QUERY_USER/);
    expect(await world.as("Assistant", () => gm.query("test.echo", 2))).toBe(2);
    const open = await createWorld({ users });
    open.as("Gamemaster", () => void ((CONFIG as unknown as { queries: Record<string, unknown> }).queries["test.echo"] = (data: unknown) => data)); // cast: as above
    const gm2 = open.client("Gamemaster").user as unknown as { query(n: string, d: unknown): Promise<unknown> }; // cast: as above
    expect(await open.as("Player", () => gm2.query("test.echo", 3))).toBe(3);
  });
});
