/** Public API of the Automail rules (seed 003). Pure functions and data; see RULES.md "Automail". */
export * from "./limb";
export * from "./sites";
export * from "./refusals";
export * from "./ports";
export * from "./body";
export * from "./attach";
export * from "./acclimation-table";
export * from "./acclimation";
export * from "./integrity";
export * from "./water";
export * from "./notice";
export * from "./placement";
export * from "./limb-use";
export { AUTOMAIL_ISSUE_CODES, type AutomailIssue, auditAutomail } from "./audit";
