import { expect, test } from '@playwright/test';
import { api } from './support/api';
import { expectAccessible } from './support/axe';
import { loginAs } from './support/session';

// Demo accounts of this spec: the Admin closes a cup of teams 12 and 13 (no other spec plays them in a cup).
const ADMIN = 'admin@superliga.local';
const MANAGER = 'manager3@superliga.local';
const CUP = `Copa Cierre E2E ${Date.now() % 100000}`;

test.describe.serial('palmarés and closing a tournament', () => {
  test('the palmarés at 375 px: champions of the past season, per manager, and the records', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await loginAs(page, MANAGER);
    await page.goto('/palmares');
    await expect(page.getByRole('heading', { name: 'Palmarés' })).toBeVisible();
    const teams = page.getByRole('table', { name: 'Por equipo' });
    await expect(teams.getByText('Primera División 56 — Temporada 56').first()).toBeVisible();
    await expect(teams.getByText('Copa de Campeones 56 — Temporada 56').first()).toBeVisible();
    await expectAccessible(page, 'palmarés (equipos)');
    await page.getByRole('tab', { name: 'Por manager' }).click();
    await expect(page.getByRole('table', { name: 'Por manager' }).getByText('Campeón').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Récords' }).click();
    await expect(page.getByTestId('record-biggest_win')).toContainText('Goleada más grande');
    await expect(page.getByTestId('record-longest_unbeaten_run')).toContainText('partidos');
    await expectAccessible(page, 'palmarés (récords)');
    // Nothing wider than the phone: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('the Admin previews a finished cup’s closing and confirms it once', async ({ page }) => {
    await loginAs(page, ADMIN);
    await page.goto('/palmares');
    const season = (await api<{ data: { id: number; current: boolean }[] }>(page, 'GET', '/season')).data.find((s) => s.current)!;
    await api(page, 'PUT', `/seasons/${season.id}/rules`, { prize_table: { UEL: [40_000_000, 15_000_000] } });
    const cup = await api<{ id: number }>(page, 'POST', '/tournaments', {
      name: CUP,
      start_date: '2026-09-01',
      end_date: '2027-05-30',
      season_id: season.id,
      type: 'UEL',
    });
    const match = await api<{ id: number }>(page, 'POST', '/matches', {
      team_home_id: 12,
      team_away_id: 13,
      tournament_id: cup.id,
      score_home: 3,
      score_away: 1,
      stage: 4,
    });
    const squad = await api<{ data: { id: number; team: { id: number } }[] }>(page, 'GET', '/players-teams?id_team=12');
    const player = squad.data[0]!.id;
    const stat = {
      match_id: match.id,
      tournament_id: cup.id,
      player_id: player,
      user_id: null,
      goals: 1,
      assists: 0,
      yellow_cards: 0,
      red_cards: 0,
      simple_injuries: 0,
      serious_injuries: 0,
      mvp: 0,
    };
    await api(page, 'POST', '/match-statistics', { statistics: [stat] });

    await page.goto('/torneos/cierre');
    await page.getByRole('combobox', { name: 'Torneo' }).click();
    await page.getByRole('option', { name: new RegExp(CUP) }).click();
    const table = page.getByRole('table', { name: 'Cierre del torneo' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(page.getByText('Total: $ 55.000.000')).toBeVisible();
    await expectAccessible(page, 'cierre de torneo');
    await page.getByRole('button', { name: 'Cerrar torneo y pagar' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('$ 40.000.000');
    await dialog.getByRole('button', { name: 'Cerrar torneo y pagar' }).click();
    await expect(page.getByText('Torneo cerrado: premios y objetivos pagados.')).toBeVisible();
    await expect(page.getByText(/^Cerrado el /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cerrar torneo y pagar' })).toHaveCount(0);
  });
});
