/**
 * An unlinked token's npc (issue 9: synthetic actors): damage through `applyDamage` on the token's actor and an
 * HP edit the way the token HUD's bar makes it (`modifyTokenAttribute`) change that token only: the world actor
 * keeps its HP, the token's delta holds the new value, the system's `applyDamage` hook sees the token's actor,
 * and the HP guard still refuses a value above the maximum on the token (its own message, given after that
 * update). Then the world actor's maximum drops below the token's HP (issue 23 item 4): the token's HP comes
 * down with it and the token's actor stays valid (no validation error in the console, value ≤ max).
 */
import { equal, ok, present } from "./assert";
import { defineScenario } from "./harness";
import { createActor, hpOf, onHook, SYSTEM } from "./support";

interface TokenActor {
  isToken: boolean;
  token: { id: string | null } | null;
  applyDamage(lines: Array<{ amount: number; type: string }>): Promise<unknown>;
  modifyTokenAttribute(attribute: string, value: number, isDelta?: boolean, isBar?: boolean): Promise<unknown>;
  update(changes: Record<string, unknown>): Promise<unknown>;
  system: unknown;
}

export default defineScenario({
  id: "npc-token-damage",
  title: "an unlinked token's npc is damaged by applyDamage and by a token HP edit, its world actor untouched",
  proves: "CORE-2, issue 9 items 1 and 4 (unlinked tokens, ActorDelta)",
  async run(h) {
    const notes = h.recordNotifications();
    const npc = await createActor(h, { name: "Quench drone", type: "npc", prototypeToken: { actorLink: false }, system: { attributes: { hp: { value: 30, max: 30 } } } });
    // cast: Scene.create takes source data; an inactive scene with one unlinked token of the npc.
    const scene = h.track(present(await Scene.create({ name: "Quench scene", active: false } as unknown as Scene.CreateData), "scene"));
    // cast: token source data; the created tokens in order.
    const [token] = (await scene.createEmbeddedDocuments("Token", [{ name: "Quench drone", actorId: npc.id, actorLink: false, x: 0, y: 0 }] as never)) as unknown as TokenDocument.Implementation[];
    // cast: an unlinked token's actor is a synthetic Actor of the system's class.
    const synthetic = present(token?.actor, "the token's actor") as unknown as TokenActor;
    ok(synthetic.isToken, "the token's actor is synthetic");
    ok((synthetic as unknown) !== npc, "and not the world actor");

    const seen: unknown[] = [];
    const stop = onHook(`${SYSTEM}.applyDamage`, (actor) => void seen.push(actor));
    try {
      await synthetic.applyDamage([{ amount: 10, type: "fire" }]);
      await h.eventually("the token's npc took the damage", () => equal(hpOf(synthetic).value, 20, "token HP after 10 damage"));
      await h.settle();
      equal(hpOf(npc).value, 30, "the world actor's HP");
      equal(seen.length, 1, "applyDamage hook calls");
      equal(seen[0], synthetic, "the hook saw the token's actor");

      await synthetic.modifyTokenAttribute("attributes.hp", 12, false, true);
      await h.eventually("the token HP edit applied", () => equal(hpOf(synthetic).value, 12, "token HP after the edit"));
      await h.settle();
      equal(hpOf(npc).value, 30, "the world actor's HP after the edit");
      const delta = (token as unknown as { delta: { system: unknown } }).delta; // cast: v13 ActorDelta
      equal(foundry.utils.getProperty(delta.system as object, "attributes.hp.value"), 12, "the token's delta holds the HP");

      const beforeRefusal = notes.length;
      const refused = await synthetic.update({ "system.attributes.hp.value": 99 });
      await h.settle();
      equal(refused, undefined, "an HP above the maximum on the token is refused");
      equal(hpOf(synthetic).value, 12, "token HP after the refusal");
      const refusal = game.i18n!.format("AUGMENTED.Error.HpAboveMax", { value: "99", max: "30" });
      ok(notes.slice(beforeRefusal).some((n) => n.level === "error" && n.message === refusal), `the refusal was shown (${refusal})`);

      // cast: a dotted path of the actor models (docs/actor-data.md).
      await npc.update({ "system.attributes.hp.max": 8 } as Actor.UpdateData);
      await h.settle();
      equal(hpOf(npc).max, 8, "the world actor's lowered maximum");
      const lowered = present(token?.actor, "the token's actor after the change") as unknown as TokenActor;
      equal(hpOf(lowered).max, 8, "the token's maximum follows the world actor");
      equal(hpOf(lowered).value, 8, "the token's HP came down to the new maximum");
      ok(!(lowered as unknown as { invalid?: boolean }).invalid, "the token's actor is valid");
    } finally {
      stop();
    }
  },
});
