import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncoding, compressAnswersPlugin } from './compress-answers';

describe('compressed answers', () => {
  let app: FastifyInstance;
  const list = { data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Jugador ${i}`, value: 1_000_000 + i })) };

  beforeAll(async () => {
    app = Fastify();
    await app.register(compressAnswersPlugin);
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

  it('reads Accept-Encoding as browsers send it', () => {
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});
