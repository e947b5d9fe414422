/**
 * `foundry.utils.Collection` (https://foundryvtt.com/api/v13/classes/foundry.utils.Collection.html): a Map
 * whose iteration yields values, with array-like helpers.
 */
export class Collection<V> extends Map<string, V> {
  // @ts-expect-error -- Foundry's Collection iterates values, where Map iterates [key, value] pairs
  override [Symbol.iterator](): MapIterator<V> {
    return this.values();
  }

  get contents(): V[] {
    return Array.from(this.values());
  }

  override get(key: string, { strict = false }: { strict?: boolean } = {}): V | undefined {
    const value = super.get(key);
    if (strict && value === undefined) throw new Error(`The key ${key} does not exist in the ${this.constructor.name} Collection`);
    return value;
  }

  getName(name: string, { strict = false }: { strict?: boolean } = {}): V | undefined {
    const found = this.find((v) => (v as { name?: unknown }).name === name);
    if (strict && found === undefined) throw new Error(`An entry with name ${name} does not exist in the collection`);
    return found;
  }

  filter(condition: (value: V, index: number, collection: this) => unknown): V[] {
    const out: V[] = [];
    let i = 0;
    for (const v of this.values()) if (condition(v, i++, this)) out.push(v);
    return out;
  }

  find(condition: (value: V, index: number, collection: this) => unknown): V | undefined {
    let i = 0;
    for (const v of this.values()) if (condition(v, i++, this)) return v;
    return undefined;
  }

  map<T>(transformer: (value: V, index: number, collection: this) => T): T[] {
    const out: T[] = [];
    let i = 0;
    for (const v of this.values()) out.push(transformer(v, i++, this));
    return out;
  }

  reduce<T>(reducer: (accumulator: T, value: V, index: number, collection: this) => T, initial: T): T {
    let acc = initial;
    let i = 0;
    for (const v of this.values()) acc = reducer(acc, v, i++, this);
    return acc;
  }

  some(condition: (value: V, index: number, collection: this) => unknown): boolean {
    return this.find(condition) !== undefined;
  }

  every(condition: (value: V, index: number, collection: this) => unknown): boolean {
    let i = 0;
    for (const v of this.values()) if (!condition(v, i++, this)) return false;
    return true;
  }

  toJSON(): unknown[] {
    return this.map((v) => {
      const withJson = v as { toJSON?: () => unknown };
      return typeof withJson.toJSON === "function" ? withJson.toJSON() : v;
    });
  }
}
