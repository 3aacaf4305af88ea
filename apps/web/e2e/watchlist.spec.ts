import { expect, test, type Browser, type Page } from '@playwright/test';
import { api } from './support/api';
import { loginAs } from './support/session';

/**
 * Market filters and the watchlist at 375 px (docs/decisions/035-market-filters-and-watchlist.md):
 * a manager filters the players list, follows a player; another manager sends a clause offer for
 * him; the follower finds the notice, which tells neither the amount nor the author.
 */
const M = (n: number) => `manager${n}@superliga.local`;
const PHONE = { width: 375, height: 812 };
type Me = { id: number; name: string; team: { id: number; name: string } };
type PlayerRow = { id: number; name: string; value: number; id_team: { id: number; name: string } };

async function phoneAs(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await loginAs(page, email);
  return page;
}

test('a manager filters, follows a player, and hears of another manager’s offer for him', async ({ browser }) => {
  // The seller's team (manager 13) and a player of it the offerer (manager 8) may claim now.
  const seller = await phoneAs(browser, M(13));
  const sellerTeam = (await api<Me>(seller, 'GET', '/user')).team;
  await seller.context().close();
  const offerer = await phoneAs(browser, M(8));
  const offererMe = await api<Me>(offerer, 'GET', '/user');
  const free = await api<{ data: PlayerRow[] }>(offerer, 'GET', `/players?clausulable=true&team=${sellerTeam.id}&sort=value&order=asc&per_page=1`);
  const target = free.data[0]!;
  expect(target).toBeDefined();

  // The follower filters the list by the seller's team, sorted by value, on a phone.
  const fan = await phoneAs(browser, M(7));
  await fan.goto('/players');
  await fan.getByRole('button', { name: 'Filtros' }).click();
  const panel = fan.getByRole('form', { name: 'Filtrar jugadores' });
  await panel.getByRole('combobox', { name: 'Equipo', exact: true }).fill(sellerTeam.name);
  await fan.getByRole('option', { name: sellerTeam.name, exact: true }).click();
  await panel.getByRole('combobox', { name: 'Ordenar por' }).click();
  await fan.getByRole('option', { name: 'Valor' }).click();
  await panel.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(fan.getByText(`Equipo: ${sellerTeam.name}`)).toBeVisible();
  await expect(fan).toHaveURL(new RegExp(`team=${sellerTeam.id}`));
  // No sideways scroll at 375 px.
  expect(await fan.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await fan.goto(`/players/${target.id}`);
  await fan.getByRole('button', { name: `Seguir a ${target.name}` }).click();
  await expect(fan.getByRole('button', { name: `Dejar de seguir a ${target.name}` })).toHaveText('Siguiendo');

  // The other manager sends a clause offer at the player's value.
  const sent = await api<{ id?: number; message: string }>(offerer, 'POST', '/clausula_rescision', {
    id_player: target.id,
    id_team: target.id_team.id,
    value: target.value,
    extra_value: 0,
  });
  expect(sent.id).toEqual(expect.any(Number));
  await offerer.context().close();

  // The follower sees the notice (delivered by the outbox worker) and the player on Seguidos.
  await expect(async () => {
    await fan.goto('/notificaciones');
    await expect(fan.getByText('Ofertaron por un jugador que seguís').first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const notice = fan.getByText(`Llegó una oferta de cláusula por ${target.name}.`, { exact: false }).first();
  await expect(notice).toBeVisible();
  await expect(notice).not.toContainText(offererMe.name);
  await expect(notice).not.toContainText('$');

  await fan.goto('/seguidos');
  await expect(fan.getByRole('heading', { name: 'SEGUIDOS' })).toBeVisible();
  await expect(fan.getByRole('link', { name: target.name })).toBeVisible();
  await expect(fan.getByText(/1 oferta de cláusula, se revela el/)).toBeVisible();
  await fan.context().close();
});
