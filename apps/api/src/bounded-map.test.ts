import { describe, expect, it } from 'vitest';
import { setBounded } from './bounded-map.js';

describe('setBounded', () => {
  it('lets the oldest entry go beyond the capacity, and a key set again keeps its place', () => {
    const map = new Map<string, number>();
    setBounded(map, 'a', 1, 2);
    setBounded(map, 'b', 2, 2);
    setBounded(map, 'a', 3, 2);
    expect([...map]).toEqual([
      ['a', 3],
      ['b', 2],
    ]);
    setBounded(map, 'c', 4, 2);
    expect([...map]).toEqual([
      ['b', 2],
      ['c', 4],
    ]);
  });
});
