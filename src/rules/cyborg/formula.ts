/** Tiny helper: render dice terms plus flat modifiers as a roll formula ("2d6 + 3", "1d20 - 1", "2d20kh + 2"). */

export function withModifiers(dice: string, ...modifiers: number[]): string {
  let formula = dice;
  for (const m of modifiers) {
    if (m === 0) continue;
    formula += m > 0 ? ` + ${m}` : ` - ${Math.abs(m)}`;
  }
  return formula;
}
