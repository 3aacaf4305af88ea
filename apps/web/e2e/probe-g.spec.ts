import { expect, test } from '@playwright/test';
import { errorToasts } from './support/once';
import { loginAs } from './support/session';

test('probe double tap create bet', async ({ page }) => {
  await loginAs(page, 'organizador@superliga.local');
  await page.goto('/apuestas/new');
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'Apuesta de partido' }) });
  await form.getByLabel('Partido').fill('A vs B');
  for (const l of ['Cuota local', 'Cuota visitante', 'Cuota empate', 'Cuota menos', 'Cuota más']) await form.getByLabel(l).fill('2.00');
  const reqs: string[] = [];
  page.on('request', (r) => { if (r.method() === 'POST') reqs.push(r.url()); });
  await form.getByRole('button', { name: 'Crear apuesta de partido' }).dblclick();
  await page.waitForTimeout(2000);
  console.log('REQS', reqs, await errorToasts(page).count(), await page.locator('.mantine-Notification-root').allTextContents());
  await page.goto('/crear_subasta');
  await page.waitForTimeout(1000);
  console.log(await page.locator('main').innerText());
});
