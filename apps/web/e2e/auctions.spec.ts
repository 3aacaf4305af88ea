import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { doubleClickOnce, paymentDialog } from './support/once';
import { loginAs } from './support/session';

const MANAGER7 = 'manager7@superliga.local';
const MANAGER8 = 'manager8@superliga.local';
const ADMIN = 'admin@superliga.local';
const THIRTEEN_HOURS = 13 * 3_600_000;

async function session(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, email);
  return { context, page };
}

const pesos = (n: number) => `$ ${new Intl.NumberFormat('es-AR').format(n)}`;
const lastBid = (page: Page) =>
  page
    .getByTestId(/^auction-\d+$/)
    .first()
    .getByTestId('last-bid');

/** Reads a '$ 1.234.567' text as a number. */
const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

test.describe('auctions', () => {
  test('two managers bid live against each other; the Admin confirms and the winner gets the player', async ({ browser, request }) => {
    const seven = await session(browser, MANAGER7);
    const eight = await session(browser, MANAGER8);
    let clockMoved = false;
    try {
      // manager7's budget before, from the dashboard.
      const budgetBefore = amountOf(await seven.page.getByTestId('profits').textContent());

      // manager7 creates an auction on a player of an outside team (Club Brujas).
      await seven.page.goto('/crear_subasta');
      await expect(seven.page.getByRole('heading', { name: 'CREAR SUBASTA' })).toBeVisible();
      await seven.page.getByRole('combobox', { name: 'Equipo' }).click();
      await seven.page.getByRole('option', { name: 'Club Brujas' }).click();
      await seven.page.getByRole('combobox', { name: 'Jugador' }).click();
      const option = seven.page.getByRole('option').first();
      const playerLabel = (await option.textContent()) ?? '';
      const playerName = playerLabel.replace(/\s*\(.*\)$/, '');
      await option.click();
      await expectAccessible(seven.page, '/crear_subasta');
      await seven.page.getByRole('button', { name: 'Crear subasta' }).click();
      await expect(seven.page.getByText('Subasta creada exitosamente')).toBeVisible();
      await expect(seven.page).toHaveURL(/\/subastas\/\d+$/);
      const playerPath = new URL(seven.page.url()).pathname;
      const first = amountOf(await lastBid(seven.page).textContent());
      expect(first).toBeGreaterThan(0);

      // manager8 finds it in /subastas and opens it.
      await eight.page.goto('/subastas');
      const row = eight.page.getByRole('row').filter({ hasText: playerName });
      await expect(row).toBeVisible();
      await row.getByRole('link', { name: /Ofertar/ }).click();
      await expect(eight.page).toHaveURL(new RegExp(`${playerPath}$`));
      await expectAccessible(eight.page, playerPath);

      // A bid below the minimum is refused on the page with the documented alert.
      await eight.page.getByRole('textbox', { name: 'Nueva oferta' }).fill(String(first + 500_000));
      await eight.page.getByRole('button', { name: 'Ofertar' }).click();
      await expect(eight.page.getByRole('alert').filter({ hasText: 'La oferta debe ser mayor que la oferta anterior.' })).toBeVisible();

      // manager8 bids the minimum; manager7's open page shows it without a reload.
      // A double click bids once: one request, one 'Oferta realizada' and no 'debe ser mayor' from a second one.
      await eight.page.getByRole('textbox', { name: 'Nueva oferta' }).fill(String(first + 1_000_000));
      await doubleClickOnce(eight.page, eight.page.getByRole('button', { name: 'Ofertar' }), /^\/api\/auctions\/\d+\/bids$/, 'Oferta realizada correctamente.');
      await expect(lastBid(eight.page)).toHaveText(pesos(first + 1_000_000));
      await expect(lastBid(seven.page)).toHaveText(pesos(first + 1_000_000), { timeout: 3000 });
      // The leader is not offered a bid against himself, only his maximum (decision 013).
      await expect(eight.page.getByTestId('leader-note')).toBeVisible();
      await expect(eight.page.getByRole('textbox', { name: 'Nueva oferta' })).toHaveCount(0);

      // manager7 answers; manager8 sees it live.
      const winning = first + 2_000_000;
      await seven.page.getByRole('textbox', { name: 'Nueva oferta' }).fill(String(winning));
      await seven.page.getByRole('button', { name: 'Ofertar' }).click();
      await expect(lastBid(eight.page)).toHaveText(pesos(winning), { timeout: 3000 });

      // After the 12 hours the Admin confirms the winner.
      const moved = await request.put('/api/test/clock', { data: { advance_ms: THIRTEEN_HOURS } });
      expect(moved.ok()).toBe(true);
      clockMoved = true;
      const admin = await session(browser, ADMIN);
      // The Admin's home lists the ended auction with its winning bid; its button opens the auction.
      await admin.page.goto('/dashboard');
      const ended = admin.page.getByTestId(/^now-auction\.to_confirm:\d+$/).filter({ hasText: playerName });
      await expect(ended.getByTestId('now-amount')).toHaveText(pesos(winning));
      await ended.getByRole('link', { name: 'Confirmar ganador' }).click();
      await expect(admin.page).toHaveURL(new RegExp(`${playerPath}$`));
      await admin.page.getByRole('button', { name: 'Confirmar ganador' }).click();
      const dialog = await paymentDialog(admin.page, 'Confirmar el ganador de la subasta', `paga ${pesos(winning)} a la liga.`, `${playerName} pasa a`);
      await doubleClickOnce(
        admin.page,
        dialog.getByRole('button', { name: 'Confirmar', exact: true }),
        /^\/api\/auction\/confirm\/\d+$/,
        'Subasta confirmada y jugador transferido.',
      );
      // Confirmed: nothing left for him on the home.
      await admin.page.goto('/dashboard');
      await expect(admin.page.getByRole('heading', { name: 'Ahora' })).toBeVisible();
      await expect(ended).toHaveCount(0);
      await admin.context.close();

      // The winner's squad and budget changed.
      await seven.page.goto('/plantel');
      await expect(seven.page.getByText(playerName).first()).toBeVisible();
      await seven.page.goto('/dashboard');
      await expect(seven.page.getByTestId('profits')).toHaveText(pesos(budgetBefore - winning));
    } finally {
      if (clockMoved) await request.put('/api/test/clock', { data: { advance_ms: -THIRTEEN_HOURS } });
      await seven.context.close();
      await eight.context.close();
    }
  });

  test('a manager leaves a maximum and the server raises for them when another bids', async ({ browser }) => {
    const owner = await session(browser, 'manager26@superliga.local');
    const rival = await session(browser, 'manager27@superliga.local');
    try {
      // manager26 opens an auction on a Celtic player with a private maximum: the dialog asks first.
      await owner.page.goto('/crear_subasta');
      await owner.page.getByRole('combobox', { name: 'Equipo' }).click();
      await owner.page.getByRole('option', { name: 'Celtic' }).click();
      await owner.page.getByRole('combobox', { name: 'Jugador' }).click();
      const option = owner.page.getByRole('option').first();
      const playerName = ((await option.textContent()) ?? '').replace(/\s*\(.*\)$/, '');
      await option.click();
      // The season's values in force: minimum first bid and how the auction ends.
      await expect(owner.page.getByText(/Mínimo: \$\s[\d.]+ \(50 % del valor\)/)).toBeVisible();
      await expect(owner.page.getByTestId('auction-terms')).toHaveText('Cierra 12 h después de la primera oferta. Al cierre, un Admin confirma al ganador.');
      const first = amountOf(await owner.page.getByRole('textbox', { name: 'Monto' }).inputValue());
      const max = first + 5_000_000;
      await owner.page.getByRole('textbox', { name: 'Oferta máxima (opcional)' }).fill(String(max));
      await owner.page.getByRole('button', { name: 'Crear subasta' }).click();
      const dialog = await paymentDialog(
        owner.page,
        'Confirmar oferta',
        `Ofertás ${pesos(first)} por ${playerName}.`,
        `Dejás una oferta máxima de ${pesos(max)}`,
      );
      await doubleClickOnce(owner.page, dialog.getByRole('button', { name: 'Ofertar' }), /^\/api\/auctions$/, 'Subasta creada exitosamente');
      await expect(owner.page).toHaveURL(/\/subastas\/\d+$/);
      const playerPath = new URL(owner.page.url()).pathname;
      await expect(owner.page.getByTestId('own-max-bid')).toHaveText(`Tu oferta máxima: ${pesos(max)} (solo la ves vos).`);

      // manager27 never sees it, bids by hand and is raised over at once, by the minimum raise.
      await rival.page.setViewportSize({ width: 375, height: 800 });
      await rival.page.goto(playerPath);
      await expect(lastBid(rival.page)).toHaveText(pesos(first));
      await expect(rival.page.getByTestId('own-max-bid')).toHaveCount(0);
      await expect(rival.page.getByText(pesos(max))).toHaveCount(0);
      await expect(rival.page.getByText(/Opcional y privada/)).toBeVisible();
      await expectAccessible(rival.page, playerPath);
      await rival.page.getByRole('textbox', { name: 'Nueva oferta' }).fill(String(first + 1_000_000));
      await rival.page.getByRole('button', { name: 'Ofertar' }).click();
      await expect(
        rival.page.getByText(`Tu oferta quedó registrada, pero otra oferta máxima la superó automáticamente: la oferta actual es ${pesos(first + 2_000_000)}.`),
      ).toBeVisible();
      await expect(lastBid(rival.page)).toHaveText(pesos(first + 2_000_000));
      await expect(rival.page.getByRole('table').getByText('Automática')).toBeVisible();
      await expect(rival.page.getByText(pesos(max))).toHaveCount(0);

      // manager26's open page follows live: leading at the raised bid, their maximum still shown to them.
      await expect(lastBid(owner.page)).toHaveText(pesos(first + 2_000_000), { timeout: 5000 });
      await expect(owner.page.getByTestId('own-max-bid')).toHaveText(`Tu oferta máxima: ${pesos(max)} (solo la ves vos).`);
    } finally {
      await owner.context.close();
      await rival.context.close();
    }
  });

  test('/subastas/{id} without auctions shows the documented alert', async ({ page }) => {
    await loginAs(page, MANAGER8);
    await page.goto('/subastas/1');
    await expect(page.getByText('No hay subastas disponibles para este jugador.')).toBeVisible();
  });

  test('/crear_subasta is locked with a countdown until season start + 4 h (server clock)', async ({ page, request }) => {
    // The demo season started two days ago: go back to one hour after its start.
    const back = -47 * 3_600_000;
    expect((await request.put('/api/test/clock', { data: { advance_ms: back } })).ok()).toBe(true);
    try {
      await loginAs(page, MANAGER8);
      await page.goto('/crear_subasta');
      await expect(page.getByRole('timer', { name: 'Falta para que abra el mercado' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Equipo' })).toHaveCount(0);
    } finally {
      await request.put('/api/test/clock', { data: { advance_ms: -back } });
    }
  });
});
