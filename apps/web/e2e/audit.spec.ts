import { expect, test } from '@playwright/test';
import { api } from './support/api';
import { checkScreen, settled } from './support/screens';
import { ACCOUNTS, loginAs } from './support/session';

/** The audit log (docs/decisions/022-audit-log.md): the Admin filters it; the manager reads his own entries on 'Movimientos'. */

type Me = { id: number; name: string };

test('the Admin filters the audit log by kind and user; the manager sees the entry on his movements', async ({ page }) => {
  await loginAs(page, ACCOUNTS.manager2);
  const manager = await api<Me>(page, 'GET', '/user');
  await page.getByRole('link', { name: 'Logout' }).click();

  await loginAs(page, ACCOUNTS.admin);
  const reason = `Premio mal cargado ${Date.now()}`;
  const changed = await api<{ message: string }>(page, 'PUT', `/users/${manager.id}`, { budget_change: 1_000, reason });
  expect(changed.message).toBe('Usuario actualizado satisfactoriamente');
  await api(page, 'PUT', '/settings', { chat: `https://discord.gg/auditoria${Date.now()}` });

  await expect(page.getByRole('link', { name: 'Auditoría' })).toHaveAttribute('href', '/auditoria');
  await page.goto('/auditoria');
  await expect(page.getByRole('heading', { name: 'AUDITORÍA' })).toBeVisible();
  await settled(page);
  await expect(page.getByRole('row', { name: new RegExp(reason) })).toBeVisible();
  await expect(page.getByRole('row', { name: /Configuración cambiada/ }).first()).toBeVisible();
  await checkScreen(page, 'audit');

  await page.getByRole('combobox', { name: 'Qué' }).selectOption({ label: 'Cambio de presupuesto' });
  await page.getByRole('combobox', { name: 'Usuario afectado' }).selectOption({ label: manager.name });
  await settled(page);
  const row = page.getByRole('row', { name: new RegExp(reason) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Cambio de presupuesto');
  await expect(page.getByRole('row', { name: /Configuración cambiada/ })).toHaveCount(0);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('auditoria.csv');
  const text = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8');
  expect(text).toContain(reason);
  expect(text).not.toContain('Configuración cambiada');

  await page.getByRole('link', { name: 'Logout' }).click();
  await loginAs(page, ACCOUNTS.manager2);
  await expect(page.getByRole('link', { name: 'Auditoría' })).toHaveCount(0);
  await page.goto('/movimientos');
  await expect(page.getByRole('heading', { name: 'Registro de auditoría' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Registro de auditoría' }).getByRole('row', { name: new RegExp(reason) })).toBeVisible();
});
