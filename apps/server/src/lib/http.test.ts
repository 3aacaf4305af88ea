import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/app';
import { cachedRead } from './http';

let t: TestApp;
const app = Fastify();
let loads = 0;
/** How many requests reached the handler of /queried (so passed its query's validation). */
let validated = 0;
beforeAll(async () => {
  t = await createTestApp();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const declared = { response: { 200: z.object({ id: z.number(), name: z.string() }) } };
  const teams = cachedRead(t.app.deps, ['teams']);
  const load = async (body: unknown) => {
    loads++;
    return body;
  };
  app.get('/declared', { schema: declared, preValidation: teams.preValidation }, (req, reply) =>
    teams.send(req, reply, () => load({ id: 1, name: 'Uno', hidden: 'no sale' })),
  );
  app.get('/broken', { schema: declared, preValidation: teams.preValidation }, (req, reply) => teams.send(req, reply, () => load({ id: 'uno' })));
  app.get('/undeclared', { preValidation: teams.preValidation }, (req, reply) => teams.send(req, reply, () => load({ id: 2, extra: true })));
  // A query checked by its schema, and a branch that answers who asks (never kept).
  const query = { querystring: z.object({ n: z.coerce.number().int().min(1), mine: z.string().optional() }), response: declared.response };
  app.get('/queried', { schema: query, preValidation: teams.preValidation }, async (req, reply) => {
    validated++;
    const q = req.query as { n: number; mine?: string };
    if (q.mine) return { id: q.n, name: `de ${q.mine}` };
    return teams.send(req, reply, () => load({ id: q.n, name: 'Cualquiera' }));
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('a cached read answers through the route’s declared response schema', () => {
  it('a cached body has exactly the declared fields, on the first answer and on a cache hit', async () => {
    loads = 0;
    const first = await app.inject({ method: 'GET', url: '/declared' });
    const second = await app.inject({ method: 'GET', url: '/declared' });
    expect(first.json()).toEqual({ id: 1, name: 'Uno' });
    expect(second.json()).toEqual({ id: 1, name: 'Uno' });
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(loads).toBe(1);
  });

  it('a body that breaks the schema fails as an uncached one would, and is not kept', async () => {
    loads = 0;
    expect((await app.inject({ method: 'GET', url: '/broken' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/broken' })).statusCode).toBe(500);
    expect(loads).toBe(2);
  });

  it('without a declared schema the body is sent as loaded', async () => {
    expect((await app.inject({ method: 'GET', url: '/undeclared' })).json()).toEqual({ id: 2, extra: true });
  });
});

describe('a cached read answers a hit before its query is validated again', () => {
  it('a repeated URL is answered from memory without validation, handler or load', async () => {
    loads = 0;
    validated = 0;
    const first = await app.inject({ method: 'GET', url: '/queried?n=3' });
    const again = await app.inject({ method: 'GET', url: '/queried?n=3' });
    expect(first.json()).toEqual({ id: 3, name: 'Cualquiera' });
    expect(again.json()).toEqual({ id: 3, name: 'Cualquiera' });
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect([loads, validated]).toEqual([1, 1]);
  });

  it('another URL is another body, even for the same query', async () => {
    loads = 0;
    expect((await app.inject({ method: 'GET', url: '/queried?n=4' })).json()).toEqual({ id: 4, name: 'Cualquiera' });
    expect((await app.inject({ method: 'GET', url: '/queried?n=4&otro=1' })).json()).toEqual({ id: 4, name: 'Cualquiera' });
    expect(loads).toBe(2);
  });

  it('a refused query is refused every time: nothing was kept for it', async () => {
    validated = 0;
    expect((await app.inject({ method: 'GET', url: '/queried?n=0' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/queried?n=0' })).statusCode).toBe(400);
    expect(validated).toBe(0);
  });

  it('an answer that depends on who asks is never kept, so never served to another', async () => {
    expect((await app.inject({ method: 'GET', url: '/queried?n=5&mine=ana' })).json()).toEqual({ id: 5, name: 'de ana' });
    validated = 0;
    expect((await app.inject({ method: 'GET', url: '/queried?n=5&mine=ana' })).json()).toEqual({ id: 5, name: 'de ana' });
    expect(validated).toBe(1);
  });

  it('a change to a table it was read from is read again', async () => {
    loads = 0;
    await app.inject({ method: 'GET', url: '/queried?n=6' });
    t.app.deps.cache.changed('teams');
    await app.inject({ method: 'GET', url: '/queried?n=6' });
    expect(loads).toBe(2);
  });
});
