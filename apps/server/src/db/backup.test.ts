import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bootstrap } from './seed/bootstrap';
import { exportDatabase, importDatabase } from './backup';
import { createTestDatabase } from '../../test/database';
import { ledgerSum } from '../../test/factories';

const counts = async (db: Parameters<typeof exportDatabase>[0]) => {
  const res = (await db.execute(
    sql`select (select count(*) from users)::int u, (select count(*) from players)::int p, (select count(*) from ledger_entries)::int l, (select sum(profits) from users)::bigint m`,
  )) as unknown as { rows: Record<string, unknown>[] };
  return res.rows[0];
};

describe('backup and restore', () => {
  it('round-trips the demo league into a fresh database, ids, money and sequences included', async () => {
    const source = await createTestDatabase();
    await bootstrap(source.db, { demo: true, now: new Date() });
    const backup = await exportDatabase(source.db);
    const before = await counts(source.db);

    const target = await createTestDatabase();
    await bootstrap(target.db, { demo: false, now: new Date() });
    await importDatabase(target.db, JSON.parse(JSON.stringify(backup)));
    expect(await counts(target.db)).toEqual(before);
    expect(await ledgerSum(target.db, 3)).toBe(150_000_000);
    // Sequences continue after the restored ids.
    const next = (await target.db.execute(sql`insert into seasons (name, start_date) values ('Nueva', now()) returning id`)) as unknown as {
      rows: { id: number }[];
    };
    expect(next.rows[0]!.id).toBeGreaterThan(57);
    await expect(importDatabase(target.db, backup)).rejects.toThrow('La base de destino no está vacía.');
    await source.close();
    await target.close();
  });
});
