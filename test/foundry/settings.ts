/**
 * `game.settings` (https://foundryvtt.com/api/v13/classes/foundry.helpers.ClientSettings.html).
 * Each client keeps its own registry (it ran `init`); world-scope values are shared by all clients (the
 * server's Setting documents) and only a user with SETTINGS_MODIFY (assistant GM and up) may set them; their
 * `onChange` runs on every connected client. Client-scope values belong to one client.
 */
import { DataModel } from "./data-model";
import { DataField } from "./fields";
import { currentClient, currentWorld } from "./runtime";
import { deepClone, type PlainObject } from "./utils";

export interface SettingConfig {
  key: string;
  namespace: string;
  id: string;
  name?: string;
  hint?: string;
  scope: "world" | "client" | "user";
  config?: boolean;
  type?: unknown;
  default?: unknown;
  choices?: Record<string, string>;
  range?: { min: number; max: number; step: number };
  onChange?: (value: unknown, options?: PlainObject, userId?: string) => void;
  requiresReload?: boolean;
  [option: string]: unknown;
}

export class ClientSettings {
  /** Registered settings, keyed "namespace.key". */
  readonly settings = new Map<string, SettingConfig>();
  readonly menus = new Map<string, PlainObject>();
  /** This client's values of client-scope settings. */
  private readonly clientValues = new Map<string, unknown>();
  /** The world's shared values (world and user scope). */
  private readonly worldValues: Map<string, unknown>;

  constructor(worldValues: Map<string, unknown>) {
    this.worldValues = worldValues;
  }

  register(namespace: string, key: string, data: Partial<SettingConfig>): void {
    if (!namespace || !key) throw new Error("You must specify both namespace and key portions of the setting");
    const id = `${namespace}.${key}`;
    this.settings.set(id, { scope: "client", config: false, ...data, key, namespace, id } as SettingConfig);
  }

  registerMenu(namespace: string, key: string, data: PlainObject): void {
    this.menus.set(`${namespace}.${key}`, { ...data, key, namespace });
  }

  private config(namespace: string, key: string): SettingConfig {
    const id = `${namespace}.${key}`;
    const config = this.settings.get(id);
    if (!config) throw new Error(`"${id}" is not a registered game setting`);
    return config;
  }

  private storeFor(config: SettingConfig): Map<string, unknown> {
    return config.scope === "client" ? this.clientValues : this.worldValues;
  }

  get(namespace: string, key: string): unknown {
    const config = this.config(namespace, key);
    const store = this.storeFor(config);
    const raw = store.has(config.id) ? store.get(config.id) : deepClone(config.default);
    return castValue(config, raw);
  }

  async set(namespace: string, key: string, value: unknown, options: PlainObject = {}): Promise<unknown> {
    const config = this.config(namespace, key);
    const client = currentClient();
    if (config.scope === "world" && !client.user.can("SETTINGS_MODIFY")) {
      const error = new Error(`User ${client.user.name} lacks permission to update Setting [${config.id}]`);
      client.notifications.error(error.message);
      throw error;
    }
    const json = value instanceof DataModel ? value.toObject() : deepClone(value);
    const cast = castValue(config, json);
    if (config.choices && !(String(cast) in config.choices)) {
      throw new Error(`Setting ${config.id}: ${String(cast)} is not a valid choice`);
    }
    this.storeFor(config).set(config.id, json);
    if (config.scope === "client") {
      config.onChange?.(cast, options, String(client.user.id));
      return cast;
    }
    const world = currentWorld();
    world.broadcast(client, () => {
      const here = currentClient().settings.settings.get(config.id);
      world.guard(`Setting ${config.id} onChange`, () => here?.onChange?.(castValue(here, json), options, String(client.user.id)));
    }, options);
    return cast;
  }
}

function castValue(config: SettingConfig, raw: unknown): unknown {
  const type = config.type;
  if (raw === undefined || raw === null) return raw;
  if (type instanceof DataField) return type.clean(raw);
  if (typeof type === "function" && type.prototype instanceof DataModel) {
    const cls = type as new (data: PlainObject) => DataModel;
    return new cls(deepClone(raw as PlainObject));
  }
  if (type === Number) return Number(raw);
  if (type === String) return String(raw);
  if (type === Boolean) return Boolean(raw);
  return deepClone(raw);
}
