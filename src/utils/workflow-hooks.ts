/** Firing the system's workflow hooks (named in ./hook-names.ts), typed by their declarations in src/types.d.ts. */
import type { Hooks as ConfiguredHooks } from "fvtt-types/configuration";

/** The system's workflow hooks, each declared with its arguments in src/types.d.ts (HookConfig). */
type AugmentHook = Extract<keyof ConfiguredHooks.HookConfig, `augmented.${string}`>;

/** `Hooks.call` (a handler returning `false` cancels): false when cancelled. */
export function callPreHook<K extends AugmentHook>(hook: K, ...args: Parameters<ConfiguredHooks.HookConfig[K]>): boolean {
  return Hooks.call(hook, ...args) !== false;
}

/** `Hooks.callAll` after a workflow's change was applied. */
export function callPostHook<K extends AugmentHook>(hook: K, ...args: Parameters<ConfiguredHooks.HookConfig[K]>): void {
  Hooks.callAll(hook, ...args);
}
