import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { paths } from '@superliga/league';
import { expectAccessible } from './axe';

/**
 * The page finished loading its data: no loading indicator left. ('networkidle' never comes:
 * the live-events stream stays open.)
 */
export async function settled(page: Page) {
  await page.waitForLoadState('load');
  // The app starts after the load event (main.tsx starts in three tasks, decision 044): first
  // React's first drawing (the app's frame and its loader at the least), then no loader left.
  await expect(page.locator('#root > *').first()).toBeAttached({ timeout: 15_000 });
  await expect(page.locator('[role="status"] .mantine-Loader-root, .mantine-Loader-root')).toHaveCount(0, { timeout: 15_000 });
}

const shotsDir = join(import.meta.dirname, '../../test-results/screens');

/**
 * Checks a screen as a person would on a desktop and on a phone: no serious accessibility
 * violation, nothing wider than the phone's 375 px, and a screenshot of each width kept in
 * test-results/screens for review.
 */
export async function checkScreen(page: Page, name: string) {
  mkdirSync(shotsDir, { recursive: true });
  await expectAccessible(page, name);
  await page.screenshot({ path: join(shotsDir, `${name}-desktop.png`), fullPage: true });
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 780 });
  // A phone opens the page at its own width (the sidebar starts closed there).
  await page.reload();
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await settled(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  await page.screenshot({ path: join(shotsDir, `${name}-phone.png`), fullPage: true });
  if (desktop) {
    await page.setViewportSize(desktop);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  }
  if (overflow > 375) throw new Error(`${name}: la página mide ${overflow} px de ancho en un teléfono de 375 px`);
}

/** Every logged-in screen: each fixed path of the app, plus one example of each screen with an id. */
export const EVERY_SCREEN: readonly string[] = [
  ...(Object.values(paths) as unknown[]).filter((p): p is string => typeof p === 'string' && p !== paths.login && p !== paths.signup),
  '/users/3',
  '/players/1',
  '/teams/1',
  '/offers/1',
  '/estadisticas/1',
  '/partidos/1',
  '/torneos/1/fechas',
  '/subastas/41',
  '/apuestas/1',
  '/apuestas/jugador/1',
  '/users/3/movimientos',
];
