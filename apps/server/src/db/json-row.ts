import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { written } from './batch';

/**
 * A row the database sent as JSON (row_to_json, json_agg of rows, jsonOfRow), read as Drizzle reads
 * that table's rows: keys by their schema names, each value through its column's own mapping
 * (dates, money). For statements that bring several reads back in one round trip.
 */
export function rowFromJson<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    // JSON turns numeric 2.00 into the number 2: the scale the API shows ("2.00") would be lost.
    if (column.columnType === 'PgNumeric' && typeof value === 'number') throw new Error(`${column.name}: numeric read from a JSON number (use jsonOfRow)`);
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

const dialect = new PgDialect();
const jsonOfRows = new WeakMap<PgTable, SQL>();

/**
 * The table's row as JSON for rowFromJson, numeric columns as their text (row_to_json would make
 * them numbers). Written out once per table: it holds no value, and building it from its columns
 * on every call cost a bid's three row reads about 0.4 ms of the server's CPU (decision 012).
 */
export function jsonOfRow(table: PgTable): SQL {
  let text = jsonOfRows.get(table);
  if (!text) {
    const pairs = Object.values(getTableColumns(table)).map(
      (column) => sql`${sql.raw(`'${column.name}'`)}, ${column}${column.columnType === 'PgNumeric' ? sql`::text` : sql``}`,
    );
    text = sql.raw(dialect.sqlToQuery(sql`json_build_object(${sql.join(pairs, sql`, `)})`).sql);
    jsonOfRows.set(table, text);
  }
  return text;
}

/**
 * The rows of one table that match `where` (then `tail`: order, limit, lock), read as Drizzle
 * reads them, as a statement written once per `shape` (db/batch.ts `written`): `where` uses
 * `sql.placeholder` for each of `values`.
 */
export function rowsStatement<T extends PgTable>(shape: string, table: T, where: () => SQL, values: Record<string, unknown>, tail: () => SQL = () => sql``) {
  return written(
    shape,
    () => sql`select ${jsonOfRow(table)} as row from ${table} where ${where()}${tail()}`,
    values,
    (rows) => rows.map((r) => rowFromJson(table, r.row as Record<string, unknown>)),
  );
}
