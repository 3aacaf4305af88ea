import { createRequire } from 'node:module';
import { is, Placeholder, sql, type SQLWrapper } from 'drizzle-orm';
import { NodePgDatabase, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { isTestProcess } from '../config';
import type { DbOrTx } from './client';
import { PreparingClient, preparingConnectionOf } from './prepared';

type Row = Record<string, unknown>;

/**
 * One statement and how to read its rows. The rows come as the driver parses them (bigint and
 * numeric as strings, timestamps as dates, json parsed), keyed by the names the statement gives.
 */
export interface Statement<T> {
  query: SQLWrapper;
  read: (rows: Row[]) => T;
  /** Its text with the values in place, when already written (`written`). */
  text?: string;
  /** When written: the shape it runs as on a connection that has prepared it (SQL PREPARE), and the call with its values. */
  prepared?: { shape: WrittenShape; call: string };
}

export const statement = <T>(query: SQLWrapper, read: (rows: Row[]) => T): Statement<T> => ({ query, read });

type Results<S extends readonly Statement<unknown>[]> = { -readonly [K in keyof S]: S[K] extends Statement<infer T> ? T : never };

const dialect = new PgDialect();
/** node-postgres's own conversion of a parameter to the text it sends (not in its typings). */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils') as { prepareValue: (value: unknown) => string | null };

/**
 * Runs the statements one after the other in the transaction `db`, and reads each one's rows.
 * On a PostgreSQL server they go in ONE round trip (decision 012): one simple-protocol query of
 * several statements, which PostgreSQL runs in order, each with a snapshot of its own taken when
 * it starts (READ COMMITTED), so a statement sees everything committed by whoever held a lock the
 * one before it waited for — the same as separate calls. The parameters are written into the text
 * as quoted literals of the values the driver would have sent (untyped, so PostgreSQL infers each
 * one's type from its place, as it does for a parameter). The first statement that fails stops
 * the rest and fails the call. On PGlite (in the process: no round trip to save) one by one.
 */
export async function runInOrder<const S extends readonly Statement<unknown>[]>(db: DbOrTx, statements: S): Promise<Results<S>> {
  if ((is(db, NodePgTransaction) || is(db, NodePgDatabase)) && (statements.length > 1 || statements[0]?.prepared)) {
    const connection = preparingConnectionOf(db);
    const pool = (db as { $client?: unknown }).$client;
    if (!connection && pool instanceof pg.Pool) {
      // Outside a transaction: on a connection of the pool taken for the batch (and its PREPARE).
      const client = await pool.connect();
      try {
        return (await inOneTrip(client instanceof PreparingClient ? client : undefined, statements, (text) => client.query(text))) as Results<S>;
      } finally {
        client.release();
      }
    }
    return (await inOneTrip(connection, statements, (text) => db.execute(sql.raw(text)))) as Results<S>;
  }
  const out: unknown[] = [];
  for (const s of statements) {
    const result = (await db.execute(s.query.getSQL())) as unknown as { rows: Row[] };
    out.push(s.read(result.rows));
  }
  return out as Results<S>;
}

type Send = (text: string) => Promise<unknown>;

/** The statements as one simple query on one connection: each written one called by name where the connection prepares. */
async function inOneTrip(connection: PreparingClient | undefined, statements: readonly Statement<unknown>[], send: Send) {
  if (connection) await prepareShapes(connection.shapes, statements, send);
  const text = statements.map((s) => (connection && s.prepared?.call) || s.text || inlined(s.query)).join(';\n');
  const answer = (await send(text)) as { rows: Row[] } | { rows: Row[] }[];
  const results = Array.isArray(answer) ? answer : [answer];
  return statements.map((s, i) => s.read(results[i]!.rows));
}

/**
 * Prepares on the connection, in one round trip, the written shapes among `statements` it has not
 * prepared yet (once per connection and shape: a prepared statement outlives the transaction, even
 * one rolled back). A shape counts as prepared from the moment it is sent, so a second batch of the
 * same transaction queued behind it calls it, not prepares it twice; if the PREPARE fails, the
 * transaction has failed with it, and the shape is forgotten.
 */
async function prepareShapes(prepared: Set<string>, statements: readonly Statement<unknown>[], send: Send) {
  const missing = new Map<string, string>();
  for (const s of statements) if (s.prepared && !prepared.has(s.prepared.shape.name)) missing.set(s.prepared.shape.name, s.prepared.shape.prepare);
  if (!missing.size) return;
  for (const name of missing.keys()) prepared.add(name);
  try {
    await send([...missing.values()].join(';\n'));
  } catch (err) {
    for (const name of missing.keys()) prepared.delete(name);
    throw err;
  }
}

type NamedResults<S extends Record<string, Statement<unknown>>> = { [K in keyof S]: S[K] extends Statement<infer T> ? T : never };

/**
 * runInOrder with each statement named: the statements run in the order they are written in
 * `named`, and each result comes back under its statement's name, never by its place in a list.
 * The market's reads that travel together (apps/server/src/market/reads/) use this.
 */
export async function runTogether<const S extends Record<string, Statement<unknown>>>(db: DbOrTx, named: S): Promise<NamedResults<S>> {
  const names = Object.keys(named);
  const results: readonly unknown[] = await runInOrder(
    db,
    names.map((name) => named[name]!),
  );
  return Object.fromEntries(names.map((name, i) => [name, results[i]])) as NamedResults<S>;
}

/** One statement on its own (a parameterised query, as any other). */
export async function runOne<T>(db: DbOrTx, s: Statement<T>): Promise<T> {
  const [value] = await runInOrder(db, [s] as const);
  return value;
}

/** The statement's text with each $n replaced by the literal of its value. */
export function inlined(query: SQLWrapper): string {
  const { sql: text, params } = dialect.sqlToQuery(query.getSQL());
  const { pieces, slots } = splitAtParams(text, params.length);
  let out = pieces[0]!;
  for (let k = 0; k < slots.length; k++) out += literal(params[slots[k]!]) + pieces[k + 1]!;
  return out;
}

/**
 * A text cut at each $n outside quotes and comments: `pieces` around them, and the parameter index
 * of each cut (`slots`, zero-based). Identifiers ("..."), string literals ('...') and comments (--
 * to the line's end, /* ... *\/) are copied as they are.
 */
function splitAtParams(text: string, paramCount: number) {
  const pieces: string[] = [];
  const slots: number[] = [];
  let piece = '';
  for (let i = 0; i < text.length;) {
    const ch = text[i]!;
    const comment = text.startsWith('--', i) ? '\n' : text.startsWith('/*', i) ? '*/' : undefined;
    if (comment) {
      const end = text.indexOf(comment, i + 2);
      const stop = end < 0 ? text.length : end + comment.length;
      piece += text.slice(i, stop);
      i = stop;
      continue;
    }
    if (ch === '"' || ch === "'") {
      const end = text.indexOf(ch, i + 1);
      if (end < 0) throw new Error('Consulta con comillas sin cerrar.');
      piece += text.slice(i, end + 1);
      i = end + 1;
      continue;
    }
    const param = ch === '$' ? /^\$(\d+)/.exec(text.slice(i, i + 12)) : null;
    if (param) {
      const index = Number(param[1]) - 1;
      if (index < 0 || index >= paramCount) throw new Error(`Parámetro $${param[1]} sin valor.`);
      pieces.push(piece);
      slots.push(index);
      piece = '';
      i += param[0].length;
      continue;
    }
    piece += ch;
    i++;
  }
  pieces.push(piece);
  return { pieces, slots };
}

/**
 * A statement's text written once: the literals of its fixed values in place, a named slot for
 * each placeholder; and the same text as a prepared statement, each distinct placeholder a
 * parameter ($1 for the first named, and so on).
 */
interface WrittenShape {
  pieces: string[];
  /** Between each two pieces, which of `parameters` goes there. */
  slots: number[];
  /** Its name as a prepared statement. */
  name: string;
  /** PREPARE name AS its text. */
  prepare: string;
  /** The distinct placeholders, in the order of the prepared statement's parameters. */
  parameters: string[];
}
const shapes = new Map<string, WrittenShape>();

/**
 * Whether each call of a written statement builds its text again to check that its shape name is
 * its own (two statements under one name would share one text). On in tests; in production the
 * build is what `written` saves.
 */
export const shapeNames = { checked: isTestProcess() };

/**
 * A statement of the hot paths whose text is written once per `shape` (a name for its query and
 * for whichever optional conditions it carries) instead of on every call: `build` makes it with
 * `sql.placeholder(name)` for each value that changes between calls, and each call fills in
 * `values` as literals (decision 012: Drizzle's query building was a sixth of the server's CPU in
 * the deadline rush). The text is the same as `statement(build-with-values)` would send. In a
 * transaction on a PostgreSQL server it runs as a prepared statement instead (runInOrder): planned
 * once per connection, not on every call (decision 012, addendum).
 */
export function written<T>(shape: string, build: () => SQLWrapper, values: Record<string, unknown>, read: (rows: Row[]) => T): Statement<T> {
  let w = shapes.get(shape);
  if (!w) w = writeShape(shape, build);
  // Two statements given one shape name would share one text: in tests, every call checks its own.
  else if (shapeNames.checked && renderShape(build, w.name).prepare !== w.prepare)
    throw new Error(`Dos consultas distintas con el mismo nombre de forma: ${shape}.`);
  const literals = w.parameters.map((name) => {
    if (!(name in values)) throw new Error(`Falta el valor de ${name} (${shape}).`);
    return literal(values[name]);
  });
  let text = w.pieces[0]!;
  for (let k = 0; k < w.slots.length; k++) text += literals[w.slots[k]!] + w.pieces[k + 1]!;
  return { query: sql.raw(text), read, text, prepared: { shape: w, call: `execute ${w.name}(${literals.join(', ')})` } };
}

function writeShape(shape: string, build: () => SQLWrapper): WrittenShape {
  const w = renderShape(build, `superliga_shape_${shapes.size + 1}`);
  shapes.set(shape, w);
  return w;
}

function renderShape(build: () => SQLWrapper, name: string): WrittenShape {
  const { sql: text, params } = dialect.sqlToQuery(build().getSQL());
  const { pieces, slots } = splitAtParams(text, params.length);
  const w: WrittenShape = { pieces: [pieces[0]!], slots: [], name, prepare: '', parameters: [] };
  let prepared = pieces[0]!;
  for (let k = 0; k < slots.length; k++) {
    const param = params[slots[k]!];
    if (is(param, Placeholder)) {
      if (!w.parameters.includes(param.name)) w.parameters.push(param.name);
      w.slots.push(w.parameters.indexOf(param.name));
      w.pieces.push(pieces[k + 1]!);
      prepared += `$${w.parameters.indexOf(param.name) + 1}` + pieces[k + 1]!;
    } else {
      w.pieces[w.pieces.length - 1] += literal(param) + pieces[k + 1]!;
      prepared += literal(param) + pieces[k + 1]!;
    }
  }
  w.prepare = `prepare ${w.name} as ${prepared}`;
  return w;
}

/** A value as the quoted, untyped literal of the text the driver sends for it. */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) throw new Error('Un valor binario no se escribe como literal.');
  const text = prepareValue(value);
  if (text === null) return 'NULL';
  // What PostgreSQL answers for a NUL sent as a parameter (22021, a data error: 422 to the client).
  if (text.includes('\u0000')) throw Object.assign(new Error('Un texto no puede contener el carácter nulo.'), { code: '22021' });
  return pg.escapeLiteral(text);
}
