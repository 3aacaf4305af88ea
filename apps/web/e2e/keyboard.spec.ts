import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { UserBetsResponse } from '@superliga/league';
import { DEMO_PASSWORD } from './support/session';
import type { AuctionBid, PendingTransfer } from '@superliga/league';

/**
 * The main flows with the keyboard alone (issue: "keyboard use works for the main flows"): Tab,
 * Shift+Tab, Enter, Space, arrow keys and typing; no clicks and no fill() on the app's controls.
 * Data is set up and checked through the API with the accounts of this spec only (manager14,
 * manager21–25: no other spec asserts their budgets).
 */

const M = (n: number) => `manager${n}@superliga.local`;
const pesos = (n: number) => `$ ${new Intl.NumberFormat('es-AR').format(n)}`;

type Me = { id: number; name: string; profits: number; team: { id: number; name: string } | null };
type Summary = { profits: number; committed: number; available: number };

/** An API client logged in as one demo account (a token of its own, apart from the browser's). */
async function apiAs(request: APIRequestContext, email: string) {
  const res = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  const { token } = (await res.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, expected: number, data?: unknown): Promise<T> => {
    const r = await request.fetch(`/api${path}`, { method, headers, data });
    expect(r.status(), `${method} ${path}: ${await r.text()}`).toBe(expected);
    return (await r.json()) as T;
  };
  return {
    get: <T>(path: string) => call<T>('GET', path, 200),
    post: <T>(path: string, data: unknown, expected = 201) => call<T>('POST', path, expected, data),
    put: <T>(path: string, data: unknown) => call<T>('PUT', path, 200, data),
  };
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a person would; fails when it does
 * not come within `max` presses (a control out of the tab order).
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max && !(await isFocused(target)); i++) await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  await expect(target).toBeFocused();
}

/** The focused element shows where the focus is: an outline or a box shadow (WCAG 2.4.7). */
async function expectFocusVisible(page: Page) {
  const style = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const s = getComputedStyle(el);
    return {
      element: `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40)}`,
      outline: `${s.outlineStyle} ${s.outlineWidth}`,
      boxShadow: s.boxShadow,
    };
  });
  const outlined = !style.outline.startsWith('none') && !style.outline.endsWith(' 0px');
  expect(outlined || style.boxShadow !== 'none', `visible focus on ${style.element} (outline ${style.outline}, box-shadow ${style.boxShadow})`).toBe(true);
}

