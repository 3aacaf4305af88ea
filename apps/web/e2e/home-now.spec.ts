import { expect, test } from '@playwright/test';
import { auctionablePlayer, token } from './support/auctions';
import { ACCOUNTS, loginAs } from './support/session';

/**
 * The home's "Ahora" on a phone (docs/decisions/034-what-needs-you-now.md): outbid by another
 * manager, he sees the card, taps 'Pujar', finds the bid box at the minimum, bids, and the notice
 * that told him resolved itself. Manager 19: no other spec or demo row uses him; manager 20 (the rival) holds demo stakes
 * whose budget no spec asserts (demo-bets.ts).
 */
const OUTBID = 'manager19@superliga.local';
const RIVAL = 'manager20@superliga.local';
const RAISE = 1_000_000;

type Notice = { kind: string; link: string; read: boolean };

test.use({ viewport: { width: 375, height: 740 } });

test('outbid: the card on the home opens the bid box at the minimum; after the bid the notice is read', async ({ page, request }) => {
  const me = { Authorization: `Bearer ${await token(request, OUTBID)}` };
  const rival = { Authorization: `Bearer ${await token(request, RIVAL)}` };
  const player = await auctionablePlayer(request, me);
  const first = Math.ceil(player.value / 2);
  const created = await request.post('/api/auctions', { headers: me, data: { id_player: player.id, amount: first } });
  expect(created.status()).toBe(201);
  const auctionId = ((await created.json()) as { id: number }).id;
  // The other manager bids through the API.
  const beaten = await request.post(`/api/auctions/${auctionId}/bids`, { headers: rival, data: { amount: first + RAISE } });
  expect(beaten.status()).toBe(201);
  const min = first + 2 * RAISE;
  const link = `/subastas/${player.id}?pujar=${auctionId}`;
  const notice = async () =>
    ((await (await request.get('/api/notifications', { headers: me })).json()).data as Notice[]).find((n) => n.kind === 'auction.outbid' && n.link === link);
  // The outbox delivers within a second: the notice is there, unread, with the bid box's link.
  await expect.poll(async () => (await notice())?.read).toBe(false);

  await loginAs(page, OUTBID);
  const card = page.getByTestId(`now-auction.outbid:${auctionId}`);
  await expect(card).toBeVisible();
  await expect(card.getByTestId('now-amount')).toHaveText(`$\u00a0${min.toLocaleString('de-DE')}`);
  await expect(card.getByRole('timer').or(card.getByLabel(/^Faltan /))).toBeVisible();
  // Usable at 375 px: nothing wider than the screen, the button in view.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const pujar = card.getByRole('link', { name: 'Pujar' });
  await expect(pujar).toBeInViewport();
  await pujar.click();

  await expect(page).toHaveURL(new RegExp(`/subastas/${player.id}\\?pujar=${auctionId}$`));
  const amount = page.getByRole('textbox', { name: 'Nueva oferta' });
  await expect(amount).toBeFocused();
  await expect(amount).toHaveValue(`$ ${min.toLocaleString('de-DE')}`);
  await page.getByRole('button', { name: 'Ofertar' }).click();
  await expect(page.getByText('Oferta realizada correctamente.')).toBeVisible();

  // He bid again: the notice resolved itself, and the home has nothing for that auction to ask.
  await expect.poll(async () => (await notice())?.read).toBe(true);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Ahora' })).toBeVisible();
  await expect(page.getByTestId(`now-auction.outbid:${auctionId}`)).toHaveCount(0);
});

test("staff: the demo's dispute is on the Organizador's home, and 'Decidir' opens the match with both versions to rule", async ({ page }) => {
  await loginAs(page, ACCOUNTS.organizador);
  const card = page.getByTestId(/^now-match\.to_rule:/).filter({ hasText: 'Disputa para decidir: Liverpool vs Manchester City' });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: 'Decidir' }).click();
  await expect(page).toHaveURL(/\/partidos\/\d+$/);
  await expect(page.getByTestId('report-versions')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Vale la disputa' })).toBeVisible();
});
