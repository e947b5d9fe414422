/**
 * The load seam of Undo (./undo.ts): planning and applying an undo loads on the GM's first Undo
 * (docs/ARCHITECTURE.md, Build). The button (./undo-action.ts) and the record workflows write (./undo-record.ts)
 * are in the entry.
 */
export const loadUndo = () => import("./undo");