/** The login form by keyboard: Tab to the email, type, Tab to the password, type, Enter. */
async function keyboardLogin(page: Page, email: string) {
  await page.goto('/login');
  await tabTo(page, page.getByPlaceholder('Email'));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByPlaceholder('Password')).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test.describe('keyboard only: the main flows', () => {
  test('the sidebar on a desktop and the menu on a phone', async ({ page, request }) => {
    const api = await apiAs(request, M(14));
    const me = await api.get<Me>('/user');
    const squad = await api.get<{ data: { name: string }[] }>(`/players?id_team=${me.team!.id}&all=true`);
    expect(squad.data.length).toBeGreaterThan(0);

    await keyboardLogin(page, M(14));
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    // The first Tab offers to skip the header and the sidebar.
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#contenido')).toBeFocused();
    await page.keyboard.press('Tab');
    // The next stop is the screen's first control, whatever the home shows first ('Ahora' may hold a card).
    await expect(page.locator('#contenido :focus')).toHaveCount(1);
    // Desktop: Tab through the header into the sidebar, one link too far, and back with Shift+Tab.
    await tabTo(page, nav.getByRole('link', { name: 'Jugadores', exact: true }));
    await page.keyboard.press('Shift+Tab');
    const squadLink = nav.getByRole('link', { name: 'Mi plantel', exact: true });
    await expect(squadLink).toBeFocused();
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/plantel$/);
    await expect(page.getByRole('heading', { level: 1, name: me.team!.name })).toBeVisible();
    await expect(page.getByText(squad.data[0]!.name, { exact: true }).first()).toBeVisible();
    await expect(squadLink).toHaveAttribute('data-active', 'true');

    // Phone: the links are not there until the menu button opens the menu.
    await page.setViewportSize({ width: 375, height: 780 });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(nav.getByRole('link')).toHaveCount(0);
    const menuButton = page.getByRole('button', { name: 'Mostrar u ocultar el menú' });
    await tabTo(page, menuButton);
    await expectFocusVisible(page);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    // Escape closes it and the focus goes back to its button.
    await expect(nav.getByRole('link', { name: 'Mi estado', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link')).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    await page.keyboard.press('Enter');
    const movementsLink = nav.getByRole('link', { name: 'Movimientos', exact: true });
    await tabTo(page, movementsLink);
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/movimientos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'MOVIMIENTOS' })).toBeVisible();
    // The menu closes after the choice: its links leave the page (and the tab order), and the
    // keyboard is on the new screen.
    await expect(nav.getByRole('link')).toHaveCount(0);
    await expect(page.locator('#contenido')).toBeFocused();
    const summary = await api.get<Summary>('/ledger/summary');
    await expect(page.getByText('Presupuesto', { exact: true }).locator('..')).toContainText(pesos(summary.profits));
    await expect(page.getByText('Disponible', { exact: true }).locator('..')).toContainText(pesos(summary.available));

    // Space opens the menu too, and the button closes it again.
    await tabTo(page, menuButton, { back: true });
    await page.keyboard.press('Space');
    await expect(nav.getByRole('link', { name: 'Mi estado', exact: true })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link')).toHaveCount(0);
  });

  test('a manager outbids another in an auction', async ({ page, request }) => {
    const creator = await apiAs(request, M(21));
    const bidder = await apiAs(request, M(22));
    const creatorMe = await creator.get<Me>('/user');
    const bidderMe = await bidder.get<Me>('/user');

    // manager21 opens an auction on a player of an outside team no other spec auctions.
    const teams = await creator.get<{ data: { id: number; name: string; division: string | null }[] }>('/teams?all=true');
    const outside = teams.data.filter((t) => !t.division && t.name !== 'Club Brujas').at(-1)!;
    const players = await creator.get<{ data: { id: number; name: string; value: number }[] }>(`/players?id_team=${outside.id}&all=true`);
    const player = [...players.data].sort((a, b) => a.value - b.value)[0]!;
    const first = Math.ceil(player.value / 2 / 1_000_000) * 1_000_000;
    const created = await creator.post<{ id: number; amount: number }>('/auctions', { id_player: player.id, amount: first, id_team: outside.id });
    expect(created.amount).toBe(first);
    const before = await bidder.get<Summary>('/ledger/summary');

    await keyboardLogin(page, M(22));
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await tabTo(page, nav.getByRole('link', { name: 'Subastas', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/subastas$/);
    await tabTo(page, page.getByRole('link', { name: `Ofertar por ${player.name}` }));
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/subastas/${player.id}$`));
    const card = page.getByTestId(`auction-${created.id}`);
    await expect(card.getByTestId('last-bid')).toHaveText(pesos(first));
    await expect(card).toContainText(`(${creatorMe.name})`);

    // The amount starts at the minimum; ArrowUp raises it one step (1.000.000); Enter sends it.
    const amount = card.getByRole('textbox', { name: 'Nueva oferta' });
    await tabTo(page, amount);
    await expect(amount).toHaveValue(pesos(first + 1_000_000));
    await page.keyboard.press('ArrowUp');
    const bid = first + 2_000_000;
    await expect(amount).toHaveValue(pesos(bid));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Oferta realizada correctamente.')).toBeVisible();
    await expect(card.getByTestId('last-bid')).toHaveText(pesos(bid));
    await expect(card).toContainText(`(${bidderMe.name})`);

    // The player's bids, newest first (a bare array), each naming its auction and its auctioneer.
    const bids = await bidder.get<AuctionBid[]>(`/auctions/player/${player.id}`);
    expect(bids.filter((b) => b.id_auction === created.id).map((b) => [b.amount, b.auctioneer.id])).toEqual([
      [bid, bidderMe.id],
      [first, creatorMe.id],
    ]);
    // Leading an auction commits the money; the budget itself moves only when the Admin confirms.
    const after = await bidder.get<Summary>('/ledger/summary');
    expect(after.committed).toBe(before.committed + bid);
    expect(after.profits).toBe(before.profits);
  });

  test('a manager places a match bet and the stake leaves the budget', async ({ page, request }) => {
    const organizer = await apiAs(request, 'organizador@superliga.local');
    const match = `Teclado ${Date.now()} vs Visitante`;
    const bet = await organizer.post<{ id: number }>('/bets', {
      match,
      description: 'Apuesta de la prueba de teclado',
      home_odd: '2.00',
      away_odd: '3.50',
      draw_odd: '3.10',
      under: '1.90',
      over: '1.80',
    });
    const manager = await apiAs(request, M(23));
    const before = await manager.get<Me>('/user');

    await keyboardLogin(page, M(23));
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await tabTo(page, nav.getByRole('link', { name: 'Apuestas', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/apuestas$/);
    await tabTo(page, page.getByRole('link', { name: `Apostar en ${match}` }));
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/apuestas/${bet.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: match })).toBeVisible();

    // The amount: Home goes to 1.000.000, twenty steps of 100.000 make 3.000.000.
    await tabTo(page, page.getByRole('slider'));
    await page.keyboard.press('Home');
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
    const stake = 3_000_000;
    await expect(page.getByText(`Monto: ${pesos(stake)}`)).toBeVisible();
    // The option: Tab enters the radio group at 'Local', the arrow moves to 'Visitante' and checks it.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'Local (2.00)' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: 'Local (2.00)' })).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Visitante (3.50)' })).toBeChecked();
    await expect(page.getByTestId('potential-payout')).toHaveText(pesos(10_500_000));
    await tabTo(page, page.getByRole('button', { name: 'Apostar', exact: true }));
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    // Asked first (decision 027): the dialog's 'Apostar' has the focus, Enter pays.
    const dialog = page.getByRole('dialog', { name: 'Confirmar la apuesta' });
    await expect(dialog.getByRole('button', { name: 'Apostar', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByText('Apuesta agregada correctamente')).toBeVisible();
    await expect(page).toHaveURL(/\/apuestas$/);
    await expect(page.getByTestId('my-budget')).toHaveText(`Presupuesto: ${pesos(before.profits - stake)}`);
    await expect(page.getByRole('row', { name: new RegExp(match) }).filter({ hasText: 'Pendiente' })).toContainText(pesos(stake));

    const after = await manager.get<Me>('/user');
    expect(after.profits).toBe(before.profits - stake);
    const mine = await manager.get<UserBetsResponse>('/bet_user?mine=true');
    expect(mine.data.filter((b) => b.id_bet === bet.id)).toEqual([
      expect.objectContaining({ amount: stake, selected_option: '3.50', option_label: 'Away', confirmed: 'no', potential_payout: 10_500_000 }),
    ]);
  });

  test('a manager sends a transfer and the counterparty has it pending', async ({ page, request }) => {
    const seller = await apiAs(request, M(24));
    const buyer = await apiAs(request, M(25));
    const sellerMe = await seller.get<Me>('/user');
    const buyerMe = await buyer.get<Me>('/user');
    const squad = await seller.get<{ data: { id: number; name: string; status: string }[] }>(`/players?id_team=${sellerMe.team!.id}&all=true`);
    const player = squad.data.find((p) => p.status === 'registrado')!;
    const buyerBefore = await buyer.get<Summary>('/ledger/summary');
    const value = 5_000_000;

    await keyboardLogin(page, M(24));
    await page.goto('/transfer');
    await expect(page.getByRole('heading', { level: 1, name: 'Transferir' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Equipo que cede', exact: true })).toHaveValue(new RegExp(sellerMe.team!.name));

    // Mantine Select: type to filter, ArrowDown to the option, Enter to choose it.
    const to = page.getByRole('combobox', { name: 'Equipo destino', exact: true });
    await tabTo(page, to);
    await page.keyboard.type(buyerMe.team!.name);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(to).toHaveValue(new RegExp(`^${buyerMe.team!.name} \\(`));

    const pick = page.getByRole('combobox', { name: 'Jugador', exact: true });
    await tabTo(page, pick);
    await page.keyboard.type(player.name);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(pick).toHaveValue(new RegExp(`^${player.name} ·`));
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Agregar jugador' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listitem').filter({ hasText: player.name })).toBeVisible();

    // Tabbing into the amount selects its text: typing replaces it.
    const amount = page.getByRole('textbox', { name: 'Valor de la transferencia' });
    await tabTo(page, amount);
    await page.keyboard.type(String(value));
    await expect(amount).toHaveValue(pesos(value));
    await expect(page.getByText(`${buyerMe.team!.name} paga ${pesos(value)} a ${sellerMe.team!.name}.`)).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Enviar Transferencia' }));
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Transferencia enviada. Queda pendiente hasta que la otra parte la confirme.')).toBeVisible();
    await expect(page.getByText('Todavía no agregaste jugadores.')).toBeVisible();

    // The counterparty has it pending and can confirm it; a seller's proposal holds none of the
    // buyer's money until he accepts it (decision 013).
    const pending = await buyer.get<PendingTransfer[]>('/transferencia_pendiente');
    const sent = pending.filter((t) => t.players.some((p) => p.id === player.id));
    expect(sent).toEqual([
      expect.objectContaining({
        budget: value,
        // Plain ids, as the old server's rows; the names beside them (docs/decisions/017).
        id_team_from: sellerMe.team!.id,
        id_team_to: buyerMe.team!.id,
        team_from: expect.objectContaining({ id: sellerMe.team!.id, name: sellerMe.team!.name }),
        can_confirm: true,
        sold_by: expect.objectContaining({ id: sellerMe.id }),
        buy_by: expect.objectContaining({ id: buyerMe.id }),
      }),
    ]);
    const buyerAfter = await buyer.get<Summary>('/ledger/summary');
    expect(buyerAfter.committed).toBe(buyerBefore.committed);
    expect(buyerAfter.profits).toBe(buyerBefore.profits);

    // Withdrawn again: the player goes back to the seller's free squad for whatever runs later.
    await seller.put(`/transferencia_cancelada/${sent[0]!.id}`, {});
  });
});
