/**
 * Who may do what. Ownership levels follow https://foundryvtt.com/api/v13/classes/foundry.abstract.Document.html#testuserpermission
 * (a GM is always OWNER; embedded documents inherit their parent's level; an explicit per-user entry wins over
 * `default`). Role-based permissions use Foundry's default table (CONST.USER_PERMISSIONS, defaultRole), which a
 * world can override with `createWorld({ permissions })`.
 */
import { DOCUMENT_OWNERSHIP_LEVELS, USER_PERMISSIONS, USER_ROLES } from "./constants";

export interface UserLike {
  readonly id: string | null;
  readonly name: string;
  readonly role: number;
  readonly isGM: boolean;
  hasRole(role: string | number): boolean;
  can(permission: string): boolean;
}

export function roleValue(role: string | number): number {
  if (typeof role === "number") return role;
  const value = (USER_ROLES as Record<string, number>)[role];
  if (value === undefined) throw new Error(`Unknown user role "${role}"`);
  return value;
}

export function ownershipValue(level: string | number): number {
  if (typeof level === "number") return level;
  const value = (DOCUMENT_OWNERSHIP_LEVELS as Record<string, number>)[level];
  if (value === undefined) throw new Error(`Unknown ownership level "${level}"`);
  return value;
}

export function isOwnershipName(name: string): boolean {
  return name in DOCUMENT_OWNERSHIP_LEVELS;
}

export function isRoleName(name: string): boolean {
  return name in USER_ROLES;
}

export function isUserPermission(name: string): boolean {
  return name in USER_PERMISSIONS;
}

/** The minimum role of each user permission: Foundry's defaults, then the world's overrides. */
export function defaultPermissionRoles(overrides: Record<string, number | string> = {}): Record<string, number> {
  const table: Record<string, number> = {};
  for (const [name, entry] of Object.entries(USER_PERMISSIONS)) table[name] = entry.defaultRole;
  for (const [name, role] of Object.entries(overrides)) table[name] = roleValue(role);
  return table;
}

/** The Error a rejected database operation raises, worded like Foundry's server message. */
export function permissionError(user: UserLike, action: string, documentName: string, id?: string | null): Error {
  const target = id ? `${documentName} [${id}]` : `a new ${documentName}`;
  return new Error(`User ${user.name} lacks permission to ${action} ${target}`);
}
