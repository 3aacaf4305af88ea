import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { RoundsResponse } from '@superliga/league';
import { api } from './support/api';
import { expectAccessible } from './support/axe';
import { paymentDialog } from './support/once';
import { loginAs } from './support/session';

/*
 * Results that end without a report (walkover, "no jugado") and a bet tied to a fixture match that
 * settles from the confirmed result (docs/decisions/024, 028), all at 375 px. The file's name puts
 * it last in the run on purpose: it moves the server's clock days ahead (and back) and changes
 * Segunda's standings, which no spec after it reads. It takes Segunda matches of teams no other
 * spec uses first (manager19's and manager20's, and their opponents); manager4 (Primera, used by no
 * other spec) bets.
 */
const ADMIN = 'admin@superliga.local';
const ORGANIZADOR = 'organizador@superliga.local';
const BETTOR = 'manager4@superliga.local';
const PHONE = { width: 375, height: 800 };
const MINUTE = 60_000;
const SCREENSHOT = readFileSync(join(import.meta.dirname, 'fixtures/captura-partido.png')).toString('base64');
/** Segunda's teams that other specs act with or assert on (their managers' accounts or their matches). */
const TAKEN_TEAMS = new Set([15, 16, 17, 18, 21, 22, 23, 24, 25, 26, 27, 28]);

type Round = RoundsResponse['rounds'][number];
type RoundMatch = Round['matches'][number];

const pesos = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

async function phonePage(browser: Browser, email: string) {
  const page = await browser.newPage({ viewport: PHONE });
  await loginAs(page, email);
  return page;
}

/** No sideways scroll at 375 px; with SCREENSHOTS_DIR set, the screen is kept for review by eye. */
async function noSidewaysScroll(page: Page, shot?: string) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  const dir = process.env.SCREENSHOTS_DIR;
  if (dir && shot) await page.screenshot({ path: `${dir}/${shot}.png`, fullPage: true });
}

/** The demo's current Segunda tournament and its rounds with windows and matches. */
async function segunda(page: Page) {
  const tournaments = await api<{ data: { id: number; name: string; type: string; season_id: number }[] }>(page, 'GET', '/tournaments');
  const sd = tournaments.data.filter((t) => t.type === 'SD').sort((a, b) => b.season_id - a.season_id || a.id - b.id)[0]!;
  const { rounds } = await api<RoundsResponse>(page, 'GET', `/tournaments/${sd.id}/rounds`);
  return { tournament: sd, rounds };
}

/**
 * Teams hand-over.spec gives to a new manager for the rest of the run: `manager<id>` no longer
 * manages them, so a match of theirs cannot be reported or confirmed by the demo accounts.
 */
const HANDED_OVER_TEAMS = new Set([18, 28]);

/** The round's matches still to play by their demo managers, those of teams no other spec uses first. */
function toPlay(round: Round): RoundMatch[] {
  const free = (m: RoundMatch) => !TAKEN_TEAMS.has(m.team_home.id) && !TAKEN_TEAMS.has(m.team_away.id);
  const open = round.matches.filter((m) => m.state === 'to_play' && !HANDED_OVER_TEAMS.has(m.team_home.id) && !HANDED_OVER_TEAMS.has(m.team_away.id));
  return [...open.filter(free), ...open.filter((m) => !free(m))];
}

/** Moves the server's clock to `at` for `run`, then back by the same amount. */
async function atServerTime(page: Page, at: Date, run: () => Promise<void>) {
  const { now } = await api<{ now: string }>(page, 'GET', '/server-time');
  const advance = at.getTime() - new Date(now).getTime();
  expect((await page.request.put('/api/test/clock', { data: { advance_ms: advance } })).ok()).toBe(true);
  try {
    await run();
  } finally {
    await page.request.put('/api/test/clock', { data: { advance_ms: -advance } });
  }
}

async function budgetOnScreen(page: Page) {
  await page.goto('/apuestas');
  const budget = page.getByTestId('my-budget');
  await expect(budget).toBeVisible();
  return pesos(await budget.textContent());
}

