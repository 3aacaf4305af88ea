import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auctions, releaseClauses, squadActions, type players } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createSeason, createUser } from '../../../test/factories';

const START = new Date('2026-11-20T12:00:00Z');
type Player = typeof players.$inferSelect;
type Manager = Awaited<ReturnType<typeof createManager>>;

let t: TestApp;
let admin: { token: string };
let reader: { token: string };
beforeAll(async () => {
  t = await createTestApp({ now: START });
  admin = await createUser(t.db, { rol: 'Admin' });
  reader = await createUser(t.db);
});
afterAll(() => t.close());

const squad = (teamId: number, n: number, over: Omit<Parameters<typeof createPlayer>[1], 'teamId'> = {}) =>
  Promise.all(Array.from({ length: n }, () => createPlayer(t.db, { teamId, ca: 150, age: 25, ...over })));

/** A confirmed clause that took `player` from `owner` in `seasonId`. */
const lostByClause = (owner: Manager, buyer: Manager, player: Player, seasonId = 57) =>
  t.db.insert(releaseClauses).values({
    playerId: player.id,
    name: player.name,
    teamId: owner.team.id,
    createdBy: buyer.user.id,
    value: 1,
    totalValue: 1,
    seasonId,
    revealAt: START,
    confirmed: 'yes',
    active: 'no',
  });
/** A squad action the team took on /plantel in `seasonId` (squad-actions feature). */
const squadAction = (team: Manager, player: Player, kind: 'block' | 'release' | 'register', seasonId = 57) =>
  t.db.insert(squadActions).values({ seasonId, teamId: team.team.id, playerId: player.id, kind, previousStatus: 'registrado', actorId: team.user.id });
const opened = (by: Manager, player: Player, seasonId = 57) =>
  t.db.insert(auctions).values({ playerId: player.id, teamId: player.teamId, seasonId, createdBy: by.user.id, endsAt: START }).returning();

const report = (query: Record<string, string> = {}, token = reader.token) => t.request('GET', '/api/compliance', { token, query });
const rowOf = (body: { data: { team: { id: number } }[] }, teamId: number) => body.data.find((r) => r.team.id === teamId) as any;

