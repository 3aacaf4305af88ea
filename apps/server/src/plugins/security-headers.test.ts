import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createManager } from '../../test/factories';
import { helmetHeaders, SECURITY_HEADERS, securityHeadersPlugin } from './security-headers';
import { staticWebPlugin } from './static-web';

/** What every answer carries: helmet 8's headers with the web app's content security policy. */
const EXPECTED = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';frame-ancestors 'self';img-src 'self' data:;object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';upgrade-insecure-requests;connect-src 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await createManager(t.db)).token;
});
afterAll(() => t.close());

describe('security headers', () => {
  it('are the ones helmet computes for our policy', () => {
    expect(helmetHeaders(SECURITY_HEADERS)).toEqual(EXPECTED);
  });

  it.each([
    ['a public read', 'GET', '/api/health', undefined, false, 200],
    ['a read with a token', 'GET', '/api/players', undefined, true, 200],
    ['a read without a token', 'GET', '/api/players', undefined, false, 401],
    ['a refused body', 'POST', '/api/clausula_rescision', { id_player: 'x' }, true, 422],
    ['an unknown API path', 'GET', '/api/no-existe', undefined, false, 404],
    ['an unknown file', 'GET', '/no-existe.js', undefined, false, 404],
  ] as const)('on %s (%s %s)', async (_what, method, url, body, withToken, status) => {
    const res = await t.app.inject({ method, url, headers: withToken ? { authorization: `Bearer ${token}` } : {}, ...(body ? { payload: body } : {}) });
    expect(res.statusCode).toBe(status);
    expect(res.headers).toMatchObject(EXPECTED);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('the API docs page keeps its own policy and the other headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const { 'content-security-policy': policy, ...rest } = EXPECTED;
    expect(res.headers).toMatchObject(rest);
    expect(res.headers['content-security-policy']).not.toBe(policy);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('on the web app and its files', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'superliga-web-'));
    writeFileSync(join(dist, 'index.html'), '<html><head></head><body></body></html>');
    writeFileSync(join(dist, 'app.js'), 'console.log(1)');
    const app = Fastify();
    await app.register(securityHeadersPlugin);
    await app.register(staticWebPlugin, { webDist: dist });
    try {
      for (const url of ['/dashboard', '/app.js']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.headers).toMatchObject(EXPECTED);
      }
    } finally {
      await app.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
