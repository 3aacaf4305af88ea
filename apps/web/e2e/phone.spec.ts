import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { doubleClickOnce, paymentDialog } from './support/once';
import { settled } from './support/screens';
import { ACCOUNTS, loginAs } from './support/session';

/**
 * Phone first (decision 027): at 375 px every list keeps the column that names a row and the
 * row's action on screen without scrolling sideways, and the statistics entry is a per-player
 * form with steppers. Screenshots of each screen at 375 and 1280 px go to test-results/phone.
 */

const WIDTH = 375;
const shots = join(import.meta.dirname, '../test-results/phone');

/** Inside the 375 px viewport (the page scrolled only vertically) and the topmost element where it is drawn. */
async function expectReachable(control: Locator) {
  await expect(control).toBeVisible();
  await control.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - window.innerHeight / 2));
  const box = await control.boundingBox();
  expect(box, 'the control has a box').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(WIDTH);
  const onTop = await control.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && el.contains(hit);
  });
  expect(onTop, 'nothing covers the control').toBe(true);
  await control.click({ trial: true });
}

/** The first bet whose "Apostar" link is named by `link`. */
const betRow = (page: Page, link: RegExp) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: link }) })
    .first();

/** Scrolls every list table on the page to its right end, as a thumb would. */
const scrollTablesRight = async (page: Page) => {
  const scrolled = await page.evaluate(() => {
    let moved = 0;
    for (const t of document.querySelectorAll('table')) {
      // The scroll region: Mantine's ScrollArea (or a native one), not its wider content box.
      let box: HTMLElement | null = t.parentElement;
      while (box && !(box.scrollWidth > box.clientWidth && /auto|scroll/.test(getComputedStyle(box).overflowX))) box = box.parentElement;
      if (box && box !== document.documentElement && box !== document.body) {
        box.scrollLeft = box.scrollWidth;
        if (box.scrollLeft > 0) moved++;
      }
    }
    return moved;
  });
  expect(scrolled, 'a list table scrolled sideways').toBeGreaterThan(0);
};

/** The screen as it is now at 375 px, then (unless `phoneOnly`) loaded afresh at 1280 px and again at 375 px. */
async function shoot(page: Page, name: string, phoneOnly = false) {
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: join(shots, `${name}-375.png`), fullPage: true });
  if (phoneOnly) return;
  for (const width of [1280, WIDTH]) {
    await page.setViewportSize({ width, height: 800 });
    await page.reload();
    await settled(page);
    if (width === 1280) await page.screenshot({ path: join(shots, `${name}-1280.png`), fullPage: true });
  }
}

test.use({ viewport: { width: WIDTH, height: 780 } });