test.describe.serial('results without a report, and a bet tied to a fixture match, at 375 px', () => {
  test('staff tie an Over/Under bet to a fixture match, a manager stakes, the confirmed result pays him once', async ({ browser }) => {
    // Four people on four pages, a bet made, a result reported and confirmed: a long story.
    test.slow();
    const organizer = await phonePage(browser, ORGANIZADOR);
    const { tournament, rounds } = await segunda(organizer);
    // Round 5 starts a week after the demo's current round: its matches still take stakes.
    const round = rounds.find((r) => r.stage === 5)!;
    const match =
      toPlay(round).find((m) => m.team_home.id === 19 || m.team_away.id === 19 || m.team_home.id === 20 || m.team_away.id === 20) ?? toPlay(round)[0]!;
    const name = `${match.team_home.name} vs ${match.team_away.name}`;

    await organizer.goto('/apuestas/new');
    const form = organizer.getByRole('form', { name: 'Apuesta de partido' });
    await form.getByRole('radio', { name: 'Del fixture' }).check();
    await form.getByRole('combobox', { name: 'Torneo' }).click();
    await organizer.getByRole('option', { name: tournament.name }).click();
    await form.getByRole('combobox', { name: 'Fecha' }).click();
    await organizer.getByRole('option', { name: round.name, exact: true }).click();
    await form.getByRole('combobox', { name: 'Partido', exact: true }).click();
    await organizer.getByRole('option', { name, exact: true }).click();
    await expect(form.getByRole('textbox', { name: 'Línea de Más/Menos' })).toHaveValue('2,5');
    for (const label of ['Cuota local', 'Cuota visitante', 'Cuota empate', 'Cuota menos']) await form.getByLabel(label).fill('3.00');
    await form.getByLabel('Cuota más').fill('1.90');
    await noSidewaysScroll(organizer, 'tied-bet-form');
    await expectAccessible(organizer, 'apuesta atada a un partido');
    await form.getByRole('button', { name: 'Crear apuesta de partido' }).click();
    await expect(organizer.getByText('Apuesta de partido creada correctamente')).toBeVisible();
    const created = (await api<{ data: { id: number; match: string; match_id: number | null; line: string }[] }>(organizer, 'GET', '/bets')).data.find(
      (b) => b.match_id === match.id,
    )!;
    expect(created).toMatchObject({ match: name, line: '2.5' });
    await organizer.close();

    const manager = await phonePage(browser, BETTOR);
    const before = await budgetOnScreen(manager);
    await manager.goto(`/apuestas/${created.id}`);
    const info = manager.getByTestId('fixture-bet');
    await expect(info).toContainText(`${name} · ${round.name}`);
    await expect(info).toContainText('Se aceptan apuestas hasta el');
    await expect(info.getByText(/^\d+d \d\d:\d\d:\d\d$/)).toBeVisible();
    await manager.getByRole('radio', { name: 'Más de 2,5 goles (1.90)' }).check();
    await expect(manager.getByTestId('potential-payout')).toHaveText('$ 1.900.000');
    await noSidewaysScroll(manager, 'tied-bet-page');
    await expectAccessible(manager, 'apostar en una apuesta atada');
    await manager.getByRole('button', { name: 'Apostar', exact: true }).click();
    const ask = await paymentDialog(manager, 'Confirmar la apuesta', 'Pagás $ 1.000.000 ahora', 'Si acertás, la liga te paga $ 1.900.000.');
    await ask.getByRole('button', { name: 'Apostar', exact: true }).click();
    await expect(manager.getByText('Apuesta agregada correctamente')).toBeVisible();
    expect(await budgetOnScreen(manager)).toBe(before - 1_000_000);

    // The round's window opens: the home team reports 2–1 (three goals, over the line), the away team confirms.
    await atServerTime(manager, new Date(new Date(round.starts_at!).getTime() + MINUTE), async () => {
      const home = await phonePage(browser, `manager${match.team_home.id}@superliga.local`);
      const reported = await api<{ report_id?: number; message: string }>(home, 'POST', `/games/${match.id}/report`, {
        score_home: 2,
        score_away: 1,
        evidence: [{ data: SCREENSHOT }],
      });
      expect(reported.report_id, reported.message).toBeGreaterThan(0);
      await home.close();
      const away = await phonePage(browser, `manager${match.team_away.id}@superliga.local`);
      await away.goto(`/partidos/${match.id}`);
      await away.getByRole('button', { name: 'Confirmar', exact: true }).click();
      await away.getByRole('dialog', { name: 'Confirmar el resultado' }).getByRole('button', { name: 'Confirmar' }).click();
      await expect(away.getByText('Resultado confirmado', { exact: true })).toBeVisible();
      await away.close();

      // Settled from the result, no staff step: won, paid once.
      const paid = before - 1_000_000 + 1_900_000;
      expect(await budgetOnScreen(manager)).toBe(paid);
      await expect(manager.getByRole('row', { name: new RegExp(name) }).filter({ hasText: 'Ganada' })).toBeVisible();
      await manager.goto(`/apuestas/${created.id}`);
      await expect(manager.getByTestId('fixture-bet')).toContainText(
        `Se liquidó sola con el resultado final: ${match.team_home.name} 2–1 ${match.team_away.name}.`,
      );
      await expect(manager.getByRole('button', { name: 'Apostar', exact: true })).toBeDisabled();
      await noSidewaysScroll(manager, 'tied-bet-settled');
      expect(await budgetOnScreen(manager)).toBe(paid);
    });
    await manager.close();
  });

  test('past the round’s deadline staff give a walkover and mark another match "no jugado"', async ({ browser }) => {
    const staff = await phonePage(browser, ADMIN);
    const { rounds } = await segunda(staff);
    // Round 4 is the demo's current round: nobody reported these matches and its deadline is ahead.
    const round = rounds.find((r) => r.stage === 4)!;
    const [walkover, unplayed] = toPlay(round);
    expect(unplayed, 'two round-4 matches of Segunda still to play').toBeDefined();

    await atServerTime(staff, new Date(new Date(round.deadline_at!).getTime() + MINUTE), async () => {
      await staff.goto(`/partidos/${walkover!.id}`);
      const section = staff.getByRole('region', { name: 'Walkover o no jugado' });
      await expect(section).toContainText('El plazo de la fecha venció y nadie reportó el partido.');
      await noSidewaysScroll(staff);
      const give = `Walkover para ${walkover!.team_home.name}`;
      await section.getByRole('button', { name: give }).click();
      const dialog = staff.getByRole('dialog', { name: `${give}: ¿confirmás?` });
      await dialog.getByLabel('Motivo').fill('El visitante no se presentó en el plazo.');
      await dialog.getByRole('button', { name: give }).click();
      await expect(staff.getByText('Walkover registrado')).toBeVisible();
      await expect(staff.getByText('Walkover', { exact: true })).toBeVisible();
      // The rulebook's score (walkover_goals, 3 by default) for the team that claimed it.
      await expect(staff.getByText(`${walkover!.team_home.name} 3 - 0 ${walkover!.team_away.name}`)).toBeVisible();
      await expect(section).toHaveCount(0);
      await noSidewaysScroll(staff, 'walkover');

      await staff.goto(`/partidos/${unplayed!.id}`);
      await staff.getByRole('region', { name: 'Walkover o no jugado' }).getByRole('button', { name: 'No jugado' }).click();
      const mark = staff.getByRole('dialog', { name: 'No jugado: ¿confirmás?' });
      // The reason is asked, as for every staff ruling (decision 022): the button waits for it.
      await expect(mark.getByRole('button', { name: 'No jugado' })).toBeDisabled();
      await mark.getByLabel('Motivo').fill('Ninguno de los dos pudo jugar en el plazo.');
      await mark.getByRole('button', { name: 'No jugado' }).click();
      await expect(staff.getByText('Partido marcado como no jugado')).toBeVisible();
      await expect(staff.getByText('No jugado', { exact: true })).toBeVisible();
      await expect(staff.getByRole('region', { name: 'Walkover o no jugado' })).toHaveCount(0);
      await noSidewaysScroll(staff, 'unplayed');

      const after = await segunda(staff);
      const states = after.rounds.find((r) => r.stage === 4)!.matches;
      expect(states.find((m) => m.id === walkover!.id)).toMatchObject({ state: 'walkover', score_home: 3, score_away: 0 });
      expect(states.find((m) => m.id === unplayed!.id)).toMatchObject({ state: 'unplayed' });
    });
    await staff.close();
  });
});
