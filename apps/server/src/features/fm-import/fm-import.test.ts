import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FM_IMPORT_MSG as M } from '@superliga/league';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createPlayer, createTeam, createUser } from '../../../test/factories';
import { auctions, fmImports, players } from '../../db/schema';

/** The FM exports shipped with the tests (apps/server/test/fm-exports), as the screen sends them. */
const exportFile = (name: string) => ({ name, html: readFileSync(fileURLToPath(new URL(`../../../test/fm-exports/${name}`, import.meta.url)), 'utf8') });
const SOUTH = exportFile('fm-jugadores-sudamerica.html');
const EUROPE = exportFile('fm-jugadores-europa.html');
const BROKEN = exportFile('fm-jugadores-con-error.html');

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
const ids = {} as Record<'diMaria' | 'otamendi' | 'inaki' | 'enzo', number>;
const teamIds = {} as Record<'river' | 'boca' | 'velez' | 'estudiantes' | 'madrid', number>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { rol: 'Admin', name: 'Ada Admin' });
  teamIds.river = (await createTeam(t.db, { name: 'River Plate', division: null })).id;
  teamIds.boca = (await createTeam(t.db, { name: 'Boca Juniors', division: null })).id;
  teamIds.velez = (await createTeam(t.db, { name: 'Vélez Sarsfield', division: null })).id;
  teamIds.estudiantes = (await createTeam(t.db, { name: 'Estudiantes de La Plata', division: null })).id;
  teamIds.madrid = (await createTeam(t.db, { name: 'Real Madrid', division: 'Primera' })).id;
  // Linked by an earlier import; FM now has him at River Plate (he changed club) with a lower CA.
  ids.diMaria = (await createPlayer(t.db, { name: 'Ángel Di María', teamId: teamIds.boca, fmUid: 85028, ca: 152, pa: 150, age: 36, value: 1_200_000 })).id;
  // Not linked: found by his name without accents or case, at his club.
  ids.otamendi = (await createPlayer(t.db, { name: 'NICOLAS OTAMENDI', teamId: teamIds.velez, ca: 139, pa: 142, age: 36, value: 2_000_000 })).id;
  // Same name, but in a league squad while FM has him at a club the league does not have: a candidate only.
  ids.inaki = (await createPlayer(t.db, { name: 'Inaki Pena', teamId: teamIds.madrid, ca: 130, pa: 140, age: 25, value: 4_000_000 })).id;
  ids.enzo = (await createPlayer(t.db, { name: 'Enzo Pérez', teamId: teamIds.estudiantes, fmUid: 156789, ca: 128, pa: 130, age: 38, value: 700_000 })).id;
});
afterAll(() => t.close());

const preview = (files: object[], token = admin.token) => t.request('POST', '/api/fm-imports/preview', { token, body: { files } });
const apply = (files: object[], tick: string[], token = admin.token) => t.request('POST', '/api/fm-imports', { token, body: { files, apply: tick } });
const playersNow = () => t.db.select().from(players).orderBy(asc(players.id));

