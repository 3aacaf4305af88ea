import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { api } from './support/api';
import { doubleClickOnce, paymentDialog } from './support/once';
import { checkScreen } from './support/screens';
import { loginAs } from './support/session';

/** The market (000 §2, 001 §2–§5): transfers between managers, clauses with hidden amounts, gates. */

const HOUR = 3_600_000;
const M = (n: number) => `manager${n}@superliga.local`;

type Me = { id: number; profits: number; team: { id: number; name: string } };

/** The season filter is the phone's own picker (a native select). */
const chooseSeason = (page: Page, season: string) => page.getByRole('combobox', { name: 'Temporada', exact: true }).selectOption({ label: season });

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

const pesos = (n: number) => `$ ${new Intl.NumberFormat('es-AR').format(n)}`;

test.describe('market', () => {
  test('a manager sends a transfer and the counterparty confirms it from the dashboard', async ({ page }) => {
    await loginAs(page, M(4));
    const buyer = await api<Me>(page, 'GET', '/user');
    await page.getByRole('link', { name: 'Logout' }).click();

    await loginAs(page, M(3));
    const seller = await api<Me>(page, 'GET', '/user');
    await page.goto('/transfer');
    await expect(page.getByRole('heading', { name: 'Transferir' })).toBeVisible();
    await checkScreen(page, 'transfer');
    await expect(page.getByRole('combobox', { name: 'Equipo que cede', exact: true })).toHaveValue(new RegExp(seller.team.name));
    await choose(page, 'Equipo destino', new RegExp(buyer.team.name));
    await page.getByRole('combobox', { name: 'Jugador', exact: true }).click();
    const option = page.getByRole('option').first();
    const playerName = (await option.innerText()).split(' · ')[0]!.trim();
    await option.click();
    await page.getByRole('button', { name: 'Agregar jugador' }).click();
    await expect(page.getByText('Datos actualizados')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: playerName })).toBeVisible();
    await page.getByLabel('Valor de la transferencia').fill('5000000');
    await page.getByRole('button', { name: 'Enviar Transferencia' }).click();
    await expect(page.getByText('Transferencia enviada. Queda pendiente hasta que la otra parte la confirme.')).toBeVisible();

    // The same player cannot be sent twice: the server explains why.
    await choose(page, 'Equipo destino', new RegExp(buyer.team.name));
    await page.getByRole('combobox', { name: 'Jugador', exact: true }).click();
    await page.getByRole('option', { name: new RegExp(`^${playerName} ·`) }).click();
    await page.getByRole('button', { name: 'Agregar jugador' }).click();
    await page.getByRole('button', { name: 'Enviar Transferencia' }).click();
    await expect(page.getByRole('alert').filter({ hasText: `Error en la Trasnferencia: ${playerName} ya está en la transferencia pendiente #` })).toBeVisible();
    await page.getByRole('link', { name: 'Logout' }).click();

    await loginAs(page, M(4));
    await checkScreen(page, 'dashboard');
    await chooseSeason(page, 'Temporada 57');
    const row = page.getByRole('row', { name: new RegExp(playerName) }).filter({ has: page.getByRole('button', { name: 'Confirmar Transferencia' }) });
    await expect(row).toContainText(pesos(5_000_000));
    // Asked first (who pays whom how much, which player moves); a double click pays once, told once.
    await row.getByRole('button', { name: 'Confirmar Transferencia' }).click();
    const dialog = await paymentDialog(
      page,
      'Confirmar la transferencia',
      `${buyer.team.name} le paga ${pesos(5_000_000)} a ${seller.team.name}.`,
      `Pasan a ${buyer.team.name}:`,
    );
    await doubleClickOnce(
      page,
      dialog.getByRole('button', { name: 'Confirmar Transferencia' }),
      /^\/api\/transferencia_confirmada\/\d+$/,
      'Transferencia realizada correctamente',
    );
    await expect(page.getByTestId('profits')).toHaveText(pesos(buyer.profits - 5_000_000));
    await expect(page.getByTestId('spent')).toHaveText(pesos(5_000_000));
    await page.goto('/plantel');
    await expect(page.getByRole('row', { name: new RegExp(playerName) })).toContainText('bloqueado');
    await page.goto('/movimientos');
    await expect(page.getByRole('row', { name: new RegExp(`Compra: ${playerName}`) }).first()).toContainText(`-${pesos(5_000_000)}`);
    await checkScreen(page, 'movements');
    await page.goto('/transferencias');
    await expect(page.getByRole('row', { name: new RegExp(playerName) })).toBeVisible();
    await checkScreen(page, 'transfers-history');
  });

  test('a clause stays hidden to others until its window; then an organiser confirms it', async ({ page }) => {
    await loginAs(page, M(6));
    const seller = await api<Me>(page, 'GET', '/user');
    await page.getByRole('link', { name: 'Logout' }).click();

    await loginAs(page, M(5));
    const buyer = await api<Me>(page, 'GET', '/user');
    await page.goto('/clausula_rescision');
    await expect(page.getByRole('heading', { name: 'Ejecutar cláusula de rescisión' })).toBeVisible();
    await choose(page, 'Equipo', new RegExp(seller.team.name));
    await page.getByRole('combobox', { name: 'Jugador', exact: true }).click();
    const option = page.getByRole('option').first();
    const playerName = (await option.innerText()).split(' · ')[0]!.trim();
    await option.click();
    await expect(page.getByText(/Monto a pagar:/)).toBeVisible();
    await expectAccessible(page, 'clause-form');
    await page.getByRole('button', { name: 'Confirmar cláusula' }).click();
    await expect(page.getByText('Ejecución de cláusula enviada')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Ofertas por ${playerName}` })).toBeVisible();
    const offerPath = new URL(page.url()).pathname;
    const ownRow = page.getByRole('row', { name: new RegExp(buyer.team.name === '' ? '' : '') }).nth(1);
    await expect(ownRow).not.toContainText('Oculto');
    const value = Number((await ownRow.getByRole('cell').nth(3).innerText()).replace(/\D/g, ''));
    expect(value).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Logout' }).click();

    await loginAs(page, M(6));
    await page.goto(offerPath);
    await expect(page.getByRole('row').nth(1)).toContainText('Oculto');
    await page.goto('/offers');
    await expect(page.getByRole('heading', { name: 'CLÁUSULAS DE RESCISIÓN EJECUTADAS' })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(playerName) })).toContainText('Oculto');
    await checkScreen(page, 'offers');
    await page.getByRole('link', { name: 'Logout' }).click();

    await loginAs(page, 'organizador@superliga.local');
    await page.goto(offerPath);
    await expect(page.getByRole('button', { name: /^Confirmar la oferta/ })).toBeDisabled();
    await page.request.put('/api/test/clock', { data: { advance_ms: 10 * HOUR } });
    try {
      await page.reload();
      await expect(page.getByRole('row').nth(1)).not.toContainText('Oculto');
      await checkScreen(page, 'player-offers');
      await page.getByRole('button', { name: /^Confirmar la oferta/ }).click();
      const dialog = await paymentDialog(
        page,
        'Confirmar la oferta',
        `le paga ${pesos(value)} a ${seller.team.name}.`,
        `${playerName} pasa de ${seller.team.name}`,
      );
      await doubleClickOnce(
        page,
        dialog.getByRole('button', { name: 'Confirmar', exact: true }),
        /^\/api\/confirm-offer$/,
        'Oferta confirmada satisfactoriamente',
      );
      await expect(page).toHaveURL(/\/offers$/);
    } finally {
      await page.request.put('/api/test/clock', { data: { advance_ms: -10 * HOUR } });
    }
    await page.getByRole('link', { name: 'Logout' }).click();

    await loginAs(page, M(5));
    await expect(page.getByTestId('profits')).toHaveText(pesos(buyer.profits - value));
    await page.goto('/plantel');
    await expect(page.getByRole('row', { name: new RegExp(playerName) })).toContainText('bloqueado');
    await page.goto('/misofertas');
    await expect(page.getByRole('row', { name: new RegExp(playerName) })).toContainText('Confirmada');
    await page.getByRole('link', { name: 'Logout' }).click();
    await loginAs(page, M(6));
    await expect(page.getByTestId('profits')).toHaveText(pesos(seller.profits + value));
  });

  test('gated screens show a countdown until the market opens; /ofertas-confirmadas is the Admin’s', async ({ page }) => {
    await loginAs(page, M(3));
    const start = await api<{ start_date: string; now: string }>(page, 'GET', '/seasons/start');
    const realNow = start.now;
    await page.request.put('/api/test/clock', { data: { now: new Date(new Date(start.start_date).getTime() + HOUR).toISOString() } });
    try {
      await page.goto('/transfer');
      await expect(page.getByRole('timer', { name: 'Falta para que abra el mercado' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Enviar Transferencia' })).toHaveCount(0);
      await checkScreen(page, 'transfer-gate');
      await page.goto('/protected');
      await expect(page.getByText('El mercado acaba de iniciar!')).toBeVisible();
    } finally {
      await page.request.put('/api/test/clock', { data: { now: realNow } });
    }
    await page.goto('/transfer');
    await expect(page.getByRole('button', { name: 'Enviar Transferencia' })).toBeVisible();
    await page.goto('/ofertas-confirmadas');
    await expect(page.getByText('No tienes permiso para ver esta página.')).toBeVisible();
    await page.getByRole('link', { name: 'Logout' }).click();
    await loginAs(page, 'admin@superliga.local');
    await page.goto('/ofertas-confirmadas');
    await expect(page.getByRole('heading', { name: 'OFERTAS CONFIRMADAS' })).toBeVisible();
    await checkScreen(page, 'confirmed-offers');
  });
});

test('a pending transfer appears on the counterparty’s open dashboard without a reload', async ({ browser }) => {
  const sellerPage = await (await browser.newContext()).newPage();
  const buyerPage = await (await browser.newContext()).newPage();
  await loginAs(buyerPage, M(20));
  const buyer = await api<Me>(buyerPage, 'GET', '/user');
  await chooseSeason(buyerPage, 'Temporada 57');
  await expect(buyerPage.getByRole('heading', { name: 'Transferencias Pendientes' })).toBeVisible();

  await loginAs(sellerPage, M(19));
  const seller = await api<Me>(sellerPage, 'GET', '/user');
  const squad = await api<{ players: { id: number; name: string; status: string }[] }>(sellerPage, 'GET', `/teams/${seller.team.id}`);
  const player = squad.players.find((p) => p.status === 'registrado')!;
  const res = await api<{ id: number }>(sellerPage, 'POST', '/transfer', {
    data: {
      transferred_players: [player.id],
      id_team_from: seller.team.id,
      id_team_to: buyer.team.id,
      budget: 1_000_000,
      buy_by: buyer.id,
      sold_by: seller.id,
    },
  });
  expect(res.id).toBeGreaterThan(0);
  // No reload: the server's event refreshes the buyer's list.
  await expect(buyerPage.getByRole('row', { name: new RegExp(player.name) }).getByRole('button', { name: 'Confirmar Transferencia' })).toBeVisible({
    timeout: 5_000,
  });
  await api(sellerPage, 'PUT', `/transferencia_cancelada/${res.id}`, {});
  await expect(buyerPage.getByRole('row', { name: new RegExp(player.name) })).toHaveCount(0, { timeout: 5_000 });
});
