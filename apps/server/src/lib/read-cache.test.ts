import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players, teams, tokens, users } from '../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createPlayer, createTeam, createUser } from '../../test/factories';
import { ANNOUNCED_TABLES, ReadCache } from './read-cache';

let t: TestApp;
let cache: ReadCache;
beforeAll(async () => {
  t = await createTestApp();
  cache = new ReadCache(t.database);
  await cache.start();
});
afterAll(async () => {
  await cache.close();
  await t.close();
});

/** A load that counts its calls and reads the players of a team. */
function counter(teamId: number) {
  let calls = 0;
  const load = async () => {
    calls++;
    return (await t.db.select({ id: players.id }).from(players).where(eq(players.teamId, teamId))).length;
  };
  return { load, calls: () => calls };
}

describe('ReadCache', () => {
  it('reads once until a table it depends on changes, whoever writes it', async () => {
    const team = await createTeam(t.db);
    const c = counter(team.id);
    expect(await cache.read('k1', ['players'], c.load)).toBe(0);
    expect(await cache.read('k1', ['players'], c.load)).toBe(0);
    expect(c.calls()).toBe(1);
    // A direct write, not through any route: the trigger announces it before insert() returns.
    await createPlayer(t.db, { teamId: team.id });
    expect(await cache.read('k1', ['players'], c.load)).toBe(1);
    expect(c.calls()).toBe(2);
  });

  it('is not disturbed by changes to tables it does not depend on', async () => {
    const team = await createTeam(t.db);
    const c = counter(team.id);
    await cache.read('k2', ['players'], c.load);
    await createUser(t.db);
    await cache.read('k2', ['players'], c.load);
    expect(c.calls()).toBe(1);
  });

  it('hears of a committed transaction and not of a rolled-back one', async () => {
    const team = await createTeam(t.db);
    const c = counter(team.id);
    await cache.read('k3', ['players'], c.load);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(players).set({ age: 30 }).where(eq(players.teamId, team.id));
        await tx.execute(sql`select 1/0`);
      }),
    ).rejects.toThrow();
    await cache.read('k3', ['players'], c.load);
    expect(c.calls()).toBe(1);
    await t.db.transaction(async (tx) => {
      await tx.insert(players).values({ name: 'Nuevo', searchName: 'nuevo', teamId: team.id, status: 'registrado', value: 1, ca: 1, pa: 1, age: 20 });
    });
    expect(await cache.read('k3', ['players'], c.load)).toBe(1);
    expect(c.calls()).toBe(2);
  });

  it('hands out but does not keep a result whose tables changed while it was read', async () => {
    const team = await createTeam(t.db);
    let calls = 0;
    const load = async () => {
      calls++;
      const n = (await t.db.select({ id: players.id }).from(players).where(eq(players.teamId, team.id))).length;
      if (calls === 1) await createPlayer(t.db, { teamId: team.id });
      return n;
    };
    expect(await cache.read('k4', ['players'], load)).toBe(0);
    expect(await cache.read('k4', ['players'], load)).toBe(1);
    expect(await cache.read('k4', ['players'], load)).toBe(1);
    expect(calls).toBe(2);
  });

  it('counts one commit once however many times its announcement arrives', async () => {
    let calls = 0;
    const load = async () => ++calls;
    expect(await cache.read('k7', ['teams'], load)).toBe(1);
    cache.changed('teams:900000001');
    expect(await cache.read('k7', ['teams'], load)).toBe(2);
    // The same commit heard again (another pooled connection, the LISTEN connection): kept.
    cache.changed('teams:900000001');
    expect(await cache.read('k7', ['teams'], load)).toBe(2);
    // Another commit, or an announcement without a transaction id, counts.
    cache.changed('teams:900000002');
    expect(await cache.read('k7', ['teams'], load)).toBe(3);
    cache.changed('teams');
    expect(await cache.read('k7', ['teams'], load)).toBe(4);
  });

  it('announcements carry the committing transaction', async () => {
    const heard: string[] = [];
    const stop = t.database.onOwnChange((a) => heard.push(a));
    await createTeam(t.db);
    stop();
    expect(heard.some((a) => /^teams:\d+$/.test(a))).toBe(true);
  });

  it('a budget movement is not announced (money is never cached); any other change to a user is', async () => {
    const { user } = await createUser(t.db);
    // Commits announcing users, each once (on PostgreSQL every listening connection hears a copy).
    const heard = new Set<string>();
    const stop = t.database.onOwnChange((a) => a.startsWith('users:') && heard.add(a));
    try {
      // What a ledger movement writes (market/money.ts): the budget and its updated_at.
      await t.db
        .update(users)
        .set({ profits: sql`${users.profits} + 5`, updatedAt: sql`now()` })
        .where(eq(users.id, user.id));
      expect(heard.size).toBe(0);
      await t.db.update(users).set({ active: false }).where(eq(users.id, user.id));
      expect(heard.size).toBe(1);
      await t.db
        .update(users)
        .set({ profits: sql`${users.profits} - 5`, name: 'Otro nombre' })
        .where(eq(users.id, user.id));
      expect(heard.size).toBe(2);
      await createUser(t.db);
      expect(heard.size).toBe(3);
    } finally {
      stop();
    }
  });

  it('shares one load among concurrent misses of a key, and does not keep failures', async () => {
    let calls = 0;
    const load = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 20));
      return calls;
    };
    const results = await Promise.all(Array.from({ length: 10 }, () => cache.read('k5', ['teams'], load)));
    expect(results).toEqual(Array(10).fill(1));
    expect(calls).toBe(1);
    const failing = () => Promise.reject(new Error('boom'));
    await expect(cache.read('k6', ['teams'], failing)).rejects.toThrow('boom');
    expect(await cache.read('k6', ['teams'], async () => 'ok')).toBe('ok');
  });

  it('every announced table has its change trigger', async () => {
    const rows = await t.db.execute<{ table: string }>(
      sql`select distinct c.relname as table from pg_trigger g join pg_class c on c.oid = g.tgrelid join pg_proc p on p.oid = g.tgfoid where p.proname = 'superliga_notify_change'`,
    );
    const list = ((rows as { rows?: { table: string }[] }).rows ?? (rows as unknown as { table: string }[])).map((r) => r.table);
    expect(list.sort()).toEqual([...ANNOUNCED_TABLES].sort());
  });
});

