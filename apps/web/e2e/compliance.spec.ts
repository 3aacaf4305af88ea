import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { api } from './support/api';
import { checkScreen } from './support/screens';
import { ACCOUNTS, DEMO_PASSWORD, loginAs } from './support/session';

/** Compliance at window close (spec DECISIONS, 'The league's own rules as settings'): the report screen, its CSV, a warning before a transfer, and forms that follow the season's rules. */

const M = (n: number) => `manager${n}@superliga.local`;
type Figure = { value: number; limit: number | null; ok: boolean };
type Row = { team: { id: number; name: string }; division: string; players: number; senior: Figure; ca_best16: Figure; ok: boolean };
type Report = { season: { id: number; name: string }; data: Row[] };

/** Changes settings of the current season as the Admin (outside the page's session). */
async function setRules(page: Page, body: Record<string, unknown>) {
  const login = await page.request.post('/api/login', { data: { email: ACCOUNTS.admin, password: DEMO_PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const seasons = (await (await page.request.get('/api/season', { headers })).json()) as { data: { id: number; current: boolean }[] };
  const current = seasons.data.find((s) => s.current)!;
  const res = await page.request.put(`/api/seasons/${current.id}/rules`, { headers, data: body });
  expect(res.status()).toBe(200);
}

test('everyone reads the compliance report by season and division; the Admin downloads it as CSV', async ({ page }) => {
  await loginAs(page, M(5));
  await expect(page.getByRole('link', { name: 'Cumplimiento' })).toHaveAttribute('href', '/cumplimiento');
  await page.goto('/cumplimiento');
  await expect(page.getByRole('heading', { name: 'CUMPLIMIENTO' })).toBeVisible();
  const report = await api<Report>(page, 'GET', '/compliance');
  expect(report.data.length).toBeGreaterThan(0);
  const first = report.data[0]!;
  const row = page.getByTestId(`compliance-${first.team.id}`);
  await expect(row).toContainText(first.team.name);
  await expect(row).toContainText(`${first.senior.value} / ${first.senior.limit}`);
  await expect(row).toContainText(first.ok ? 'Cumple' : 'Excedido');
  await expect(page.getByRole('button', { name: 'Descargar CSV' })).toHaveCount(0);
  await checkScreen(page, 'compliance');

  await page.getByRole('combobox', { name: 'División' }).selectOption('Segunda');
  const segunda = report.data.filter((r) => r.division === 'Segunda');
  await expect(page.locator('tbody tr')).toHaveCount(segunda.length);
  await expect(page.getByTestId(`compliance-${first.team.id}`)).toHaveCount(first.division === 'Segunda' ? 1 : 0);
  await page.getByRole('link', { name: 'Logout' }).click();
  await loginAs(page, ACCOUNTS.admin);
  await page.goto('/cumplimiento');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`cumplimiento-temporada-${report.season.id}.csv`);
  const text = await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8');
  expect(text.replace('\uFEFF', '').split('\r\n')[0]).toMatch(/^"Equipo","División","Manager","Jugadores","Mayores de 20",/);
  expect(text).toContain(first.team.name);
});

test('the transfer form warns before a transfer that puts the receiving team over its seniors limit', async ({ page }) => {
  await loginAs(page, M(11));
  const me = await api<{ team: { id: number; name: string } }>(page, 'GET', '/user');
  const report = await api<Report>(page, 'GET', '/compliance');
  const buyer = report.data.find((r) => r.team.id !== me.team.id)!;
  const own = await api<{ players: { id: number; name: string; age: number }[] }>(page, 'GET', `/teams/${me.team.id}`);
  const senior = own.players.find((p) => p.age > 20)!;
  try {
    // The buyer is exactly at the limit: one more senior is one over.
    await setRules(page, { squad_senior_max: buyer.senior.value });
    await page.goto('/transfer');
    await page.getByRole('combobox', { name: 'Equipo destino' }).click();
    await page.getByRole('option', { name: new RegExp(`^${buyer.team.name} \\(`) }).click();
    await page.getByRole('combobox', { name: 'Jugador', exact: true }).click();
    await page.getByRole('option', { name: new RegExp(`^${senior.name} ·`) }).click();
    await page.getByRole('button', { name: 'Agregar jugador' }).click();
    const alert = page.getByTestId('compliance-warnings');
    await expect(alert).toContainText(
      `${buyer.team.name} quedaría con ${buyer.senior.value + 1} jugadores mayores de 20 años; el máximo es ${buyer.senior.value}.`,
    );
    await expectAccessible(page, '/transfer (warning)');
  } finally {
    await setRules(page, { squad_senior_max: 18 });
  }
});

test("the bet slider follows the season's bet_max", async ({ page }) => {
  await loginAs(page, M(9));
  const bets = await api<{ data: { id: number; active: string }[] }>(page, 'GET', '/bets?all=true');
  const bet = bets.data.find((b) => b.active === 'on')!;
  try {
    await setRules(page, { bet_max: 20_000_000 });
    await page.goto(`/apuestas/${bet.id}`);
    const slider = page.getByRole('slider');
    await expect(slider).toHaveAttribute('aria-valuemax', '20000000');
    await expect(page.getByText('Entre $ 1.000.000 y $ 20.000.000')).toBeVisible();
    await slider.focus();
    await slider.press('End');
    await expect(page.getByText('Monto: $ 20.000.000')).toBeVisible();
  } finally {
    await setRules(page, { bet_max: 15_000_000 });
  }
});
