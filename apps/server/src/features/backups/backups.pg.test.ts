import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectRoundTrip } from '../../../test/backup-cases';
import { createTestDatabase } from '../../../test/database';
import { twoAppsOnOnePostgres } from '../../../test/two-apps';
import { createUser } from '../../../test/factories';
import { bootstrap } from '../../db/seed/bootstrap';
import { TestClock } from '../../lib/clock';
import { runScheduledBackup } from './backups.service';

const HOUR = 3_600_000;
const clock = new TestClock(new Date('2026-03-01T03:00:00Z'));
const two = twoAppsOnOnePostgres('backups', clock);

describe('backups on PostgreSQL', () => {
  it('two server processes take the scheduled backup exactly once per period', async () => {
    const [a, b] = two.databases;
    await createUser(a!.db, { rol: 'Admin' });
    const dir = mkdtempSync(join(tmpdir(), 'superliga-backups-pg-'));
    const config = { BACKUP_DIR: dir, BACKUP_KEEP_DAYS: 7 };
    const tick = () => Promise.all([a, b, a, b].map((d) => runScheduledBackup({ db: d!.db, clock, config }, 24)));

    expect((await tick()).filter(Boolean)).toHaveLength(1);
    clock.advance(12 * HOUR);
    expect((await tick()).filter(Boolean)).toHaveLength(0);
    clock.advance(12 * HOUR);
    expect((await tick()).filter(Boolean)).toHaveLength(1);
    expect(readdirSync(dir)).toHaveLength(2);
  });

  it('back up, change data, restore: every table equals its state at the backup', async () => {
    const database = await createTestDatabase();
    await bootstrap(database.db, { demo: true, now: new Date() });
    await expectRoundTrip(database.db);
    await database.close();
  }, 120_000);
});
