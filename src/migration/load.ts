/**
 * The load seam of the world migration (./run.ts): only the active GM's client runs it, at \`ready\`, so it is a
 * chunk of its own (docs/ARCHITECTURE.md, Build).
 */
export const loadMigration = () => import("./run");
