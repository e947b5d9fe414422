/**
 * What other features show in a body-map section beside its augments, one line each (automail ports and limbs,
 * AM-CY-1), registered at init by the feature. Such lines take no augment slot.
 */
export type BodyMapActor = { items: Iterable<{ id: string | null; name: string; type: string; system: unknown }> };

/** A feature's lines, by section id. */
export type SectionLines = (actor: BodyMapActor) => Map<string, string[]>;

const SOURCES: SectionLines[] = [];

export function registerBodyMapLines(source: SectionLines): void {
  if (!SOURCES.includes(source)) SOURCES.push(source);
}

/** Every registered feature's lines for the actor, by section id, in the order the features registered. */
export function bodyMapLines(actor: BodyMapActor): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const source of SOURCES) {
    for (const [section, lines] of source(actor)) out.set(section, [...(out.get(section) ?? []), ...lines]);
  }
  return out;
}
