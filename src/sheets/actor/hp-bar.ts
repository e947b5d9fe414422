/**
 * The HP bar under the numbers (as dnd5e's sheet shows one): the share of the effective maximum left, as a whole
 * percentage for the fill's width, and a band for its colour (healthy above half, wounded, critical at a quarter).
 */
export function hpBar(hp: { value: number; effectiveMax: number; temp: number }): { pct: number; band: "healthy" | "wounded" | "critical"; temp: boolean } {
  const max = Math.max(0, hp.effectiveMax);
  const pct = max > 0 ? Math.round((Math.min(Math.max(hp.value, 0), max) / max) * 100) : 0;
  const band = pct > 50 ? "healthy" : pct > 25 ? "wounded" : "critical";
  return { pct, band, temp: hp.temp > 0 };
}
