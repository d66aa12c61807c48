/**
 * A bounded map that drops the least recently used entries first, cheap on the hot path: a hit moves its entry to
 * the recent end only when it has drifted more than a quarter of the way towards eviction, so a repeated key costs
 * one lookup, and eviction stays O(1) (the first key in insertion order). An entry used within the last three
 * quarters of `max` insertions is never the one evicted.
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, { value: V; stamp: number }>();
  private stamp = 0;

  constructor(
    private readonly max: number,
    /** Called for each entry evicted to make room (not for delete or clear). */
    private readonly onEvict?: (key: K, value: V) => void,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    const e = this.entries.get(key);
    if (e === undefined) return undefined;
    if (this.stamp - e.stamp > this.max / 4) {
      this.entries.delete(key);
      e.stamp = ++this.stamp;
      this.entries.set(key, e);
    }
    return e.value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, stamp: ++this.stamp });
    while (this.entries.size > this.max) {
      const [oldest, e] = this.entries.entries().next().value as [K, { value: V; stamp: number }];
      this.entries.delete(oldest);
      this.onEvict?.(oldest, e.value);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
