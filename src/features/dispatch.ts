/**
 * The shared dispatch a host boots its features through (docs/ARCHITECTURE.md, Features): at init it registers the
 * enabled features' settings (./setting.ts), runs their registrations in their list's order, then registers its own translation of each shared event
 * at least one of them follows; its translations call `emit` (or `allows`, for a veto), which calls the features'
 * listeners in the list's order. Each client runs its own copy (one host per page).
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

function follow(listener: CoreListener): void {
  // cast: a listener made by `listen` for this very hook.
  Hooks.on(listener.hook as Hooks.HookName, listener.fn as never);
}

let enabled: readonly Feature[] = [];
let registered: (() => void)[] = [];
let translated: (FeatureEvent | "worldTime")[] = [];
let sweeps: WorldTimeSweep[] = [];
const listeners = new Map<FeatureEvent, readonly unknown[]>();

/** Boots a host's features: their settings, their registrations, then the host's translation of every event they follow. */
export function enableFeatures(features: readonly Feature[], translations: HostTranslations): void {
  const ids = new Set(features.map((feature) => feature.id));
  if (ids.size !== features.length) throw new Error("augmented | a feature is enabled twice");
  enabled = features;
  registered = [];
  translated = [];
  listeners.clear();
  registerFeatureSettings(features);
  for (const feature of features) {
    for (const register of feature.register ?? []) {
      register();
      registered.push(register);
    }
  }
  sweeps = features.flatMap((feature) => (feature.worldTime ? [feature.worldTime] : []));
  for (const event of FEATURE_EVENTS) {
    const followers = features.flatMap((feature) => (feature.on?.[event] ? [feature.on[event]] : []));
    listeners.set(event, followers);
    const translate = translations[event];
    // A host that lacks an event leaves its followers idle there (what the host genuinely lacks).
    if (followers.length === 0 || !translate) continue;
    follow(translate);
    translated.push(event);
  }
  if (sweeps.length > 0 && translations.worldTime) {
    follow(translations.worldTime);
    translated.push("worldTime");
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

/** The shared events the host translated at boot. */
export function translatedEvents(): readonly (FeatureEvent | "worldTime")[] {
  return translated;
}
