import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, loginAs } from './support/session';

// How a logged-in screen reaches a phone (docs/decisions/036-the-standard-build.md): the app's
// page loads its entry; the router's lazy route fetches the layout and the screen with their whole
// import tree at once (Vite's preload of a dynamic import); the user and the screen's first data
// are asked for while that code loads, and the frame of the app draws meanwhile.

type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] };
const manifest = JSON.parse(readFileSync(join(import.meta.dirname, '../dist/.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
/** The files `keys` need (their static imports, with their styles), as the browser asks for them. */
function filesOf(keys: string[], withLazy = false) {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    const c = manifest[key]!;
    files.add(`/${c.file}`);
    for (const css of c.css ?? []) files.add(`/${css}`);
    for (const i of c.imports ?? []) visit(i);
    if (withLazy) for (const i of c.dynamicImports ?? []) visit(i);
  };
  keys.forEach(visit);
  return files;
}
const AREA = ['index.html', 'src/app/layouts/app-layout.tsx', 'src/app/app-styles.ts'];

function recordLoad(page: Page) {
  const assets: string[] = [];
  const api: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/assets/')) assets.push(pathname);
    if (pathname.startsWith('/api/')) api.push(pathname);
  });
  return { assets, api };
}

/** Holds every request to `url` until the returned function is called. */
async function holdBack(page: Page, url: string | RegExp) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
const DASHBOARD_CODE = /\/assets\/dashboard-[^/]*\.js$/;

test("a logged-in screen loads its own files and no other screen's, and asks for the user once", async ({ page }) => {
  await loginAs(page, ACCOUNTS.manager1);
  for (const [path, module, ready] of [
    // The screen is drawn once the user is known (decision 044, "Nothing moves while a screen loads"): its heading says the user came.
    ['/dashboard', 'src/features/market/home/routes/dashboard.tsx', () => page.getByRole('heading', { name: 'Mi estado' })],
    ['/players/1', 'src/features/players/routes/player-page.tsx', () => page.getByRole('heading').first()],
    ['/apuestas/usuarios', 'src/features/bets/routes/user-bets.tsx', () => page.getByRole('heading').first()],
  ] as const) {
    const load = recordLoad(page);
    await page.goto(path);
    await expect(ready()).toBeVisible();
    // The user asked for while the screen loads: a live event of the market (another test's, or
    // the scheduler's) may ask for it again afterwards, and rightly, since it carries the money.
    const userAsked = load.api.filter((p) => p === '/api/user');
    await page.waitForLoadState('load');
    const needed = filesOf([...AREA, module]);
    expect(needed.size, path).toBeGreaterThan(3);
    // Everything the screen needs came (scripts and the area's styles)...
    expect(
      [...needed].filter((f) => !load.assets.includes(f)),
      path,
    ).toEqual([]);
    // ...and nothing of another screen: only what the area and this screen may load later (the
    // layout's lazy pieces, the screen's own lazy parts).
    // (Not the entry's lazy imports: those are every screen.)
    const later = filesOf(['src/app/layouts/app-layout.tsx', module], true);
    const others = load.assets.filter((a) => !needed.has(a) && !later.has(a));
    expect(others, path).toEqual([]);
    expect(userAsked, path).toHaveLength(1);
  }
});

