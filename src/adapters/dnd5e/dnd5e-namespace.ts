/**
 * dnd5e's namespace (`game.dnd5e`, release-5.3.3 `dnd5e.mjs:58`): its data model classes and applications, which
 * the module builds its augment type and sheet on at `init`. Read with checks: absent outside a dnd5e world.
 */
export function dnd5eNamespace(): Record<string, unknown> | null {
  const namespace: unknown = Reflect.get(game, "dnd5e");
  // cast: an object-valued namespace, its members read with checks by the callers.
  return typeof namespace === "object" && namespace !== null ? (namespace as Record<string, unknown>) : null;
}
