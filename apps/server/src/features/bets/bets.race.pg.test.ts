import { BETS_MSG } from '@superliga/league';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createUser, expectLedgersBalanced, profitsOf } from '../../../test/factories';
import { userBets } from '../../db/schema';

/**
 * Stakes on one match bet on PostgreSQL (PGlite has one connection, so nothing waits there). In
 * the deadline rush every manager stakes on the same match: stakes share the bet's row, while a
 * won settlement or a deactivation, which update it, still takes turns with them.
 */
let t: TestApp;
let holder: pg.Client;
let organizer: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  if (!t.database.url) throw new Error('this test needs PostgreSQL (TEST_DATABASE_URL)');
  organizer = await createUser(t.db, { rol: 'Organizador' });
  holder = new pg.Client({ connectionString: t.database.url });
  await holder.connect();
});
afterAll(async () => {
  await holder.end();
  await t.close();
});

const createMatchBet = async () => {
  const body = { match: 'Rayo vs Norte', description: 'Fecha 9', home_odd: '2.00', away_odd: '3.00', draw_odd: '3.10', under: '1.90', over: '1.85' };
  const res = await t.request('POST', '/api/bets', { token: organizer.token, body });
  expect(res.status).toBe(201);
  return res.body as { id: number };
};
const stake = (token: string, betId: number) =>
  t.request('POST', '/api/apuesta/jugador', { token, body: { id_bet: betId, amount: 1_000_000, selected_option: 'Home' } });

/** Until `n` queries of this database wait for a row lock (a stake queued behind the holder). */
async function waitersOnLocks(n: number) {
  for (;;) {
    const res = await holder.query("select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'");
    if (res.rows[0].n >= n) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('stakes on one match bet (PostgreSQL)', () => {
  it('go through while another stake holds the bet: stakes do not queue behind each other', async () => {
    const bet = await createMatchBet();
    const bettors = await Promise.all(Array.from({ length: 6 }, () => createManager(t.db, 'Primera', { profits: 10_000_000 })));
    // What a stake in progress holds on the bet's row.
    await holder.query('begin');
    await holder.query('select id from match_bets where id = $1 for share', [bet.id]);
    try {
      const answers = await Promise.all(bettors.map((b) => stake(b.token, bet.id)));
      expect(answers.map((a) => a.status)).toEqual(bettors.map(() => 200));
    } finally {
      await holder.query('commit');
    }
    for (const b of bettors) expect(await profitsOf(t.db, b.user.id)).toBe(9_000_000);
    expect(await t.db.select().from(userBets).where(eq(userBets.betId, bet.id))).toHaveLength(6);
    await expectLedgersBalanced(t.db);
  });

  it('wait for a closing of the bet in progress and are then refused, with no money moved', async () => {
    const bet = await createMatchBet();
    const bettor = await createManager(t.db, 'Primera', { profits: 10_000_000 });
    // An Admin deactivating the bet (a won settlement updates the row the same way), not committed yet.
    await holder.query('begin');
    await holder.query("update match_bets set active = 'off' where id = $1", [bet.id]);
    const pending = stake(bettor.token, bet.id);
    await waitersOnLocks(1);
    await holder.query('commit');
    const answer = await pending;
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(BETS_MSG.betInactive);
    expect(await profitsOf(t.db, bettor.user.id)).toBe(10_000_000);
    expect(await t.db.select().from(userBets).where(eq(userBets.betId, bet.id))).toHaveLength(0);
  });
});
