import { LruMap } from '../src/lru-map';

describe('LruMap', () => {
  test('holds at most max entries, dropping the oldest and reporting each eviction', () => {
    const evicted: [string, number][] = [];
    const m = new LruMap<string, number>(4, (k, v) => evicted.push([k, v]));
    for (let i = 0; i < 6; i++) m.set(`k${i}`, i);
    expect(m.size).toBe(4);
    expect(evicted).toEqual([
      ['k0', 0],
      ['k1', 1],
    ]);
    expect(m.get('k0')).toBeUndefined();
    expect(m.get('k5')).toBe(5);
  });

  test('a key used recently survives a stream of new keys', () => {
    const m = new LruMap<string, number>(8);
    m.set('hot', 1);
    for (let i = 0; i < 100; i++) {
      m.set(`cold${i}`, i);
      expect(m.get('hot')).toBe(1);
    }
    expect(m.get('cold0')).toBeUndefined();
    expect(m.size).toBe(8);
  });

  test('set replaces a value, delete and clear remove without reporting evictions', () => {
    const evicted: string[] = [];
    const m = new LruMap<string, string>(2, (k) => evicted.push(k));
    m.set('a', 'one');
    m.set('a', 'two');
    expect(m.get('a')).toBe('two');
    expect(m.size).toBe(1);
    m.set('b', 'x');
    m.delete('a');
    expect(m.get('a')).toBeUndefined();
    m.clear();
    expect(m.size).toBe(0);
    expect(evicted).toEqual([]);
  });
});