test('the login page names no logged-in file and does not ask for a user', async ({ page }) => {
  const load = recordLoad(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Conectate con tu cuenta' })).toBeVisible();
  expect(load.assets.filter((a) => /app-layout|app-routes|dashboard/.test(a))).toEqual([]);
  expect(load.api).not.toContain('/api/user');
});

test('a signed-out visit to a logged-in screen goes to the login without asking for a user', async ({ page }) => {
  const load = recordLoad(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect(load.api).not.toContain('/api/user');
});

test('an expired token on a logged-in screen leads to the login', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(() => localStorage.setItem('ACCESS_TOKEN', '999|no-es-un-token'));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull();
});

// The router ranks a fixed path above its pattern sibling ('/apuestas/usuarios' and
// '/apuestas/:id', two different screens): reached after the other, it still finds its own
// screen, without a reload.
test('a fixed path still wins over its pattern sibling visited before', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await page.goto('/apuestas/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const documents: string[] = [];
  page.on('request', (req) => void (req.resourceType() === 'document' && documents.push(req.url())));
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Confirmar apuestas' }).click();
  await expect(page).toHaveURL(/\/apuestas\/usuarios$/);
  await expect(page.getByRole('heading', { name: 'Apuestas de usuarios sin confirmar' })).toBeVisible();
  expect(documents).toEqual([]);
});

test('the frame draws at once; the dashboard waits for the user and is drawn whole', async ({ page }) => {
  await loginAs(page, ACCOUNTS.manager1);
  // The user answer is held back: the frame and its loader are there, the screen waits for the
  // user (who decides its buttons and sections), then comes whole, nothing pushed down after.
  const release = await holdBack(page, '**/api/user');
  await page.goto('/dashboard');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mi estado' })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: 'Mi estado' })).toBeVisible();
  await expect(page.getByTestId('profits')).toHaveText(/^\$\s/);
  await expect(page.getByText('Elegí una temporada para ver tus transferencias, subastas y cláusulas.')).toBeVisible();
});

// Once a screen is drawn, nothing restyles the whole page while it loads
// (docs/decisions/044-every-screen-fast.md, "Restyled once drawn").
test('the page is not restyled whole once drawn: its color scheme is in the page, the shell keeps its inherited values, its bars still wait', async ({
  page,
}) => {
  // Notes the color scheme before any script runs, and the value every element of the page
  // inherits from the shell while Mantine marks it as resizing (its first 200 ms) and after.
  await page.addInitScript(() => {
    const seen = window as unknown as { schemeAtStart?: string | null; shellValues: string[] };
    seen.shellValues = [];
    new MutationObserver(() => {
      // The page's root as the parser made it (the first change seen is its insertion).
      if (!('schemeAtStart' in seen)) seen.schemeAtStart = document.documentElement.getAttribute('data-mantine-color-scheme');
      const shell = document.querySelector('.mantine-AppShell-root');
      if (!shell) return;
      const main = shell.querySelector('.mantine-AppShell-main');
      if (!main) return;
      const now = [
        shell.hasAttribute('data-resizing') ? 'resizing' : 'settled',
        getComputedStyle(shell).getPropertyValue('--app-shell-transition-duration'),
        getComputedStyle(main).transitionDuration,
      ].join(' ');
      if (seen.shellValues.at(-1) !== now) seen.shellValues.push(now);
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-resizing'] });
  });
  const schemeAtStart = () => page.evaluate(() => (window as unknown as { schemeAtStart: string | null }).schemeAtStart);
  const shellValues = () => page.evaluate(() => (window as unknown as { shellValues: string[] }).shellValues);
  await page.goto('/login');
  expect(await schemeAtStart()).toBe('light');
  await loginAs(page, ACCOUNTS.manager1);
  await page.goto('/dashboard');
  expect(await schemeAtStart()).toBe('light');
  await expect(page.getByRole('heading', { name: 'Mi estado' })).toBeVisible();
  // Drawn resizing, then settled. The inherited value is the same in both states; the bars do not
  // slide while resizing, and slide as Mantine's default once settled.
  await expect.poll(shellValues).toHaveLength(2);
  const [resizing, settled] = (await shellValues()).map((v) => v.split(' '));
  expect(resizing![0]).toBe('resizing');
  expect(settled![0]).toBe('settled');
  expect(resizing![1]).not.toBe('');
  expect(settled![1]).toBe(resizing![1]);
  expect([resizing![2], settled![2]]).toEqual(['0s', '0.2s']);
});

test.describe("while a screen's code arrives", () => {
  // The service worker would answer the held file from its cache.
  test.use({ serviceWorkers: 'block' });
  test('the frame of the app shows, not a blank page', async ({ page }) => {
    await loginAs(page, ACCOUNTS.manager1);
    const release = await holdBack(page, DASHBOARD_CODE);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await expect(page.getByRole('banner')).toContainText('SUPERLIGA');
    await expect(page.getByLabel('Cargando')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Mi estado' })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { name: 'Mi estado' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Logout' })).toBeVisible();
  });

  test("the frame's loader is there at once but turns only after the wait's first second", async ({ page }) => {
    await loginAs(page, ACCOUNTS.manager1);
    const release = await holdBack(page, DASHBOARD_CODE);
    // Notes, the moment the loader enters the page, how many animations the page is running.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const loader = document.querySelector('[aria-label="Cargando"]');
        if (!loader) return;
        const seen = window as unknown as { loaderAnimations: number; loaderWaiting: boolean };
        seen.loaderAnimations = document.getAnimations().length;
        seen.loaderWaiting = loader.hasAttribute('data-waiting');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await expect(page.getByLabel('Cargando')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { loaderAnimations: number }).loaderAnimations)).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { loaderWaiting: boolean }).loaderWaiting)).toBe(true);
    // Past the second the ring shows and turns, still while the screen's code is held back.
    await expect(page.getByLabel('Cargando')).not.toHaveAttribute('data-waiting');
    expect(await page.evaluate(() => document.getAnimations().length)).toBeGreaterThan(0);
    release();
    await expect(page.getByRole('heading', { name: 'Mi estado' })).toBeVisible();
  });

  test("the dashboard's data is asked for while its code loads, once, and drawn with the screen", async ({ page }) => {
    await loginAs(page, ACCOUNTS.manager1);
    const release = await holdBack(page, DASHBOARD_CODE);
    // Notes, when the screen's heading first enters the page, whether the money line came with it.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const heading = [...document.querySelectorAll('h1')].find((h) => h.textContent === 'Mi estado');
        if (!heading) return;
        (window as unknown as { drawnWithMoney: boolean }).drawnWithMoney = !!document.querySelector('[data-testid="available"]');
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    const load = recordLoad(page);
    await page.goto('/dashboard', { waitUntil: 'commit' });
    const early = ['/api/user', '/api/settings', '/api/season', '/api/ledger/summary'];
    await expect.poll(() => early.filter((p) => load.api.includes(p))).toEqual(early);
    await expect(page.getByRole('heading', { name: 'Mi estado' })).toHaveCount(0);
    release();
    await expect(page.getByTestId('available')).toHaveText(/^-?\$\s/);
    // The screen's first render already had the money line: no placeholder was drawn first.
    expect(await page.evaluate(() => (window as unknown as { drawnWithMoney?: boolean }).drawnWithMoney)).toBe(true);
    await page.waitForLoadState('load');
    for (const p of early)
      expect(
        load.api.filter((a) => a === p),
        p,
      ).toHaveLength(1);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the menu links exist only while the menu is open', async ({ page }) => {
    await loginAs(page, ACCOUNTS.manager1);
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(menu.getByRole('link')).toHaveCount(0);
    await page.getByRole('button', { name: 'Mostrar u ocultar el menú' }).click();
    await expect(menu.getByRole('link', { name: 'Tablas' })).toBeVisible();
    await menu.getByRole('link', { name: 'Tablas' }).click();
    await expect(page).toHaveURL(/\/tablas$/);
    await expect(menu.getByRole('link')).toHaveCount(0);
  });
});
