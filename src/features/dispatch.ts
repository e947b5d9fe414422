/**
 * The shared dispatch a host boots its features through (docs/ARCHITECTURE.md, Features): at init it registers the
 * enabled features' settings (./setting.ts), runs their registrations in their list's order, then listens with the
 * host's translation of each shared event at least one of them follows (one listener per core hook, carrying every
 * translation on it); its translations call `emit` (or `allows`, for a veto), which calls the features' listeners in
 * the list's order. Each client runs its own copy (one host per page).
 */
import { FEATURE_EVENTS, type Feature, type FeatureEvent, type FeatureListeners } from "./feature";
import type { WorldTimeSweep } from "../workflows/world-time";
import type { CardKinds } from "../workflows/card-kinds-register";
import { registerFeatureSettings } from "./setting";

/** A listener on one core hook, as data: the host's translation of one shared event. */
export interface CoreListener {
  readonly hook: string;
  readonly fn: (...args: never[]) => unknown;
}

/** A translation on a core or system hook, typed by that hook's arguments. */
export function listen<K extends Hooks.HookName>(hook: K, fn: Hooks.Function<K>): CoreListener {
  // cast: the listener keeps the hook's argument types at the call; the table only stores it.
  return { hook, fn: fn as CoreListener["fn"] };
}

/**
 * How a host follows each shared event: the core hook listener that emits it (`worldTime`: that runs the one
 * world-time pass over the features' sweeps). An event a host lacks is left out.
 */
export type HostTranslations = { readonly [E in FeatureEvent | "worldTime"]?: CoreListener };

/** What the dispatch listens to on one core hook: the translations of the events it carries there, in their order. */
export interface FollowedHook {
  readonly hook: string;
  readonly events: readonly (FeatureEvent | "worldTime")[];
  readonly translations: readonly CoreListener["fn"][];
  /** The one listener on the hook: the translation itself when it is alone there, else one that calls each. */
  readonly fn: CoreListener["fn"];
}

/**
 * One listener for several on one core hook (a dnd5e actor update is both `hpDrop` and `actorUpdated`; a host's own
 * steps before an update): the hook calls one function for all of them. Each runs as Foundry would run a listener of
 * its own: an error is reported and the next still runs, a `false` stops the rest and vetoes; their work is one promise.
 */
export function together(hook: string, translations: readonly CoreListener["fn"][]): CoreListener["fn"] {
  if (translations.length === 1) return translations[0]!;
  return (...args: never[]): unknown => {
    let work: Promise<unknown>[] | null = null;
    for (const translate of translations) {
      try {
        const result = translate(...args);
        // A veto (`allows` on a pre- hook) ends the hook there, as Foundry ends it when a listener of its own says false.
        if (result === false) return false;
        if (result instanceof Promise) (work ??= []).push(result);
      } catch (error) {
        Hooks.onError(`augmented | ${hook}`, error as Error, { log: "error" }); // cast: a thrown value, reported as Foundry reports a listener's
      }
    }
    return work ? Promise.all(work) : undefined;
  };
}

let enabled: readonly Feature[] = [];
let registered: (() => void)[] = [];
let followedHooks: FollowedHook[] = [];
let sweeps: WorldTimeSweep[] = [];
const listeners = new Map<FeatureEvent, readonly unknown[]>();

/** Boots a host's features: their settings, their registrations, then the host's translation of every event they follow. */
export function enableFeatures(features: readonly Feature[], translations: HostTranslations): void {
  const ids = new Set(features.map((feature) => feature.id));
  if (ids.size !== features.length) throw new Error("augmented | a feature is enabled twice");
  enabled = features;
  registered = [];
  followedHooks = [];
  listeners.clear();
  registerFeatureSettings(features);
  for (const feature of features) {
    for (const register of feature.register ?? []) {
      register();
      registered.push(register);
    }
  }
  sweeps = features.flatMap((feature) => (feature.worldTime ? [feature.worldTime] : []));
  const byHook = new Map<string, { events: (FeatureEvent | "worldTime")[]; translations: CoreListener["fn"][] }>();
  const translate = (event: FeatureEvent | "worldTime", listener: CoreListener): void => {
    const entry = byHook.get(listener.hook) ?? { events: [], translations: [] };
    entry.events.push(event);
    entry.translations.push(listener.fn);
    byHook.set(listener.hook, entry);
  };
  for (const event of FEATURE_EVENTS) {
    const followers = features.flatMap((feature) => (feature.on?.[event] ? [feature.on[event]] : []));
    listeners.set(event, followers);
    const listener = translations[event];
    // A host that lacks an event leaves its followers idle there (what the host genuinely lacks).
    if (followers.length === 0 || !listener) continue;
    translate(event, listener);
  }
  if (sweeps.length > 0 && translations.worldTime) translate("worldTime", translations.worldTime);
  for (const [hook, entry] of byHook) {
    const followedHook: FollowedHook = { hook, ...entry, fn: together(hook, entry.translations) };
    // cast: a listener made by `listen` (or several, together) for this very hook.
    Hooks.on(hook as Hooks.HookName, followedHook.fn as never);
    followedHooks.push(followedHook);
  }
}

/** The listeners of one event, in the features' order. */
export function listenersOf<E extends FeatureEvent>(event: E): readonly FeatureListeners[E][] {
  // cast: the map holds, per event, only that event's listeners (set above from `feature.on[event]`).
  return (listeners.get(event) ?? []) as readonly FeatureListeners[E][];
}

/** Calls every listener of `event`; their work as one promise, or undefined when none returned any. */
export function emit<E extends Exclude<FeatureEvent, "itemPreUpdate" | "itemPreDelete">>(event: E, ...args: Parameters<FeatureListeners[E]>): Promise<unknown> | undefined {
  const work: Promise<unknown>[] = [];
  for (const listener of listenersOf(event)) {
    // cast: a listener of this event, called with this event's arguments.
    const result = (listener as (...a: Parameters<FeatureListeners[E]>) => unknown)(...args);
    if (result instanceof Promise) work.push(result);
  }
  return work.length ? Promise.all(work) : undefined;
}

/** A veto event: true while every listener allows the change (the first refusal stops the others). */
export function allows<E extends "itemPreUpdate" | "itemPreDelete">(event: E, ...args: Parameters<FeatureListeners[E]>): boolean {
  // cast: as in emit.
  return listenersOf(event).every((listener) => (listener as (...a: Parameters<FeatureListeners[E]>) => boolean)(...args));
}

/** The enabled features' world-time sweeps, in their order (workflows/world-time.ts runs them). */
export function worldTimeSweeps(): readonly WorldTimeSweep[] {
  return sweeps;
}

/** The card kinds the features bring, for the host to register under its prefix. */
export function cardKindsOf(features: readonly Feature[]): CardKinds {
  return Object.assign({}, ...features.map((feature) => feature.cards ?? {})) as CardKinds; // cast: a union of partial records is one
}

/** What the host enabled (the tests compare it with the declarations). */
export function enabledFeatures(): readonly Feature[] {
  return enabled;
}

/** The registration functions run at boot, in order. */
export function registeredAtBoot(): readonly (() => void)[] {
  return registered;
}

/** The core hooks the host listens to at boot, one listener each (the tests compare them with its translations). */
export function followedAtBoot(): readonly FollowedHook[] {
  return followedHooks;
}

/** The shared events the host translated at boot (those its followed hooks carry). */
export function translatedEvents(): readonly (FeatureEvent | "worldTime")[] {
  return followedHooks.flatMap((followed) => followed.events);
}
