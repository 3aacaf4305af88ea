import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/app';
import { sendCached } from './http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('sendCached serialises through the route response schema once, and serves the cached string after', async () => {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  let loads = 0;
  app.get('/x', { schema: { response: { 200: z.object({ id: z.number() }) } } }, (req, reply) =>
    sendCached(t.app.deps, req, reply, ['teams'], async () => {
      loads += 1;
      return { id: 1, secret: 'not in the schema' };
    }),
  );
  const first = await app.inject({ method: 'GET', url: '/x' });
  const second = await app.inject({ method: 'GET', url: '/x' });
  expect(first.statusCode).toBe(200);
  expect(first.json()).toEqual({ id: 1 });
  expect(second.body).toBe(first.body);
  expect(second.headers['content-type']).toMatch(/^application\/json/);
  expect(loads).toBe(1);
  await app.close();
});
