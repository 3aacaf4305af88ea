import { chmodSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@superliga/league';
import { expectNativeRoundTrip, expectRoundTrip, tablesOf } from '../../../test/backup-cases';
import { createTestDatabase } from '../../../test/database';
import { twoAppsOnOnePostgres } from '../../../test/two-apps';
import { createUser } from '../../../test/factories';
import { bootstrap } from '../../db/seed/bootstrap';
import { TestClock } from '../../lib/clock';
import { dumpNative, readAnyBackup } from '../../db/backup-native';
import { restoreDatabase } from '../../db/backup';
import { openPglite, pgliteExtensions } from '../../db/client';
import { runScheduledBackup, takeBackup } from './backups.service';

const HOUR = 3_600_000;
const clock = new TestClock(new Date('2026-03-01T03:00:00Z'));
const two = twoAppsOnOnePostgres('backups', clock);

describe('backups on PostgreSQL', () => {
  it('two server processes take the scheduled backup exactly once per period', async () => {
    const [a, b] = two.databases;
    await createUser(a!.db, { rol: 'Admin' });
    const dir = mkdtempSync(join(tmpdir(), 'superliga-backups-pg-'));
    const config = { BACKUP_DIR: dir, BACKUP_KEEP_DAYS: 7 };
    const tick = () => Promise.all([a, b, a, b].map((d) => runScheduledBackup({ database: d!, clock, config }, 24)));

    expect((await tick()).filter(Boolean)).toHaveLength(1);
    clock.advance(12 * HOUR);
    expect((await tick()).filter(Boolean)).toHaveLength(0);
    clock.advance(12 * HOUR);
    expect((await tick()).filter(Boolean)).toHaveLength(1);
    expect(readdirSync(dir)).toHaveLength(2);
    expect(readdirSync(dir).every((name) => name.endsWith('-daily.dump'))).toBe(true);
  });

  it('back up, change data, restore: every table equals its state at the backup', async () => {
    const database = await createTestDatabase();
    await bootstrap(database.db, { demo: true, now: new Date() });
    await expectRoundTrip(database.db);
    await database.close();
  }, 120_000);

  it("pg_dump's archive: back up, change data, restore through a scratch database, every table equals its state at the backup", async () => {
    const database = await createTestDatabase();
    await bootstrap(database.db, { demo: true, now: new Date() });
    await expectNativeRoundTrip(database);
    // The scratch database is gone afterwards.
    const left = (await database.db.execute(sql`select count(*)::int as n from pg_database where datname like 'superliga_restore_%'`)) as unknown as {
      rows: { n: number }[];
    };
    expect(left.rows[0]!.n).toBe(0);
    await database.close();
  }, 120_000);

  it('without a pg_dump as new as the server, the backup says why and is written in the portable format', async () => {
    const database = await createTestDatabase();
    await createUser(database.db, { rol: 'Admin' });
    const dir = mkdtempSync(join(tmpdir(), 'superliga-backups-fallback-'));
    const warnings: string[] = [];
    const deps = { database, clock, warn: (m: string) => warnings.push(m) };

    const missing = await takeBackup({ ...deps, config: { BACKUP_DIR: dir, BACKUP_KEEP_DAYS: 7, PG_BIN_DIR: join(dir, 'no-existe') } }, 'manual');
    expect(missing).toMatchObject({ format: 'portable', name: expect.stringMatching(/-manual\.json\.gz$/) });
    expect(warnings).toEqual([MSG.backupFallbackToPortable(MSG.backupPgDumpMissing)]);

    // A pg_dump of an older major version than the server's.
    const bin = mkdtempSync(join(tmpdir(), 'superliga-old-pg-dump-'));
    writeFileSync(join(bin, 'pg_dump'), '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n');
    chmodSync(join(bin, 'pg_dump'), 0o755);
    const server = (await database.db.execute(sql`select current_setting('server_version_num')::int / 10000 as v`)) as unknown as { rows: { v: number }[] };
    const old = await takeBackup({ ...deps, config: { BACKUP_DIR: dir, BACKUP_KEEP_DAYS: 7, PG_BIN_DIR: bin } }, 'daily');
    expect(old.format).toBe('portable');
    expect(warnings[1]).toBe(MSG.backupFallbackToPortable(MSG.backupPgDumpTooOld(9, server.rows[0]!.v)));
    await database.close();
  }, 120_000);

  it("a league moves from the embedded database to PostgreSQL with PGlite's own file", async () => {
    const embedded = await openPglite(await PGlite.create({ extensions: pgliteExtensions() }));
    await embedded.migrate();
    await bootstrap(embedded.db, { demo: true, now: new Date() });
    const file = await dumpNative(embedded);
    const expected = await tablesOf(embedded.db);
    await embedded.close();

    const server = await createTestDatabase();
    await restoreDatabase(server.db, await readAnyBackup(file, server));
    expect(await tablesOf(server.db)).toEqual(expected);
    await server.close();
  }, 180_000);
});
