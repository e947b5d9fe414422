/**
 * Which Foundry generation is running. Only src/compat/ reads it: feature code calls the layer's functions
 * (effect-data.ts, message-mode.ts, deletion.ts), which pick the generation's API. Evidence of the pattern:
 * dnd5e 5.3.3 branches on `game.release.generation < 14` at each API that differs (module/dice/basic-roll.mjs
 * `getMessageMode`, module/documents/item.mjs `deleteActivity`, module/documents/active-effect.mjs `apply`).
 */

/** `game.release.generation` (https://foundryvtt.com/api/v14/classes/foundry.Game.html#release); 13 before `game` exists. */
export function foundryGeneration(): number {
  // cast: `game` is typed as possibly uninitialised; the release record is read structurally.
  const release = (globalThis as { game?: { release?: { generation?: unknown } } }).game?.release;
  return typeof release?.generation === "number" ? release.generation : 13;
}

/** v14 and later: Active Effects v2, message mode, deletion operators. */
export function isV14(): boolean {
  return foundryGeneration() >= 14;
}