describe('POST /api/fm-imports/preview', () => {
  it('shows new players, changed CA/PA/value/age, a changed club and unmatched rows with candidates; writes nothing', async () => {
    const before = await playersNow();
    const res = await preview([SOUTH, EUROPE]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      files: [
        { name: SOUTH.name, rows: 6 },
        { name: EUROPE.name, rows: 4 },
      ],
      rows_read: 10,
      duplicates: 1,
      unchanged: 1,
      currency: '€',
      value_factor: 1,
    });
    const rows = res.body.rows as {
      club: string;
      uid: number;
      name: string;
      match: string;
      player: { id: number } | null;
      value: number | null;
      changes: { id: string; to: unknown; applicable: boolean; id_team: number | null }[];
      candidates: { id: number; similarity: number }[];
    }[];
    const brief = Object.fromEntries(
      rows.map((r) => [r.name, [r.match, r.player?.id ?? null, r.changes.map((c) => `${c.id}=${c.to}${c.applicable ? '' : ' (no)'}`)]]),
    );
    expect(brief).toEqual({
      'Ángel Di María': ['uid', ids.diMaria, ['85028:ca=148', '85028:club=River Plate']],
      'Nicolás Otamendi': ['name_club', ids.otamendi, [`7458500:link:${ids.otamendi}=7458500`, '7458500:value=950000']],
      'Thiago Almada': ['none', null, ['2000301:new=Boca Juniors']],
      'Iñaki Peña': ['none', null, ['2000302:new=Agentes libres', `2000302:link:${ids.inaki}=2000302`]],
      'Claudio Echeverri': ['none', null, ['2000303:new=Agentes libres']],
      'Lautaro Martínez': ['none', null, ['8006543:new=Agentes libres']],
      'Nahuel Pérez': ['none', null, ['2000304:new=Agentes libres']],
      'Valentín Barco': ['none', null, ['2000305:new=Agentes libres']],
    });
    const byName = (name: string) => rows.find((r) => r.name === name)!;
    expect(byName('Iñaki Peña').candidates).toEqual([
      expect.objectContaining({ id: ids.inaki, name: 'Inaki Pena', team: { id: teamIds.madrid, name: 'Real Madrid' }, similarity: 1 }),
    ]);
    // '€8M - €12M' is its midpoint; 'Brighton &amp; Hove Albion' reads as a browser shows it.
    expect([byName('Claudio Echeverri').value, byName('Nahuel Pérez').value, byName('Valentín Barco').club]).toEqual([
      10_000_000,
      null,
      'Brighton & Hove Albion',
    ]);
    expect(await playersNow()).toEqual(before);
    expect(await t.db.select().from(fmImports)).toEqual([]);
  });

  it('values follow the season rule: pesos per unit of FM currency', async () => {
    expect((await t.request('PUT', '/api/seasons/57/rules', { token: admin.token, body: { fm_value_factor: 2.5 } })).status).toBe(200);
    const res = await preview([SOUTH]);
    expect(res.body.value_factor).toBe(2.5);
    expect(res.body.rows.find((r: { name: string }) => r.name === 'Thiago Almada').value).toBe(31_250_000);
    expect((await t.request('PUT', '/api/seasons/57/rules', { token: admin.token, body: { fm_value_factor: 1 } })).status).toBe(200);
  });

  it('a malformed row refuses the import and names the row; applying it writes nothing', async () => {
    const before = await playersNow();
    const res = await preview([SOUTH, BROKEN]);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      code: 'fm_import.row_errors',
      message: M.rowErrors,
      errors: {
        'fm-jugadores-con-error.html, fila 2 (Valentín Carboni)': [M.badInt('CA', '1O5', 1, 200)],
        'fm-jugadores-con-error.html, fila 3': [M.cellCount(9, 10)],
      },
    });
    const applied = await apply([SOUTH, BROKEN], ['2000301:new', '85028:ca', '2000306:new']);
    expect([applied.status, applied.body.message]).toEqual([422, M.rowErrors]);
    expect(await playersNow()).toEqual(before);
    expect(await t.db.select().from(fmImports)).toEqual([]);
  });

  it('a file without a player table, or without the needed columns, is refused', async () => {
    const res = await preview([
      { name: 'captura.html', html: '<html><body><p>Nada</p></body></html>' },
      { name: 'corta.html', html: '<table><tr><th>Name</th><th>Age</th></tr></table>' },
    ]);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      'captura.html': [M.noTable('captura.html')],
      'corta.html': [M.missingColumns('corta.html', ['UID', 'Club', 'CA', 'PA', 'Transfer Value'])],
    });
  });

  it('is for the Admin only', async () => {
    const organizer = await createUser(t.db, { rol: 'Organizador' });
    expect((await preview([SOUTH], organizer.token)).status).toBe(403);
    expect((await apply([SOUTH], ['2000301:new'], organizer.token)).status).toBe(403);
    expect((await t.request('GET', '/api/fm-imports', { token: organizer.token })).status).toBe(403);
  });
});

