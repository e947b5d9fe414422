/**
 * dnd5e's Proficiency (release-5.3.3 `module/documents/actor/proficiency.mjs`): `calculateMod(level)` =
 * floor((level + 7) / 4) (:98); `flat` = the bonus times the multiplier, rounded down unless told otherwise;
 * `hasProficiency` when the multiplier is positive; `term` the flat bonus as a formula term.
 */
export class Proficiency {
  constructor(readonly bonus: number, readonly multiplier: number, readonly roundDown = true) {}

  static calculateMod(level: number): number {
    return Math.floor((level + 7) / 4);
  }

  get flat(): number {
    const value = this.bonus * this.multiplier;
    return this.roundDown ? Math.floor(value) : Math.round(value);
  }

  get hasProficiency(): boolean {
    return this.multiplier > 0;
  }

  get term(): string {
    return String(this.flat);
  }

  /** In a formula (`@prof`) it stands for its term (proficiency.mjs `toString`). */
  toString(): string {
    return this.term;
  }
}
