/**
 * Stores `value` under `key` in a map kept as a bounded memory: beyond `capacity` entries the
 * oldest one (the first set, as a Map keeps its insertion order) leaves.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, capacity: number): void {
  map.set(key, value);
  if (map.size > capacity) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
}
