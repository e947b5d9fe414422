/** Loaded on first use by lazy-system.ts: what each client's copy saw (its own module state). */
export const seen: string[] = [];

export function record(name: string): void {
  seen.push(`${name}:${game.user?.name ?? "?"}`);
}
