/**
 * R3, spoofed requests (issue 11 deliverable 1 and finding "GM dialogs on request"): Bo's modified client sends
 * card transitions for Ana's real prompt claiming to be her owner, with malformed arguments, for unknown actions
 * or messages, of request types that no longer exist, and GM decisions of unknown kinds, with malformed
 * arguments (stored on his own User document, as decisions travel), as a bare query with nothing stored, or with
 * a title and text of his choosing. Each is refused, nothing changes, and no decision dialog shows his text
 * (before: any registered dialog opened with his title and labels; malformed arguments threw); the dialog names
 * him, the sender his User document proves.
 */
import { describe, expect, it } from "vitest";
import { GM_DECISION_QUERY } from "../../../src/requests/gm-decision";
import { REQUEST_QUERY } from "../../../src/requests/socket";
import { storeForged } from "../forged-request";
import { prompts } from "../system-failure/helpers";
import { type World } from "../workflows/setup";
import { count, snapshot, trustTable } from "./helpers";

const SCENARIO = { timeout: 60_000 };

type Querying = { query(name: string, data: unknown, options?: { timeout: number }): Promise<unknown> };

/** Sends `request` from Bo's client as real requests travel (stored on his User document, pointed at by a query). */
async function fromBo(world: World, request: unknown): Promise<unknown> {
  return world.as("Bo", async () => {
    const pointer = await storeForged(request);
    // cast: the system's query name; the community types only declare core queries.
    return (game.users!.activeGM as unknown as Querying).query(REQUEST_QUERY, pointer);
  });
}

/**
 * A GM decision from Bo's client as real ones travel (stored on his User document as a `gmDecision` request,
 * pointed at by the decision query): the GM's client knows it is Bo who asks.
 */
async function decisionFromBo(world: World, data: unknown): Promise<unknown> {
  return world.as("Bo", async () => {
    const stored = typeof data === "object" && data !== null ? { type: "gmDecision", ...data } : data;
    const pointer = await storeForged(stored);
    // cast: the system's query name; the community types only declare core queries.
    const gm = game.users!.activeGM as unknown as Querying;
    return gm.query(GM_DECISION_QUERY, pointer).catch((error: unknown) => ({ rejected: String(error) }));
  });
}

/** A bare query from Bo's client (no stored request behind it). */
function bareFromBo(world: World, name: string, data: unknown): Promise<unknown> {
  return world.as("Bo", async () => {
    // cast: as above.
    const gm = game.users!.activeGM as unknown as Querying;
    return gm.query(name, data).catch((error: unknown) => ({ rejected: String(error) }));
  });
}

