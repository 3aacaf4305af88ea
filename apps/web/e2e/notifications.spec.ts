import { expect, test, type Browser } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { auctionablePlayer, token } from './support/auctions';
import { loginAs } from './support/session';

const OUTBID = 'manager9@superliga.local';
const RIVAL = 'manager10@superliga.local';

async function session(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, email);
  return { context, page };
}

test('a manager sees the bell rise when outbid in another browser, opens the notice and lands on the auction', async ({ browser, request }) => {
  const outbid = await session(browser, OUTBID);
  const rival = await session(browser, RIVAL);
  try {
    const auth = { Authorization: `Bearer ${await token(request, OUTBID)}` };
    const player = await auctionablePlayer(request, auth);
    const first = Math.ceil(player.value / 2);
    const created = await request.post('/api/auctions', { headers: auth, data: { id_player: player.id, amount: first } });
    expect(created.status()).toBe(201);
    // Earlier specs may have told this manager things already: start from a bell with nothing unread.
    expect((await request.put('/api/notifications/read-all', { headers: auth })).ok()).toBe(true);
    await outbid.page.goto('/dashboard');
    const bell = outbid.page.getByRole('link', { name: /^Notificaciones/ }).first();
    await expect(bell).toHaveAccessibleName('Notificaciones');

    // The rival bids from their own browser.
    await rival.page.goto(`/subastas/${player.id}`);
    await rival.page.getByRole('textbox', { name: 'Nueva oferta' }).fill(String(first + 1_000_000));
    await rival.page.getByRole('button', { name: 'Ofertar' }).click();
    await expect(rival.page.getByText('Oferta realizada correctamente.')).toBeVisible();

    // The outbid manager's open page: the count rises without a reload.
    await expect(outbid.page.getByTestId('unread-count')).toHaveText('1', { timeout: 10_000 });
    await expect(bell).toHaveAccessibleName('Notificaciones: 1 sin leer');
    await bell.click();
    await expect(outbid.page).toHaveURL(/\/notificaciones$/);
    await expect(outbid.page.getByRole('heading', { name: 'NOTIFICACIONES', exact: true })).toBeVisible();
    await expectAccessible(outbid.page, '/notificaciones');
    const notice = outbid.page.getByRole('button', { name: /Te superaron en una subasta/ });
    await expect(notice).toContainText('Podés volver a ofertar.');
    await notice.click();
    // The notice opens the bid box of that auction (decision 034).
    await expect(outbid.page).toHaveURL(new RegExp(`/subastas/${player.id}\\?pujar=\\d+$`));
    await expect(outbid.page.getByTestId('unread-count')).toHaveCount(0);

    // Preferences: this manager no longer wants to hear of budget changes; the server keeps it.
    await outbid.page.goto('/notificaciones');
    await outbid.page.getByRole('combobox', { name: 'El staff cambia tu presupuesto' }).selectOption('none');
    await outbid.page.getByRole('button', { name: 'Guardar preferencias' }).click();
    await expect(outbid.page.getByText('Preferencias guardadas.')).toBeVisible();
    const prefs = await (await request.get('/api/notifications/preferences', { headers: auth })).json();
    expect(prefs['budget.changed']).toBe('none');
    expect(prefs['auction.outbid']).toBe('push');
  } finally {
    await outbid.context.close();
    await rival.context.close();
  }
});
