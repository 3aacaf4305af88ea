import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/app';
import { sendCached } from './http';

let t: TestApp;
const app = Fastify();
let loads = 0;
beforeAll(async () => {
  t = await createTestApp();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const declared = { response: { 200: z.object({ id: z.number(), name: z.string() }) } };
  const load = async (body: unknown) => {
    loads++;
    return body;
  };
  app.get('/declared', { schema: declared }, (req, reply) =>
    sendCached(t.app.deps, req, reply, ['teams'], () => load({ id: 1, name: 'Uno', hidden: 'no sale' })),
  );
  app.get('/broken', { schema: declared }, (req, reply) => sendCached(t.app.deps, req, reply, ['teams'], () => load({ id: 'uno' })));
  app.get('/undeclared', (req, reply) => sendCached(t.app.deps, req, reply, ['teams'], () => load({ id: 2, extra: true })));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('sendCached answers through the route’s declared response schema', () => {
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
