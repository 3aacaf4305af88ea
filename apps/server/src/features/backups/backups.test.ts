import { mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MSG } from '@superliga/league';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { changeLeague, tablesOf } from '../../../test/backup-cases';
import { createTestDatabase } from '../../../test/database';
import { createUser } from '../../../test/factories';
import { encodeBackup, exportDatabase, knownMigrations } from '../../db/backup';
import { BACKUP_EXTENSIONS, detectBackupFormat, dumpNative, readAnyBackup } from '../../db/backup-native';
import type { Database } from '../../db/client';
import { bootstrap } from '../../db/seed/bootstrap';
import { TestClock } from '../../lib/clock';
import { backupBefore, migrateWithBackup, runScheduledBackup, takeBackup } from './backups.service';

const HOUR = 3_600_000;
let t: TestApp;
let admin: string;
let manager: string;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'superliga-backups-test-'));
  t = await createTestApp({ demo: true, config: { BACKUP_DIR: dir, BACKUP_KEEP_DAYS: 7 } });
  admin = (await createUser(t.db, { rol: 'Admin' })).token;
  manager = (await createUser(t.db, { rol: 'Manager Primera' })).token;
}, 60_000);
afterAll(() => t.close());

/** The file ending of this engine's own backups (the suite runs on PGlite and on PostgreSQL). */
const native = () => BACKUP_EXTENSIONS[t.database.kind].replaceAll('.', '\\.');
const readFile = (bytes: Buffer) => readAnyBackup(bytes, t.database);

