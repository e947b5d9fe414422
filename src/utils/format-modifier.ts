/** "+2", "+0", "−1": how 5e sheets print a modifier, zero signed too (a true minus sign reads better than a hyphen). */
export function formatModifier(value: number): string {
  if (value < 0) return `\u2212${Math.abs(value)}`;
  return `+${value}`;
}
