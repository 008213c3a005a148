/**
 * Named statements for the embedded database, as PostgreSQL's drivers keep them.
 *
 * PGlite sends every query as an unnamed statement: six protocol messages, each a separate call
 * into the database's WebAssembly, and the query parsed and planned again each time. Planning
 * asks the file system for the size of every table and index the query touches (a `lseek` that
 * Emscripten answers with `fstat`), and for the product page it cost more than running it. Here
 * a query text sent often enough becomes a named statement, parsed and described once; each
 * later call is one Bind, Execute and Sync, with the plan PostgreSQL keeps for it. That is what
 * pgjdbc does with its `prepareThreshold`, and what `preparedPerDatabase` gets from node-postgres.
 *
 * Statements are not transactional in PostgreSQL: one parsed inside a transaction that rolls back
 * stays usable. The few kept are closed oldest first beyond `capacity`.
 */
import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { setBounded } from '../bounded-map.js';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

interface NamedStatement {
  name: string;
  parameterTypes: number[];
  /** Its RowDescription, placed before each execution's rows for PGlite's result parser. */
  rowDescription: BackendMessage | undefined;
}

export interface NamedStatementOptions {
  /** Executions of one text, as an unnamed statement, before it is given a name. */
  threshold: number;
  /** Named statements kept at most; beyond it the least recently used one is closed. */
  capacity: number;
}

/**
 * A named statement runs with its generic plan. PostgreSQL would otherwise plan it again for each
 * execution while custom plans look cheaper, as they do for `id = any($1)` with a short list, and
 * planning is what the name was meant to save. Other statements keep PostgreSQL's choice: the
 * setting is sent around each execution, as simple queries in the same call.
 */
const GENERIC_PLANS = protocol.serialize.query('set plan_cache_mode = force_generic_plan');
const PLANS_AS_BEFORE = protocol.serialize.query('reset plan_cache_mode');

const DEFAULTS: NamedStatementOptions = { threshold: 3, capacity: 200 };
/** Texts counted towards the threshold, so one-off queries do not grow this memory. */
const COUNTED_TEXTS = 2000;

/** The named statements of one PGlite client, and when a text gets one. */
class NamedStatements {
  readonly #client: PGlite;
  readonly #threshold: number;
  readonly #capacity: number;
  readonly #counts = new Map<string, number>();
  /** In order of last use, least recent first. */
  readonly #statements = new Map<string, NamedStatement>();
  #nextName = 1;
  readonly #parsersByOptions = new WeakMap<
    QueryOptions,
    { parsers: PGlite['parsers']; flat: boolean }
  >();

  constructor(client: PGlite, { threshold, capacity }: NamedStatementOptions) {
    this.#client = client;
    this.#threshold = threshold;
    this.#capacity = capacity;
  }

  /** Whether `text` runs as a named statement: from its `threshold`th sending on. */
  wants(text: string, options: QueryOptions | undefined): boolean {
    // A query that carries a file or its own parameter types goes through PGlite's own path.
    if (options?.blob || options?.paramTypes) return false;
    if (this.#statements.has(text)) return true;
    const count = (this.#counts.get(text) ?? 0) + 1;
    if (count >= this.#threshold) {
      this.#counts.delete(text);
      return true;
    }
    setBounded(this.#counts, text, count, COUNTED_TEXTS);
    return false;
  }

  /** To be called inside PGlite's query mutex, and its transaction mutex outside a transaction. */
  async execute<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    const client = this.#client;
    const statement = await this.#statementFor(text, options);
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const type = statement.parameterTypes[index]!;
      const serialize = options?.serializers?.[type] ?? client.serializers[type];
      // As PGlite's own query: a type it has no serializer for (numeric, uuid) is sent as text.
      return serialize ? serialize(param) : (param as { toString(): string }).toString();
    });
    const answer = await this.#send(
      Buffer.concat([
        GENERIC_PLANS,
        protocol.serialize.bind({ statement: statement.name, values }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
        PLANS_AS_BEFORE,
      ]),
      options,
    );
    if (!inTransaction) await client.syncToFs();
    // The execution's own messages: from its BindComplete to the ReadyForQuery after it.
    const start = answer.findIndex((message) => message.name === 'bindComplete');
    const end = answer.findIndex(
      (message, index) => index > start && message.name === 'readyForQuery',
    );
    const messages = answer.slice(start, end);
    if (statement.rowDescription) messages.unshift(statement.rowDescription);
    const parsers = options?.parsers ? this.#parsersFor(options, options.parsers) : client.parsers;
    return parse.parseResults(messages, parsers, { rowMode: options?.rowMode })[0] as Results<T>;
  }