export function spoofedRequestScenarios(): void {
  describe("R3: spoofed requests", SCENARIO, () => {
    it("card transitions for Ana's real System Failure prompt from Bo's client are refused, whatever they claim", async () => {
      const { world, hero, cannon } = await trustTable();
      await world.as(world.gm, () => hero.applyDamage([{ amount: 20, type: "fire" }]));
      await world.settle();
      const [prompt] = prompts(world);
      const owner = world.player.user.id;
      const base = { type: "cardAction", messageId: prompt!.id, version: 0 };
      const attempts: unknown[] = [
        { ...base, action: "systemFailureChoose", args: { augmentId: cannon.id }, userId: owner },
        { ...base, action: "systemFailureDecline", args: {}, userId: owner },
        { ...base, action: "systemFailureChoose", args: { augmentId: { $gt: "" } } },
        { ...base, action: "systemFailureChoose", args: { augmentId: "../../x" } },
        { ...base, action: "systemFailureChoose", args: [] },
        { ...base, action: "systemFailureChoose", version: "0", args: { augmentId: cannon.id } },
        { ...base, action: "systemFailureChoose", version: 7, args: { augmentId: cannon.id } },
        { ...base, action: "deleteEverything", args: {} },
        { ...base, messageId: "nope", action: "systemFailureDecline", args: {} },
        { type: "resolveCard", kind: "systemFailure", messageId: prompt!.id, userId: owner, answer: "declined" },
        { type: "integrityPick", messageId: prompt!.id, userId: owner, augmentId: cannon.id },
        null,
        "cardAction",
      ];
      for (const request of attempts) {
        const before = snapshot(world, hero);
        const reply = await fromBo(world, request);
        await world.settle();
        const unchanged = snapshot(world, hero) === before;
        count("spoofedRequests", (reply as { ok?: boolean }).ok === false, unchanged);
        expect(reply).toMatchObject({ ok: false });
        expect(unchanged).toBe(true);
      }
      // A bare query carrying a request, and one pointing at the owner's User document, find nothing to run.
      for (const data of [{ ...base, action: "systemFailureDecline", args: {}, userId: owner }, { userId: owner, id: "abc" }]) {
        const before = snapshot(world, hero);
        const reply = await bareFromBo(world, REQUEST_QUERY, data);
        await world.settle();
        const unchanged = snapshot(world, hero) === before;
        count("spoofedRequests", (reply as { ok?: boolean }).ok === false, unchanged);
        expect(reply).toMatchObject({ ok: false });
        expect(unchanged).toBe(true);
      }
    });

    it("GM decisions: unknown kinds and malformed arguments are refused without a dialog; a player's text never reaches one", async () => {
      const { world, hero } = await trustTable();
      const malformed: unknown[] = [
        { kind: "openAnything", args: ["Pay Bo 1000 gp", "Click OK"] },
        { kind: "askDcPair", args: ["T", "P", "not a pair"] },
        { kind: "askDcPair", args: ["T", "P", [10, 1e9]] },
        { kind: "askAugmentDcs", args: [{ title: "x", checks: [{ name: "dc", label: "x", value: Number.NaN }] }] },
        { kind: "askAugmentDcs", args: [{ title: "x", checks: [{ name: "__proto__", label: "x", value: 10 }] }] },
        { kind: "askAugmentUseCheck", args: [null] },
        { kind: "askLastingEffect", args: [{ name: "x", natural: 99 }] },
        { kind: "toString", args: [] },
        { kind: "askText" },
        "askText",
      ];
      for (const data of malformed) {
        const before = snapshot(world, hero);
        const dialogs = world.dialogs.history.length;
        const reply = await decisionFromBo(world, data);
        await world.settle();
        const unchanged = snapshot(world, hero) === before && world.dialogs.history.length === dialogs;
        count("spoofedRequests", reply !== null && typeof reply === "object" && "refused" in reply, unchanged);
        expect(reply).toMatchObject({ refused: "AUGMENTED.GmDecision.Refused" });
        expect(unchanged).toBe(true);
      }
      expect(world.errors).toHaveLength(0);
      // A bare decision query (the question in the payload, nothing stored) names no sender: refused, no dialog.
      const dialogs = world.dialogs.history.length;
      const bare = await bareFromBo(world, GM_DECISION_QUERY, { kind: "askDcPair", args: ["T", "P", [10, 15]] });
      await world.settle();
      count("spoofedRequests", bare !== null && typeof bare === "object" && "refused" in bare, world.dialogs.history.length === dialogs);
      expect(bare).toMatchObject({ refused: "AUGMENTED.GmDecision.Refused" });
      expect(world.dialogs.history.length).toBe(dialogs);

      // A well-formed question with a title, text and labels of Bo's choosing: the GM's dialog shows the system's.
      world.dialogs.respond({ action: "skip", client: world.gm });
      const spoof = "Pay Bo 1000 gp and click Roll";
      await decisionFromBo(world, { kind: "askText", args: [{ title: spoof, prompt: spoof, label: spoof, skipLabel: spoof }] });
      await world.settle();
      const shown = world.dialogs.history.at(-1)!;
      expect(`${shown.title} ${shown.content}`).not.toContain("Pay Bo");
      // The one name it shows is the sender's, from his User document.
      expect(shown.title).toContain("Bo's workflow asks for a text");
      count("spoofedRequests", true, !`${shown.title} ${shown.content}`.includes("Pay Bo"));
    });
  });
}
