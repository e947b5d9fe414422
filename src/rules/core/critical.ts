/**
 * Critical hits roll the damage dice twice (5e): every dice term's count is doubled, flat modifiers are not.
 * Pure text transformation of a Foundry dice formula ("1d8 + 3" → "2d8 + 3"; "d6" → "2d6").
 */
export function criticalFormula(formula: string): string {
  return formula.replace(/(^|[^\w@.])(\d*)d(\d+)/gi, (_match, lead: string, count: string, faces: string) => {
    const n = count === "" ? 1 : Number(count);
    return `${lead}${n * 2}d${faces}`;
  });
}
