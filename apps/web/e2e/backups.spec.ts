import { expect, test, type FileChooser, type Page } from '@playwright/test';
import { api } from './support/api';
import { checkScreen, settled } from './support/screens';
import { ACCOUNTS, loginAs } from './support/session';

/** Decisions 020 and 021: the Admin takes a backup, downloads it, changes the league and restores it from the screen. */

type Settings = { links: { social: string } };

/** Picks the file as a person does: the field opens the browser's file chooser. */
async function chooseFile(page: Page, file: Parameters<FileChooser['setFiles']>[0]) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByLabel('Archivo de la copia (.dump, .tar.gz o .json.gz)').click()]);
  await chooser.setFiles(file);
}

test('the Admin takes a backup now, downloads it and restores it after a change (desktop and 375 px)', async ({ page }) => {
  test.setTimeout(240_000);
  await loginAs(page, ACCOUNTS.admin);
  await page.goto('/copias-de-seguridad');
  await expect(page.getByRole('heading', { level: 1, name: 'COPIAS DE SEGURIDAD' })).toBeVisible();
  await settled(page);

  // Counted, not assumed: the server (shared by the suite) may already hold backups.
  const manual = page.getByRole('row').filter({ hasText: 'Manual' });
  const beforeRestore = page.getByRole('row').filter({ hasText: 'Antes de restaurar' });
  const [manualBefore, beforeRestoreBefore] = [await manual.count(), await beforeRestore.count()];
  await page.getByRole('button', { name: 'Crear copia ahora' }).click();
  // The embedded database's folder is copied and compressed: slower than a page's answer.
  await expect(page.getByText('Copia de seguridad creada.')).toBeVisible({ timeout: 60_000 });
  await expect(manual).toHaveCount(manualBefore + 1);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    // The newest first: the one just taken.
    manual
      .first()
      .getByRole('button', { name: /Descargar/ })
      .click(),
  ]);
  // The Playwright server runs on the embedded database: its own format is its data folder (decision 021).
  expect(download.suggestedFilename()).toMatch(/^superliga-.*-manual\.tar\.gz$/);
  await expect(manual.first()).toContainText('Embebida');
  const file = await download.path();

  // The league changes after the backup…
  const original = (await api<Settings>(page, 'GET', '/settings')).links.social;
  await api(page, 'PUT', '/settings', { social: 'https://example.com/cambiado' });
  expect((await api<Settings>(page, 'GET', '/settings')).links.social).toBe('https://example.com/cambiado');

  // …and the restore, confirmed in a dialog, brings it back.
  await chooseFile(page, file);
  await page.getByRole('button', { name: 'Restaurar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '¿Restaurar esta copia?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sí, restaurar' }).click();
  await expect(page.getByText('Copia restaurada. Los datos de la liga son ahora los de esa copia.')).toBeVisible({ timeout: 120_000 });
  expect((await api<Settings>(page, 'GET', '/settings')).links.social).toBe(original);
  await expect(beforeRestore).toHaveCount(beforeRestoreBefore + 1);
  // The dialog's closing transition is not the screen: check it once the dialog is gone.
  await expect(dialog).toBeHidden();

  await checkScreen(page, 'copias-de-seguridad');
});

test('a file that is not a backup is refused with a clear message', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await page.goto('/copias-de-seguridad');
  await settled(page);
  await chooseFile(page, { name: 'otra-cosa.json.gz', mimeType: 'application/gzip', buffer: Buffer.from('hola') });
  await page.getByRole('button', { name: 'Restaurar', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí, restaurar' }).click();
  await expect(page.getByText('El archivo no es una copia de seguridad de Superliga', { exact: false })).toBeVisible();
});
