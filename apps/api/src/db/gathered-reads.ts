/**
 * Single-row reads that arrive in the same turn of the event loop, sent as one query.
 *
 * Under load many requests are parsed in one turn (Node's poll phase), and each would send its
 * own statement for one row. On this kind of machine the API's one thread, not the database, is
 * the limit, and a third of its time went to writing statements to PostgreSQL's socket and
 * reading a row description back for each. Gathered, a turn's reads cost one statement; the wait
 * is at most the rest of that turn (the reads are sent from `setImmediate`, after the turn's I/O).
 *
 * Reads are gathered per group (a value the query takes once, such as the viewer) and per key;
 * two reads of the same key share one answer.
 */
export interface GatheredReads<Group, Key, Row> {
  /** The row of `key` in `group`, or undefined when the query returned none for it. */
  read(group: Group, key: Key): Promise<Row | undefined>;
}

interface Waiter<Row> {
  resolve(row: Row | undefined): void;
  reject(error: unknown): void;
}

/** Keeps each statement's parameter list short enough for PostgreSQL to plan it quickly. */
const MAX_KEYS_PER_QUERY = 100;

/**
 * `readMany(group, keys)` answers the rows it finds, each with its key (`keyOf`); a key with no row
 * answers undefined. A failed query fails every read it carried.
 */
export function gatheredReads<Group, Key, Row>(
  readMany: (group: Group, keys: Key[]) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
): GatheredReads<Group, Key, Row> {
  let waiting = new Map<Group, Map<Key, Waiter<Row>[]>>();
  let scheduled = false;

  function send(group: Group, waiters: Map<Key, Waiter<Row>[]>) {
    const keys = [...waiters.keys()];
    readMany(group, keys).then(
      (rows) => {
        const found = new Map(rows.map((row) => [keyOf(row), row]));
        for (const [key, forKey] of waiters) {
          for (const waiter of forKey) waiter.resolve(found.get(key));
        }
      },
      (error: unknown) => {
        for (const forKey of waiters.values()) {
          for (const waiter of forKey) waiter.reject(error);
        }
      },
    );
  }

  function sendAll() {
    const turn = waiting;
    waiting = new Map();
    scheduled = false;
    for (const [group, waiters] of turn) send(group, waiters);
  }

  return {
    read(group, key) {
      return new Promise((resolve, reject) => {
        let waiters = waiting.get(group);
        if (!waiters) {
          waiters = new Map();
          waiting.set(group, waiters);
        }
        const forKey = waiters.get(key);
        if (forKey) forKey.push({ resolve, reject });
        else waiters.set(key, [{ resolve, reject }]);
        if (waiters.size >= MAX_KEYS_PER_QUERY) {
          // A full statement goes now; later reads of this turn start the group's next one.
          waiting.delete(group);
          send(group, waiters);
        }
        if (!scheduled) {
          scheduled = true;
          setImmediate(sendAll);
        }
      });
    },
  };
}
