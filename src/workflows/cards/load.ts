/**
 * The load seam of Undo (workflows/cards/undo.ts): planning and applying an undo loads on first use, with the
 * workflows that write undo records (docs/ARCHITECTURE.md, Build). The button and its registration are in the
 * entry (./undo-action.ts).
 */
export const loadUndo = () => import("./undo");
