import { expect, test, type Page } from '@playwright/test';
import { TRADE_REVIEW_MSG } from '@superliga/league';
import { expectAccessible } from './support/axe';
import { api } from './support/api';
import { layoutShiftProblems, recordLayoutShifts } from './support/layout-shift';
import { ACCOUNTS, loginAs } from './support/session';

/**
 * Decision 023: a manager verifies his sealed receipt in the round log on a phone; staff veto a
 * transfer in review; the transfers in review, above the history, do not push it down as they load.
 */

const HOUR = 3_600_000;
const M = (n: number) => `manager${n}@superliga.local`;

type Me = { id: number; name: string; team: { id: number; name: string } };
type TeamDetail = { players: { id: number; name: string; value: number; status: string }[] };
type Team = { id: number; name: string; division: string; id_user: number | null };

/** The Admin's authorization, whoever is logged in on the page. */
async function adminHeaders(page: Page) {
  const login = await page.request.post('/api/login', { data: { email: ACCOUNTS.admin, password: 'superliga' } });
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

/** A user's budget as the Admin reads it. */
async function budgetOf(page: Page, userId: number) {
  const res = await page.request.get(`/api/users/${userId}/movimientos?per_page=1`, { headers: await adminHeaders(page) });
  return ((await res.json()) as { summary: { profits: number } }).summary.profits;
}

/** Sets settings of the current season as the Admin, whoever is logged in on the page. */
async function setRules(page: Page, body: Record<string, unknown>) {
  const headers = await adminHeaders(page);
  const seasons = (await (await page.request.get('/api/season', { headers })).json()) as { data: { id: number; current: boolean }[] };
  const current = seasons.data.find((s) => s.current)!;
  expect((await page.request.put(`/api/seasons/${current.id}/rules`, { headers, data: body })).ok()).toBe(true);
}

/** The teams of the league's managers, as the user logged in on the page reads them. */
async function managersTeams(page: Page) {
  return (await api<{ data: Team[] }>(page, 'GET', '/teams?all=true')).data.filter((t) => t.division && t.id_user);
}

/** The Admin (logged in on the page) sends a player of `from` to `to`, and `to` accepts: the transfer waits in review. */
async function transferInReview(page: Page, from: Team, to: Team, budget: number) {
  const player = (await api<TeamDetail>(page, 'GET', `/teams/${from.id}`)).players.find((p) => p.status === 'registrado')!;
  const data = {
    transferred_players: [player.id],
    id_team_from: from.id,
    id_team_to: to.id,
    budget,
    status: 'bloqueado',
    buy_by: to.id_user,
    sold_by: from.id_user,
  };
  const { id } = await api<{ id: number }>(page, 'POST', '/transfer', { data });
  const accepted = await api<{ message: string }>(page, 'POST', `/transferencia_confirmada/${id}`, {});
  return { id, player, accepted };
}

test('a manager verifies his receipt in the round log at 375 px', async ({ page }) => {
  await loginAs(page, M(12));
  const seller = await api<Me>(page, 'GET', '/user');
  const squad = (await api<TeamDetail>(page, 'GET', `/teams/${seller.team.id}`)).players.filter((p) => p.status !== 'bloqueado' && p.status !== 'restringido');
  const target = squad[0]!;
  await page.getByRole('link', { name: 'Logout' }).click();

  await loginAs(page, M(11));
  const sent = await api<{ id: number; receipt: string }>(page, 'POST', '/clausula_rescision', {
    id_player: target.id,
    id_team: seller.team.id,
    value: target.value,
    extra_value: 0,
  });
  expect(sent.receipt).toMatch(/^[0-9a-f]{64}$/);

  expect((await page.request.put('/api/test/clock', { data: { advance_ms: 10 * HOUR } })).ok()).toBe(true);
  try {
    expect((await page.request.post('/api/test/clause-rounds/resolve')).ok()).toBe(true);
    await page.goto('/rondas-clausulas');
    const card = page.getByRole('region', { name: `${target.name} (${seller.team.name})` });
    await expect(card).toContainText('Resuelta');
    await expectAccessible(page, 'clause-rounds-receipts');
    // On a phone, as a manager checks it.
    await page.setViewportSize({ width: 375, height: 780 });
    await page.reload();
    await expect(card).toContainText('Resuelta');
    await expect(card).toContainText('Regla que decidió: Única oferta: ganó al revelarse.');

    await card.getByRole('button', { name: 'Verificar mi recibo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verificar mi recibo' });
    await expect(dialog).toContainText(`superliga-recibo-v1|jugador=${target.id}|`);
    const receipt = dialog.getByRole('textbox', { name: 'Tu recibo' });
    // A wrong receipt does not match; the one the server gave him does.
    await receipt.fill('0'.repeat(64));
    await dialog.getByRole('button', { name: 'Comprobar' }).click();
    await expect(dialog.getByRole('status')).toContainText('No coincide');
    await receipt.fill(sent.receipt);
    await dialog.getByRole('button', { name: 'Comprobar' }).click();
    await expect(dialog.getByRole('status')).toContainText('Coincide: el monto publicado es el que sellaste');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: test.info().outputPath('receipt-375.png') });
  } finally {
    await page.request.put('/api/test/clock', { data: { advance_ms: -10 * HOUR } });
  }
});

