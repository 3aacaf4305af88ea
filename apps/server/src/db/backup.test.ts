import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '@superliga/league';
import { bootstrap } from './seed/bootstrap';
import { BACKUP_TABLES, decodeBackup, encodeBackup, exportDatabase, knownMigrations, restoreDatabase, schemaVersion } from './backup';
import type { Database } from './client';
import { createTestDatabase } from '../../test/database';
import { expectNativeRoundTrip, expectRoundTrip, tablesOf } from '../../test/backup-cases';
import { detectBackupFormat } from './backup-native';
import { ledgerSum } from '../../test/factories';

let open: Database[] = [];
const fresh = async (demo: boolean) => {
  const database = await createTestDatabase();
  open.push(database);
  await bootstrap(database.db, { demo, now: new Date() });
  return database;
};
afterEach(async () => {
  for (const d of open) await d.close();
  open = [];
});

describe('backup and restore', () => {
  it('backs up every table of the migrated database (a table left out of the list fails here)', async () => {
    const { db } = await fresh(false);
    const res = (await db.execute(
      sql`select table_name as t from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    )) as unknown as {
      rows: { t: string }[];
    };
    const inDatabase = res.rows.map((r) => r.t).sort();
    expect([...BACKUP_TABLES].sort()).toEqual(inDatabase);
    expect(Object.keys((await exportDatabase(db)).tables).sort()).toEqual(inDatabase);
  });

  it('records the schema version: the last migration applied', async () => {
    const { db } = await fresh(false);
    const last = knownMigrations().at(-1)!;
    expect(await schemaVersion(db)).toEqual({ migration: last.tag, when: last.when });
    expect((await exportDatabase(db)).schema).toEqual({ migration: last.tag, when: last.when });
  });

  it('back up, change data, restore: every table equals its state at the backup', async () => {
    const { db } = await fresh(true);
    await expectRoundTrip(db);
  }, 120_000);

  it("the engine's own file: back up, change data, restore, every table equals its state at the backup", async () => {
    await expectNativeRoundTrip(await fresh(true));
  }, 120_000);

  it('moves a league into another database, money and sequences included', async () => {
    const source = await fresh(true);
    const file = encodeBackup(await exportDatabase(source.db));
    const target = await fresh(false);
    await restoreDatabase(target.db, decodeBackup(file));
    expect(await tablesOf(target.db)).toEqual(await tablesOf(source.db));
    expect(await ledgerSum(target.db, 3)).toBe(150_000_000);
  }, 120_000);

  it('refuses a file from a newer schema with a clear message, changing nothing', async () => {
    const { db } = await fresh(true);
    const backup = await exportDatabase(db);
    const before = await tablesOf(db);
    const newer = { ...backup, schema: { migration: '9999_from_the_future', when: backup.schema!.when + 1 }, tables: { ...backup.tables, users: [] } };
    const refusal = await restoreDatabase(db, newer).catch((err: unknown) => err);
    expect(refusal).toMatchObject({ statusCode: 422, message: MSG.backupFromNewerSchema('9999_from_the_future', backup.schema!.migration) });
    expect(await tablesOf(db)).toEqual(before);
  });

  it('tells the formats apart by their first bytes, not by a name', () => {
    expect(detectBackupFormat(Buffer.from('PGDMP\x01\x0e\x00', 'latin1'))).toBe('postgres');
    expect(detectBackupFormat(encodeBackup({ format: 'superliga-backup', version: 2, created_at: '', tables: {} }))).toBe('portable');
    const tarHeader = Buffer.alloc(512);
    tarHeader.write('ustar', 257, 'latin1');
    expect(detectBackupFormat(gzipSync(tarHeader))).toBe('pglite');
    expect(detectBackupFormat(gzipSync('hola'))).toBeNull();
    expect(detectBackupFormat(Buffer.from('hola'))).toBeNull();
  });

  it('refuses a file that is not a backup', () => {
    expect(() => decodeBackup(Buffer.from('hola'))).toThrow(MSG.backupNotABackup);
    expect(() => decodeBackup(encodeBackup({ format: 'otra-cosa' } as never))).toThrow(MSG.backupNotABackup);
  });
});
