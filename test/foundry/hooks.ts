/**
 * The global `Hooks` (https://foundryvtt.com/api/v13/classes/foundry.helpers.Hooks.html): on/once/off,
 * `call` (stops at the first callback returning false, and returns false then) and `callAll` (calls all).
 *
 * Each client has its own registry. Registrations made while the system's module is being imported
 * (`Hooks.once("init", ...)` at module level) are that load's registrations: each client imports its own copy of
 * the system (test/foundry/client-modules.ts) and is seeded with the registrations of its copy when it starts. Errors in callbacks are caught like Foundry does, and
 * recorded on the world so `world.settle()` can report them; promises returned by callbacks are tracked so
 * `world.settle()` waits for async hook work.
 */
import { activeWorldOrNull, currentClientOrNull } from "./runtime";

export type HookCallback = (...args: never[]) => unknown;

export interface HookEntry {
  hook: string;
  id: number;
  fn: HookCallback;
  once: boolean;
}

let nextHookId = 1;

export class HookRegistry {
  private readonly events = new Map<string, HookEntry[]>();

  add(hook: string, fn: HookCallback, once: boolean): number {
    const entry: HookEntry = { hook, id: nextHookId++, fn, once };
    const list = this.events.get(hook) ?? [];
    list.push(entry);
    this.events.set(hook, list);
    return entry.id;
  }

  remove(hook: string, fnOrId: HookCallback | number): void {
    const list = this.events.get(hook);
    if (!list) return;
    const kept = list.filter((e) => (typeof fnOrId === "number" ? e.id !== fnOrId : e.fn !== fnOrId));
    this.events.set(hook, kept);
  }

  list(hook: string): HookEntry[] {
    return [...(this.events.get(hook) ?? [])];
  }

  snapshot(): Record<string, HookEntry[]> {
    return Object.fromEntries([...this.events].map(([k, v]) => [k, [...v]]));
  }

  /** Copies load-time registrations (each keeps its own `once` state per client). */
  seed(entries: readonly HookEntry[]): void {
    for (const e of entries) this.add(e.hook, e.fn, e.once);
  }
}

/** The registrations of the module load in progress (null: no load running). */
let loading: HookEntry[] | null = null;
/** Registrations made with no client running and no load in progress: every client starts with them. */
const unattached: HookEntry[] = [];

export function unattachedRegistrations(): readonly HookEntry[] {
  return unattached;
}

/** Forgets registrations a test file made outside any client (endTestFile, world.ts): the next file starts without them. */
export function clearUnattachedRegistrations(): void {
  unattached.length = 0;
}

/** While the system's module is imported, registrations are load-time ones (see above). */
export function beginModuleLoad(): void {
  loading = [];
}

/** Ends a module load and returns its registrations, for the client that imported that copy of the module. */
export function endModuleLoad(): readonly HookEntry[] {
  const loaded = loading ?? [];
  loading = null;
  return loaded;
}

function registry(): HookRegistry | null {
  if (loading !== null) return null;
  return currentClientOrNull()?.hooks ?? null;
}

function report(error: unknown, hook: string): void {
  const world = activeWorldOrNull();
  if (world) world.reportError(error, `Hook "${hook}"`);
  else console.error(`Error in hook "${hook}"`, error);
}

function invoke(entry: HookEntry, hook: string, args: unknown[], reg: HookRegistry): unknown {
  if (entry.once) reg.remove(hook, entry.id);
  try {
    const result = (entry.fn as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) {
      const world = activeWorldOrNull();
      world?.track(result.catch((err: unknown) => report(err, hook)), `hook ${hook}`);
    }
    return result;
  } catch (err) {
    report(err, hook);
    return undefined;
  }
}

export class Hooks {
  /** Registered callbacks of the current client, by hook name. */
  static get events(): Record<string, HookEntry[]> {
    const reg = registry();
    if (reg) return reg.snapshot();
    const out: Record<string, HookEntry[]> = {};
    for (const e of loading ?? unattached) (out[e.hook] ??= []).push(e);
    return out;
  }

  static on(hook: string, fn: HookCallback, { once = false }: { once?: boolean } = {}): number {
    const reg = registry();
    if (reg) return reg.add(hook, fn, once);
    const entry: HookEntry = { hook, id: nextHookId++, fn, once };
    (loading ?? unattached).push(entry);
    return entry.id;
  }

  static once(hook: string, fn: HookCallback): number {
    return Hooks.on(hook, fn, { once: true });
  }

  static off(hook: string, fn: HookCallback | number): void {
    const reg = registry();
    if (reg) {
      reg.remove(hook, fn);
      return;
    }
    const list = loading ?? unattached;
    const index = list.findIndex((e) => e.hook === hook && (typeof fn === "number" ? e.id === fn : e.fn === fn));
    if (index >= 0) list.splice(index, 1);
  }

  /** Calls every callback; always returns true. */
  static callAll(hook: string, ...args: unknown[]): true {
    const reg = registry();
    if (!reg) return true;
    for (const entry of reg.list(hook)) invoke(entry, hook, args, reg);
    return true;
  }

  /** Calls callbacks in order until one returns exactly `false`; returns false in that case. */
  static call(hook: string, ...args: unknown[]): boolean {
    const reg = registry();
    if (!reg) return true;
    for (const entry of reg.list(hook)) {
      if (invoke(entry, hook, args, reg) === false) return false;
    }
    return true;
  }

  /** Foundry's error reporter for hook-like callbacks. */
  static onError(location: string, error: unknown, { msg = "", notify = null }: { msg?: string; notify?: string | null; log?: string } = {}): void {
    const world = activeWorldOrNull();
    if (world) world.reportError(error, msg ? `${location}: ${msg}` : location);
    if (notify && world) currentClientOrNull()?.notifications.notify(String(msg || error), notify);
  }
}