describe('GET /compliance', () => {
  it("every league team's figures against the season's limits, for everyone logged in", async () => {
    // Primera at every limit: 18 seniors + 6 youth, best 16 at exactly 160, 6 losses, 4 auctions (2 over 20).
    const full = await createManager(t.db, 'Primera');
    await squad(full.team.id, 16, { ca: 160 });
    await squad(full.team.id, 2, { ca: 100 });
    await squad(full.team.id, 6, { ca: 100, age: 20 });
    // Segunda one over each: 19 seniors, 7 youth, best 16 at 154, 7 losses, 5 auctions (3 over 20), 5 blocks.
    const over = await createManager(t.db, 'Segunda');
    await squad(over.team.id, 19, { ca: 154 });
    await squad(over.team.id, 7, { ca: 100, age: 19 });
    for (const p of await squad(over.team.id, 5, { status: 'bloqueado', ca: 100, age: 18 })) await squadAction(over, p, 'block');
    const outside = await createPlayer(t.db, { teamId: (await createManager(t.db, 'Segunda')).team.id });
    for (let i = 0; i < 6; i++) await lostByClause(full, over, outside);
    for (let i = 0; i < 7; i++) await lostByClause(over, full, outside);
    for (const age of [25, 25, 19, 19]) await opened(full, await createPlayer(t.db, { teamId: 61, age }));

    const res = await report();
    expect(res.status).toBe(200);
    expect(res.body.season).toEqual({ id: 57, name: 'Temporada 57' });
    const divisions = res.body.data.map((r: { division: string }) => r.division);
    expect(divisions).toEqual([...divisions].sort()); // Primera first
    expect(rowOf(res.body, full.team.id)).toMatchObject({
      team: { id: full.team.id, name: full.team.name },
      division: 'Primera',
      manager: { id: full.user.id, name: full.user.name },
      players: 24,
      senior: { value: 18, limit: 18, ok: true },
      youth: { value: 6, limit: 6, ok: true },
      ca_best16: { value: 160, limit: 160, ok: true },
      clause_losses: { value: 6, limit: 6, ok: true },
      auctions: { value: 4, limit: 4, ok: true },
      auctions_over_20: { value: 2, limit: 2, ok: true },
      blocks: { value: 0, limit: 4, ok: true },
      ok: true,
    });
    expect(rowOf(res.body, over.team.id)).toMatchObject({
      division: 'Segunda',
      players: 31,
      senior: { value: 19, limit: 18, ok: false },
      youth: { value: 12, limit: 6, ok: false },
      ca_best16: { value: 154, limit: 153, ok: false },
      blocks: { value: 5, limit: 4, ok: false },
      clause_losses: { value: 7, limit: 6, ok: false },
      ok: false,
    });
    expect((await report({}, '')).status).toBe(401);
  });

  it('counts auctions by the manager who opened them, over 20 apart, as the auction limit does', async () => {
    const m = await createManager(t.db, 'Primera');
    const free = await createPlayer(t.db, { teamId: 61, age: 30 });
    const kid = await createPlayer(t.db, { teamId: 61, age: 20 });
    await opened(m, free);
    await opened(m, free);
    await opened(m, free);
    await opened(m, kid);
    await opened(m, kid);
    const row = rowOf((await report()).body, m.team.id);
    expect(row).toMatchObject({ auctions: { value: 5, limit: 4, ok: false }, auctions_over_20: { value: 3, limit: 2, ok: false }, ok: false });
  });

  it("blocks used: the team's blocks of the season on /plantel, not players who arrived bloqueado nor other seasons' blocks", async () => {
    const m = await createManager(t.db, 'Primera');
    const [a, b, c, d] = await squad(m.team.id, 4, { status: 'bloqueado' });
    await squadAction(m, a!, 'block');
    await squadAction(m, b!, 'block');
    await squadAction(m, c!, 'register');
    const earlier = await createSeason(t.db, { name: 'Temporada Anterior', active: false });
    await squadAction(m, d!, 'block', earlier.id);
    await squad(m.team.id, 3, { status: 'bloqueado' });
    expect(rowOf((await report()).body, m.team.id).blocks).toEqual({ value: 2, limit: 4, ok: true });
  });

  it("?season= reads that season's usage and rules; an unknown season is 404, a bad one 422", async () => {
    const season = await createSeason(t.db, { name: 'Temporada Vieja', active: false });
    const owner = await createManager(t.db, 'Primera');
    const buyer = await createManager(t.db, 'Primera');
    await squad(owner.team.id, 16, { ca: 158 });
    await lostByClause(owner, buyer, (await squad(buyer.team.id, 1))[0]!, 57);
    expect((await t.request('PUT', `/api/seasons/${season.id}/rules`, { token: admin.token, body: { ca_limit_primera: 157 } })).status).toBe(200);

    const now = rowOf((await report({ season: '57' })).body, owner.team.id);
    expect(now).toMatchObject({ clause_losses: { value: 1 }, ca_best16: { value: 158, limit: 160, ok: true } });
    const old = await report({ season: String(season.id) });
    expect(old.body.season).toEqual({ id: season.id, name: 'Temporada Vieja' });
    expect(rowOf(old.body, owner.team.id)).toMatchObject({ clause_losses: { value: 0 }, ca_best16: { value: 158, limit: 157, ok: false } });
    expect((await report({ season: '9999' })).status).toBe(404);
    expect((await report({ season: 'x' })).status).toBe(422);
  });
});

