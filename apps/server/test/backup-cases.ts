import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { exportDatabase, restoreDatabase, type Backup } from '../src/db/backup';
import { detectBackupFormat, dumpNative, readAnyBackup } from '../src/db/backup-native';
import type { Database, Db } from '../src/db/client';
import { createPlayer, createTeam, createUser } from './factories';

type Rows<T> = { rows: T[] };

/** Changes rows of many tables of the demo league: inserts (with their trigger-written rows), updates, deletes. */
export async function changeLeague(db: Db) {
  const { user } = await createUser(db, { name: 'Recién llegado', profits: 5_000_000 });
  const team = await createTeam(db, { name: 'Equipo nuevo', userId: user.id });
  await createPlayer(db, { name: 'Ñandú Pérez', teamId: team.id });
  await db.execute(sql`update users set name = name || ' (cambiado)' where id in (select id from users order by id limit 3)`);
  await db.execute(sql`update players set value = value + 1 where id in (select id from players order by id limit 50)`);
  await db.execute(sql`delete from transfer_players`);
  await db.execute(sql`delete from prizes`);
  await db.execute(
    sql`insert into settings (key, value) values ('link_social', 'https://example.com/') on conflict (key) do update set value = excluded.value`,
  );
}

/** Each table's rows as PostgreSQL writes them, for an exact comparison. */
export const tablesOf = async (db: Db) => (await exportDatabase(db)).tables;

/** Back up, change, restore: every table equals its state at the backup, and ids continue after it. */
export async function expectRoundTrip(db: Db) {
  const backup: Backup = JSON.parse(JSON.stringify(await exportDatabase(db)));
  expect(Object.values(backup.tables).some((rows) => rows.length > 0)).toBe(true);
  await changeLeague(db);
  expect(await tablesOf(db)).not.toEqual(backup.tables);

  await restoreDatabase(db, backup);
  expect(await tablesOf(db)).toEqual(backup.tables);
  const maxId = Math.max(...(backup.tables.players as { id: number }[]).map((p) => p.id));
  const next = (await db.execute(sql`insert into seasons (name, start_date) values ('Nueva', now()) returning id`)) as unknown as Rows<{ id: number }>;
  const seasonIds = (backup.tables.seasons as { id: number }[]).map((s) => s.id);
  expect(next.rows[0]!.id).toBeGreaterThan(Math.max(0, ...seasonIds));
  const player = await createPlayer(db, { teamId: (backup.tables.teams as { id: number }[])[0]!.id });
  expect(player.id).toBeGreaterThan(maxId);
}

/**
 * The same round trip through the engine's own file (decision 021): pg_dump's archive or PGlite's
 * data folder, read back through a scratch copy of its engine and restored over the changed league.
 */
export async function expectNativeRoundTrip(database: Database) {
  const atBackup = await tablesOf(database.db);
  const file = await dumpNative(database);
  expect(detectBackupFormat(file)).toBe(database.kind);
  await changeLeague(database.db);
  expect(await tablesOf(database.db)).not.toEqual(atBackup);

  await restoreDatabase(database.db, await readAnyBackup(file, database));
  expect(await tablesOf(database.db)).toEqual(atBackup);
}
