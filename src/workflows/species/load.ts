/**
 * The load seam of applying a species (./apply.ts: its choice dialog and the one update), loaded when a species is
 * first dropped on a sheet (docs/ARCHITECTURE.md, Build). Reversing one on deletion (./remove.ts) stays in the
 * entry, with the core `deleteItem` listener.
 */
export const loadSpeciesApply = () => import("./apply");
