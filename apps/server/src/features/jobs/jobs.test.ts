import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, jobRuns, outbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createUser } from '../../../test/factories';
import { alertStuckRounds, runMarketJobs, startOutboxSweep } from './jobs.service';

const MINUTE = 60_000;
// Offers made at 08:00 in Buenos Aires (11:00 UTC) reveal at 10:00 (13:00 UTC).
const MORNING = new Date('2026-11-23T11:00:00Z');
const REVEAL = new Date('2026-11-23T13:00:00Z');

// A backup folder that is a file: the backups job fails, as on a full or read-only disk.
const notAFolder = join(tmpdir(), `superliga-not-a-folder-${process.pid}`);
writeFileSync(notAFolder, 'x');

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp({ now: MORNING, config: { BACKUP_DIR: notAFolder } });
  admin = await createUser(t.db, { rol: 'Admin' });
});
afterAll(() => t.close());

type Row = {
  name: string;
  late: boolean;
  backlog: number;
  next_run: string;
  last_run: null | { outcome: string; error: string | null; manual: boolean; duration_ms: number | null };
};
const jobs = async () => {
  const res = await t.request('GET', '/api/jobs', { token: admin.token });
  expect(res.status).toBe(200);
  return Object.fromEntries((res.body.data as Row[]).map((r) => [r.name, r]));
};

describe("'Tareas' (decision 023)", () => {
  it('lists every job; a failed run shows its error; a job no process ran for an interval is late; run now is audited', async () => {
    const manager = await createManager(t.db);
    expect((await t.request('GET', '/api/jobs', { token: manager.token })).status).toBe(403);

    // The market clock ran once: its jobs ran ok and are on time.
    await runMarketJobs(t.app.deps, () => {});
    let list = await jobs();
    expect(Object.keys(list)).toEqual([
      'clause-rounds',
      'auction-ends',
      'deserted-auctions',
      'transfer-consents',
      'result-confirmations',
      'deadline-reminders',
      'backups',
      'outbox',
    ]);
    expect(list['clause-rounds']).toMatchObject({ late: false, backlog: 0, last_run: { outcome: 'ok', error: null, manual: false } });
    expect(list.backups!.last_run).toBeNull();

    // A failing job: the Admin runs the backups now; the run is recorded failed with its error, and audited.
    const run = await t.request('POST', '/api/jobs/backups/run', { token: admin.token });
    expect(run).toMatchObject({ status: 200, body: { message: expect.stringMatching(/^«Copias de seguridad» falló: /) } });
    list = await jobs();
    expect(list.backups!.last_run).toMatchObject({ outcome: 'failed', manual: true, error: expect.stringMatching(/ENOTDIR|EEXIST|not a directory/i) });
    const audits = await t.db.select().from(auditEntries).where(eq(auditEntries.kind, 'job.run_now'));
    expect(audits).toMatchObject([{ actorId: admin.user.id, reference: 'job:backups', after: { outcome: 'failed' } }]);
    expect((await t.request('POST', '/api/jobs/nada/run', { token: admin.token })).status).toBe(422);

    // Half an hour with no process running the market clock: its jobs are late, and a due round is backlog.
    const seller = await createManager(t.db, 'Segunda');
    const target = await createPlayer(t.db, { teamId: seller.team.id, value: 10_000_000 });
    const buyer = await createManager(t.db, 'Primera');
    const offer = await t.request('POST', '/api/clausula_rescision', {
      token: buyer.token,
      body: { id_player: target.id, id_team: seller.team.id, value: 10_000_000, extra_value: 0 },
    });
    expect(offer.status).toBe(201);
    t.clock.set(new Date(REVEAL.getTime() + 5 * MINUTE));
    list = await jobs();
    expect(list['clause-rounds']).toMatchObject({ late: true, backlog: 1 });
    expect(list['auction-ends']).toMatchObject({ late: true, backlog: 0 });
    const health = await t.request('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('ok');
    expect(health.body.scheduler.lag_seconds).toBeGreaterThan(60 * 60);
    expect(health.body.outbox_backlog).toBeGreaterThan(0);

    // Unresolved more than the minutes allowed: the Admin hears once (bell and, with Discord set, the channel).
    await alertStuckRounds(t.app.deps);
    const bell = () =>
      t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.userId, admin.user.id), eq(outbox.channel, 'app'), eq(outbox.kind, 'clause_round.ended')));
    expect(await bell()).toHaveLength(0);
    t.clock.set(new Date(REVEAL.getTime() + 11 * MINUTE));
    await alertStuckRounds(t.app.deps);
    await alertStuckRounds(t.app.deps);
    const told = await bell();
    expect(told).toHaveLength(1);
    expect(JSON.stringify(told[0]!.payload)).toContain(target.name);

    // The clock runs again: the round is resolved, the jobs are on time.
    await runMarketJobs(t.app.deps, () => {});
    list = await jobs();
    expect(list['clause-rounds']).toMatchObject({ late: false, backlog: 0, last_run: { outcome: 'ok' } });
  });

  it('a run is claimed per slot: a second tick in the same interval records and runs nothing', async () => {
    const before = (await t.db.select().from(jobRuns).where(eq(jobRuns.job, 'deserted-auctions'))).length;
    t.clock.set(new Date(REVEAL.getTime() + 60 * MINUTE));
    await runMarketJobs(t.app.deps, () => {});
    t.clock.set(new Date(REVEAL.getTime() + 60 * MINUTE + 10_000));
    await runMarketJobs(t.app.deps, () => {});
    expect((await t.db.select().from(jobRuns).where(eq(jobRuns.job, 'deserted-auctions'))).length).toBe(before + 1);
  });

  it("the outbox sweep records its runs for 'Tareas' (the worker's own turns are not runs)", async () => {
    t.clock.set(new Date(REVEAL.getTime() + 120 * MINUTE));
    const before = (await jobs()).outbox!.last_run;
    expect(before?.manual ?? true).toBe(true);
    const sweep = startOutboxSweep(t.app.deps, { repeat: false });
    await sweep.first;
    await sweep.stop();
    expect((await jobs()).outbox).toMatchObject({ late: false, last_run: { outcome: 'ok', manual: false } });
    // Once per slot across processes: a second process's sweep in the same minute records nothing.
    const runs = async () => (await t.db.select().from(jobRuns).where(eq(jobRuns.job, 'outbox'))).length;
    const recorded = await runs();
    await startOutboxSweep(t.app.deps, { repeat: false }).first;
    expect(await runs()).toBe(recorded);
  });
});
