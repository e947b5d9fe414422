/**
 * The load seam of the rests (CORE-5, ./rest.ts): the entry keeps what registers into them (./registry.ts) and
 * the actor's `shortRest`/`longRest`, which await this, then forward (docs/ARCHITECTURE.md, Build). The rest reads
 * the actor after the load (a load is one more wait).
 */
export const loadRest = () => import("./index");
