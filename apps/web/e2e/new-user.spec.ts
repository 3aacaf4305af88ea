import { expect, test, type Page, type Request } from '@playwright/test';
import { BETS_MSG, MARKET_MSG, NOTIFY, paths } from '@superliga/league';
import { api } from './support/api';
import { errorToasts, paymentDialog } from './support/once';
import { ACCOUNTS, loginAs } from './support/session';

/**
 * What a new user hit (docs/decisions/027-the-phone-app.md), each now as the manager expects:
 * asked before paying, told the truth, sent where the button is.
 */

type Me = { id: number; profits: number; team: { id: number; name: string } | null };
type Auction = { id: number; id_player: number; status: string; ends_at: string | null; amount: number | null };

/** Every POST to a path while `act` runs. */
async function postsDuring(page: Page, path: RegExp, act: () => Promise<void>) {
  const sent: Request[] = [];
  const track = (r: Request) => void (r.method() === 'POST' && path.test(new URL(r.url()).pathname) && sent.push(r));
  page.on('request', track);
  try {
    await act();
  } finally {
    page.off('request', track);
  }
  return sent;
}

test.describe('a new user', () => {
  test('a bet starts at the minimum, states the Más/Menos line and asks before it pays', async ({ page }) => {
    await loginAs(page, 'manager13@superliga.local');
    const before = await api<Me>(page, 'GET', '/user');
    await page.goto('/apuestas/1');
    await expect(page.getByText('Monto: $ 1.000.000')).toBeVisible();
    await expect(page.getByTestId('over-under-line')).toContainText('Más/Menos: goles del partido respecto de la línea');
    await page.getByRole('radio', { name: /^Más / }).check();
    // Cancelling the question sends nothing.
    const none = await postsDuring(page, /^\/api\/apuesta/, async () => {
      await page.getByRole('button', { name: 'Apostar', exact: true }).click();
      const dialog = await paymentDialog(page, 'Confirmar la apuesta', 'Pagás $ 1.000.000 ahora', 'Si acertás, la liga te paga');
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect(dialog).toBeHidden();
    });
    expect(none).toHaveLength(0);
    expect((await api<Me>(page, 'GET', '/user')).profits).toBe(before.profits);
    await page.getByRole('button', { name: 'Apostar', exact: true }).click();
    const dialog = await paymentDialog(page, 'Confirmar la apuesta');
    await dialog.getByRole('button', { name: 'Apostar', exact: true }).click();
    await expect(page.getByText('Apuesta agregada correctamente')).toBeVisible();
    expect((await api<Me>(page, 'GET', '/user')).profits).toBe(before.profits - 1_000_000);
  });

  test("a second tap on 'Crear apuesta' after it answered makes nothing and shows no error", async ({ page }) => {
    await loginAs(page, ACCOUNTS.organizador);
    await page.goto(paths.newBet);
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Apuesta de jugador' }) });
    await form.getByLabel('Jugador').fill(`Nuevo ${Date.now()}`);
    await form.getByLabel('Cuota gol').fill('2.00');
    await form.getByLabel('Cuota tarjeta').fill('3.00');
    const button = form.getByRole('button', { name: 'Crear apuesta de jugador' });
    const sent = await postsDuring(page, /^\/api\/(bets|playerbet|singlebet|player-bets|apuesta).*/, async () => {
      await button.click();
      await expect(page.getByText('Apuesta de jugador creada correctamente')).toBeVisible();
      await button.click();
    });
    expect(sent).toHaveLength(1);
    await expect(errorToasts(page)).toHaveCount(0);
    await expect(form.getByText(/obligatori|Completá|requerid/i)).toHaveCount(0);
  });

  test('a visitante sees no squad and no bet form', async ({ page }) => {
    await loginAs(page, ACCOUNTS.visitante);
    await page.getByRole('button', { name: 'Mostrar u ocultar el menú' }).first().click({ trial: true });
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(nav.getByRole('link', { name: 'Apuestas' })).toBeAttached();
    await expect(nav.getByRole('link', { name: 'Mi plantel' })).toHaveCount(0);
    await page.goto(paths.apuestas);
    await expect(page.getByRole('heading', { name: 'Apuestas', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Apostar / })).toHaveCount(0);
    await page.goto('/apuestas/1');
    await expect(page.getByText(BETS_MSG.betsNotForRole)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apostar', exact: true })).toHaveCount(0);
  });

  test('auctions are listed by closing time, and a low bid names the raise rule', async ({ page }) => {
    await loginAs(page, ACCOUNTS.manager1);
    await page.goto(paths.subastas);
    const open = (await api<Auction[]>(page, 'GET', '/auction/last')).filter((a) => a.status === 'open');
    expect(open.length).toBeGreaterThan(1);
    const rows = page.getByTestId(/^auction-row-\d+$/);
    await expect(rows).toHaveCount(open.length);
    const shown = await rows.evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-testid')!.replace('auction-row-', ''))));
    const end = (id: number) => Date.parse(open.find((a) => a.id === id)!.ends_at ?? '9999-12-31T00:00:00Z');
    expect(shown.map(end)).toEqual([...shown.map(end)].sort((a, b) => a - b));

    const target = open.find((a) => a.amount !== null)!;
    await page.goto(paths.playerAuctions(target.id_player));
    await page.getByLabel('Nueva oferta').fill(String(target.amount));
    await page.getByRole('button', { name: 'Ofertar', exact: true }).click();
    await expect(
      page.getByText(/La oferta debe ser mayor que la oferta anterior\. Tiene que ser de al menos \$ [\d.]+: la anterior más \$ 1\.000\.000\./),
    ).toBeVisible();
  });

  test('a clause states when it is decided, the same on the form and in the rulebook', async ({ page }) => {
    await loginAs(page, ACCOUNTS.manager1);
    const rule = MARKET_MSG.clauseDecidedRule('01:00, 10:00 o 18:00');
    await page.goto(paths.clausula);
    await expect(page.getByTestId('clause-decided')).toContainText(rule);
    await page.goto(paths.reglamento);
    await expect(page.getByText(rule)).toBeVisible();
  });

  test('a transfer waiting for you: the notice opens its confirm dialog, and is no longer new once confirmed', async ({ browser }) => {
    const seller = await (await browser.newContext()).newPage();
    await loginAs(seller, 'manager5@superliga.local');
    const buyer = await (await browser.newContext()).newPage();
    await loginAs(buyer, 'manager6@superliga.local');
    const [s, b] = [await api<Me>(seller, 'GET', '/user'), await api<Me>(buyer, 'GET', '/user')];
    const squad = await api<{ players: { id: number; status: string }[] }>(seller, 'GET', `/teams/${s.team!.id}`);
    const player = squad.players.find((p) => p.status === 'liberado' || p.status === 'registrado')!;
    const created = await api<{ id: number; message: string }>(seller, 'POST', '/transfer', {
      data: { transferred_players: [player.id], id_team_from: s.team!.id, id_team_to: b.team!.id, budget: 1_000_000, buy_by: b.id, sold_by: s.id },
    });
    expect(created.message).toBe(MARKET_MSG.transferCreated);

    const notice = buyer.getByRole('button', { name: new RegExp(NOTIFY.transferPending({ id: 0, from: '', players: [], amount: 0 }).title) }).first();
    await expect(async () => {
      await buyer.goto(paths.notificaciones);
      await expect(notice).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(notice).toContainText(NOTIFY.unreadBadge);
    await notice.click();
    await expect(buyer).toHaveURL(new RegExp(`/dashboard\\?transferencia=${created.id}$`));
    const dialog = await paymentDialog(buyer, 'Confirmar la transferencia', '$ 1.000.000');
    await dialog.getByRole('button', { name: 'Confirmar Transferencia' }).click();
    await expect(buyer.getByText('Transferencia realizada correctamente')).toBeVisible();
    await buyer.goto(paths.notificaciones);
    await expect(notice).toBeVisible();
    await expect(notice).not.toContainText(NOTIFY.unreadBadge);
  });
});