test('staff veto a transfer in review: the players are released and no money moves', async ({ page }) => {
  await setRules(page, { trade_review: 'staff' });
  try {
    await loginAs(page, ACCOUNTS.admin);
    const teams = await managersTeams(page);
    const [from, to] = [teams[4]!, teams[5]!];
    const budget = (userId: number) => budgetOf(page, userId);
    const [buyerBefore, sellerBefore] = [await budget(to.id_user!), await budget(from.id_user!)];
    const { id, player, accepted } = await transferInReview(page, from, to, 3_000_000);
    expect(accepted.message).toContain('revisión de la organización');
    await page.getByRole('link', { name: 'Logout' }).click();

    await loginAs(page, ACCOUNTS.organizador);
    await page.goto('/revision-transferencias');
    const card = page.getByRole('region', { name: `Transferencia ${id}` });
    await expect(card).toContainText(player.name);
    await expect(card).toContainText('En revisión de la organización');
    await expectAccessible(page, 'transfer-review');
    await card.getByRole('button', { name: 'Vetar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vetar la transferencia' });
    const veto = dialog.getByRole('button', { name: 'Vetar' });
    await expect(veto).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Motivo' }).fill('Precio muy por debajo del valor');
    await veto.click();
    await expect(page.getByText('Transferencia vetada: los jugadores quedaron liberados y no se movió plata.')).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.setViewportSize({ width: 375, height: 780 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    expect(await budget(to.id_user!)).toBe(buyerBefore);
    expect(await budget(from.id_user!)).toBe(sellerBefore);
    const back = await api<TeamDetail>(page, 'GET', `/teams/${from.id}`);
    expect(back.players.find((p) => p.id === player.id)?.status).toBe('registrado');
  } finally {
    await setRules(page, { trade_review: 'none' });
  }
});

test('transfers in review above the history do not push it down while /transferencias loads, at 375 px', async ({ page }) => {
  await setRules(page, { trade_review: 'staff' });
  const admin = await adminHeaders(page);
  let id: number | undefined;
  try {
    await loginAs(page, ACCOUNTS.admin);
    const teams = await managersTeams(page);
    ({ id } = await transferInReview(page, teams[6]!, teams[7]!, 2_000_000));
    await page.getByRole('link', { name: 'Logout' }).click();

    await loginAs(page, ACCOUNTS.manager1);
    await page.setViewportSize({ width: 375, height: 780 });
    await recordLayoutShifts(page);
    for (let load = 0; load < 3; load++) {
      await page.goto('/transferencias');
      await expect(page.getByRole('heading', { name: TRADE_REVIEW_MSG.inReviewTitle })).toBeVisible();
      await expect(page.getByRole('main').getByRole('table').last()).toBeVisible();
      expect(await layoutShiftProblems(page), `load ${load + 1}`).toEqual([]);
    }
  } finally {
    if (id)
      expect((await page.request.post(`/api/transfers/${id}/review`, { headers: admin, data: { decision: 'veto', reason: 'Fin de la prueba' } })).ok()).toBe(
        true,
      );
    await setRules(page, { trade_review: 'none' });
  }
});
