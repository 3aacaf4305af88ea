import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, matches, userBets } from '../../db/schema';
import { TestClock } from '../../lib/clock';
import { createManager, createSeason, createTeam, createUser, expectLedgersBalanced, profitsOf } from '../../../test/factories';
import { twoAppsOnOnePostgres } from '../../../test/two-apps';
import { settleBetsForMatch } from './fixture-settlement';

/**
 * Two processes over one PostgreSQL make the same result final at once (the confirm path and a
 * staff load, or two confirmations): each runs settleBetsForMatch in its own transaction, and
 * every stake is settled and paid once (docs/decisions/028-bets-from-results-and-reminders.md).
 */
const clock = new TestClock(new Date('2026-11-20T12:00:00Z'));
const { apps, databases } = twoAppsOnOnePostgres('fixturebets', clock);

describe('two settlements of one match racing on two processes', () => {
  it('pays every winning stake once', async () => {
    const db = databases[0]!.db;
    const admin = await createUser(db, { rol: 'Admin' });
    const season = await createSeason(db);
    const homeTeam = await createTeam(db);
    const awayTeam = await createTeam(db);
    const tournament = await apps[0]!.inject({
      method: 'POST',
      url: '/api/tournaments',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { name: 'Liga', start_date: '2026-08-01', end_date: '2027-05-30', season_id: season.id, type: 'PD' },
    });
    expect(tournament.statusCode).toBe(201);
    const [match] = await db
      .insert(matches)
      .values({ teamHomeId: homeTeam.id, teamAwayId: awayTeam.id, tournamentId: tournament.json().id, scoreHome: 3, scoreAway: 1, stage: 1, status: 'pending' })
      .returning();
    const created = await apps[0]!.inject({
      method: 'POST',
      url: '/api/bets',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { match: 'Local vs Visita', home_odd: '2.00', away_odd: '3.00', draw_odd: '3.10', under: '1.90', over: '1.50', match_id: match!.id },
    });
    expect(created.statusCode).toBe(201);
    const betId = created.json().id as number;
    const bettors = await Promise.all(Array.from({ length: 8 }, () => createManager(db, 'Primera', { profits: 10_000_000 })));
    for (const [i, b] of bettors.entries()) {
      const staked = await apps[i % 2]!.inject({
        method: 'POST',
        url: '/api/apuesta/jugador',
        headers: { authorization: `Bearer ${b.token}` },
        payload: { id_bet: betId, amount: 1_000_000, selected_option: ['Home', 'Over', 'Away', 'Under'][i % 4] },
      });
      expect(staked.statusCode).toBe(200);
    }
    // The result becomes final; then both processes settle it at once.
    await db.update(matches).set({ status: 'completed', resultState: 'confirmed', confirmedAt: clock.now() }).where(eq(matches.id, match!.id));
    const settled = await Promise.all(databases.map((d) => d.db.transaction((tx) => settleBetsForMatch(tx, match!.id, clock.now()))));
    expect(settled.reduce((n, s) => n + s, 0)).toBe(8);
    for (const [i, b] of bettors.entries()) {
      const expected = [9_000_000 + 2_000_000, 9_000_000 + 1_500_000, 9_000_000, 9_000_000][i % 4];
      expect(await profitsOf(db, b.user.id)).toBe(expected);
      const payouts = await db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, b.user.id), eq(ledgerEntries.kind, 'bet_payout')));
      expect(payouts).toHaveLength(i % 4 < 2 ? 1 : 0);
    }
    expect((await db.select().from(userBets).where(eq(userBets.betId, betId))).every((r) => r.confirmed === 'yes')).toBe(true);
    await expectLedgersBalanced(db);
  });
});
