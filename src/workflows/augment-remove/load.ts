/**
 * The load seam of the augment removal workflow (CY-REM): the entry (src/index.ts) keeps only what Foundry needs at `init` and the synchronous gates;
 * this workflow's code is a separate chunk, loaded the first time a person starts it (docs/ARCHITECTURE.md, Build).
 * Whoever awaits this reads the actor and item state after the load, never before (a load is one more wait).
 */
export const loadRemove = () => import("./remove");
