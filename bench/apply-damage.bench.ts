/**
 * Issue 5: what the damage workflow and the automation listening to HP drops (integrity saves, death saves,
 * System Failure) cost when nothing is triggered. `actor.applyDamage` of an amount below the integrity threshold
 * (10 damage to a 60-HP cyborg with two installed augments), as a ratio to a bare `actor.update` of the same HP
 * change, both measured in this run (warm-up, then interleaved rounds; the median of each round's own ratio,
 * bench/lib.ts pairedRatio). Each round changes COUNT actors and waits until every connected client (a GM and a
 * player, in the Foundry stand-in) has seen the change; before each, an unreported measure heals its own set back,
 * so every round starts from 60 HP.
 */
import { emit, measureInterleaved, ms, pairedRatio, sized, type RatioRow } from "./lib";
import { startWorld } from "../test/browser/standin";

const COUNT = sized(40, 2);
// 31 rounds, not 15: the same code measured 1.04-1.14 over fourteen runs of 15, 1.04-1.06 over five of 31 (issue 27).
const ROUNDS = 31;
const WARMUP = 3;
const DAMAGE = 10;
const MAX = 60;

interface Damageable {
  applyDamage(instances: Array<{ amount: number; type: string }>): Promise<unknown>;
  update(changes: Record<string, unknown>): Promise<unknown>;
  createEmbeddedDocuments(type: "Item", data: Array<Record<string, unknown>>): Promise<unknown>;
}

const world = await startWorld();

async function cyborg(name: string): Promise<Damageable> {
  // cast (both): partial source data in; the system's Actor class (src/documents/actor.ts) out.
  const actor = (await Actor.create({ name, type: "character", system: { attributes: { hp: { value: MAX, max: MAX } } } } as Actor.CreateData)) as unknown as Damageable;
  await actor.createEmbeddedDocuments("Item", [
    { name: "Dermal Plating", type: "augment", system: { sectionKind: "torso", purpose: "utility", installedSection: "torso" } },
    { name: "Wrist Cannon", type: "augment", system: { sectionKind: "arm", purpose: "attack", ability: "dex", damageType: "force", installedSection: "rightArm" } },
  ]);
  return actor;
}

const damaged: Damageable[] = [];
const updated: Damageable[] = [];
for (let i = 0; i < COUNT; i++) {
  damaged.push(await cyborg(`Damaged ${i + 1}`));
  updated.push(await cyborg(`Updated ${i + 1}`));
}
await world.settle();
const chatBefore = world.chat.length;

/** Heals one set back to 60 HP (unreported), every client settled. */
function restore(actors: Damageable[]) {
  return async () => {
    for (const actor of actors) await actor.update({ "system.attributes.hp.value": MAX });
    await world.settle();
  };
}

// Each measure runs right after its own set is healed back, so both start alike. Healing both sets in one pass
// before both measures (as this did until issue 27's last round) handed the baseline the set touched last, its
// documents still warm in the CPU's caches: with the same bare update on both sides (an A/A run), 1.04-1.06
// instead of 1.00.
const timings = await measureInterleaved(
  [
    { label: "restore damaged", run: restore(damaged) },
    {
      label: "applyDamage",
      run: async () => {
        for (const actor of damaged) await actor.applyDamage([{ amount: DAMAGE, type: "fire" }]);
        await world.settle();
      },
    },
    { label: "restore updated", run: restore(updated) },
    {
      label: "update",
      run: async () => {
        for (const actor of updated) await actor.update({ "system.attributes.hp.value": MAX - DAMAGE });
        await world.settle();
      },
    },
  ],
  { warmup: WARMUP, rounds: ROUNDS },
);

// Below the threshold nothing may have been posted: otherwise the benchmark measured something else.
if (world.chat.length !== chatBefore) throw new Error(`expected no chat card below the integrity threshold, got ${world.chat.length - chatBefore}`);

const work = timings.applyDamage!.median;
const baseline = timings.update!.median;
const row: RatioRow = {
  benchmark: "apply-damage",
  work: `applyDamage ${DAMAGE} of ${MAX} HP (below the integrity threshold), ${COUNT} cyborgs`,
  workMs: work,
  baseline: `bare actor.update of the same HP, ${COUNT} cyborgs`,
  baselineMs: baseline,
  ratio: pairedRatio(timings.applyDamage!, timings.update!),
  rounds: ROUNDS,
};
console.log(`applyDamage below the threshold: ${ms(work)} ms; bare actor.update: ${ms(baseline)} ms; ratio X/Y = ${row.ratio.toFixed(2)} (median of the rounds' own ratios; of the medians: ${(work / baseline).toFixed(2)})`);
console.log(`  CPU time (this process): ${ms(timings.applyDamage!.cpuMedian)} ms and ${ms(timings.update!.cpuMedian)} ms; ratio ${(timings.applyDamage!.cpuMedian / timings.update!.cpuMedian).toFixed(2)}`);
console.log(`  (${COUNT} actors per round, every client settled; median of ${ROUNDS} rounds after ${WARMUP} warm-up rounds)`);
emit([row]);
await world.shutdown();
