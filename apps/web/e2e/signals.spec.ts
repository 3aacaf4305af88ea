import { expect, test } from '@playwright/test';
import { api } from './support/api';
import { checkScreen, settled } from './support/screens';
import { ACCOUNTS, loginAs } from './support/session';

/**
 * Signals for staff (docs/decisions/030-signals-for-staff.md): two managers log in from one browser
 * (the device id the app keeps survives the logout), the Organizador sees the signal on 'Señales'
 * with its why and marks it reviewed with a note; it then reads under "Revisadas".
 */

type Me = { id: number; name: string };

test('staff review a signal: two accounts from one browser, marked reviewed with a note', async ({ page }) => {
  const names: string[] = [];
  for (const account of [ACCOUNTS.manager1, ACCOUNTS.manager15]) {
    await loginAs(page, account);
    names.push((await api<Me>(page, 'GET', '/user')).name);
    await expect(page.getByRole('link', { name: 'Señales' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Logout' }).click();
  }
  const device = await page.evaluate(() => localStorage.getItem('DEVICE_ID'));
  expect(device).toMatch(/^[0-9a-f-]{36}$/);

  await loginAs(page, ACCOUNTS.organizador);
  await expect(page.getByRole('link', { name: 'Señales' })).toHaveAttribute('href', '/senales');
  await page.goto('/senales');
  await expect(page.getByRole('heading', { name: 'Señales', level: 1 })).toBeVisible();
  await settled(page);
  const card = page.getByRole('region', { name: 'Cuentas de un mismo navegador' }).filter({ hasText: names[0]! }).filter({ hasText: names[1]! });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(/\d cuentas entraron desde el mismo navegador: /);
  await checkScreen(page, 'signals');

  // On a phone: the card, its why and its button are on screen with no sideways scroll.
  await page.setViewportSize({ width: 375, height: 780 });
  const button = card.getByRole('button', { name: 'Marcar revisada' });
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport({ ratio: 1 });
  await expect(card.getByText(/cuentas entraron desde el mismo navegador/)).toBeInViewport();
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Marcar la señal como revisada' });
  const confirm = dialog.getByRole('button', { name: 'Marcar revisada' });
  await expect(confirm).toBeDisabled();
  const note = `Son hermanos y comparten la compu ${Date.now()}`;
  await dialog.getByRole('textbox', { name: 'Nota' }).fill(note);
  await confirm.click();
  await expect(page.getByText('Señal marcada como revisada.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByRole('combobox', { name: 'Mostrar' }).selectOption({ label: 'Revisadas' });
  await settled(page);
  const reviewed = page.getByRole('region', { name: 'Cuentas de un mismo navegador' }).filter({ hasText: note });
  await expect(reviewed).toHaveCount(1);
  await expect(reviewed).toContainText(/Revisada por .+ el \d{2}-\d{2}-\d{4}/);
  await expect(reviewed.getByRole('button', { name: 'Marcar revisada' })).toHaveCount(0);
});
