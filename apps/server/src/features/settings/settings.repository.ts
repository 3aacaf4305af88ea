import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { seasons, settings } from '../../db/schema';

export async function readSettings(db: DbOrTx) {
  const rows = await db.select().from(settings);
  return Object.fromEntries(rows.map((r) => [r.key, r.value])) as Record<string, string>;
}

export async function writeSetting(db: DbOrTx, key: string, value: string) {
  await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
}

/** The current season: the newest active one. */
export async function findCurrentSeason(db: DbOrTx) {
  const rows = await db.select().from(seasons).where(eq(seasons.active, true)).orderBy(desc(seasons.startDate), desc(seasons.id)).limit(1);
  return rows[0];
}

export async function resetSequence(db: DbOrTx, table: string) {
  await db.execute(sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM ${table}), 1))`));
}
