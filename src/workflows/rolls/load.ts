/**
 * The load seam of the rolls (d20 tests and damage rolls, ./rolls.ts): the actor's roll entry points
 * (src/workflows/actor.ts) await this, then forward; the roll reads the actor when it runs, after the load
 * (docs/ARCHITECTURE.md, Build). The workflow chunks that roll import ./rolls.ts directly: it is one chunk.
 */
export const loadRolls = () => import("./rolls");
