import { expect, test } from '@playwright/test';
import { api } from './support/api';
import { expectAccessible } from './support/axe';
import { ACCOUNTS, loginAs } from './support/session';

/**
 * The import from the old app (docs/decisions/018-legacy-import.md): the Admin uploads a .sql dump
 * in the old schema, reads the dry run, corrects a mapping and applies it. Needs the MariaDB on
 * 127.0.0.1:3306 where the server loads the dump.
 */
const DUMP = `
CREATE TABLE users (id bigint unsigned PRIMARY KEY, name varchar(255) NOT NULL, email varchar(255) NOT NULL, password varchar(255) NOT NULL,
  rol varchar(255) NOT NULL DEFAULT 'Visitante', profits int NULL, costs int NULL, deleted_at timestamp NULL);
CREATE TABLE seasons (id bigint unsigned PRIMARY KEY, name varchar(255) NOT NULL, start datetime NOT NULL, end datetime NOT NULL, active varchar(255) NULL DEFAULT 'no');
CREATE TABLE teams (id bigint unsigned PRIMARY KEY, name varchar(255) NOT NULL, division varchar(255) NOT NULL, id_user bigint unsigned NULL,
  title_first_division int NULL, title_cup int NULL, updated_by bigint unsigned NOT NULL);
CREATE TABLE players (id bigint unsigned PRIMARY KEY, name varchar(255) NOT NULL, age int NOT NULL, ca int NOT NULL, pa int NOT NULL,
  id_team bigint unsigned NULL, value int NOT NULL DEFAULT 15000000, status varchar(255) NULL, deleted_at timestamp NULL);
CREATE TABLE transfers (id bigint unsigned PRIMARY KEY, transferred_players text NOT NULL, id_team_from bigint unsigned NULL, id_team_to bigint unsigned NULL,
  budget int NOT NULL DEFAULT 0, created_by bigint unsigned NOT NULL, buy_by bigint unsigned NULL, sold_by bigint unsigned NULL, confirmed_by bigint unsigned NULL,
  confirmed varchar(255) NOT NULL DEFAULT 'no', id_season bigint unsigned NULL, created_at timestamp NULL);
INSERT INTO users VALUES (1, 'Viejo Uno', 'viejo1@old.test', 'x', 'Manager Primera', 70000000, NULL, NULL),
  (2, 'Viejo Dos', 'viejo2@old.test', 'x', 'Manager Segunda', 30000000, NULL, NULL);
INSERT INTO seasons VALUES (1, 'Temporada 12', '2012-01-01 00:00:00', '2012-06-30 00:00:00', 'no');
INSERT INTO teams VALUES (10, 'Club Histórico', 'Primera', 1, 7, 2, 1), (11, 'Club Olvidado', 'Segunda', 2, NULL, NULL, 1), (12, 'Club Repetido', '', 1, NULL, NULL, 1);
INSERT INTO players VALUES (100, 'Goleador Antiguo', 30, 150, 150, 10, 20000000, NULL, NULL), (101, 'Goleador Antiguo', 31, 120, 120, 11, 1000000, NULL, NULL);
INSERT INTO transfers VALUES (1, 'Goleador Antiguo', 10, 11, 5000000, 1, 2, 1, 1, 'si', 1, '2012-02-01 10:00:00');
`;

test('the Admin runs a dry run of the old app, corrects a mapping and applies it', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  await expect(page.getByRole('link', { name: 'Importar app vieja' })).toHaveAttribute('href', '/importar-app-vieja');
  await page.goto('/importar-app-vieja');
  await expect(page.getByRole('heading', { name: 'Importar desde la app vieja' })).toBeVisible();
  await page.getByLabel('Volcado .sql de la base vieja').setInputFiles({ name: 'vieja.sql', mimeType: 'application/sql', buffer: Buffer.from(DUMP) });
  await page.getByRole('button', { name: 'Revisar (sin importar)' }).click();

  const report = page.getByTestId('legacy-report');
  await expect(report.getByTestId('legacy-table-teams')).toContainText('teams33000');
  await expect(report.getByTestId('legacy-problems')).toContainText("Hay 2 jugadores llamados 'Goleador Antiguo'.");
  await expect(report.getByTestId('legacy-problems')).toContainText('El usuario 1 ya tiene un equipo');
  await expect(report).toContainText('Presupuestos viejos: $ 100.000.000');
  await expectAccessible(page, 'importar app vieja');

  // The Admin maps the old 'Club Olvidado' to the demo's free-agent team; the review is read again.
  const teams = await api<{ data: { id: number; name: string }[] }>(page, 'GET', '/teams?all=true');
  const free = teams.data.find((t) => t.name === 'Agentes libres')!;
  await page.getByRole('combobox', { name: 'Equipos: app vieja → nuestros equipos: Club Olvidado' }).selectOption(String(free.id));
  await expect(page.getByText('Asignación guardada.')).toBeVisible();
  await expect(report.getByTestId('legacy-table-teams')).toContainText('teams32100');

  await page.getByRole('button', { name: 'Importar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '¿Importar la base vieja?' });
  await expect(dialog).toContainText('$ 100.000.000');
  await dialog.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByText('Importación aplicada.').first()).toBeVisible();
  await expect(report.getByTestId('legacy-table-teams')).toContainText('teams32100');

  const after = await api<{ data: { id: number; name: string }[] }>(page, 'GET', '/teams?all=true');
  expect(after.data.map((t) => t.name)).toEqual(expect.arrayContaining(['Club Histórico', 'Club Repetido']));
  expect(after.data.map((t) => t.name)).not.toContain('Club Olvidado');
  const seasons = await api<{ data: { name: string; archived: boolean; current: boolean }[] }>(page, 'GET', '/season');
  expect(seasons.data.find((s) => s.name === 'Temporada 12')).toMatchObject({ archived: true, current: false });

  // The title counters feed the palmarés.
  await expect(page.getByRole('link', { name: 'Palmarés' })).toHaveAttribute('href', '/palmares');
  await page.goto('/palmares');
  const historic = after.data.find((t) => t.name === 'Club Histórico')!;
  await expect(page.getByTestId(`palmares-${historic.id}`)).toContainText('7 × Primera División, 2 × Copa');
  await expect(page.getByTestId(`palmares-${historic.id}`)).toContainText('9');
  await expectAccessible(page, 'palmarés');
});

test('the import screen is usable at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loginAs(page, ACCOUNTS.admin);
  await page.goto('/importar-app-vieja');
  await page.getByLabel('Volcado .sql de la base vieja').setInputFiles({ name: 'vieja.sql', mimeType: 'application/sql', buffer: Buffer.from(DUMP) });
  await page.getByRole('button', { name: 'Revisar (sin importar)' }).click();
  await expect(page.getByTestId('legacy-report')).toBeVisible();
  const select = page.getByRole('combobox', { name: 'Managers: app vieja → nuestros usuarios: Viejo Uno' });
  await select.scrollIntoViewIfNeeded();
  const box = (await select.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
