import { expect, test } from '@playwright/test';
import { TAB_BAR } from '@superliga/league';
import { ACCOUNTS, loginAs } from './support/session';

/**
 * The phone's bottom tab bar (docs/decisions/027-the-phone-app.md): at 375 px five tabs a thumb
 * reaches, the current one marked, "Más" opening the whole menu; from the 'sm' breakpoint up the
 * sidebar does the job and the bar is gone.
 */

test.describe('the tab bar', () => {
  test('at 375 px: home, market, squad, league and more; the current tab is marked; "Más" opens the menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await loginAs(page, ACCOUNTS.manager1);
    const bar = page.getByRole('navigation', { name: TAB_BAR.label });
    await expect(bar).toBeVisible();
    for (const label of [TAB_BAR.home, TAB_BAR.market, TAB_BAR.squad, TAB_BAR.league, TAB_BAR.more]) {
      const tab = bar.getByText(label, { exact: true });
      await expect(tab).toBeVisible();
      const box = (await tab.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(740);
    }
    await expect(bar.getByRole('link', { name: TAB_BAR.home })).toHaveAttribute('aria-current', 'page');
    await bar.getByRole('link', { name: TAB_BAR.league }).click();
    await expect(page).toHaveURL(/\/tablas$/);
    await expect(bar.getByRole('link', { name: TAB_BAR.league })).toHaveAttribute('aria-current', 'page');
    await bar.getByRole('link', { name: TAB_BAR.market }).click();
    await expect(page).toHaveURL(/\/players$/);
    const more = bar.getByRole('button', { name: TAB_BAR.more });
    await more.click();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await menu.getByRole('link', { name: 'Palmarés' }).click();
    await expect(page).toHaveURL(/\/palmares$/);
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await expect(bar.getByRole('link', { name: TAB_BAR.league })).toHaveAttribute('aria-current', 'page');
  });

  test('a visitor has no squad tab; on a wide screen there is no tab bar', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await loginAs(page, ACCOUNTS.visitante);
    const bar = page.getByRole('navigation', { name: TAB_BAR.label });
    await expect(bar.getByRole('link', { name: TAB_BAR.home })).toBeVisible();
    await expect(bar.getByRole('link', { name: TAB_BAR.squad })).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(bar).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
  });
});
