import pg from 'pg';

/**
 * How many different statement texts are prepared by name. The server sends a few hundred
 * (a list of ids of another length is another text); beyond the bound a text goes unnamed, as
 * every statement did before, so a connection never holds more than this many plans.
 */
const PREPARED_TEXTS_BOUND = 500;

/**
 * The names texts are prepared under, the same on every connection of the process: a new text
 * gets the next name until `bound` texts have one, then none (it goes unnamed).
 */
export function preparedNames(bound: number): (text: string) => string | undefined {
  const names = new Map<string, string>();
  return (text) => {
    let name = names.get(text);
    if (name === undefined && names.size < bound) {
      name = `superliga_${names.size + 1}`;
      names.set(text, name);
    }
    return name;
  };
}

const preparedName = preparedNames(PREPARED_TEXTS_BOUND);

/**
 * A pooled connection that sends each parameterised statement as a named prepared statement
 * (decision 012, addendum): PostgreSQL parses it once per connection and, after a few runs, keeps
 * one plan for it instead of planning it again on every call — in the deadline rush, planning was
 * as much of PostgreSQL's time as running the statements. Only single statements with parameters
 * are named; a batch of several (db/batch.ts) goes as one simple query, as before.
 */
export class PreparingClient extends pg.Client {
  /** The written statements (db/batch.ts `written`) prepared on this connection by SQL PREPARE, by name. */
  readonly shapes = new Set<string>();
}

PreparingClient.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [config, values] = args;
  if (isUnnamedWithValues(config, values)) {
    const name = preparedName(config.text);
    if (name) args[0] = { ...config, name };
  }
  return (pg.Client.prototype.query as (...a: unknown[]) => unknown).apply(this, args);
} as pg.Client['query'];

function isUnnamedWithValues(config: unknown, values: unknown): config is pg.QueryConfig {
  if (typeof config !== 'object' || config === null || 'submit' in config) return false;
  const c = config as pg.QueryConfig;
  const params = Array.isArray(values) ? values : c.values;
  return typeof c.text === 'string' && !c.name && Array.isArray(params) && params.length > 0;
}

/**
 * The connection a transaction runs on, when it is a PreparingClient (a server's pool): Drizzle
 * keeps it as the transaction's session client. Undefined for the pool itself (each statement may
 * go to another connection) and on PGlite.
 */
export function preparingConnectionOf(db: unknown): PreparingClient | undefined {
  const client = (db as { session?: { client?: unknown } }).session?.client;
  return client instanceof PreparingClient ? client : undefined;
}
