/** Seed 004 (Gearforged, 13th Age conversion): GA-* rules. */
export * from "./levels";
export * from "./heal-gates";
export * from "./wreck";
export * from "./tireless";
export * from "./amphibious";
