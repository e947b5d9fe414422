/**
 * The Foundry VTT v13 stand-in for integration tests. See README.md.
 */
export { createWorld, World, REPO_ROOT, type WorldOptions, type UserSpec, type RecordedError, type ModuleSpec } from "./world";
export type { Client } from "./client";
export type { NotificationRecord } from "./notifications";
export { DataModelValidationError } from "./validation";
