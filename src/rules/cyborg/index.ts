/** Public API of the Cyborg rules (seed 000). Pure functions and data; see RULES.md "Cyborg". */
export * from "./augment";
export * from "./species";
export * from "./checks";
export * from "./sections";
export * from "./visionaire";
export * from "./uses";
export * from "./save-dc";
export * from "./attack";
export * from "./environmental";
export * from "./mobility";
export * from "./tools";
export * from "./design";
export * from "./lasting-effect";
export * from "./install";
export * from "./repair-upgrade";
export * from "./integrity";
export * from "./system-failure";