test.describe('at 375 px', () => {
  test('standings keep team and points; bets keep Apostar; auctions keep the bid link; players are cards with Editar', async ({ page }) => {
    await loginAs(page, ACCOUNTS.admin);

    await page.goto('/tablas');
    await page.getByRole('combobox', { name: 'Torneo' }).click();
    await page.getByRole('listbox').getByRole('option').first().click();
    const table = page.getByRole('table', { name: 'Tabla de posiciones' });
    const first = table.getByRole('row').nth(1);
    await expect(first.getByRole('cell').last()).not.toBeEmpty();
    await expectReachable(first.getByRole('cell').nth(1));
    await expectReachable(first.getByRole('cell').last());
    await scrollTablesRight(page);
    await expectReachable(first.getByRole('cell').nth(1));
    await shoot(page, 'standings', true);

    await page.goto('/apuestas');
    await settled(page);
    await expectReachable(page.getByRole('link', { name: /^Apostar en / }).first());
    await expectReachable(page.getByRole('link', { name: /^Apostar por / }).first());
    // The odds decide the bet: each on screen beside "Apostar", none under a fixed column.
    for (const odd of [2, 3, 4, 5, 6])
      await expectReachable(
        betRow(page, /^Apostar en /)
          .getByRole('cell')
          .nth(odd),
      );
    for (const odd of [2, 3])
      await expectReachable(
        betRow(page, /^Apostar por /)
          .getByRole('cell')
          .nth(odd),
      );
    await shoot(page, 'bets');

    await page.goto('/subastas');
    await settled(page);
    // The Admin has no team: the action link reads 'Ver' (decision 027), still reachable at 375 px.
    await expectReachable(page.getByRole('link', { name: /^(Ofertar por|Ver subasta de) / }).first());
    // Which auction to bid on is decided by its last bid and its closing time: both on screen.
    await expectReachable(page.getByTestId('last-bid').first());
    await expectReachable(
      page
        .getByTestId(/^auction-row-/)
        .first()
        .getByRole('cell')
        .nth(2),
    );
    await shoot(page, 'auctions');
    // One auction's bids: amount, bidder (his team under the name) and time, all on screen.
    await page
      .getByRole('link', { name: /^(Ofertar por|Ver subasta de) / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/subastas\/\d+$/);
    await settled(page);
    const bid = page
      .getByRole('table', { name: /^Ofertas de la subasta / })
      .first()
      .getByRole('row')
      .nth(1);
    await expect(bid).toBeVisible();
    for (const cell of await bid.getByRole('cell').all()) await expectReachable(cell);

    // The Admin's player cards end in 'Editar' and 'Borrar', every figure of the player on screen with them.
    await page.goto('/players');
    await settled(page);
    await expectReachable(page.getByRole('link', { name: /^Editar / }).first());
    for (const cell of await page.locator('main tbody tr').first().getByRole('cell').all()) await expectReachable(cell);
    await shoot(page, 'players');
  });

  test('the trades and the teams a manager reads are cards: where the players went and for how much, who runs a team, on screen (decision 027)', async ({
    page,
  }) => {
    await loginAs(page, ACCOUNTS.manager1);
    await page.goto('/transferencias');
    await settled(page);
    const trade = page.locator('main tbody tr').first();
    await expect(trade).toBeVisible();
    for (const cell of await trade.getByRole('cell').all()) await expectReachable(cell);
    await shoot(page, 'transfers-history', true);

    // The teams: each one's division and manager beside 'Ver equipo'.
    await page.goto('/teams');
    await settled(page);
    const team = page.locator('main tbody tr').first();
    for (const cell of await team.getByRole('cell').all()) await expectReachable(cell);
  });

  test('the market and another team’s squad are cards: a player’s figures on one line, his team, value and state on screen (decision 027)', async ({
    page,
  }) => {
    await loginAs(page, ACCOUNTS.manager1);
    const expectPlayerCard = async () => {
      const player = page.locator('main tbody tr').first();
      await expect(player).toBeVisible();
      for (const cell of await player.getByRole('cell').all()) await expectReachable(cell);
      // EDAD, CA and PA share one line of the card: a player is a few lines, not one per column.
      const tops = await Promise.all([1, 2, 3].map(async (i) => (await player.getByRole('cell').nth(i).boundingBox())!.y));
      expect(new Set(tops).size, 'the three figures on one line').toBe(1);
      const name = (await player.getByRole('cell').first().boundingBox())!;
      expect(tops[0], 'under the name').toBeGreaterThanOrEqual(name.y + name.height - 1);
    };

    await page.goto('/players');
    await settled(page);
    await expectPlayerCard();
    await expect(page.locator('main tbody tr').first().getByRole('cell').filter({ hasText: '$' })).toBeVisible();
    await shoot(page, 'players-manager');

    await page.goto('/teams');
    await settled(page);
    await page
      .getByRole('link', { name: /^Ver equipo/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/teams\/\d+$/);
    await settled(page);
    await expectPlayerCard();
  });

  test('a manager’s squad is one card per player: name, value and buttons on screen (decision 027)', async ({ page }) => {
    await loginAs(page, ACCOUNTS.manager15);
    await page.goto('/plantel');
    await settled(page);
    const row = page.getByRole('row').nth(1);
    const name = row.getByRole('cell').first();
    await expect(name).not.toBeEmpty();
    await expectReachable(name);
    await expectReachable(row.getByRole('cell').filter({ hasText: '$' }).first());
    await expectReachable(row.getByRole('button').first());
    await shoot(page, 'squad');
  });

  test('a card out of view is not drawn until it scrolls near (decision 044, "Cards out of view")', async ({ page }) => {
    await loginAs(page, ACCOUNTS.manager15);
    await page.goto('/plantel');
    await settled(page);
    const rows = page.getByRole('row');
    expect(await rows.count(), 'more cards than one screen holds').toBeGreaterThan(8);
    // A cell inside a card the browser skips (content-visibility) is not drawn.
    const drawn = (row: Locator) =>
      row
        .getByRole('cell')
        .first()
        .evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
    expect(await drawn(rows.nth(1))).toBe(true);
    expect(await drawn(rows.last())).toBe(false);
    await rows.last().scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(rows.last())).toBe(true);
    await expectReachable(rows.last().getByRole('button').first());
  });

  test('pending bets keep Confirmar and Perdida; Perdida asks, then closes the bet once', async ({ page }) => {
    await loginAs(page, ACCOUNTS.admin);
    await page.goto('/apuestas/usuarios');
    await settled(page);
    const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: /^Marcar perdida/ }) });
    await expect(rows.first()).toBeVisible();
    const before = await rows.count();
    await expectReachable(rows.first().getByRole('button', { name: /^Confirmar apuesta de / }));
    const lost = rows.first().getByRole('button', { name: /^Marcar perdida/ });
    await expectReachable(lost);
    await shoot(page, 'user-bets');
    const user = (await rows.first().getByRole('cell').first().innerText()).trim();
    await lost.click();
    const dialog = await paymentDialog(page, 'Marcar apuesta perdida', `${user} pierde los $`);
    await expectReachable(dialog.getByRole('button', { name: 'Perdida', exact: true }));
    await shoot(page, 'bet-lost-dialog', true);
    await doubleClickOnce(
      page,
      dialog.getByRole('button', { name: 'Perdida', exact: true }),
      /^\/api\/apuesta\/usuario\/\d+\/\d+$/,
      'Apuesta marcada como perdida',
    );
    await expect(rows).toHaveCount(before - 1);
  });

  test('statistics entry is one block per player with steppers a thumb reaches', async ({ page }) => {
    await loginAs(page, ACCOUNTS.admin);
    await page.goto('/partidos/15');
    await page.getByRole('button', { name: 'Habilitar edición' }).click();
    const played = page.getByRole('checkbox', { name: /^Jugó / });
    await expect(played.first()).toBeVisible();
    const player = ((await played.first().getAttribute('aria-label')) ?? '').replace('Jugó ', '');
    if (!(await played.first().isChecked())) await played.first().check();
    for (const label of ['Goles', 'Asistencias', 'Amarillas', 'MVP']) {
      await expectReachable(page.getByRole('button', { name: `Sumar ${label.toLowerCase()} a ${player}` }));
      await expectReachable(page.getByLabel(`${label} de ${player}`, { exact: true }));
    }
    await shoot(page, 'statistics-entry', true);
    const assists = page.getByLabel(`Asistencias de ${player}`, { exact: true });
    const start = Number(await assists.inputValue());
    await page.getByRole('button', { name: `Sumar asistencias a ${player}` }).click();
    await expect(assists).toHaveValue(String(start + 1));
    const save = page.getByRole('button', { name: 'Guardar estadísticas' });
    await expectReachable(save);
    await doubleClickOnce(page, save, /^\/api\/match-statistics$/, 'Estadísticas guardadas correctamente');
    await expect(page.getByText('Completado')).toBeVisible();
  });
});
