import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
// @ts-expect-error plain ESM script shared with the bench report
import { loginBundle } from '../../../scripts/bundle-size.mjs';

// ARCHITECTURE §8 and docs/decisions/036-the-standard-build.md: the first page of every session
// stays small (≤ 110 KB of JavaScript, gzip); everything else is a lazy route.
test('the JavaScript and CSS loaded for /login stay within budget', () => {
  const dist = join(import.meta.dirname, '../dist');
  const r = loginBundle(dist) as { jsGzip: number; cssGzip: number };
  expect(r.jsGzip).toBeGreaterThan(50 * 1024);
  expect(r.jsGzip).toBeLessThanOrEqual(110 * 1024);
  expect(r.cssGzip).toBeLessThanOrEqual(40 * 1024);
});

// The login page (login.html) draws the login screen without the router: React Router is about a
// quarter of the app's entry. An invariant message of React Router marks its code.
const ROUTER_CODE = 'useRoutes() may be used only in';

test('the login page loads neither the router nor another screen', async ({ page }) => {
  const loaded: string[] = [];
  page.on('response', async (res) => {
    if (res.url().includes('/assets/') && res.url().endsWith('.js')) loaded.push(await res.text());
  });
  const names: string[] = [];
  page.on('request', (req) => void (req.url().includes('/assets/') && names.push(req.url())));
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Conectate con tu cuenta' })).toBeVisible();
  await page.waitForLoadState('load');
  expect(loaded.length).toBeGreaterThan(0);
  expect(names.filter((u) => /dashboard|app-layout|app-styles/.test(u))).toEqual([]);
  expect(loaded.filter((code) => code.includes(ROUTER_CODE))).toEqual([]);
  // The app's page does carry it: the marker is still what the router's code says.
  const dist = join(import.meta.dirname, '../dist/assets');
  expect(readdirSync(dist).some((f) => f.endsWith('.js') && readFileSync(join(dist, f), 'utf8').includes(ROUTER_CODE))).toBe(true);
});

// The app loads Mantine's styles per component (src/app/styles-guest.ts, src/app/app-styles.ts).
// A component whose sheet is missing would render unstyled with no error anywhere: every Mantine
// class name in the built code must have its rules in the built CSS.
test('every Mantine class the built code uses has its styles in the build', () => {
  const dist = join(import.meta.dirname, '../dist/assets');
  const require = createRequire(import.meta.url);
  const mantineClass = /m_[0-9a-f]{6,8}\b/g;
  const classesIn = (text: string) => new Set([...text.matchAll(mantineClass)].map((m) => m[0]));
  const mantine = classesIn(['@mantine/core/styles.css', '@mantine/notifications/styles.css'].map((f) => readFileSync(require.resolve(f), 'utf8')).join('\n'));
  const files = readdirSync(dist);
  const read = (ext: string) =>
    files
      .filter((f) => f.endsWith(ext))
      .map((f) => readFileSync(join(dist, f), 'utf8'))
      .join('\n');
  const styled = classesIn(read('.css'));
  const used = [...classesIn(read('.js'))].filter((c) => mantine.has(c));
  expect(used.length).toBeGreaterThan(100);
  expect(used.filter((c) => !styled.has(c))).toEqual([]);
});

type Chunk = { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isDynamicEntry?: boolean };

// docs/decisions/036-the-standard-build.md: one route table (src/app/routes.tsx) of React Router
// lazy routes, and Vite's chunks. Each screen is a chunk of its own that neither the app's entry
// nor the login page loads, and the entry names no screen's code statically.
test('every screen of the route table is a lazy chunk outside the entry and the login page', () => {
  const dist = join(import.meta.dirname, '../dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
  const closure = (key: string, out = new Set<string>()) => {
    if (out.has(key)) return out;
    out.add(key);
    for (const i of manifest[key]?.imports ?? []) closure(i, out);
    return out;
  };
  const routeModules = Object.keys(manifest).filter((k) => /^src\/features\/(market\/)?[^/]+\/routes\/[^/]+\.tsx$/.test(k));
  expect(routeModules.length).toBeGreaterThan(40);
  const app = closure('index.html');
  const login = closure('login.html');
  for (const m of routeModules) {
    expect(manifest[m]!.isDynamicEntry, m).toBe(true);
    expect(app.has(m), m).toBe(false);
    if (!m.endsWith('auth/routes/login.tsx')) expect(login.has(m), m).toBe(false);
  }
  expect(manifest['index.html']!.dynamicImports).toEqual(
    expect.arrayContaining(['src/features/market/home/routes/dashboard.tsx', 'src/app/layouts/app-layout.tsx']),
  );
});
