import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { api } from './support/api';
import { loginAs, ACCOUNTS } from './support/session';

/** The league's own rules (spec DECISIONS, 'The league's own rules as settings'): the Admin's settings screen, the market obeying it, the clause-rounds log. */

const HOUR = 3_600_000;
const M = (n: number) => `manager${n}@superliga.local`;

type Me = { id: number; name: string; team: { id: number; name: string } };
type TeamDetail = { players: { id: number; name: string; value: number; status: string }[] };

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Puts a setting of the current season back as the documents have it, whatever the test did. */
async function restoreRules(page: Page, body: Record<string, unknown>) {
  const login = await page.request.post('/api/login', { data: { email: ACCOUNTS.admin, password: 'superliga' } });
  const { token } = (await login.json()) as { token: string };
  const seasons = (await (await page.request.get('/api/season', { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { id: number; current: boolean }[];
  };
  const current = seasons.data.find((s) => s.current)!;
  await page.request.put(`/api/seasons/${current.id}/rules`, { headers: { authorization: `Bearer ${token}` }, data: body });
}

test('the settings screen changes a limit, the rulebook shows it and the market obeys it', async ({ page }) => {
  try {
    await loginAs(page, ACCOUNTS.admin);
    await page.goto('/temporadas/reglas');
    await expect(page.getByRole('heading', { name: 'REGLAS DE LA TEMPORADA' })).toBeVisible();
    const losses = page.getByRole('textbox', { name: 'Jugadores que un equipo puede perder por cláusula' });
    await expect(losses).toHaveValue('6');
    await expectAccessible(page, 'season-rules');
    await losses.fill('0');
    await page.getByRole('button', { name: 'Guardar reglas' }).click();
    await expect(page.getByText('Reglas de la temporada guardadas.').first()).toBeVisible();
    await page.goto('/reglamento');
    await expect(page.getByText('Cada equipo puede perder como máximo 0 jugadores por cláusula en la temporada.')).toBeVisible();
    await page.getByRole('link', { name: 'Logout' }).click();

    await loginAs(page, M(12));
    const seller = await api<Me>(page, 'GET', '/user');
    await page.getByRole('link', { name: 'Logout' }).click();
    await loginAs(page, M(11));
    await page.goto('/clausula_rescision');
    await choose(page, 'Equipo', new RegExp(seller.team.name));
    await page.getByRole('combobox', { name: 'Jugador', exact: true }).click();
    await page.getByRole('option').first().click();
    await page.getByRole('button', { name: 'Confirmar cláusula' }).click();
    await expect(page.getByText('El equipo ya perdió 0 jugadores por cláusula esta temporada (máximo 0).')).toBeVisible();
  } finally {
    await restoreRules(page, { max_clause_losses: 6 });
  }
});

test('the rounds log shows a round the server resolved at the reveal', async ({ page }) => {
  await loginAs(page, M(10));
  const seller = await api<Me>(page, 'GET', '/user');
  const squad = (await api<TeamDetail>(page, 'GET', `/teams/${seller.team.id}`)).players.filter((p) => p.status !== 'bloqueado' && p.status !== 'restringido');
  const target = squad[0]!;
  await page.getByRole('link', { name: 'Logout' }).click();

  await loginAs(page, M(9));
  const buyer = await api<Me>(page, 'GET', '/user');
  const sent = await api<{ id: number }>(page, 'POST', '/clausula_rescision', {
    id_player: target.id,
    id_team: seller.team.id,
    value: target.value,
    extra_value: 0,
  });
  expect(sent.id).toBeGreaterThan(0);
  const amount = `$ ${new Intl.NumberFormat('es-AR').format(target.value)}`;
  await page.goto('/rondas-clausulas');
  const card = page.getByRole('region', { name: `${target.name} (${seller.team.name})` });
  // Its creator reads his own offer whole; anybody else reads the author and the amount as 'Oculto' (decision 016).
  await expect(card).toContainText('Oculta');
  await expect(card).toContainText(buyer.name);
  await expect(card).toContainText(amount);
  await page.getByRole('link', { name: 'Logout' }).click();
  await loginAs(page, M(10));
  await page.goto('/rondas-clausulas');
  await expect(card).toContainText('Oculta');
  await expect(card).toContainText('Oculto');
  await expect(card).not.toContainText(buyer.name);
  await expect(card).not.toContainText(amount);

  // The reveal comes (at most 8 hours later); the server resolves what became due.
  expect((await page.request.put('/api/test/clock', { data: { advance_ms: 10 * HOUR } })).ok()).toBe(true);
  try {
    expect((await page.request.post('/api/test/clause-rounds/resolve')).ok()).toBe(true);
    await page.reload();
    await expect(card).toContainText('Resuelta');
    await expect(card).toContainText(`Ganador: ${buyer.name}`);
    await expect(card).toContainText('Única oferta: ganó al revelarse.');
    await expect(card).toContainText(amount);
    await expectAccessible(page, 'clause-rounds');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(card).toBeVisible();
    // The shell folds its sidebar with a transition after the resize: poll until the layout settles.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  } finally {
    await page.request.put('/api/test/clock', { data: { advance_ms: -10 * HOUR } });
  }
});
