import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database';
import { openPostgres, type Database } from './client';

let a: Database;
beforeAll(async () => {
  a = await createTestDatabase();
});
afterAll(() => a.close());

const connections = async () => {
  const res = (await a.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database()`)) as unknown as {
    rows: { n: number }[];
  };
  return res.rows[0]!.n;
};

it("a server process's pool opens all its connections at start and keeps them", async () => {
  const before = await connections();
  const full = await openPostgres(a.url!, 3, { full: true });
  try {
    // Opened before the first request needs them, and each one LISTENs (the read cache hears its own commits).
    expect((await connections()) - before).toBe(3);
    const listening = (await a.db.execute(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and query = 'LISTEN superliga_changes'`,
    )) as unknown as { rows: { n: number }[] };
    expect(listening.rows[0]!.n).toBeGreaterThanOrEqual(3);
  } finally {
    await full.close();
  }
  // Closed connections leave pg_stat_activity a moment later.
  for (let i = 0; i < 100 && (await connections()) !== before; i++) await new Promise((r) => setTimeout(r, 50));
  const lazy = await openPostgres(a.url!, 3);
  try {
    expect((await connections()) - before).toBe(0);
  } finally {
    await lazy.close();
  }
});
