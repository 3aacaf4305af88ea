import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clauseRounds, ledgerEntries, releaseClauses } from '../../db/schema';
import { TestClock } from '../../lib/clock';
import { createManager, createPlayer, createUser, expectLedgersBalanced, profitsOf } from '../../../test/factories';
import { twoAppsOnOnePostgres } from '../../../test/two-apps';
import { resolveDueRounds } from './commands/resolve-clause-round';

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

  it('staff confirming every offer races two resolvers at the reveal, 20 rounds: every winner is the best offer, ties wait for their extension', async () => {
    const db = databases[0]!.db;
    const staff = await createUser(db, { rol: 'Organizador' });
    clock.set(MORNING);
    // Rounds 0, 5, 10, 15: the two best offers tie (the earlier must win after the extension); the others: three different totals.
    const tiedRound = (r: number) => r % 5 === 0;
    const rounds: { playerId: number; offers: { userId: number; offerId: number; total: number }[]; best: number }[] = [];
    for (let r = 0; r < 20; r++) {
      const seller = await createManager(db, 'Segunda');
      const player = await createPlayer(db, { teamId: seller.team.id, value: 10_000_000 });
      const offers = [];
      const extras = tiedRound(r) ? [1_000_000, 4_000_000, 4_000_000] : [1_000_000, 4_000_000 + r, 2_000_000];
      for (const [i, extra] of extras.entries()) {
        const m = await createManager(db, 'Primera');
        clock.set(new Date(MORNING.getTime() + i * 60_000));
        const res = await apps[(r + i) % 2]!.inject({
          method: 'POST',
          url: '/api/clausula_rescision',
          headers: { authorization: `Bearer ${m.token}` },
          payload: { id_player: player.id, id_team: seller.team.id, value: 10_000_000, extra_value: extra },
        });
        expect(res.statusCode).toBe(201);
        offers.push({ userId: m.user.id, offerId: res.json().id as number, total: 10_000_000 + extra });
      }
      rounds.push({ playerId: player.id, offers, best: 1 });
    }

    // Staff press "Confirmar" on every offer, the lowest first, through both processes, while both resolvers run.
    const race = () => {
      const confirmations = rounds.flatMap((r, n) =>
        [...r.offers]
          .sort((a, b) => a.total - b.total)
          .map((o, i) =>
            apps[(n + i) % 2]!.inject({
              method: 'POST',
              url: '/api/confirm-offer',
              headers: { authorization: `Bearer ${staff.token}` },
              payload: { offer: { id: o.offerId } },
            }),
          ),
      );
      return Promise.all([...confirmations, ...apps.map((app) => resolveDueRounds(app.deps))]);
    };
    const statuses = (answers: unknown[]) =>
      answers.filter((a): a is { statusCode: number } => typeof a === 'object' && a !== null && 'statusCode' in a).map((a) => a.statusCode);

    clock.set(REVEAL);
    const first = await race();
    expect(statuses(first).every((s) => s === 200 || s === 409)).toBe(true);
    for (const [n, r] of rounds.entries()) {
      const rows = await db.select().from(releaseClauses).where(eq(releaseClauses.playerId, r.playerId));
      if (tiedRound(n)) {
        // Nobody ended the tie: every offer still open, the round in its extension.
        expect(rows.every((o) => o.confirmed === 'no' && o.active === 'yes')).toBe(true);
        expect(await db.select().from(clauseRounds).where(eq(clauseRounds.playerId, r.playerId))).toMatchObject([{ status: 'extended' }]);
      } else {
        expect({ round: n, confirmed: rows.filter((o) => o.confirmed === 'yes').map((o) => o.id) }).toEqual({
          round: n,
          confirmed: [r.offers[r.best]!.offerId],
        });
      }
    }

    // The extensions end: the same race; the earlier of the tied offers wins.
    clock.set(new Date(REVEAL.getTime() + 3 * 3_600_000));
    const second = await race();
    expect(statuses(second).every((s) => s === 200 || s === 409)).toBe(true);
    for (const [n, r] of rounds.entries()) {
      const winner = r.offers[r.best]!;
      const rows = await db.select().from(releaseClauses).where(eq(releaseClauses.playerId, r.playerId));
      expect({ round: n, confirmed: rows.filter((o) => o.confirmed === 'yes').map((o) => o.id) }).toEqual({ round: n, confirmed: [winner.offerId] });
      expect(rows.every((o) => o.active === 'no')).toBe(true);
      expect(await profitsOf(db, winner.userId)).toBe(100_000_000 - winner.total);
      for (const loser of r.offers.filter((o) => o !== winner)) expect(await profitsOf(db, loser.userId)).toBe(100_000_000);
    }
    await expectLedgersBalanced(db);
  });
});
