/**
 * Who sees a roll posted in a chosen mode (issue 24; src/compat/message-mode.ts): the GM rolls an ability check
 * blind, fast-forwarded, and the message is whispered to the GMs and blind, with no compatibility warning. On v13
 * the system passes Foundry's `rollMode` option; on v14 the `messageMode` option, which test/foundry/README.md
 * ("Generations") marks an assumption: a v14 build that ignored it would post the roll publicly, one that only
 * renamed it with a warning would fail the warning check. Run on a real v14 build, this scenario decides both.
 */
import { equal, present, same } from "./assert";
import { defineScenario } from "./harness";
import { createActor, watchMessages } from "./support";

interface Rolling {
  rollAbilityCheck(ability: string, options: { fastForward?: boolean; messageMode?: string }): Promise<Roll | null>;
}

export default defineScenario({
  id: "message-mode",
  title: "a roll posted blind is whispered to the GMs and blind, with no compatibility warning",
  proves: "issue 24 (message mode on v13 and v14)",
  async run(h) {
    const hero = await createActor(h, { name: "Quench blind roller", type: "character", system: { details: { level: 3 } } });
    const messages = watchMessages();
    const warnings = h.recordCompatibilityWarnings();
    try {
      // cast: the system's Actor method (docs/api.md, rolls; the roll dialog's mode is `messageMode`).
      await (hero as unknown as Rolling).rollAbilityCheck("int", { fastForward: true, messageMode: "blindroll" });
      const message = await h.eventually("the roll was posted", () => present(messages.messages.at(-1), "the roll's message"));
      h.track(message);
      equal(message.blind, true, "the message is blind");
      const gms = game.users!.filter((user) => user.isGM).map((user) => user.id).sort();
      same([...message.whisper].map(String).sort(), gms, "whispered to the GMs");
      same(warnings, [], "compatibility warnings while rolling");
    } finally {
      messages.stop();
    }
  },
});