describe('POST /api/fm-imports', () => {
  it('refuses ticks the files do not give, and two ways of taking one row; nothing written', async () => {
    const before = await playersNow();
    const stale = await apply([SOUTH], ['2000301:new', '85028:pa']);
    expect([stale.status, stale.body.message]).toEqual([409, M.staleTicks]);
    const both = await apply([SOUTH], ['2000302:new', `2000302:link:${ids.inaki}`]);
    expect([both.status, both.body.message]).toEqual([422, M.conflictingTicks('Iñaki Peña')]);
    expect(await playersNow()).toEqual(before);
    expect(await t.db.select().from(fmImports)).toEqual([]);
  });

  it('applies exactly the ticked changes, in one go, with the record of who imported what', async () => {
    const before = new Map((await playersNow()).map((p) => [p.id, p]));
    const tick = ['85028:ca', '85028:club', `7458500:link:${ids.otamendi}`, '2000301:new', `2000302:link:${ids.inaki}`, '2000303:new'];
    const dir = t.app.deps.config.BACKUP_DIR;
    const backupsBefore = () => (existsSync(dir) ? readdirSync(dir).filter((f) => f.includes('-before-fm-import')).length : 0);
    const backupsAtStart = backupsBefore();
    const res = await apply([SOUTH, EUROPE], tick);
    expect(res.status).toBe(201);
    // The league as it was went to a backup first (decision 020).
    expect(backupsBefore()).toBe(backupsAtStart + 1);
    expect(res.body).toMatchObject({
      message: M.applied(6),
      imported_by: { id: admin.user.id, name: 'Ada Admin' },
      file_names: [SOUTH.name, EUROPE.name],
      counts: { rows: 8, applied: 6, created: 2, linked: 2, updated: 1, moved: 1 },
    });
    expect(res.body.changes.map((c: { id: string }) => c.id).sort()).toEqual([...tick].sort());

    const after = await playersNow();
    const row = (id: number) => after.find((p) => p.id === id)!;
    // Di María: CA and club, nothing else; still 'registrado' at an outside team.
    expect(row(ids.diMaria)).toEqual({ ...before.get(ids.diMaria), ca: 148, teamId: teamIds.river });
    // Otamendi: linked only; his value change was not ticked.
    expect(row(ids.otamendi)).toEqual({ ...before.get(ids.otamendi), fmUid: 7458500 });
    expect(row(ids.inaki)).toEqual({ ...before.get(ids.inaki), fmUid: 2000302 });
    expect(row(ids.enzo)).toEqual(before.get(ids.enzo));
    const created = after.filter((p) => !before.has(p.id)).map((p) => [p.name, p.fmUid, p.teamId, p.status, p.value, p.ca, p.pa, p.age]);
    expect(created).toEqual([
      ['Thiago Almada', 2000301, teamIds.boca, 'registrado', 12_500_000, 141, 158, 23],
      ['Claudio Echeverri', 2000303, 61, 'liberado', 10_000_000, 118, 168, 18],
    ]);
    const [record] = await t.db.select().from(fmImports);
    expect(record).toMatchObject({ importedBy: admin.user.id, fileNames: [SOUTH.name, EUROPE.name], counts: res.body.counts });

    const listed = await t.request('GET', '/api/fm-imports', { token: admin.token });
    expect([listed.status, listed.body.data.map((i: { id: number }) => i.id)]).toEqual([200, [record!.id]]);
  });

  it('afterwards the same files show only what was left unticked, matched by UID', async () => {
    const res = await preview([SOUTH, EUROPE]);
    const brief = Object.fromEntries(
      res.body.rows.map((r: { name: string; match: string; changes: { id: string }[] }) => [r.name, [r.match, r.changes.map((c) => c.id)]]),
    );
    expect(brief).toEqual({
      'Nicolás Otamendi': ['uid', ['7458500:value']],
      // '€3M - €5M' is €4M, his value already.
      'Iñaki Peña': ['uid', ['2000302:ca']],
      'Lautaro Martínez': ['none', ['8006543:new']],
      'Nahuel Pérez': ['none', ['2000304:new']],
      'Valentín Barco': ['none', ['2000305:new']],
    });
    // Echeverri, created with the free agents as FM's club is not the league's, stays there.
    expect(res.body.unchanged).toBe(4);
  });

  it('a repeat with the same Idempotency-Key applies once', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/fm-imports',
        headers: { authorization: `Bearer ${admin.token}`, 'idempotency-key': 'fm-import-lautaro' },
        payload: { files: [EUROPE], apply: ['8006543:new'] },
      });
    const [first, second] = [await send(), await send()];
    expect([first.statusCode, second.statusCode, second.headers['idempotent-replayed']]).toEqual([201, 201, 'true']);
    expect(await t.db.select().from(players).where(eq(players.fmUid, 8006543))).toHaveLength(1);
  });
});

describe('candidates', () => {
  it('are names close to the row (a misspelling), not names that share only a first name', async () => {
    const barko = await createPlayer(t.db, { name: 'Valentin Barko', teamId: teamIds.boca });
    await createPlayer(t.db, { name: 'Valentín Gómez', teamId: teamIds.boca });
    const res = await preview([EUROPE]);
    const barco = res.body.rows.find((r: { name: string }) => r.name === 'Valentín Barco');
    expect(barco.candidates.map((c: { id: number }) => c.id)).toEqual([barko.id]);
    expect(barco.candidates[0].similarity).toBeGreaterThan(0.45);
    expect(barco.candidates[0].similarity).toBeLessThan(1);
  });
});

describe('the reservation rule', () => {
  it('a player held by an open auction is not moved, and nothing else of the import is written', async () => {
    const held = await createPlayer(t.db, { name: 'Gonzalo Subastado', teamId: teamIds.river, fmUid: 7_700_001 });
    await t.db
      .insert(auctions)
      .values({ playerId: held.id, teamId: teamIds.river, seasonId: 57, createdBy: admin.user.id, endsAt: new Date(Date.now() + 3_600_000) });
    const html = `<table><tr><th>Name</th><th>UID</th><th>Age</th><th>Club</th><th>CA</th><th>PA</th><th>Transfer Value</th></tr>
      <tr><td>Gonzalo Subastado</td><td>7700001</td><td>24</td><td>Boca Juniors</td><td>121</td><td>140</td><td>€10M</td></tr>
      <tr><td>Pedro Recién</td><td>7700002</td><td>18</td><td>Boca Juniors</td><td>90</td><td>150</td><td>€100K</td></tr></table>`;
    const files = [{ name: 'subasta.html', html }];
    const before = await playersNow();
    const res = await apply(files, ['7700002:new', '7700001:ca', '7700001:club']);
    expect(res.status).toBe(409);
    expect(res.body.message).toContain('subasta');
    expect(await playersNow()).toEqual(before);
    // Without the move the rest applies.
    expect((await apply(files, ['7700002:new', '7700001:ca'])).status).toBe(201);
  });
});
