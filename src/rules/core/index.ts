/**
 * The shared character core (RULES.md CORE-1..CORE-9): pure rules, plain data in, plans out.
 * Data models and document workflows import from here.
 */
export * from "./abilities";
export * from "./proficiency";
export * from "./skills";
export * from "./feature-dc";
export * from "./rolls";
export * from "./hit-points";
export * from "./damage-types";
export * from "./damage";
export * from "./death-saves";
export * from "./exhaustion";
export * from "./hit-dice";
export * from "./rests";
export * from "./formula";
export * from "./uses";
export * from "./armor-class";
export * from "./speed";
export * from "./currency";
export * from "./distance";
export * from "./conditions";
export * from "./save-request";
