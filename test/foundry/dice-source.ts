/**
 * Where die results come from: a seeded PRNG (mulberry32) per world, or results a test forced with
 * `world.dice.queue([17, 4])` (used first, in order, whatever the die; a forced result must fit the die).
 */
export class DiceSource {
  private state: number;
  private readonly forced: number[] = [];
  /** Every result produced, in order, with its die size (for assertions and debugging). */
  readonly history: { faces: number; result: number; forced: boolean }[] = [];

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A number in [0, 1) from the seeded PRNG. */
  random(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Forces the next results (appended to any still queued). */
  queue(results: number[]): this {
    this.forced.push(...results);
    return this;
  }

  /** How many forced results are still waiting. */
  get queued(): number {
    return this.forced.length;
  }

  clearQueue(): void {
    this.forced.length = 0;
  }

  /** One result of a die with `faces` sides. */
  roll(faces: number): number {
    const next = this.forced.shift();
    if (next !== undefined) {
      if (!Number.isInteger(next) || next < 1 || next > faces) {
        throw new Error(`Forced die result ${next} does not fit a d${faces}`);
      }
      this.history.push({ faces, result: next, forced: true });
      return next;
    }
    const result = Math.floor(this.random() * faces) + 1;
    this.history.push({ faces, result, forced: false });
    return result;
  }
}
