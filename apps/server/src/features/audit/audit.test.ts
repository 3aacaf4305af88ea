import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_MSG } from '@superliga/league';
import { auditEntries, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createTeam, createUser } from '../../../test/factories';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let organizer: Awaited<ReturnType<typeof createUser>>;
// 11:00 in Buenos Aires: offers made now reveal at 18:00 (21:00 UTC).
const MORNING = new Date('2026-11-23T14:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T12:00:00Z') });
  admin = await createUser(t.db, { rol: 'Admin', name: 'La Admin' });
  organizer = await createUser(t.db, { rol: 'Organizador', name: 'El Organizador' });
});
afterAll(() => t.close());

const entriesFor = (reference: string) => t.db.select().from(auditEntries).where(eq(auditEntries.reference, reference));
const budget = async (id: number) => (await t.db.select({ p: users.profits }).from(users).where(eq(users.id, id)))[0]!.p;

describe('staff actions write exactly one audit entry in their transaction (docs/decisions/022-audit-log.md)', () => {
  it('a budget change needs a reason; with one it writes one entry with the budgets before and after', async () => {
    const m = await createManager(t.db, 'Primera');
    const refused = await t.request('PUT', `/api/users/${m.user.id}`, { token: admin.token, body: { budget_change: 1_000_000 } });
    expect(refused).toMatchObject({ status: 422, body: { errors: { reason: [AUDIT_MSG.reasonRequired] } } });
    expect(await budget(m.user.id)).toBe(100_000_000);
    expect(await entriesFor(`user:${m.user.id}`)).toEqual([]);

    const res = await t.request('PUT', `/api/users/${m.user.id}`, { token: admin.token, body: { budget_change: 1_000_000, reason: 'Premio mal cargado' } });
    expect(res.status).toBe(200);
    const rows = await entriesFor(`user:${m.user.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'budget.changed',
      actorId: admin.user.id,
      actorName: 'La Admin',
      userId: m.user.id,
      before: { profits: 100_000_000 },
      after: { profits: 101_000_000 },
      reason: 'Premio mal cargado',
    });
  });

  it('a refused change (the budget would go negative) rolls back and leaves no entry', async () => {
    const m = await createManager(t.db, 'Segunda');
    const res = await t.request('PUT', `/api/users/${m.user.id}`, { token: admin.token, body: { budget_change: -200_000_000, reason: 'Multa' } });
    expect(res.status).toBe(422);
    expect(await entriesFor(`user:${m.user.id}`)).toEqual([]);
  });

  it("the documents' client's unversioned budget moves no money and needs no reason; a role change is its own kind", async () => {
    const m = await createManager(t.db, 'Primera');
    const me = (await t.request('GET', `/api/users/${m.user.id}`, { token: admin.token })).body;
    const { version: _v, ...unversioned } = me;
    expect((await t.request('PUT', `/api/users/${m.user.id}`, { token: admin.token, body: { ...unversioned, profits: me.profits + 1 } })).status).toBe(200);
    expect(await entriesFor(`user:${m.user.id}`)).toEqual([]);
    expect((await t.request('PUT', `/api/users/${m.user.id}`, { token: admin.token, body: { rol: 'Manager Segunda' } })).status).toBe(200);
    const rows = await entriesFor(`user:${m.user.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'user.role_changed', before: { rol: 'Manager Primera' }, after: { rol: 'Manager Segunda' }, reason: null });
  });

  it('a user changing his own password is no staff action and leaves none', async () => {
    const { user, token } = await createUser(t.db, { rol: 'Manager Segunda' });
    const res = await t.request('PUT', `/api/users/${user.id}`, { token, body: { password: 'otra-clave-77', password_confirmation: 'otra-clave-77' } });
    expect(res.status).toBe(200);
    expect(await entriesFor(`user:${user.id}`)).toEqual([]);
  });

  it('a player edit keeps the fields that changed; an edit that changes nothing leaves none', async () => {
    const m = await createManager(t.db, 'Primera');
    const p = await createPlayer(t.db, { teamId: m.team.id, name: 'Juan Editado', value: 1_000_000, ca: 100, pa: 150, age: 25 });
    const body = { name: 'Juan Editado', id_team: m.team.id, status: 'registrado', value: 2_000_000, ca: 100, pa: 150, age: 25 };
    expect((await t.request('PUT', `/api/players/${p.id}`, { token: organizer.token, body })).status).toBe(200);
    expect((await t.request('PUT', `/api/players/${p.id}`, { token: organizer.token, body })).status).toBe(200);
    const rows = await entriesFor(`player:${p.id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'player.edited',
      actorName: 'El Organizador',
      teamId: m.team.id,
      before: { value: 1_000_000 },
      after: { value: 2_000_000 },
    });
  });

  it('a team edit, a settings change, a season rules change and a season change write one entry each', async () => {
    const team = await createTeam(t.db, { name: 'Antes FC', division: 'Segunda' });
    expect((await t.request('PUT', `/api/teams/${team.id}`, { token: admin.token, body: { name: 'Después FC', division: 'Segunda' } })).status).toBe(200);
    expect(await entriesFor(`team:${team.id}`)).toMatchObject([{ kind: 'team.edited', before: { name: 'Antes FC' }, after: { name: 'Después FC' } }]);

    expect((await t.request('PUT', '/api/settings', { token: admin.token, body: { chat: 'https://discord.gg/auditada' } })).status).toBe(200);
    expect(await entriesFor('settings')).toMatchObject([{ kind: 'settings.changed', after: { chat: 'https://discord.gg/auditada' } }]);

    const rules = (await t.request('GET', '/api/seasons/57/rules', { token: admin.token })).body;
    const changed = await t.request('PUT', '/api/seasons/57/rules', { token: admin.token, body: { max_clause_losses: rules.max_clause_losses + 1 } });
    expect(changed.status).toBe(200);
    const ruleRows = (await entriesFor('season:57')).filter((r) => r.kind === 'season_rules.changed');
    expect(ruleRows).toMatchObject([
      { seasonId: 57, before: { max_clause_losses: rules.max_clause_losses }, after: { max_clause_losses: rules.max_clause_losses + 1 } },
    ]);
  });

  it('staff closing an offer writes one entry; closing it again (refused) writes none', async () => {
    t.clock.set(MORNING);
    const buyer = await createManager(t.db, 'Primera');
    const seller = await createManager(t.db, 'Segunda');
    const target = await createPlayer(t.db, { teamId: seller.team.id, value: 10_000_000 });
    const offer = await t.request('POST', '/api/clausula_rescision', {
      token: buyer.token,
      body: { id_player: target.id, id_team: seller.team.id, value: 10_000_000, extra_value: 0, other_players: '[]', id_season: 57 },
    });
    expect(offer.status).toBe(201);
    expect((await t.request('PUT', `/api/cerrar-oferta/${offer.body.id}`, { token: organizer.token, body: {} })).status).toBe(200);
    expect((await t.request('PUT', `/api/cerrar-oferta/${offer.body.id}`, { token: organizer.token, body: {} })).status).toBe(409);
    expect(await entriesFor(`offer:${offer.body.id}`)).toMatchObject([
      { kind: 'offer.closed_by_staff', userId: buyer.user.id, teamId: seller.team.id, after: { active: 'no' } },
    ]);
  });

  it('reopening a match is a result correction', async () => {
    const home = await createManager(t.db, 'Primera');
    const away = await createManager(t.db, 'Primera');
    const tournament = await t.request('POST', '/api/tournaments', {
      token: admin.token,
      body: { name: 'Copa Auditada', start_date: '2026-08-01', end_date: '2027-05-30', season_id: 57, type: 'PD' },
    });
    expect(tournament.status).toBe(201);
    const match = await t.request('POST', '/api/matches', {
      token: home.token,
      body: { team_home_id: home.team.id, team_away_id: away.team.id, tournament_id: tournament.body.id, score_home: 1, score_away: 0, stage: 1 },
    });
    expect(match.status).toBe(201);
    expect(await entriesFor(`match:${match.body.id}`)).toEqual([]);
    expect((await t.request('PUT', `/api/game-update/${match.body.id}`, { token: admin.token, body: { status: 'pending' } })).status).toBe(200);
    expect(await entriesFor(`match:${match.body.id}`)).toMatchObject([{ kind: 'match.corrected', actorId: admin.user.id, after: { status: 'pending' } }]);
  });
});

describe('reading the log', () => {
  it('only the Admin reads the whole log; filters by kind, actor and user, paged', async () => {
    const m = await createManager(t.db, 'Primera');
    for (const reason of ['uno', 'dos', 'tres'])
      expect((await t.request('PUT', `/api/users/${m.user.id}`, { token: admin.token, body: { budget_change: 1, reason } })).status).toBe(200);
    expect((await t.request('GET', '/api/audit', { token: m.token })).status).toBe(403);
    expect((await t.request('GET', '/api/audit', { token: organizer.token })).status).toBe(403);
    const page = await t.request('GET', '/api/audit', { token: admin.token, query: { kind: 'budget.changed', user: String(m.user.id), per_page: '2' } });
    expect(page.status).toBe(200);
    expect(page.body.meta).toMatchObject({ total: 3, last_page: 2 });
    expect(page.body.data.map((e: { reason: string }) => e.reason)).toEqual(['tres', 'dos']);
    expect(page.body.data[0]).toMatchObject({ actor: { id: admin.user.id, name: 'La Admin', job: null }, user: { id: m.user.id, name: m.user.name } });
    const byActor = await t.request('GET', '/api/audit', { token: admin.token, query: { actor: String(organizer.user.id), all: 'true' } });
    expect(byActor.body.data.every((e: { actor: { id: number } }) => e.actor.id === organizer.user.id)).toBe(true);
    expect((await t.request('GET', '/api/audit', { token: admin.token, query: { kind: 'inventado' } })).status).toBe(422);
    const actors = await t.request('GET', '/api/audit/actors', { token: admin.token });
    expect(actors.body.data).toEqual(expect.arrayContaining([{ value: String(admin.user.id), name: 'La Admin' }]));
  });

  it('a manager reads the entries that touch him or his team, never another manager’s', async () => {
    const mine = await createManager(t.db, 'Primera');
    const theirs = await createManager(t.db, 'Segunda');
    await t.request('PUT', `/api/users/${mine.user.id}`, { token: admin.token, body: { budget_change: 5, reason: 'para mí' } });
    await t.request('PUT', `/api/users/${theirs.user.id}`, { token: admin.token, body: { budget_change: 7, reason: 'para otro' } });
    await t.request('PUT', `/api/teams/${mine.team.id}`, { token: admin.token, body: { name: 'Mi Equipo Renombrado', division: 'Primera' } });
    const res = await t.request('GET', '/api/audit/mine', { token: mine.token });
    expect(res.status).toBe(200);
    expect(res.body.data.map((e: { kind: string }) => e.kind)).toEqual(['team.edited', 'budget.changed']);
    expect(res.body.data.some((e: { reason: string | null }) => e.reason === 'para otro')).toBe(false);
    // Query parameters cannot widen it to someone else.
    const widened = await t.request('GET', '/api/audit/mine', { token: mine.token, query: { user: String(theirs.user.id) } });
    expect(widened.body.data.some((e: { user_id: number | null }) => e.user_id === theirs.user.id)).toBe(false);
  });

  it('the CSV carries the filtered entries with the formula guard', async () => {
    const m = await createManager(t.db, 'Primera', { name: '=HYPERLINK("x")' });
    await t.request('PUT', `/api/users/${m.user.id}`, { token: admin.token, body: { budget_change: 3, reason: '+suma' } });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/audit.csv?user=${m.user.id}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('"Motivo"');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain(`"'+suma"`);
    const asManager = await t.app.inject({ method: 'GET', url: '/api/audit.csv', headers: { authorization: `Bearer ${m.token}` } });
    expect(asManager.statusCode).toBe(403);
  });

  it('no route edits or deletes an entry', async () => {
    const [entry] = await t.db.select().from(auditEntries).limit(1);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.request(method, `/api/audit/${entry!.id}`, { token: admin.token, body: method === 'DELETE' ? undefined : { reason: 'otra' } });
      expect(res.status).toBe(404);
    }
    const [same] = await t.db.select().from(auditEntries).where(eq(auditEntries.id, entry!.id));
    expect(same).toEqual(entry);
  });
});
