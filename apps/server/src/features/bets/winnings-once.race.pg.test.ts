import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, userBets } from '../../db/schema';
import { TestClock } from '../../lib/clock';
import { createManager, createUser, expectLedgersBalanced, profitsOf } from '../../../test/factories';
import { twoAppsOnOnePostgres } from '../../../test/two-apps';

/**
 * The documents' bet confirmation on two server processes over one PostgreSQL: the confirmation
 * (no body, match bet and user in the path) and the bettor's whole budget plus the winnings
 * (PUT /users/{id}, as loaded from GET /users) race; the bettor is paid once (docs/decisions/017).
 */
const clock = new TestClock(new Date('2026-11-20T12:00:00Z'));
const { apps, databases } = twoAppsOnOnePostgres('winnings', clock);

type App = (typeof apps)[number];
const call = async (app: App, token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
  const res = await app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json() };
};

describe("the documents' confirmation and budget write racing on two processes", () => {
  it('every bettor is paid once, whichever process gets which request', async () => {
    const db = databases[0]!.db;
    const admin = await createUser(db, { rol: 'Admin' });
    const odds = { home_odd: '2.10', away_odd: '3.00', draw_odd: '3.10', under: '1.90', over: '1.85' };
    const created = await call(apps[0]!, admin.token, 'POST', '/api/bets', { match: 'Rayo vs Norte', description: 'Fecha 9', ...odds });
    expect(created.status).toBe(201);
    const matchId = created.body.id as number;
    const bettors = await Promise.all(Array.from({ length: 8 }, () => createManager(db, 'Primera', { profits: 10_000_000 })));
    for (const b of bettors) {
      const staked = await call(apps[0]!, b.token, 'POST', '/api/apuesta/jugador', {
        id_user: b.user.id,
        id_bet: matchId,
        amount: 1_000_000,
        selected_option: 2.1,
        id_playerbet: '',
      });
      expect(staked.status).toBe(200);
    }
    // The screen loads the users once, then confirms each bet with its pair at once.
    const users = (await call(apps[0]!, admin.token, 'GET', '/api/users?all=true')).body.data as {
      id: number;
      name: string;
      rol: string;
      email: string;
      profits: number;
    }[];
    const results = await Promise.all(
      bettors.map((b, i) => {
        const userData = users.find((u) => u.id === b.user.id)!;
        const userDataUpdated = { id: userData.id, name: userData.name, rol: userData.rol, email: userData.email, profits: userData.profits + 2.1 * 1_000_000 };
        const [confirmOn, writeOn] = i % 2 === 0 ? [apps[0]!, apps[1]!] : [apps[1]!, apps[0]!];
        return Promise.all([
          call(confirmOn, admin.token, 'PUT', `/api/apuesta/usuario/${matchId}/${b.user.id}`),
          call(writeOn, admin.token, 'PUT', `/api/users/${b.user.id}`, userDataUpdated),
        ]);
      }),
    );
    expect(results.flat().map((r) => r.status)).toEqual(results.flat().map(() => 200));
    for (const b of bettors) {
      expect(await profitsOf(db, b.user.id)).toBe(9_000_000 + 2_100_000);
      const payouts = await db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, b.user.id), eq(ledgerEntries.kind, 'bet_payout')));
      expect(payouts).toHaveLength(1);
    }
    expect((await db.select().from(userBets).where(eq(userBets.betId, matchId))).every((r) => r.confirmed === 'yes')).toBe(true);
    await expectLedgersBalanced(db);
  });
});
