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
