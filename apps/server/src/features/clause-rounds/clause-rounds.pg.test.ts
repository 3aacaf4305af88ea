import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clauseRounds, ledgerEntries, releaseClauses } from '../../db/schema';
import { TestClock } from '../../lib/clock';
import { createManager, createPlayer, expectLedgersBalanced, profitsOf } from '../../../test/factories';
import { twoAppsOnOnePostgres } from '../../../test/two-apps';
import { resolveDueRounds } from './clause-rounds.service';

/**
 * Two server processes (two apps, each with its own connection pool) on one PostgreSQL resolve
 * the same due rounds at the same moment: every round is decided once and money moves once.
 */
const MORNING = new Date('2026-11-23T11:00:00Z');
const REVEAL = new Date('2026-11-23T13:00:00Z');

const clock = new TestClock(new Date('2026-11-20T12:00:00Z'));
const { apps, databases } = twoAppsOnOnePostgres('rounds', clock);

describe('two processes resolving the same clause rounds', () => {
  it('each round is decided once: one winner, one payment, one log row', async () => {
    const db = databases[0]!.db;
    clock.set(MORNING);
    const rounds: { playerId: number; offers: { userId: number; offerId: number; total: number }[] }[] = [];
    for (let r = 0; r < 6; r++) {
      const seller = await createManager(db, 'Segunda');
      const player = await createPlayer(db, { teamId: seller.team.id, value: 10_000_000 });
      const offers = [];
      for (const extra of [1_000_000, 3_000_000 + r, 2_000_000]) {
        const m = await createManager(db, 'Primera');
        const res = await apps[r % 2]!.inject({
          method: 'POST',
          url: '/api/clausula_rescision',
          headers: { authorization: `Bearer ${m.token}` },
          payload: { id_player: player.id, id_team: seller.team.id, value: 10_000_000, extra_value: extra },
        });
        expect(res.statusCode).toBe(201);
        offers.push({ userId: m.user.id, offerId: res.json().id as number, total: 10_000_000 + extra });
      }
      rounds.push({ playerId: player.id, offers });
    }

    clock.set(REVEAL);
    const [a, b] = await Promise.all(apps.map((app) => resolveDueRounds(app.deps)));
    const resolved = [...a!, ...b!].filter((x) => x.outcome === 'resolved');
    expect(resolved).toHaveLength(6);
    expect(new Set(resolved.map((x) => x.playerId)).size).toBe(6);

    for (const r of rounds) {
      const winner = r.offers[1]!;
      const rows = await db.select().from(releaseClauses).where(eq(releaseClauses.playerId, r.playerId));
      expect(rows.filter((o) => o.confirmed === 'yes').map((o) => o.id)).toEqual([winner.offerId]);
      expect(rows.every((o) => o.active === 'no')).toBe(true);
      expect(await profitsOf(db, winner.userId)).toBe(100_000_000 - winner.total);
      for (const loser of [r.offers[0]!, r.offers[2]!]) expect(await profitsOf(db, loser.userId)).toBe(100_000_000);
      expect(await db.select().from(clauseRounds).where(eq(clauseRounds.playerId, r.playerId))).toMatchObject([
        { status: 'resolved', winnerOfferId: winner.offerId },
      ]);
    }
    const refs = rounds.map((r) => `offer:${r.offers[1]!.offerId}`);
    const [{ n }] = (await db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.reference, refs))) as [{ n: number }];
    expect(n).toBe(12);
    await expectLedgersBalanced(db);
  });
});
