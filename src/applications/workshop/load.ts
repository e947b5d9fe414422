/** The load seam of the GM Workshop (./workshop.ts): loaded when a GM first opens it (docs/ARCHITECTURE.md, Build). */
export const loadWorkshop = () => import("./workshop");
