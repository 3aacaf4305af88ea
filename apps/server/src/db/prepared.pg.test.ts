import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { runOne, written } from './batch';
import { openPostgres, type Database, type Tx } from './client';
import { preparedNames } from './prepared';

/**
 * A server process's connections prepare what they send (decision 012, addendum): a statement
 * with parameters by the protocol's named statements, a written statement of db/batch.ts by SQL
 * PREPARE, once per connection, so PostgreSQL plans each one once instead of on every call.
 */
let a: Database;
let one: Database;
beforeAll(async () => {
  a = await createTestDatabase();
  // One connection: every transaction below runs on the same one.
  one = await openPostgres(a.url!, 1);
  await a.db.execute(sql`create table prepared_budget (id int primary key, profits bigint)`);
  await a.db.execute(sql`insert into prepared_budget values (1, 100), (2, 250)`);
});
afterAll(async () => {
  await one.close();
  await a.close();
});

type Prepared = { name: string; statement: string; from_sql: boolean };
const preparedOnConnection = async (tx: Tx) =>
  ((await tx.execute(sql.raw('select name, statement, from_sql from pg_prepared_statements order by name'))) as unknown as { rows: Prepared[] }).rows;

const profitsOf = (tx: Tx, id: number) =>
  runOne(
    tx,
    written(
      'prepared-test-profits',
      () =>
        sql`select profits from prepared_budget where id = ${sql.placeholder('id')} and profits >= ${sql.placeholder('least')} and id <> ${sql.placeholder('id')} - 1000`,
      { id, least: 0 },
      ([row]) => (row ? Number(row.profits) : undefined),
    ),
  );

describe('a statement with parameters', () => {
  it('is sent as a named prepared statement, the same name for the same text', async () => {
    await one.db.transaction(async (tx) => {
      await tx.execute(sql`select profits from prepared_budget where id = ${1}`);
      await tx.execute(sql`select profits from prepared_budget where id = ${2}`);
      const named = (await preparedOnConnection(tx)).filter((p) => p.statement.includes('prepared_budget where id = $1'));
      expect(named).toHaveLength(1);
      expect(named[0]).toMatchObject({ name: expect.stringMatching(/^superliga_\d+$/), from_sql: false });
    });
  });

  it('goes unnamed once the bound of texts is reached', () => {
    const nameOf = preparedNames(2);
    expect([nameOf('select $1'), nameOf('select $1, $2'), nameOf('select $1'), nameOf('select $1, $2, $3')]).toEqual([
      'superliga_1',
      'superliga_2',
      'superliga_1',
      undefined,
    ]);
  });
});

describe('a written statement in a transaction', () => {
  it('is prepared once on the connection, then called by name, reading what its text reads', async () => {
    const first = await one.db.transaction(async (tx) => [await profitsOf(tx, 1), await preparedOnConnection(tx)] as const);
    expect(first[0]).toBe(100);
    const shape = first[1].find((p) => p.from_sql && p.statement.includes('prepared_budget'));
    // Each distinct placeholder is one parameter, in the order it first appears.
    expect(shape?.statement).toMatch(
      /^prepare superliga_shape_\d+ as select profits from prepared_budget where id = \$1 and profits >= \$2 and id <> \$1 - 1000$/,
    );

    await one.db.transaction(async (tx) => {
      const client = (tx as unknown as { session: { client: { query: (...args: unknown[]) => unknown } } }).session.client;
      const query = vi.spyOn(client, 'query');
      expect(await profitsOf(tx, 2)).toBe(250);
      expect(await profitsOf(tx, 3)).toBeUndefined();
      const sent = query.mock.calls.map(([q]) => String((q as { text?: string }).text ?? q));
      query.mockRestore();
      expect(sent).toEqual([
        expect.stringMatching(/^execute superliga_shape_\d+\('2', '0'\)$/),
        expect.stringMatching(/^execute superliga_shape_\d+\('3', '0'\)$/),
      ]);
    });
  });

  it('is prepared again by the next transaction when its PREPARE failed', async () => {
    const fresh = await openPostgres(a.url!, 1);
    try {
      // The transaction is aborted before the statement is sent: its PREPARE fails with it.
      await expect(
        fresh.db.transaction(async (tx) => {
          await tx.execute(sql`select 1 / 0`).catch(() => undefined);
          await profitsOf(tx, 1);
        }),
      ).rejects.toThrow();
      expect(await fresh.db.transaction((tx) => profitsOf(tx, 1))).toBe(100);
    } finally {
      await fresh.close();
    }
  });
});
