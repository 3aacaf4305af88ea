import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SEASON_ID } from '@superliga/league';
import { twoAppsOnOnePostgres } from '../../../test/two-apps';
import { createManager, createPlayer } from '../../../test/factories';
import { deadlineReminders, outbox, releaseClauses, users } from '../../db/schema';
import { TestClock } from '../../lib/clock';
import { sendDueReminders } from './reminders.service';

/** The reminders job on two processes over one PostgreSQL (docs/decisions/033-deadline-reminders.md). */

// The bootstrap season starts now, so the market opens at 16:00 (the 4 h gate).
const clock = new TestClock(new Date('2026-03-01T12:00:00Z'));
const two = twoAppsOnOnePostgres('reminders', clock);

describe('deadline reminders on PostgreSQL', () => {
  it('two processes running the job at once send each reminder once', async () => {
    const [a, b] = two.apps;
    const db = two.databases[0]!.db;
    const authors: number[] = [];
    for (let i = 0; i < 3; i++) {
      const author = await createManager(db);
      const owner = await createManager(db);
      const target = await createPlayer(db, { teamId: owner.team.id });
      await db.insert(releaseClauses).values({
        playerId: target.id,
        name: target.name,
        teamId: owner.team.id,
        createdBy: author.user.id,
        value: 5_000_000,
        totalValue: 6_000_000,
        seasonId: DEFAULT_SEASON_ID,
        revealAt: new Date('2026-03-01T16:10:00Z'),
      });
      authors.push(author.user.id);
    }
    clock.set(new Date('2026-03-01T15:30:00Z')); // the gate (16:00) and the reveals (16:10) within their 1 h lead
    const errors: unknown[] = [];
    await Promise.all([a, b, a, b].map((app) => sendDueReminders(app!.deps, (err) => errors.push(err))));
    expect(errors).toEqual([]);

    const [{ active }] = (await db
      .select({ active: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.active, true))) as [{ active: number }];
    const claims = await db.select().from(deadlineReminders);
    expect(claims).toHaveLength(active + 3);
    expect(
      claims
        .filter((c) => c.kind === 'clause.reveal')
        .map((c) => c.userId)
        .sort(),
    ).toEqual([...authors].sort());

    const notices = await db
      .select({ userId: outbox.userId, payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.kind, 'deadline.reminder'), eq(outbox.channel, 'app')));
    expect(notices).toHaveLength(claims.length);
    const keys = notices.map((n) => `${n.userId} ${(n.payload as { title: string; link: string }).title} ${(n.payload as { link: string }).link}`);
    expect(new Set(keys).size).toBe(keys.length);

    // A restart (another run later in the lead) sends nothing more.
    clock.advance(60_000);
    await Promise.all([a, b].map((app) => sendDueReminders(app!.deps, (err) => errors.push(err))));
    expect(await db.select().from(deadlineReminders)).toHaveLength(claims.length);
  });
});