describe('cached routes answer fresh data', () => {
  it('a token stops working the moment it is deleted or its user deactivated', async () => {
    const a = await createUser(t.db);
    expect((await t.request('GET', '/api/user', { token: a.token })).status).toBe(200);
    expect((await t.request('GET', '/api/user', { token: a.token })).status).toBe(200);
    await t.db.delete(tokens).where(eq(tokens.userId, a.user.id));
    expect((await t.request('GET', '/api/user', { token: a.token })).status).toBe(401);

    const b = await createUser(t.db);
    expect((await t.request('GET', '/api/user', { token: b.token })).status).toBe(200);
    await t.db.update(users).set({ active: false }).where(eq(users.id, b.user.id));
    expect((await t.request('GET', '/api/user', { token: b.token })).status).toBe(401);

    const c = await createUser(t.db);
    expect((await t.request('POST', '/api/logout', { token: c.token })).status).toBeLessThan(300);
    expect((await t.request('GET', '/api/user', { token: c.token })).status).toBe(401);
  });

  it('a role change decides the very next request', async () => {
    const u = await createUser(t.db, { rol: 'Admin' });
    expect((await t.request('GET', '/api/ofertas-confirmadas', { token: u.token })).status).toBe(200);
    await t.db.update(users).set({ rol: 'visitante' }).where(eq(users.id, u.user.id));
    expect((await t.request('GET', '/api/ofertas-confirmadas', { token: u.token })).status).toBe(403);
  });

  it('player lists, name search and teams show a change at once', async () => {
    const { token } = await createUser(t.db);
    const team = await createTeam(t.db, { name: 'Equipo Cacheado', division: 'Segunda' });
    const list = () => t.request('GET', '/api/players', { token, query: { id_team: String(team.id) } });
    const search = () => t.request('GET', '/api/playername', { token, query: { name: 'Zzyzx' } });
    expect((await list()).body.meta.total).toBe(0);
    expect((await search()).body.data).toEqual([]);
    await createPlayer(t.db, { name: 'Zzyzx Cacheado', teamId: team.id });
    expect((await list()).body.meta.total).toBe(1);
    expect((await search()).body.data.map((p: { name: string }) => p.name)).toEqual(['Zzyzx Cacheado']);

    const teamName = async () =>
      (await t.request('GET', '/api/teams', { token, query: { all: 'true' } })).body.data.find((x: { id: number }) => x.id === team.id)?.name;
    expect(await teamName()).toBe('Equipo Cacheado');
    await t.db.update(teams).set({ name: 'Equipo Renombrado' }).where(eq(teams.id, team.id));
    expect(await teamName()).toBe('Equipo Renombrado');
  });
});

describe('ReadCache limits', () => {
  it('keeps no body larger than a quarter of its size budget, and keeps smaller ones', async () => {
    const small = new ReadCache(t.database, { entries: 10, chars: 4000 });
    await small.start();
    try {
      let calls = 0;
      const big = async () => (calls++, 'x'.repeat(1500));
      await small.read('big', ['teams'], big);
      await small.read('big', ['teams'], big);
      expect(calls).toBe(2);
      const tiny = async () => (calls++, 'y'.repeat(100));
      await small.read('tiny', ['teams'], tiny);
      await small.read('tiny', ['teams'], tiny);
      expect(calls).toBe(3);
    } finally {
      await small.close();
    }
  });
});
