import { expect, test, type Page } from '@playwright/test';
import { clauseRange, DEFAULT_SEASON_RULES, formatMoney, PLAYER_PAGE_MSG as T, type Player } from '@superliga/league';
import { api } from './support/api';
import { expectAccessible } from './support/axe';
import { ACCOUNTS, loginAs } from './support/session';

/**
 * The player page (docs/decisions/027-the-phone-app.md, "The player page") at 375 px: a manager
 * opens a player from the list and reads his value, clause range and season statistics, then takes
 * "Ejecutar cláusula" to the clause form with him chosen; a visitor reads the page with no action.
 */

test.use({ viewport: { width: 375, height: 780 } });

type TeamTotals = { tournaments: { players: { player_id: number; name: string; matches_played: number; goals: number }[] }[] };
const pesos = (n: number) => formatMoney(n).replace(' ', '\u00a0');

/** A player of another team (FC Barcelona) who played this season and whom a clause can claim. */
async function claimablePlayerWithMatches(page: Page): Promise<Player> {
  const totals = await api<TeamTotals>(page, 'GET', '/match-statistics/team/2');
  const players = await api<{ data: Player[] }>(page, 'GET', '/players?id_team=2&all=true');
  const played = new Set(totals.tournaments[0]!.players.filter((p) => p.matches_played > 0).map((p) => p.player_id));
  const target = players.data.find((p) => played.has(p.id) && p.status === 'registrado');
  expect(target, 'un jugador del Barcelona que jugó y se puede pedir').toBeDefined();
  return target!;
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('a manager opens a player from the list, reads value, clause range and statistics, and takes "Ejecutar cláusula" to the clause form', async ({ page }) => {
  await loginAs(page, ACCOUNTS.manager1);
  const target = await claimablePlayerWithMatches(page);
  await page.goto('/players');
  await page.getByLabel('Buscar por nombre').fill(target.name);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('link', { name: target.name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/players/${target.id}$`));

  await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
  await expect(page.getByTestId('player-value')).toHaveText(pesos(target.value));
  // The range is the clause form's own (clauseRange) under the season's rules: the demo season keeps 1x–2x.
  const range = clauseRange(target.value, DEFAULT_SEASON_RULES);
  await expect(page.getByTestId('player-clause-range')).toHaveText(T.clauseRangeValue(pesos(range.min), pesos(range.max)));
  await expect(page.getByRole('link', { name: 'FC Barcelona' })).toBeVisible();
  const stats = page.getByTestId('player-stats');
  await expect(stats).toBeVisible();
  await expect(stats.getByText(T.matches)).toBeVisible();
  await expect(stats.getByText(T.goals)).toBeVisible();
  await expect(page.getByRole('heading', { name: T.historyTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: T.edit })).toHaveCount(0);

  const clause = page.getByRole('link', { name: T.executeClause });
  await expect(clause).toBeInViewport();
  await noSidewaysScroll(page);
  await expectAccessible(page);

  await clause.click();
  await expect(page).toHaveURL(new RegExp(`/clausula_rescision\\?jugador=${target.id}$`));
  await expect(page.getByRole('heading', { name: 'Ejecutar cláusula de rescisión' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Jugador', exact: true })).toHaveValue(new RegExp(`^${target.name} ·`));
  await expect(page.getByText(`Monto a pagar: ${pesos(range.min)}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirmar cláusula' })).toBeEnabled();
});

test('a player of the own team offers no clause', async ({ page }) => {
  await loginAs(page, ACCOUNTS.manager1);
  const own = await api<{ data: Player[] }>(page, 'GET', '/players?id_team=1&all=true');
  await page.goto(`/players/${own.data[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: own.data[0]!.name })).toBeVisible();
  await expect(page.getByTestId('player-value')).toBeVisible();
  await expect(page.getByRole('link', { name: T.executeClause })).toHaveCount(0);
});

test('staff gets "Editar" on the player page, to the edit form', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  const own = await api<{ data: Player[] }>(page, 'GET', '/players?id_team=1&all=true');
  await page.goto(`/players/${own.data[0]!.id}`);
  await page.getByRole('link', { name: `${T.edit} ${own.data[0]!.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/players/${own.data[0]!.id}/editar$`));
  await expect(page.getByLabel('Nombre')).toBeEnabled();
});

test('a visitor reads the player page and sees no action', async ({ page }) => {
  await loginAs(page, ACCOUNTS.visitante);
  const target = await claimablePlayerWithMatches(page);
  await page.goto('/players');
  await page.getByLabel('Buscar por nombre').fill(target.name);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('link', { name: target.name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: target.name })).toBeVisible();
  await expect(page.getByTestId('player-value')).toHaveText(pesos(target.value));
  await expect(page.getByTestId('player-stats')).toBeVisible();
  for (const action of [T.executeClause, T.bid, T.edit]) await expect(page.getByRole('link', { name: action })).toHaveCount(0);
  await noSidewaysScroll(page);
});
