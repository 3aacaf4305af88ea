import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
// @ts-expect-error plain ESM script shared with the bench report
import { loginBundle } from '../../../scripts/bundle-size.mjs';

// ARCHITECTURE §8: the first screen stays small; everything else is a lazy route.
test('the JavaScript and CSS loaded for /login stay within budget', () => {
  const dist = join(import.meta.dirname, '../dist');
  const r = loginBundle(dist) as { jsGzip: number; cssGzip: number };
  expect(r.jsGzip).toBeLessThanOrEqual(130 * 1024);
  expect(r.cssGzip).toBeLessThanOrEqual(40 * 1024);
});

test('the login page loads no other screen', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/assets/') && req.url().endsWith('.js')) loaded.push(req.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Conectate con tu cuenta' })).toBeVisible();
  expect(loaded.some((u) => /dashboard|app-layout/.test(u))).toBe(false);
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

// docs/decisions/004-screen-preloads.md: on a phone's HTTP/1.1 (six connections) every six files
// cost a round trip before the first paint, so the logged-in area is one chunk
// (build/area-chunk.ts), and Floating UI (popovers, ~40 KB) comes only with the screens that have
// a select or a menu: the dashboard's tables and the navbar's scroll area do not bring it
// (build/scroll-area-refs.ts).
test('the dashboard needs few files, and none of them carries Floating UI', () => {
  const dist = join(import.meta.dirname, '../dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const shell = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]!);
  const { screens } = JSON.parse(readFileSync(join(dist, '.vite/screen-preloads.json'), 'utf8')) as { screens: { path: string; files: string[] }[] };
  const files = [...new Set([...shell, ...screens.find((s) => s.path === '/dashboard')!.files])];
  expect(files.length).toBeGreaterThan(3);
  // 12 since the dashboard shows the trade review state of pending transfers (decision 023): the
  // transfers table and its review cells are shared with two screens, below the area chunk's
  // threshold; bringing it back to 10 is open work of decision 004.
  expect(files.length).toBeLessThanOrEqual(12);
  const withFloatingUi = files.filter((f) => f.endsWith('.js') && readFileSync(join(dist, f), 'utf8').includes('floating-ui'));
  expect(withFloatingUi).toEqual([]);
  // Floating UI is still in the build, with the selects.
  const assets = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  expect(assets.some((f) => readFileSync(join(dist, 'assets', f), 'utf8').includes('floating-ui'))).toBe(true);
});
