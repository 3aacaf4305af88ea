import { existsSync, readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_MSG } from '@superliga/league';
import { legacyMappings, teams, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createUser } from '../../../test/factories';
import { TEST_MYSQL_URL } from '../../../test/legacy/mysql';
import { OLD_DUMP } from '../../../test/legacy/old-app-dump';

// The uploaded dump is loaded into a scratch database on the MariaDB at 127.0.0.1:3306 (decision 018).
let t: TestApp;
let admin: string;
let manager: string;

beforeAll(async () => {
  t = await createTestApp({ config: { LEGACY_MYSQL_URL: TEST_MYSQL_URL } });
  admin = (await createUser(t.db, { rol: 'Admin' })).token;
  manager = (await createUser(t.db, { rol: 'Manager Primera' })).token;
});
afterAll(() => t.close());

const upload = { file_name: 'superliga-vieja.sql', dump: `-- MySQL dump\nCREATE DATABASE IF NOT EXISTS \`superliga\`;\nUSE \`superliga\`;\n${OLD_DUMP}` };

async function scratchDatabases() {
  const c = await mysql.createConnection({ uri: TEST_MYSQL_URL });
  // Only this process's scratch databases: other test files may be loading theirs right now.
  const [rows] = await c.query(`SHOW DATABASES LIKE 'superliga\\_scratch\\_${process.pid}\\_%'`);
  await c.end();
  return (rows as unknown[]).length;
}

describe('POST /api/legacy-import/dry-run and /apply', () => {
  it('only the Admin imports, and only a .sql dump', async () => {
    expect((await t.request('POST', '/api/legacy-import/dry-run', { token: manager, body: upload })).status).toBe(403);
    const wrong = await t.request('POST', '/api/legacy-import/dry-run', { token: admin, body: { file_name: 'equipos.csv', dump: 'a,b' } });
    expect(wrong).toMatchObject({ status: 422, body: { errors: { file_name: [LEGACY_MSG.notSqlDump] } } });
  });

  it('a dump MariaDB cannot load is a 422 with nothing left behind', async () => {
    const res = await t.request('POST', '/api/legacy-import/apply', {
      token: admin,
      body: { file_name: 'rota.sql', dump: 'CREATE TABLE users (id int; INSERT nonsense' },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toContain(LEGACY_MSG.dumpFailed);
    expect(await scratchDatabases()).toBe(0);
  });

  it('the dry run reports on the uploaded dump, writes nothing and drops its scratch database', async () => {
    const before = await t.db.select().from(teams);
    const res = await t.request('POST', '/api/legacy-import/dry-run', { token: admin, body: upload });
    expect(res.status).toBe(200);
    expect(res.body.applied).toBe(false);
    expect(res.body.report.tables.find((r: { table: string }) => r.table === 'teams')).toMatchObject({ found: 5, create: 4, linked: 1 });
    expect(res.body.report.review.teams.map((r: { legacy_id: number }) => r.legacy_id)).toEqual([10, 11, 12, 13, 61]);
    expect(await t.db.select().from(teams)).toEqual(before);
    expect(await scratchDatabases()).toBe(0);
  });

  it('a mapping correction names one of ours (or none); an unknown one is refused', async () => {
    const bad = await t.request('PUT', '/api/legacy-import/mappings', { token: admin, body: { kind: 'team', legacy_id: 12, target_id: 999999 } });
    expect(bad).toMatchObject({ status: 422, body: { errors: { target_id: [LEGACY_MSG.unknownTargetTeam] } } });
    const free = (await t.db.select().from(teams).where(eq(teams.name, 'Agentes libres')))[0]!;
    const ok = await t.request('PUT', '/api/legacy-import/mappings', { token: admin, body: { kind: 'team', legacy_id: 12, target_id: free.id } });
    expect(ok).toMatchObject({ status: 200, body: { message: LEGACY_MSG.mappingSaved } });
    const undo = await t.request('PUT', '/api/legacy-import/mappings', { token: admin, body: { kind: 'team', legacy_id: 12, target_id: null } });
    expect(undo.status).toBe(200);
    expect(await t.db.select().from(legacyMappings)).toMatchObject([{ kind: 'team', legacyId: 12, targetId: null }]);
  });

  it('the apply imports once; a second upload of the same dump changes nothing', async () => {
    const dir = t.app.deps.config.BACKUP_DIR;
    const backupsBefore = () => (existsSync(dir) ? readdirSync(dir).filter((f) => f.includes('-before-legacy-import')).length : 0);
    const backupsAtStart = backupsBefore();
    const first = await t.request('POST', '/api/legacy-import/apply', { token: admin, body: upload });
    expect(first.status).toBe(200);
    // The league as it was went to a backup first (decision 020).
    expect(backupsBefore()).toBe(backupsAtStart + 1);
    expect(first.body.applied).toBe(true);
    expect((await t.db.select().from(users).where(eq(users.legacyId, 2)))[0]).toMatchObject({ name: 'Beto' });
    const second = await t.request('POST', '/api/legacy-import/apply', { token: admin, body: upload });
    expect(second.body.report.tables.every((r: { create: number; linked: number }) => r.create === 0 && r.linked === 0)).toBe(true);
    expect(await scratchDatabases()).toBe(0);
  });
});