  /**
   * The query's own parsers, then the client's. A query Drizzle builds for one call brings options
   * of its own, and copying the client's hundred or so parsers for it, as PGlite does, costs more
   * than looking them up through it. A prepared query sends the same options again: from its
   * second call they are one flat copy, quicker to look up for each column of each row.
   */
  #parsersFor(options: QueryOptions, own: NonNullable<QueryOptions['parsers']>) {
    const seen = this.#parsersByOptions.get(options);
    if (seen?.flat) return seen.parsers;
    const parsers: PGlite['parsers'] = seen
      ? { ...this.#client.parsers, ...own }
      : Object.assign(Object.create(this.#client.parsers) as PGlite['parsers'], own);
    this.#parsersByOptions.set(options, { parsers, flat: Boolean(seen) });
    return parsers;
  }

  #send(message: Uint8Array, options: QueryOptions | undefined) {
    return this.#client.execProtocolStream(message, {
      syncToFs: false,
      onNotice: options?.onNotice,
    });
  }

  async #statementFor(text: string, options: QueryOptions | undefined): Promise<NamedStatement> {
    const known = this.#statements.get(text);
    if (known) {
      this.#statements.delete(text);
      this.#statements.set(text, known);
      return known;
    }
    const closing: Uint8Array[] = [];
    while (this.#statements.size >= this.#capacity) {
      const [oldestText, oldest] = this.#statements.entries().next().value!;
      this.#statements.delete(oldestText);
      closing.push(protocol.serialize.close({ type: 'S', name: oldest.name }));
    }
    const name = `pglite_${this.#nextName++}`;
    const described = await this.#send(
      Buffer.concat([
        ...closing,
        protocol.serialize.parse({ name, text, types: [] }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      options,
    );
    const statement: NamedStatement = {
      name,
      parameterTypes: parse.parseDescribeStatementResults(described),
      rowDescription: described.find((message) => message.name === 'rowDescription'),
    };
    this.#statements.set(text, statement);
    return statement;
  }
}

/**
 * What Drizzle's PGlite driver holds as its client. Every statement the API sends to PGlite goes
 * through this `query` or its transactions' (statement counters spy on both).
 */
export class PgliteClientStandIn {
  readonly #client: PGlite;
  readonly #statements: NamedStatements;

  constructor(client: PGlite, options: NamedStatementOptions = DEFAULTS) {
    this.#client = client;
    this.#statements = new NamedStatements(client, options);
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    const client = this.#client;
    if (!this.#statements.wants(text, options)) return client.query<T>(text, params, options);
    // As PGlite's own `query`: never between the statements of a transaction.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => this.#statements.execute<T>(text, params, options, false)),
    );
  }

  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#client.transaction((tx) =>
      callback(new PgliteTransactionStandIn(this.#client, tx, this.#statements)),
    );
  }
}

export class PgliteTransactionStandIn implements Transaction {
  readonly #client: PGlite;
  readonly #tx: Transaction;
  readonly #statements: NamedStatements;

  constructor(client: PGlite, tx: Transaction, statements: NamedStatements) {
    this.#client = client;
    this.#tx = tx;
    this.#statements = statements;
  }

  query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (this.#tx.closed || !this.#statements.wants(text, options)) {
      return this.#tx.query<T>(text, params, options);
    }
    // The transaction holds the transaction mutex; each statement takes the query mutex.
    return this.#client._runExclusiveQuery(() =>
      this.#statements.execute<T>(text, params, options, true),
    );
  }

  sql<T>(strings: TemplateStringsArray, ...params: unknown[]) {
    return this.#tx.sql<T>(strings, ...params);
  }

  exec(text: string, options?: QueryOptions) {
    return this.#tx.exec(text, options);
  }

  rollback() {
    return this.#tx.rollback();
  }

  listen(channel: string, callback: (payload: string) => void) {
    return this.#tx.listen(channel, callback);
  }

  get closed() {
    return this.#tx.closed;
  }
}

/** `client` as Drizzle's PGlite driver should hold it: it calls only `query` and `transaction`. */
export function withNamedStatements(client: PGlite, options?: NamedStatementOptions): PGlite {
  return new PgliteClientStandIn(client, options) as unknown as PGlite;
}
