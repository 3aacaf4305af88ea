import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { EVERY_SCREEN, settled } from './support/screens';
import { ACCOUNTS, loginAs } from './support/session';

test.describe('accessibility (axe-core: no serious or critical violations)', () => {
  test('guest screens', async ({ page }) => {
    for (const path of ['/login', '/signup', '/no-existe']) {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expectAccessible(page, path);
    }
  });

  test('every logged-in screen, as the Admin', async ({ page }) => {
    test.setTimeout(240_000);
    await loginAs(page, ACCOUNTS.admin);
    for (const path of EVERY_SCREEN) {
      await page.goto(path);
      await expect(page.getByRole('heading').first()).toBeVisible();
      await settled(page);
      await expectAccessible(page, path);
    }
  });

  test('the login form works with the keyboard alone', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Conectate con tu cuenta' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByPlaceholder('Email')).toBeFocused();
    await page.keyboard.type(ACCOUNTS.manager1);
    await page.keyboard.press('Tab');
    await expect(page.getByPlaceholder('Password')).toBeFocused();
    await page.keyboard.type('superliga');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
