import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { MatchReportResponse, RoundsResponse } from '@superliga/league';
import { api } from './support/api';
import { expectAccessible } from './support/axe';
import { loginAs } from './support/session';

// Demo accounts of this spec (docs/decisions/024): in round 4 of Primera (open now in the demo),
// manager1's team plays at manager7's and manager2's team hosts manager6's. No other spec reports them.
const ADMIN = 'admin@superliga.local';
const SCREENSHOT = join(import.meta.dirname, 'fixtures/captura-partido.png');
const PHONE = { width: 375, height: 800 };

/** The demo's Primera tournament and the round-4 match of a team, read as the page's user. */
async function roundFourMatch(page: Page, teamId: number) {
  const tournaments = await api<{ data: { id: number; type: string; season_id: number }[] }>(page, 'GET', '/tournaments');
  const pd = tournaments.data.filter((t) => t.type === 'PD').sort((a, b) => b.season_id - a.season_id || a.id - b.id)[0]!;
  const rounds = await api<RoundsResponse>(page, 'GET', `/tournaments/${pd.id}/rounds`);
  const match = rounds.rounds.find((r) => r.stage === 4)!.matches.find((m) => m.team_home.id === teamId || m.team_away.id === teamId)!;
  return { tournament: pd.id, match };
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** Fills the report form of the match page at 375 px and sends it after its confirmation dialog. */
async function report(page: Page, home: string, away: string, score: [number, number]) {
  await expect(page.getByRole('heading', { name: 'Reportar resultado' })).toBeVisible();
  await page.getByLabel(`Goles de ${home}`).fill(String(score[0]));
  await page.getByLabel(`Goles de ${away}`).fill(String(score[1]));
  const played = page.getByRole('checkbox', { name: /^Jugó / }).first();
  const scorer = ((await played.getAttribute('aria-label')) ?? '').replace('Jugó ', '');
  await played.check();
  await page.getByRole('button', { name: `Sumar goles a ${scorer}` }).click();
  await page.getByLabel('Capturas del partido').setInputFiles(SCREENSHOT);
  await expect(page.getByRole('img', { name: 'Captura 1' })).toBeVisible();
  await noSidewaysScroll(page);
  await page.getByRole('button', { name: 'Enviar reporte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar el reporte' });
  await expect(dialog).toContainText(`${home} ${score[0]}–${score[1]} ${away}`);
  await expect(dialog).toContainText('1 captura');
  await dialog.getByRole('button', { name: 'Enviar reporte' }).click();
  await expect(page.getByText('Resultado reportado. El rival tiene que confirmarlo o disputarlo.')).toBeVisible();
  await expect(page.getByTestId('confirm-by')).toContainText(/Se confirma solo el \d\d\/\d\d\/\d\d \d\d:\d\d:\d\d/);
}

test.describe.serial('results reported and confirmed, at 375 px', () => {
  test('manager1 reports his match with a screenshot, the opponent confirms it, the standings count it', async ({ browser }) => {
    const reporter = await browser.newPage({ viewport: PHONE });
    await loginAs(reporter, 'manager1@superliga.local');
    const { tournament, match } = await roundFourMatch(reporter, 1);
    expect(match.state).toBe('to_play');
    const before = await api<{ data: { team: { id: number }; played: number }[] }>(reporter, 'GET', `/standings?tournament_id=${tournament}`);
    const playedBefore = before.data.find((r) => r.team.id === 1)!.played;
    await reporter.goto(`/partidos/${match.id}`);
    await report(reporter, match.team_home.name, match.team_away.name, [1, 2]);
    await expect(reporter.getByRole('button', { name: 'Ver captura 1 en tamaño completo' })).toBeVisible();
    await expectAccessible(reporter, 'partido reportado');
    await reporter.close();

    const opponentTeam = match.team_home.id === 1 ? match.team_away.id : match.team_home.id;
    const opponent = await browser.newPage({ viewport: PHONE });
    await loginAs(opponent, `manager${opponentTeam}@superliga.local`);
    await opponent.goto(`/partidos/${match.id}`);
    await expect(opponent.getByText('Reportado', { exact: true })).toBeVisible();
    await opponent.getByRole('button', { name: 'Ver captura 1 en tamaño completo' }).click();
    await expect(opponent.getByRole('dialog', { name: 'Captura 1' }).getByRole('img', { name: 'Captura 1' })).toBeVisible();
    await opponent.keyboard.press('Escape');
    await opponent.getByRole('button', { name: 'Confirmar', exact: true }).click();
    const dialog = opponent.getByRole('dialog', { name: 'Confirmar el resultado' });
    await expect(dialog).toContainText(`${match.team_home.name} 1–2 ${match.team_away.name}`);
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await expect(opponent.getByText('Resultado confirmado', { exact: true })).toBeVisible();
    await expect(opponent.getByText('Confirmado', { exact: true })).toBeVisible();
    await noSidewaysScroll(opponent);

    const after = await api<{ data: { team: { id: number }; played: number }[] }>(opponent, 'GET', `/standings?tournament_id=${tournament}`);
    expect(after.data.find((r) => r.team.id === 1)!.played).toBe(playedBefore + 1);
    await opponent.goto('/tablas');
    await opponent.getByRole('combobox', { name: 'Torneo' }).click();
    await opponent.getByRole('option', { name: /Primera División 57/ }).click();
    await expect(opponent.getByText(match.team_home.name).first()).toBeVisible();
    await noSidewaysScroll(opponent);
    await opponent.close();
  });

  test('manager2 reports, the opponent disputes with his version, staff see both and rule', async ({ browser }) => {
    const reporter = await browser.newPage({ viewport: PHONE });
    await loginAs(reporter, 'manager2@superliga.local');
    const { tournament, match } = await roundFourMatch(reporter, 2);
    await reporter.goto(`/partidos/${match.id}`);
    await report(reporter, match.team_home.name, match.team_away.name, [3, 0]);
    await reporter.close();

    const opponentTeam = match.team_home.id === 2 ? match.team_away.id : match.team_home.id;
    const opponent = await browser.newPage({ viewport: PHONE });
    await loginAs(opponent, `manager${opponentTeam}@superliga.local`);
    await opponent.goto(`/partidos/${match.id}`);
    await opponent.getByRole('button', { name: 'Disputar' }).click();
    await opponent.getByLabel(`Goles de ${match.team_home.name}`).fill('1');
    await opponent.getByLabel(`Goles de ${match.team_away.name}`).fill('1');
    await opponent.getByLabel('Comentario').fill('Fue 1 a 1: la captura es del primer tiempo.');
    await opponent.getByRole('button', { name: 'Enviar disputa' }).click();
    const dialog = opponent.getByRole('dialog', { name: 'Tu versión del partido' });
    await expect(dialog).toContainText(`${match.team_home.name} 1–1 ${match.team_away.name}`);
    await dialog.getByRole('button', { name: 'Enviar disputa' }).click();
    await expect(opponent.getByText('Disputa enviada a la organización')).toBeVisible();
    await expect(opponent.getByText('En disputa', { exact: true })).toBeVisible();
    await opponent.close();

    const staff = await browser.newPage({ viewport: PHONE });
    await loginAs(staff, ADMIN);
    await staff.goto(`/torneos/${tournament}/fechas`);
    const disputes = staff.getByTestId('disputes');
    await expect(disputes.getByRole('link', { name: `${match.team_home.name} vs ${match.team_away.name}` })).toBeVisible();
    await noSidewaysScroll(staff);
    await disputes.getByRole('link', { name: `${match.team_home.name} vs ${match.team_away.name}` }).click();
    const versions = staff.getByTestId('report-versions');
    await expect(versions.getByRole('region', { name: 'Versión del reporte' })).toContainText(`${match.team_home.name} 3–0 ${match.team_away.name}`);
    await expect(versions.getByRole('region', { name: 'Versión de la disputa' })).toContainText(`${match.team_home.name} 1–1 ${match.team_away.name}`);
    await expect(versions).toContainText('la captura es del primer tiempo');
    await expectAccessible(staff, 'disputa');
    await staff.getByRole('radio', { name: 'Vale la disputa' }).check();
    await staff.getByRole('button', { name: 'Resolver', exact: true }).click();
    await staff.getByRole('dialog', { name: 'Resolver: Vale la disputa' }).getByRole('button', { name: 'Resolver' }).click();
    await expect(staff.getByText('Disputa resuelta')).toBeVisible();
    const ruled = await api<MatchReportResponse>(staff, 'GET', `/games/${match.id}/report`);
    expect(ruled.match).toMatchObject({ state: 'confirmed', score_home: 1, score_away: 1 });
    await noSidewaysScroll(staff);
    await staff.close();
  });
});
