import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Query = <T>(text: string, params?: unknown[], options?: QueryOptions) => Promise<Results<T>>;

const { serialize } = protocol;
/** Statements sent as they come: transaction control and session settings gain nothing from a plan. */
const UNPREPARED = /^\s*(begin|start|commit|end|rollback|savepoint|release|set|reset|listen|unlisten|notify|prepare|deallocate|discard)\b/i;

interface Prepared {
  name: string;
  paramTypes: number[];
}

/**
 * PGlite's `query` parses and plans every statement again (an unnamed statement each time), and on
 * PGlite planning runs in WebAssembly: for the reservation list's statement it cost as much as
 * running it (1.2 of 2.5 ms). This keeps each distinct statement text as a named prepared
 * statement, as node-postgres' named queries and most drivers' statement caches do, so PostgreSQL
 * parses it once and, after five runs, reuses a generic plan when that costs no more than a custom
 * one. The messages and the result parsing are PGlite's own (protocol.serialize, parse.parseResults),
 * in the order its `query` sends them, under its query lock (runExclusive).
 *
 * At most `capacity` statements are kept; the least recently used one is closed when a new one
 * would go past that (drizzle writes `in (...)` lists with one parameter per value, so texts vary).
 */
export class PgliteStatementCache {
  private readonly statements = new Map<string, Prepared>();
  private sequence = 0;

  /**
   * Generic plans always: with PostgreSQL's default (auto), the planner kept making a custom plan
   * for every run of the reservation list, as its estimates for one owner's rows favour it, and
   * the cache saved nothing there (measured: list p25 5.1 -> 2.9 ms with this, 4.2 -> 3.8 without).
   * On the embedded database one host's rows are few, so a plan made for any owner is as good.
   */
  private readonly ready: Promise<unknown>;

  constructor(
    private readonly client: PGlite,
    private readonly capacity = 500,
  ) {
    this.ready = client.exec('set plan_cache_mode = force_generic_plan');
  }

  /** The client with `query` (and its transactions' `query`) going through the cache. */
  wrap(): PGlite {
    const cache = this;
    const original = this.client;
    return new Proxy(original, {
      get(target, property, receiver) {
        if (property === 'query') return cache.queryFor(original.query.bind(original), false);
        if (property === 'transaction')
          return <T>(callback: (tx: Transaction) => Promise<T>) =>
            original.transaction((tx) => callback(new Proxy(tx, { get: (t, p) => (p === 'query' ? cache.queryFor(t.query.bind(t), true) : Reflect.get(t, p)) })));
        const value = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  }

  private queryFor(fallback: Query, inTransaction: boolean): Query {
    return (text, params = [], options) => {
      if (options?.blob || UNPREPARED.test(text)) return fallback(text, params, options);
      return this.run(text, params, options, inTransaction);
    };
  }

  private async run<T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> {
    await this.ready;
    const results = await this.client.runExclusive(async () => {
      const messages: BackendMessage[] = [];
      let stale: Prepared | undefined;
      try {
        let statement = this.statements.get(text);
        if (statement) {
          // Most recently used last: a Map keeps insertion order.
          this.statements.delete(text);
          this.statements.set(text, statement);
        } else statement = await this.prepare(text, options);
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = options?.serializers?.[statement.paramTypes[i]!] ?? this.client.serializers[statement.paramTypes[i]!];
          return serializer ? serializer(value) : String(value);
        });
        messages.push(
          ...(await this.send(serialize.bind({ statement: statement.name, values: values as string[] }))),
          ...(await this.send(serialize.describe({ type: 'P' }))),
          ...(await this.send(serialize.execute({}))),
        );
      } catch (error) {
        // A table changed under a kept plan (a migration at run time): forget it, so the next run prepares afresh.
        if (/cached plan must not change result type/.test((error as Error).message)) stale = this.statements.get(text);
        throw Object.assign(error as Error, { query: text, params, queryOptions: options });
      } finally {
        messages.push(...(await this.send(serialize.sync())));
        if (stale) {
          this.statements.delete(text);
          await this.send(serialize.close({ type: 'S', name: stale.name }));
          await this.send(serialize.sync());
        }
      }
      return parse.parseResults(messages, this.client.parsers, options)[0] as Results<T>;
    });
    // PGlite's own query syncs the data directory after each statement outside a transaction.
    if (!inTransaction) await this.client.syncToFs();
    return results;
  }

  private async prepare(text: string, options: QueryOptions | undefined): Promise<Prepared> {
    const name = `pglite_cached_${++this.sequence}`;
    await this.send(serialize.parse({ name, text, types: options?.paramTypes }));
    const described = await this.send(serialize.describe({ type: 'S', name }));
    const prepared = { name, paramTypes: parse.parseDescribeStatementResults(described) };
    if (this.statements.size >= this.capacity) {
      const [oldestText, oldest] = this.statements.entries().next().value!;
      this.statements.delete(oldestText);
      await this.send(serialize.close({ type: 'S', name: oldest.name }));
    }
    this.statements.set(text, prepared);
    return prepared;
  }

  private send(message: Uint8Array): Promise<BackendMessage[]> {
    return this.client.execProtocolStream(message, { syncToFs: false });
  }
}
