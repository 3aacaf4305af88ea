import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, healthy, serverCluster } from './server-processes';

/**
 * Two server processes on one PostgreSQL (the scale path): conflicting market operations sent
 * to both at once move money exactly once. Runs in the PostgreSQL suite (`npm run test:pg`).
 */
const cluster = serverCluster('two');
const ports = [3800 + (process.pid % 100), 3900 + (process.pid % 100)];
const bases = ports.map((p) => `http://127.0.0.1:${p}`);

const login = async (email: string) =>
  (await call(bases[0]!, 'POST', '/login', undefined, { email, password: 'superliga' })).body as { token: string; user: { id: number; profits: number } };

beforeAll(async () => {
  await cluster.createDatabase();
  cluster.start(ports[0]!, true);
  await healthy(bases[0]!);
  cluster.start(ports[1]!, false);
  await healthy(bases[1]!);
}, 120_000);

afterAll(() => cluster.destroy());

describe('two server processes on one PostgreSQL', () => {
  it('race the same confirmation and the same players across both processes: money moves once', async () => {
    const seller = await login('manager7@superliga.local');
    const buyer = await login('manager8@superliga.local');
    const me = (t: string) => call(bases[0]!, 'GET', '/user', t).then((r) => r.body as { id: number; profits: number; team: { id: number } });
    const [s, b] = await Promise.all([me(seller.token), me(buyer.token)]);
    const squad = (await call(bases[0]!, 'GET', `/teams/${s.team.id}`, seller.token)).body.players as { id: number; status: string }[];
    const free = squad.filter((p) => p.status !== 'bloqueado').map((p) => p.id);
    const body = (players: number[]) => ({
      data: { transferred_players: players, id_team_from: s.team.id, id_team_to: b.team.id, budget: 3_000_000, buy_by: b.id, sold_by: s.id },
    });

    // The same player offered twice at once, once through each process: one transfer is created.
    const created = await Promise.all(bases.map((base) => call(base, 'POST', '/transfer', seller.token, body([free[0]!]))));
    expect(created.map((r) => r.status).sort()).toEqual([201, 409]);
    const id = created.find((r) => r.status === 201)!.body.id as number;

    const confirms = await Promise.all(Array.from({ length: 40 }, (_, i) => call(bases[i % 2]!, 'POST', `/transferencia_confirmada/${id}`, buyer.token)));
    expect(confirms.filter((r) => r.status === 200)).toHaveLength(1);
    expect(confirms.filter((r) => r.status === 409)).toHaveLength(39);

    const c = new pg.Client({ connectionString: cluster.dbUrl });
    await c.connect();
    try {
      const profits = await c.query('select id, profits::bigint as p from users where id = any($1)', [[s.id, b.id]]);
      const byId = new Map(profits.rows.map((r) => [r.id as number, Number(r.p)]));
      expect(byId.get(b.id)).toBe(b.profits - 3_000_000);
      expect(byId.get(s.id)).toBe(s.profits + 3_000_000);
      const off = await c.query(
        `select u.id from users u left join ledger_entries l on l.user_id = u.id group by u.id, u.profits having u.profits <> coalesce(sum(l.amount), 0)`,
      );
      expect(off.rows).toEqual([]);
    } finally {
      await c.end();
    }
  }, 120_000);
});
