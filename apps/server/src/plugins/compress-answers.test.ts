import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncoding, compressAnswersPlugin } from './compress-answers';

describe('compressed answers', () => {
  let app: FastifyInstance;
  /** What a route's own onSend hook saw, as the Idempotency-Key's hook keeps it. */
  const keptByRoute: unknown[] = [];
  const list = { data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Jugador ${i}`, value: 1_000_000 + i })) };

  beforeAll(async () => {
    app = Fastify();
    await app.register(compressAnswersPlugin);
    // Like plugins/idempotency.ts: a hook put first among the route's own when the route is added.
    app.addHook('onRoute', (route) => {
      if (!route.config || !(route.config as { keeps?: boolean }).keeps) return;
      const keep = async (_req: unknown, _reply: unknown, payload: unknown) => (keptByRoute.push(payload), payload);
      route.onSend = [keep, ...[route.onSend ?? []].flat()] as typeof route.onSend;
    });
    app.setNotFoundHandler((_req, reply) => reply.type('text/html; charset=utf-8').send(`<html>${'<p>página</p>'.repeat(200)}</html>`));
    app.post('/kept', { config: { keeps: true } as never }, async () => list);
    app.get('/list', async () => list);
    app.get('/small', async () => ({ ok: true }));
    app.get('/text', async (_req, reply) => reply.type('text/plain').send('x'.repeat(5000)));
    await app.ready();
  });
  afterAll(() => app.close());

  it('sends a large JSON answer in brotli or gzip, whichever the browser accepts, the same JSON once decoded', async () => {
    const br = await app.inject({ method: 'GET', url: '/list', headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(list).length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(list);

    const gz = await app.inject({ method: 'GET', url: '/list', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(list);
  });

  it('leaves the answer as it is without an accepted encoding, for small answers and for other types', async () => {
    const plain = await app.inject({ method: 'GET', url: '/list' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.json()).toEqual(list);
    const refused = await app.inject({ method: 'GET', url: '/list', headers: { 'accept-encoding': 'br;q=0, identity' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    const small = await app.inject({ method: 'GET', url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const text = await app.inject({ method: 'GET', url: '/text', headers: { 'accept-encoding': 'br' } });
    expect(text.headers['content-encoding']).toBeUndefined();
  });

  it("compresses after the route's own hooks: the answer an Idempotency-Key keeps is the JSON, not this request's bytes", async () => {
    const res = await app.inject({ method: 'POST', url: '/kept', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(list);
    expect(keptByRoute).toHaveLength(1);
    expect(typeof keptByRoute[0]).toBe('string');
    expect(JSON.parse(keptByRoute[0] as string)).toEqual(list);
  });

  it('compresses the pages the not-found handler answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/dashboard', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('<p>página</p>');
  });

  it('reads Accept-Encoding as browsers send it', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});