describe('GET /compliance.csv', () => {
  it('is the Admin’s: a CSV download with a Spanish header row and escaped values', async () => {
    const m = await createManager(t.db, 'Segunda', { name: 'Pérez, "el Mago"' });
    await squad(m.team.id, 19, { ca: 154 });
    const { request } = t;
    expect((await request('GET', '/api/compliance.csv', { token: reader.token })).status).toBe(403);
    expect((await request('GET', '/api/compliance.csv')).status).toBe(401);

    const res = await t.app.inject({ method: 'GET', url: '/api/compliance.csv?season=57', headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="cumplimiento-temporada-57.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    // Every text cell is quoted (the CSV guard), numbers are bare.
    expect(lines[0]).toBe(
      '"Equipo","División","Manager","Jugadores","Mayores de 20","Máximo mayores de 20","Juveniles","Máximo juveniles","Promedio CA mejores 16","Límite CA","Bloqueos usados","Máximo bloqueos","Perdidos por cláusula","Máximo perdidos por cláusula","Subastas abiertas","Máximo subastas","Subastas sobre mayores de 20","Máximo subastas sobre mayores de 20","Cumple"',
    );
    expect(lines).toContain(`"${m.team.name}","Segunda","Pérez, ""el Mago""",19,19,18,0,6,154,153,0,4,0,6,0,4,0,2,"No"`);
    const json = await report({ season: '57' });
    expect(lines.filter(Boolean)).toHaveLength(json.body.data.length + 1);
    expect((await request('GET', '/api/compliance.csv', { token: admin.token, query: { season: '9999' } })).status).toBe(404);
  });
});

describe('POST /compliance/preview', () => {
  const preview = (token: string, body: object) => t.request('POST', '/api/compliance/preview', { token, body });

  it('warns before a transfer that puts the receiving team over the seniors limit', async () => {
    const buyer = await createManager(t.db, 'Primera');
    const seller = await createManager(t.db, 'Primera');
    await squad(buyer.team.id, 18);
    const [senior, other] = await squad(seller.team.id, 2);
    const [kid] = await squad(seller.team.id, 1, { age: 19 });
    const res = await preview(buyer.token, { operation: 'transfer', id_team_from: seller.team.id, id_team_to: buyer.team.id, players: [senior!.id] });
    expect(res).toMatchObject({ status: 200, body: { warnings: [`${buyer.team.name} quedaría con 19 jugadores mayores de 20 años; el máximo es 18.`] } });
    const two = await preview(buyer.token, {
      operation: 'transfer',
      id_team_from: seller.team.id,
      id_team_to: buyer.team.id,
      players: [senior!.id, other!.id],
    });
    expect(two.body.warnings).toEqual([`${buyer.team.name} quedaría con 20 jugadores mayores de 20 años; el máximo es 18.`]);
    expect((await preview(buyer.token, { operation: 'transfer', id_team_from: seller.team.id, id_team_to: buyer.team.id, players: [kid!.id] })).body).toEqual({
      warnings: [],
    });
    expect((await preview(buyer.token, { operation: 'transfer', id_team_from: seller.team.id, id_team_to: buyer.team.id, players: [999_999] })).status).toBe(
      422,
    );
    expect((await preview(buyer.token, { operation: 'transfer', id_team_from: seller.team.id, id_team_to: buyer.team.id, players: [] })).status).toBe(422);
  });

  it("warns before a clause: the buyer's CA limit and the owner's clause losses", async () => {
    const buyer = await createManager(t.db, 'Segunda');
    const owner = await createManager(t.db, 'Primera');
    await squad(buyer.team.id, 16, { ca: 153 });
    const [star] = await squad(owner.team.id, 1, { ca: 200, age: 19 });
    for (let i = 0; i < 6; i++) await lostByClause(owner, buyer, star!);
    const res = await preview(buyer.token, { operation: 'clause', id_player: star!.id });
    expect(res.status).toBe(200);
    expect(res.body.warnings).toEqual([
      `${owner.team.name} llegaría a 7 jugadores perdidos por cláusula en la temporada; el máximo es 6.`,
      `El promedio de CA de los 16 mejores de ${buyer.team.name} pasaría a 155,94, por encima del límite de 153 de Segunda.`,
    ]);
  });

  it("warns before an auction beyond the team's limit, by the season's rules", async () => {
    const m = await createManager(t.db, 'Primera');
    const free = await createPlayer(t.db, { teamId: 61, age: 30 });
    await opened(m, free);
    expect((await preview(m.token, { operation: 'auction', id_player: free.id })).body).toEqual({ warnings: [] });
    await t.request('PUT', '/api/seasons/57/rules', { token: admin.token, body: { auctions_per_team: 1, auctions_over_20_per_team: 1 } });
    try {
      expect((await preview(m.token, { operation: 'auction', id_player: free.id })).body.warnings).toEqual([
        `${m.team.name} llegaría a 2 subastas abiertas en la temporada; el máximo es 1.`,
        `${m.team.name} llegaría a 2 subastas sobre jugadores mayores de 20 en la temporada; el máximo es 1.`,
      ]);
    } finally {
      await t.request('PUT', '/api/seasons/57/rules', { token: admin.token, body: { auctions_per_team: 4, auctions_over_20_per_team: 2 } });
    }
    // Someone without a team has no squad to warn about; bad input is a 422, never a 500.
    expect((await preview(reader.token, { operation: 'auction', id_player: free.id })).body).toEqual({ warnings: [] });
    expect((await preview(reader.token, { operation: 'subasta', id_player: free.id })).status).toBe(422);
    expect((await preview(reader.token, { operation: 'auction', id_player: 999_999 })).status).toBe(422);
  });
});