const upload = (token: string, payload: Buffer) =>
  t.app.inject({ method: 'POST', url: '/api/backups/restore', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/gzip' }, payload });

describe('backups from the Admin screen', () => {
  it("the Admin takes one now in the engine's own format, sees it listed with its reason, kind and size, and downloads the same file", async () => {
    const created = await t.request('POST', '/api/backups', { token: admin });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ reason: 'manual', format: t.database.kind, created_at: t.clock.now().toISOString() });
    expect(created.body.name).toMatch(new RegExp(`-manual${native()}$`));
    expect(created.body.size).toBeGreaterThan(1000);
    const list = await t.request('GET', '/api/backups', { token: admin });
    expect(list.body.backups[0]).toEqual(created.body);

    const file = await t.app.inject({ method: 'GET', url: `/api/backups/${created.body.name}`, headers: { authorization: `Bearer ${admin}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${created.body.name}"`);
    expect(file.rawPayload.length).toBe(created.body.size);
    expect(detectBackupFormat(file.rawPayload)).toBe(t.database.kind);
    expect((await readFile(file.rawPayload)).tables.users!.length).toBeGreaterThan(5);
  }, 120_000);

  it('only the Admin: a manager gets a 403, and a name outside the folder is a 404', async () => {
    expect((await t.request('GET', '/api/backups', { token: manager })).status).toBe(403);
    expect((await t.request('POST', '/api/backups', { token: manager })).status).toBe(403);
    expect((await upload(manager, Buffer.from('x'))).statusCode).toBe(403);
    expect((await t.request('GET', '/api/backups/..%2F..%2Fetc%2Fpasswd', { token: admin })).status).toBe(404);
  }, 120_000);

  it("restoring the engine's own file backs up the current state first and brings every table back", async () => {
    const taken = await t.request('POST', '/api/backups', { token: admin });
    const atBackup = await tablesOf(t.db);
    const file = readFileSync(join(dir, taken.body.name));
    await changeLeague(t.db);
    const changed = await tablesOf(t.db);

    const res = await upload(admin, file);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ format: t.database.kind, restored_from: null });
    expect(res.json().backup_before).toMatch(new RegExp(`-before-restore${native()}$`));
    // Every table as it was, and the log with one more entry: the restore itself (docs/decisions/022-audit-log.md).
    const { audit_entries: log, ...restored } = await tablesOf(t.db);
    const { audit_entries: logAtBackup, ...tablesAtBackup } = atBackup;
    expect(restored).toEqual(tablesAtBackup);
    expect(log).toEqual([...logAtBackup!, expect.objectContaining({ kind: 'backup.restored', actor_job: null })]);
    // The backup taken first holds the state the restore replaced.
    expect((await readFile(readFileSync(join(dir, res.json().backup_before)))).tables).toEqual(changed);
    // Reads served from memory before the restore are not served after it.
    const users = await t.request('GET', '/api/users', { token: admin });
    expect(users.body.data.map((u: { name: string }) => u.name)).not.toContain('Recién llegado');
  }, 120_000);

  it('the portable file (npm run backup -- --portable) is written on request and restores too', async () => {
    const portable = await takeBackup({ ...t, config: { BACKUP_DIR: dir, BACKUP_KEEP_DAYS: 7 } }, 'manual', { portable: true });
    expect(portable).toMatchObject({ format: 'portable', name: expect.stringMatching(/-manual\.json\.gz$/) });
    const file = readFileSync(join(dir, portable.name));
    const atBackup = (await exportDatabase(t.db)).tables;
    await changeLeague(t.db);

    const res = await upload(admin, file);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ format: 'portable', restored_from: portable.created_at });
    // Every table as it was, and the log with one more entry: the restore itself (docs/decisions/022-audit-log.md).
    const { audit_entries: log, ...restored } = await tablesOf(t.db);
    const { audit_entries: logAtBackup, ...tablesAtBackup } = atBackup;
    expect(restored).toEqual(tablesAtBackup);
    expect(log).toEqual([...logAtBackup!, expect.objectContaining({ kind: 'backup.restored' })]);
  }, 120_000);

  it('refuses a file from a newer schema with a clear Spanish message, changes nothing and backs nothing up', async () => {
    const backup = await exportDatabase(t.db);
    const before = await tablesOf(t.db);
    const files = readdirSync(dir).length;
    const res = await upload(admin, encodeBackup({ ...backup, schema: { migration: '9999_futuro', when: backup.schema!.when + 1 }, tables: {} }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MSG.backupFromNewerSchema('9999_futuro', backup.schema!.migration));
    expect(await tablesOf(t.db)).toEqual(before);
    expect(readdirSync(dir)).toHaveLength(files);
  }, 120_000);

  it("refuses the engine's own file from a newer schema the same way", async () => {
    // A league one migration ahead of this code, backed up in its engine's own format.
    const ahead = await createTestDatabase();
    const last = knownMigrations().at(-1)!;
    await ahead.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('futuro', ${last.when + 1})`);
    const file = await dumpNative(ahead);
    await ahead.close();
    const before = await tablesOf(t.db);

    const res = await upload(admin, file);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MSG.backupFromNewerSchema(`desconocida (${last.when + 1})`, last.tag));
    expect(await tablesOf(t.db)).toEqual(before);
  }, 120_000);

  it("refuses the engine's own file of a database that is not a league (no migrations of ours): nothing is emptied", async () => {
    const other = await createTestDatabase();
    await other.db.execute(sql`delete from drizzle.__drizzle_migrations`);
    const file = await dumpNative(other);
    await other.close();
    const before = await tablesOf(t.db);

    const res = await upload(admin, file);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MSG.backupNotABackup);
    expect(await tablesOf(t.db)).toEqual(before);
  }, 120_000);

  it('a PostgreSQL archive needs a server to be read; a damaged one is refused and nothing changes', async () => {
    const before = await tablesOf(t.db);
    const res = await upload(admin, Buffer.from('PGDMP esto no es un archivo de pg_dump', 'latin1'));
    expect(res.statusCode).toBe(422);
    if (t.database.kind === 'pglite') expect(res.json().message).toBe(MSG.backupPostgresNeedsServer);
    else expect(res.json().message).toMatch(/^pg_restore no pudo leer la copia y no se cambió nada: /);
    expect(await tablesOf(t.db)).toEqual(before);
  }, 120_000);

  it('refuses an upload that is not a backup, or none, with a 422', async () => {
    const notBackup = await upload(admin, Buffer.from('no soy una copia'));
    expect(notBackup.statusCode).toBe(422);
    expect(notBackup.json().message).toBe(MSG.backupNotABackup);
    const empty = await t.request('POST', '/api/backups/restore', { token: admin });
    expect(empty.status).toBe(422);
  }, 120_000);
});

describe('scheduled and automatic backups', () => {
  it('the scheduled backup is taken once per period, and old backups are removed after the days kept', async () => {
    const own = mkdtempSync(join(tmpdir(), 'superliga-backups-daily-'));
    const clock = new TestClock(new Date('2026-03-01T03:00:00Z'));
    const deps = { database: t.database, clock, config: { BACKUP_DIR: own, BACKUP_KEEP_DAYS: 2 } };
    const old = join(own, 'superliga-2026-02-20T03-00-00-000Z-daily.json.gz');
    writeFileSync(old, 'viejo');
    utimesSync(old, new Date('2026-02-20T03:00:00Z'), new Date('2026-02-20T03:00:00Z'));
    await t.db.execute(sql`delete from settings where key = 'backup_scheduled_at'`);

    expect(await runScheduledBackup(deps, 24)).toMatchObject({ reason: 'daily', created_at: '2026-03-01T03:00:00.000Z' });
    clock.advance(23 * HOUR);
    expect(await runScheduledBackup(deps, 24)).toBeNull();
    clock.advance(HOUR);
    expect(await runScheduledBackup(deps, 24)).toMatchObject({ created_at: '2026-03-02T03:00:00.000Z' });
    const ext = BACKUP_EXTENSIONS[t.database.kind];
    expect(readdirSync(own).sort()).toEqual([`superliga-2026-03-01T03-00-00-000Z-daily${ext}`, `superliga-2026-03-02T03-00-00-000Z-daily${ext}`]);
  }, 120_000);

  it('backupBefore writes a backup named by its reason, and none for an empty league', async () => {
    const own = mkdtempSync(join(tmpdir(), 'superliga-backups-before-'));
    const deps = { database: t.database, clock: t.clock, config: { BACKUP_DIR: own, BACKUP_KEEP_DAYS: 7 } };
    expect((await backupBefore(deps, 'legacy-import'))!.name).toMatch(new RegExp(`-before-legacy-import${native()}$`));
    const empty = await createTestDatabase();
    expect(await backupBefore({ ...deps, database: empty }, 'import')).toBeNull();
    await empty.close();
  }, 120_000);

  it('a migration on a league with data is preceded by a backup; no pending migration, no backup', async () => {
    const own = mkdtempSync(join(tmpdir(), 'superliga-backups-migration-'));
    const database = await createTestDatabase();
    await bootstrap(database.db, { demo: false, now: new Date() });
    await createUser(database.db, { rol: 'Admin' });
    const deps = { clock: t.clock, config: { BACKUP_DIR: own, BACKUP_KEEP_DAYS: 7 } };
    await migrateWithBackup(database, deps);
    expect(readdirSync(own)).toEqual([]);
    // The last migration forgotten: it is pending again. Only the step before the migrator runs (a
    // real migration applied twice would fail on what it already created, and is not the point).
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    const hookOnly: Database = { ...database, migrate: async (_andThen, before) => void (await before?.()) };
    await migrateWithBackup(hookOnly, deps);
    expect(readdirSync(own)).toHaveLength(1);
    expect(readdirSync(own)[0]).toMatch(new RegExp(`-before-migration${BACKUP_EXTENSIONS[database.kind].replaceAll('.', '\\.')}$`));
    await database.close();
  }, 120_000);
});
