import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';

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
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  await page.screenshot({ path: join(shotsDir, `${name}-phone.png`), fullPage: true });
  if (desktop) {
    await page.setViewportSize(desktop);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  }
  if (overflow > 375) throw new Error(`${name}: la página mide ${overflow} px de ancho en un teléfono de 375 px`);
}
