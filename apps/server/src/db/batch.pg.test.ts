import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { runInOrder, statement } from './batch';
import { openPostgres, type Database, type Tx } from './client';

/**
 * On a PostgreSQL server the statements travel in one round trip, and a statement that follows a
 * lock still sees what the lock's holder committed while it waited (its own snapshot): the budget
 * check (lock, then what is committed) depends on it.
 */
let a: Database;
let b: Database;
beforeAll(async () => {
  a = await createTestDatabase();
  b = await openPostgres(a.url!, 2);
  await a.db.execute(sql`create table batch_budget (id int primary key, profits bigint)`);
  await a.db.execute(sql`create table batch_commitment (user_id int, amount bigint)`);
  await a.db.execute(sql`insert into batch_budget values (1, 100)`);
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const lockThenSum = (tx: Tx) =>
  runInOrder(tx, [
    statement(sql`select profits from batch_budget where id = ${1} for no key update`, ([row]) => Number(row!.profits)),
    statement(sql`select coalesce(sum(amount), 0) as sum from batch_commitment where user_id = ${1}`, ([row]) => Number(row!.sum)),
  ] as const);

it('sends the statements in one round trip', async () => {
  await b.db.transaction(async (tx) => {
    const client = (tx as unknown as { session: { client: { query: (...args: unknown[]) => unknown } } }).session.client;
    const query = vi.spyOn(client, 'query');
    expect(await lockThenSum(tx)).toEqual([100, 0]);
    expect(query).toHaveBeenCalledTimes(1);
    query.mockRestore();
  });
});

it('reads, after waiting for a lock, what its holder committed meanwhile', async () => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let locked!: () => void;
  const isLocked = new Promise<void>((r) => (locked = r));
  const holder = a.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from batch_budget where id = 1 for no key update`);
    await tx.execute(sql`insert into batch_commitment values (1, 30)`);
    locked();
    await held;
  });
  await isLocked;
  const waiter = b.db.transaction((tx) => lockThenSum(tx));
  // The waiter has sent its statements and is blocked on the row; then the holder commits.
  await new Promise((r) => setTimeout(r, 200));
  release();
  await holder;
  expect(await waiter).toEqual([100, 30]);
});
