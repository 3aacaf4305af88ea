import { expect, test } from '@playwright/test';
import { loginAs } from './support/session';

test('shots', async ({ page }) => {
  await loginAs(page, 'admin@superliga.local');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/torneos', '/partidos', '/tablas', '/estadisticas', '/estadisticas/1', '/premios', '/fixture_primera', '/partidos/1']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(800);
      if (path === '/tablas' || path === '/estadisticas') {
        await page.getByRole('combobox', { name: 'Torneo', exact: true }).click();
        await page.getByRole('option').first().click();
        await page.waitForTimeout(800);
      }
      await page.screenshot({ path: `/tmp/shots/${path.replace(/\//g, '_')}-${width}.png`, fullPage: width === 375 ? false : true });
    }
  }
});
