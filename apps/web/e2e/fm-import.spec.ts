import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { api } from './support/api';
import { ACCOUNTS, loginAs } from './support/session';

/** Players from Football Manager (docs/decisions/019-football-manager-import.md): the Admin's dry run and apply. */

const exportsDir = join(import.meta.dirname, '../../server/test/fm-exports');
const HEADERS = ['Inf', 'Name', 'UID', 'Age', 'Club', 'CA', 'PA', 'Transfer Value', 'Nat', 'Position'];
/** An export as FM prints a player view to a web page. */
const fmExport = (rows: string[][]) =>
  Buffer.from(
    `<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8" /><title>Football Manager 2024</title></head><body>\r\n` +
      `<table border="1"><tr bgcolor="#EEEEEE">${HEADERS.map((h) => `<th>${h}</th>`).join('')}</tr>\r\n` +
      rows.map((r) => `<tr>${r.map((c) => `<td>${c || '&nbsp;'}</td>`).join('')}</tr>`).join('\r\n') +
      `</table><p><br />Generated with Football Manager 2024</p></body></html>`,
  );
const html = (name: string, buffer: Buffer) => ({ name, mimeType: 'text/html', buffer });

type Team = { id: number; name: string };
type Player = { id: number; name: string; value: number; ca: number; id_team: Team };

async function openScreen(page: Page) {
  await page.getByRole('link', { name: 'Importar de FM' }).click();
  await expect(page).toHaveURL(/\/importar-fm$/);
  await expect(page.getByRole('heading', { level: 1, name: 'IMPORTAR JUGADORES DE FOOTBALL MANAGER' })).toBeVisible();
}

test('the Admin previews FM exports, unticks one change and applies the rest; a malformed export imports nothing', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  const teams = (await api<{ data: (Team & { division: string | null })[] }>(page, 'GET', '/teams?all=true')).data;
  const velez = teams.find((t) => t.name === 'Vélez Sarsfield')!;
  const created = await api<Player>(page, 'POST', '/players', {
    name: 'BAUTISTA NUNEZ OCAMPO',
    id_team: velez.id,
    status: 'registrado',
    value: 2_000_000,
    ca: 120,
    pa: 140,
    age: 21,
  });
  expect(created.id, JSON.stringify(created)).toBeGreaterThan(0);

  await openScreen(page);
  const input = page.locator('input[type="file"]');

  // A malformed row: the rows are named, nothing is shown to apply.
  await input.setInputFiles([html('fm-jugadores-con-error.html', readFileSync(join(exportsDir, 'fm-jugadores-con-error.html')))]);
  await page.getByRole('button', { name: 'Ver cambios' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'no se importa nada' });
  await expect(alert).toContainText('fm-jugadores-con-error.html, fila 2 (Valentín Carboni): CA "1O5" no es un número entero entre 1 y 200.');
  await expect(alert).toContainText('fm-jugadores-con-error.html, fila 3: tiene 9 celdas y la tabla 10.');
  await expect(page.getByRole('button', { name: /Aplicar los cambios marcados/ })).toHaveCount(0);

  // Two views: one with the league's player under his accented name (and a repeat), one new.
  await input.setInputFiles([
    html('fm-vista-1.html', fmExport([['', 'Bautista Ñúñez Ocampo', '2000901', '22', 'Velez Sarsfield', '126', '141', '€1.5M', 'ARG', 'M C']])),
    html(
      'fm-vista-2.html',
      fmExport([
        ['', 'Bautista Ñúñez Ocampo', '2000901', '22', 'Velez Sarsfield', '126', '141', '€1.5M', 'ARG', 'M C'],
        ['Wnt', 'Ezequiel Zárate Quintana', '2000902', '19', 'River Plate', '98', '150', '€250K - €750K', 'ARG', 'D C'],
      ]),
    ),
  ]);
  await page.getByRole('button', { name: 'Ver cambios' }).click();
  await expect(page.getByText('3 filas leídas; 0 sin cambios; 1 repetidas (se cuentan una vez).')).toBeVisible();
  const known = page.getByTestId('fm-row').filter({ hasText: 'Bautista Ñúñez Ocampo' });
  await expect(known).toContainText('por nombre y club');
  await expect(known).toContainText('BAUTISTA NUNEZ OCAMPO (Vélez Sarsfield)');
  for (const label of ['Vincular UID 2000901', 'CA: 120 → 126', 'PA: 140 → 141', 'Edad: 21 → 22', 'Valor: $ 2.000.000 → $ 1.500.000']) {
    await expect(known.getByRole('checkbox', { name: label })).toBeChecked();
  }
  const fresh = page.getByTestId('fm-row').filter({ hasText: 'Ezequiel Zárate Quintana' });
  await expect(fresh.getByRole('checkbox', { name: 'Crear en River Plate' })).toBeChecked();
  await page.screenshot({ path: test.info().outputPath('fm-import-diff-desktop.png'), fullPage: true });

  // The Admin keeps the league's value: that change is not applied.
  await known.getByRole('checkbox', { name: /^Valor:/ }).uncheck();
  await page.getByRole('button', { name: 'Aplicar los cambios marcados (5)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aplicar la importación' });
  await expect(dialog).toContainText('Se aplican 5 cambios marcados, todos juntos o ninguno.');
  await dialog.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Se aplicaron 5 cambios.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The same files again: only the unticked value is left, now matched by UID.
  const left = page.getByTestId('fm-row');
  await expect(left).toHaveCount(1);
  await expect(left).toContainText('por UID');
  await expect(left.getByRole('checkbox', { name: 'Valor: $ 2.000.000 → $ 1.500.000' })).toBeVisible();
  await expect(page.getByTestId('fm-import-record').first()).toContainText('Admin de la Liga · fm-vista-1.html, fm-vista-2.html · 5 cambios');

  const after = await api<Player>(page, 'GET', `/players/${created.id}`);
  expect([after.ca, after.value]).toEqual([126, 2_000_000]);
  const found = await api<{ data: Player[] }>(page, 'GET', `/playername?name=${encodeURIComponent('zarate quintana')}`);
  expect(found.data.map((p) => [p.name, p.id_team.name, p.value, p.ca])).toEqual([['Ezequiel Zárate Quintana', 'River Plate', 500_000, 98]]);
});

test('on a phone (375 px) the diff is blocks with the checkboxes and the apply button in reach', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 780 });
  await loginAs(page, ACCOUNTS.admin);
  await page.goto('/importar-fm');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page
    .locator('input[type="file"]')
    .setInputFiles([html('fm-jugadores-sudamerica.html', readFileSync(join(exportsDir, 'fm-jugadores-sudamerica.html')))]);
  await page.getByRole('button', { name: 'Ver cambios' }).click();
  const first = page.getByTestId('fm-row').first();
  await expect(first).toBeVisible();
  const tick = first.getByRole('checkbox').first();
  await tick.scrollIntoViewIfNeeded();
  await expect(tick).toBeInViewport();
  const apply = page.getByRole('button', { name: /Aplicar los cambios marcados/ });
  await apply.scrollIntoViewIfNeeded();
  await expect(apply).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath('fm-import-diff-375.png'), fullPage: true });
});
