import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenMatcher, withPreloads } from './screen-preloads';
import { staticWebPlugin } from './static-web';

const SCREENS = [
  { path: '/dashboard', files: ['/assets/layout.js', '/assets/app.css', '/assets/dashboard.js'] },
  { path: '/players/new', files: ['/assets/layout.js', '/assets/player-form.js', '/assets/forms.js'] },
  { path: '/players/:id', files: ['/assets/layout.js', '/assets/player-form.js'] },
  { path: '/users/:id/movimientos', files: ['/assets/layout.js', '/assets/movements.js'] },
];

describe('screenMatcher', () => {
  const filesOf = screenMatcher(SCREENS);
  it.each([
    ['/dashboard', SCREENS[0]!.files],
    ['/dashboard/', SCREENS[0]!.files],
    ['/', SCREENS[0]!.files], // the index route sends the user on to the dashboard
    ['/players/new', SCREENS[1]!.files], // a fixed path wins over /players/:id, as in the router
    ['/players/12', SCREENS[2]!.files],
    ['/users/3/movimientos', SCREENS[3]!.files],
    ['/users/3/otra', []],
    ['/players/12/extra', []],
    ['/login', []],
    ['/signup', []],
    ['/no-existe', []],
  ])('%s', (path, files) => {
    expect(filesOf(path)).toEqual(files);
  });
});

describe('withPreloads', () => {
  const html = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';
  it('names scripts as module preloads and styles as style preloads, all at low priority, before </head>', () => {
    const out = withPreloads(html, ['/assets/a.js', '/assets/b.css']);
    expect(out).toBe(
      '<html><head><title>x</title><link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/a.js"><link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/b.css"></head><body><div id="root"></div></body></html>',
    );
  });
  it('leaves the page as it is when there is nothing to add', () => {
    expect(withPreloads(html, [])).toBe(html);
  });
  it('escapes what it writes into attributes', () => {
    expect(withPreloads(html, ['/assets/"><script>.js'])).toContain('href="/assets/&quot;>&lt;script>.js"');
  });
});

describe('the web app served by the API process', () => {
  let dist: string;
  let app: FastifyInstance;
  const page = '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'superliga-web-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(join(dist, 'index.html'), page);
    writeFileSync(join(dist, 'assets', 'index.js'), 'console.log(1)');
    writeFileSync(join(dist, '.vite', 'screen-preloads.json'), JSON.stringify({ screens: SCREENS }));
    app = Fastify();
    await app.register(staticWebPlugin, { webDist: dist });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends a logged-in screen with the files it needs named in the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/players/7?tab=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/player-form.js">');
    expect(res.body).not.toContain('forms.js');
  });

  it('sends the guest screens and unknown paths the page as it was built', async () => {
    for (const url of ['/login', '/signup', '/no-existe']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(page);
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
    expect((await app.inject({ method: 'GET', url: '/.vite/screen-preloads.json' })).statusCode).toBe(404);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nada' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBeTruthy();
  });
});
