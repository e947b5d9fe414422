/**
 * Issue 24: the screenshot scenarios that differ between Foundry generations (the roll cards, whose message mode
 * v14 names differently, and a player's save request, stored with v14's deletion operator) are made and
 * photographed under both generations of the stand-in in the normal browser project, as
 * test/integration/compat/generations.test.ts does for the integration scenarios.
 */
export const GENERATIONS = [13, 14] as const;

/** The screenshot's name: as before under v13, with `-v14` under v14 (both kept side by side). */
export function shotName(name: string, generation: (typeof GENERATIONS)[number]): string {
  return generation === 13 ? name : `${name}-v14`;
}
