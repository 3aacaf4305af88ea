import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoAppsOnOnePostgres } from '../../../test/two-apps';
import { TestClock } from '../../lib/clock';
import { runMarketJobs } from './jobs.service';

const clock = new TestClock(new Date('2026-03-01T12:00:05Z'));
const two = twoAppsOnOnePostgres('jobs', clock);

describe('scheduled jobs on PostgreSQL (decision 023)', () => {
  it('two processes ticking in the same interval record (and run) each job once', async () => {
    const [a, b] = two.apps;
    const tick = () => Promise.all([a, b, a, b].map((app) => runMarketJobs(app!.deps, () => {})));
    await tick();
    clock.advance(10_000); // the same 30 s slot
    await tick();
    clock.advance(30_000); // the next one
    await tick();
    const rows = (await two.databases[0]!.db.execute(sql`select job, count(*)::int as n from job_runs group by job order by job`)) as unknown as {
      rows: { job: string; n: number }[];
    };
    expect(rows.rows).toEqual([
      { job: 'auction-ends', n: 2 },
      { job: 'clause-rounds', n: 2 },
      { job: 'deadline-reminders', n: 2 },
      { job: 'deserted-auctions', n: 2 },
      { job: 'result-confirmations', n: 2 },
      { job: 'transfer-consents', n: 2 },
    ]);
  });
});
