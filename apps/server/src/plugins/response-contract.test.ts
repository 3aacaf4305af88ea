import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessPlugin } from './access';
import { teamsListResponseSchema } from '@superliga/league';
import { teams } from '../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createTeam, createUser } from '../../test/factories';

let t: TestApp;
let token: string;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T12:00:00Z') });
  token = (await createUser(t.db)).token;
  adminToken = (await createUser(t.db, { rol: 'Admin' })).token;
});
afterAll(() => t.close());

type Operation = { requestBody?: unknown; parameters?: unknown[]; responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
const docs = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { authorization: `Bearer ${adminToken}` } })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };

describe('response schemas (decision 017)', () => {
  it('/api/docs documents request and response of the market routes', async () => {
    const { paths } = await docs();
    const answer = (path: string, method: string, status: string) => paths[path]?.[method]?.responses?.[status]?.content?.['application/json']?.schema;
    expect(answer('/api/clausula_rescision', 'post', '201')).toBeDefined();
    expect(paths['/api/clausula_rescision']!.post!.requestBody).toBeDefined();
    expect(answer('/api/clausulas/{id}', 'get', '200')).toMatchObject({ type: 'object', required: expect.arrayContaining(['player', 'offers']) });
    expect(answer('/api/auction/last', 'get', '200')).toMatchObject({ type: 'array' });
    expect(answer('/api/auctions/player/{id}', 'get', '200')).toMatchObject({ type: 'array' });
    expect(answer('/api/transferencia_pendiente', 'get', '200')).toMatchObject({ type: 'array' });
    expect(paths['/api/transfer']!.post!.requestBody).toBeDefined();
    expect(answer('/api/transfer', 'post', '201')).toBeDefined();
    expect(answer('/api/server-time', 'get', '200')).toBeDefined();
    expect(paths['/api/players']!.get!.parameters?.length).toBeGreaterThan(0);
    expect(answer('/api/players', 'get', '200')).toBeDefined();
  });

  it('a cached list is serialised through its schema, and the cached copy is the same answer', async () => {
    await createTeam(t.db, { name: 'Equipo Cacheado', division: null });
    const first = await t.request('GET', '/api/teams', { token, query: { all: 'true' } });
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(teamsListResponseSchema.strict().safeParse(first.body).success).toBe(true);
    const again = await t.request('GET', '/api/teams', { token, query: { all: 'true' } });
    expect(again.body).toEqual(first.body);
    // The cache still follows writes.
    await t.db.insert(teams).values({ name: 'Equipo Nuevo', division: 'Segunda' });
    await t.request('POST', '/api/teams', { token: (await createUser(t.db, { rol: 'Admin' })).token, body: { name: 'Otro Nuevo', division: 'Primera' } });
    const after = await t.request('GET', '/api/teams', { token, query: { all: 'true' } });
    expect(after.body.data.some((x: { name: string }) => x.name === 'Otro Nuevo')).toBe(true);
  });

  it('GET /server-time answers the server clock, and every answer carries a Date header', async () => {
    const res = await t.request('GET', '/api/server-time');
    expect(res).toMatchObject({ status: 200, body: { now: '2026-11-20T12:00:00.000Z' } });
    expect(Object.keys(res.body)).toEqual(['now']);
    expect(new Date(String(res.headers.date)).getTime()).not.toBeNaN();
    expect((await t.request('GET', '/api/teams', { token })).headers.date).toBeDefined();
  });
});

describe('every route declares its response (decision 017)', () => {
  it('every API operation in the document has a 2xx answer with its schema', async () => {
    const { paths } = await docs();
    const bare: string[] = [];
    for (const [path, ops] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(ops)) {
        // JSON, or the type a download declares (GET /compliance.csv answers text/csv, a backup application/gzip, the calendar text/calendar,
        // a match's screenshot its image type).
        const ok = Object.entries(op.responses ?? {}).some(
          ([status, r]) =>
            status.startsWith('2') &&
            (r.content?.['application/json']?.schema ||
              r.content?.['text/csv']?.schema ||
              r.content?.['application/gzip']?.schema ||
              r.content?.['text/calendar']?.schema ||
              r.content?.['image/png']?.schema),
        );
        if (!ok && path !== '/api/events') bare.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(bare).toEqual([]);
    // The document holds every API path (a route left out of it would be left out of this check).
    expect(Object.keys(paths).length).toBeGreaterThan(70);
  });

  it('a route without a response schema never registers', async () => {
    const app = Fastify();
    await app.register(accessPlugin, { deps: t.app.deps });
    expect(() => app.get('/api/sin-contrato', { config: { access: 'user' } }, async () => ({ ok: true }))).toThrow(
      'Route GET /api/sin-contrato declares no response schema',
    );
    await app.close();
  });
});
