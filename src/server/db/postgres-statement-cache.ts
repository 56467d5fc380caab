import type pg from 'pg';

/** Statements sent as they come: transaction control and session settings gain nothing from a plan. */
const UNPREPARED = /^\s*(begin|start|commit|end|rollback|savepoint|release|set|reset|listen|unlisten|notify|prepare|deallocate|discard|execute)\b/i;

/**
 * Generic plans always, as on the embedded database (PgliteStatementCache): with PostgreSQL's
 * default (auto), the planner kept making a custom plan for each run of the reservation list (its
 * estimates for one owner's few rows favour one), so naming it saved only the parse (server CPU per
 * list call at the scale data: 1.0–1.3 ms auto, 0.6 ms generic). Our statements filter by ids and
 * keys whose rows are few whichever value comes, so a plan made for any value serves all.
 * A startup parameter, so it costs no statement.
 */
export const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan';

type QueryConfig = { text?: string; name?: string };

/**
 * node-postgres sends every statement unnamed, so PostgreSQL parses and plans it again on each run:
 * for the reservation list, planning cost about as much as running it (0.7 of 1.5 ms). This gives a
 * statement text a name on a connection the second time it runs there; node-postgres then parses it
 * once per connection (its own named-statement support) and PostgreSQL keeps its plan.
 *
 * Bounded: at most `capacity` names per connection, after which new texts run unnamed, as before.
 * Nothing is ever closed: closing means one more query on a client that is running one, which
 * node-postgres deprecates. Texts seen once are only remembered (at most 2 × `capacity`), so
 * one-off texts (drizzle writes `in (...)` lists with one parameter per value) take no name.
 */
export function cacheStatements(client: pg.PoolClient | pg.Client, capacity = 300): void {
  const names = new Map<string, string>();
  const seenOnce = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;

  const nameFor = (text: string): string | undefined => {
    const name = names.get(text);
    if (name || names.size >= capacity) return name;
    if (!seenOnce.delete(text)) {
      if (seenOnce.size >= 2 * capacity) seenOnce.delete(seenOnce.values().next().value!);
      seenOnce.add(text);
      return undefined;
    }
    names.set(text, `portal_${names.size + 1}`);
    return names.get(text);
  };

  client.query = ((config: unknown, ...rest: unknown[]) => {
    const statement = config as QueryConfig;
    if (typeof config !== 'object' || config === null || typeof statement.text !== 'string' || statement.name || UNPREPARED.test(statement.text))
      return query(config, ...rest);
    const name = nameFor(statement.text);
    return query(name ? { ...statement, name } : config, ...rest);
  }) as typeof client.query;
}
