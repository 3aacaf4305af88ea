import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticWebPlugin } from './static-web';

describe('the web app served by the API process', () => {
  let dist: string;
  let app: FastifyInstance;
  const page = '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';
  const loginPage = '<!doctype html><html><head><script type="module" src="/assets/login.js"></script></head><body><div id="root"></div></body></html>';

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'superliga-web-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, 'index.html'), page);
    writeFileSync(join(dist, 'login.html'), loginPage);
    writeFileSync(join(dist, 'assets', 'index.js'), 'console.log(1)');
    writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
    app = Fastify();
    await app.register(staticWebPlugin, { webDist: dist });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the login page at /login and the app at every other path, never cached', async () => {
    const login = await app.inject({ method: 'GET', url: '/login' });
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-type']).toMatch(/^text\/html/);
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(login.body).toBe(loginPage);
    for (const url of ['/dashboard', '/players/7?tab=1', '/signup', '/', '/no-existe']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(page);
    }
  });

  it('answers 404 for a file that is not there instead of the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/old-build-1234.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const icon = await app.inject({ method: 'GET', url: '/icons/none.png' });
    expect(icon.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/assets/index.js' })).statusCode).toBe(200);
  });

  it('does not serve the build notes (.vite/)', async () => {
    expect((await app.inject({ method: 'GET', url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nada' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBeTruthy();
  });
});
