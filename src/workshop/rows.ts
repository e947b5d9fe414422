/**
 * The GM Workshop's rows: each actor in the workshop shows a short list of labelled lines, and
 * each line comes from a row source registered here. A source reads one actor (and the world time) and returns
 * its lines, or none when it has nothing to say about that actor; the workshop lists an actor when any source
 * claims it (`subject`). A new kind of row (days without maintenance, time underwater…) is one more
 * `registerWorkshopRows` call from its own file: the workshop, its template and the other sources stay as they are.
 */

/** One line of an actor's entry: a label, its value, and whether it needs the GM's eye. */
export interface WorkshopLine {
  /** Stable id (data attribute, tests). */
  id: string;
  label: string;
  value: string;
  alert?: boolean;
}

export interface WorkshopRowSource {
  /** Stable id; registering the same id again replaces the source (hot reload, a module's override). */
  id: string;
  /** Order among sources (lower first). */
  order: number;
  /**
   * Whether `actor` belongs in the workshop because of this source (a gearforged, a cyborg). A source that only
   * adds lines to actors others claim has none.
   */
  subject?(actor: Actor.Implementation): boolean;
  /** Its lines for `actor` at world time `now` (none: it adds nothing). */
  lines(actor: Actor.Implementation, now: number): WorkshopLine[];
}

const sources = new Map<string, WorkshopRowSource>();

export function registerWorkshopRows(source: WorkshopRowSource): void {
  sources.set(source.id, source);
}

export function workshopRowSources(): WorkshopRowSource[] {
  return [...sources.values()].sort((a, b) => a.order - b.order);
}

/** One actor as the workshop lists it. */
export interface WorkshopEntry {
  uuid: string;
  name: string;
  img: string;
  lines: WorkshopLine[];
  alert: boolean;
}

/** The workshop's entries: every actor some source claims, each with the lines of every source, by name. */
export function workshopEntries(actors: Iterable<Actor.Implementation>, now: number): WorkshopEntry[] {
  const all = workshopRowSources();
  const out: WorkshopEntry[] = [];
  for (const actor of actors) {
    if (!all.some((source) => source.subject?.(actor))) continue;
    const lines = all.flatMap((source) => source.lines(actor, now));
    out.push({ uuid: actor.uuid, name: actor.name ?? "", img: actor.img ?? "", lines, alert: lines.some((line) => line.alert === true) });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name));
}
