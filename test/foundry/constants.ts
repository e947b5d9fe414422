/**
 * The slice of `CONST` the system and the stand-in use (https://foundryvtt.com/api/v13/modules/foundry.CONST.html).
 */
import { SORT_INTEGER_DENSITY } from "./sorting";

export const DOCUMENT_OWNERSHIP_LEVELS = Object.freeze({ INHERIT: -1, NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 });
export type OwnershipName = keyof typeof DOCUMENT_OWNERSHIP_LEVELS;

export const USER_ROLES = Object.freeze({ NONE: 0, PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 });
export type RoleName = keyof typeof USER_ROLES;

export const USER_ROLE_NAMES = Object.freeze(
  Object.fromEntries(Object.entries(USER_ROLES).map(([k, v]) => [v, k])) as Record<number, RoleName>,
);

/**
 * The user permissions the stand-in checks, with Foundry's default minimum roles
 * (https://foundryvtt.com/api/v13/variables/foundry.CONST.USER_PERMISSIONS.html).
 */
export const USER_PERMISSIONS = Object.freeze({
  ACTOR_CREATE: { label: "PERMISSION.ActorCreate", defaultRole: USER_ROLES.ASSISTANT },
  ITEM_CREATE: { label: "PERMISSION.ItemCreate", defaultRole: USER_ROLES.ASSISTANT },
  FILES_BROWSE: { label: "PERMISSION.FilesBrowse", defaultRole: USER_ROLES.TRUSTED },
  MESSAGE_WHISPER: { label: "PERMISSION.MessageWhisper", defaultRole: USER_ROLES.PLAYER },
  SETTINGS_MODIFY: { label: "PERMISSION.SettingsModify", defaultRole: USER_ROLES.ASSISTANT },
  TOKEN_CREATE: { label: "PERMISSION.TokenCreate", defaultRole: USER_ROLES.ASSISTANT },
  TOKEN_DELETE: { label: "PERMISSION.TokenDelete", defaultRole: USER_ROLES.ASSISTANT },
  DRAWING_CREATE: { label: "PERMISSION.DrawingCreate", defaultRole: USER_ROLES.TRUSTED },
  NOTE_CREATE: { label: "PERMISSION.NoteCreate", defaultRole: USER_ROLES.TRUSTED },
  /** Sending `User#query` (foundryvtt issue 11235). Default role PLAYER: **assumption** (README). */
  QUERY_USER: { label: "PERMISSION.QueryUser", defaultRole: USER_ROLES.PLAYER },
});

export const CHAT_MESSAGE_STYLES = Object.freeze({ OTHER: 0, OOC: 1, IC: 2, EMOTE: 3 });

export const DICE_ROLL_MODES = Object.freeze({
  PUBLIC: "publicroll", PRIVATE: "gmroll", BLIND: "blindroll", SELF: "selfroll",
});

export const ACTIVE_EFFECT_MODES = Object.freeze({
  CUSTOM: 0, MULTIPLY: 1, ADD: 2, DOWNGRADE: 3, UPGRADE: 4, OVERRIDE: 5,
});

export const DOCUMENT_META_OWNERSHIP_LEVELS = Object.freeze({ DEFAULT: -20, NOCHANGE: -10 });

export const TOKEN_DISPOSITIONS = Object.freeze({ SECRET: -2, HOSTILE: -1, NEUTRAL: 0, FRIENDLY: 1 });
/** https://foundryvtt.com/api/v13/variables/foundry.CONST.GRID_TYPES.html */
export const GRID_TYPES = Object.freeze({ GRIDLESS: 0, SQUARE: 1, HEXODDR: 2, HEXEVENR: 3, HEXODDQ: 4, HEXEVENQ: 5 });
/** https://foundryvtt.com/api/v13/enums/foundry.CONST.GRID_DIAGONALS.html (a diagonal step against a straight one). */
export const GRID_DIAGONALS = Object.freeze({ EQUIDISTANT: 0, EXACT: 1, APPROXIMATE: 2, RECTILINEAR: 3, ALTERNATING_1: 4, ALTERNATING_2: 5, ILLEGAL: 6 });

export const CONST = Object.freeze({
  DOCUMENT_OWNERSHIP_LEVELS, DOCUMENT_META_OWNERSHIP_LEVELS, USER_ROLES, USER_ROLE_NAMES, USER_PERMISSIONS,
  CHAT_MESSAGE_STYLES, DICE_ROLL_MODES, ACTIVE_EFFECT_MODES, TOKEN_DISPOSITIONS, GRID_TYPES, GRID_DIAGONALS, SORT_INTEGER_DENSITY,
  vtt: "Foundry VTT", VTT: "Foundry Virtual Tabletop",
  DEFAULT_TOKEN: "icons/svg/mystery-man.svg",
  CHAT_MESSAGE_TYPES: CHAT_MESSAGE_STYLES,
});
