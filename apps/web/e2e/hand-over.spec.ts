import { expect, test, type Browser, type Page } from '@playwright/test';
import { api } from './support/api';
import { paymentDialog } from './support/once';
import { ACCOUNTS, loginAs } from './support/session';

/** The Admin hands a team to a waiting-list manager from the team page, on a phone (docs/decisions/029-team-hand-over.md). */

type Team = { id: number; name: string; division: string | null; id_user: number | null; user: { name: string } | null };
type Preview = { owner: { id: number; name: string; profits: number } | null };
const pesos = (n: number) => `$\u00a0${new Intl.NumberFormat('es-AR').format(n)}`;
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.use({ viewport: { width: 375, height: 740 } });

/** The team of a demo manager no other spec uses: the hand-over takes his team away for the rest of the run. */
async function teamOfUnusedManager(browser: Browser, email: string): Promise<Team> {
  const own = await browser.newPage();
  await loginAs(own, email);
  const me = await api<{ team: { id: number } }>(own, 'GET', '/user');
  const team = await api<Team>(own, 'GET', `/teams/${me.team.id}`);
  await own.close();
  return team;
}

test('the Admin hands a team to a waiting-list user: the preview, the confirmation with the amount and the reason, the new manager', async ({
  page,
  browser,
}) => {
  const team = await teamOfUnusedManager(browser, 'manager28@superliga.local');
  await loginAs(page, ACCOUNTS.admin);
  const name = `Espera ${Date.now()}`;
  const created = await api<{ id: number }>(page, 'POST', '/users', {
    name,
    email: `espera${Date.now()}@liga.com`,
    rol: 'En lista de espera',
    profits: 0,
    password: 'secreto-largo-1',
    password_confirmation: 'secreto-largo-1',
  });
  expect(created.id).toBeGreaterThan(0);
  const preview = await api<Preview>(page, 'GET', `/teams/${team.id}/traspaso`);
  const budget = preview.owner!.profits;

  await page.goto(`/teams/${team.id}`);
  const card = page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: 'Traspasar equipo' }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`Presupuesto de ${preview.owner!.name}`);
  await card.getByRole('combobox', { name: 'Nuevo manager' }).click();
  await page.getByRole('option', { name }).click();
  expect(await noSidewaysScroll(page)).toBe(true);
  await card.getByRole('button', { name: 'Traspasar equipo' }).click();

  const dialog = await paymentDialog(page, `¿Traspasar ${team.name}?`, `${team.name} pasa de ${preview.owner!.name} a ${name}.`, pesos(budget));
  const confirm = dialog.getByRole('button', { name: 'Sí, traspasar' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Motivo' }).fill('Dejó la liga');
  await confirm.click();
  await expect(page.getByText(`${team.name} ahora lo dirige ${name}.`)).toBeVisible();

  const after = await api<Team>(page, 'GET', `/teams/${team.id}`);
  expect(after.id_user).toBe(created.id);
  const user = await api<{ rol: string; profits: number }>(page, 'GET', `/users/${created.id}`);
  expect(user).toMatchObject({ rol: after.division === 'Primera' ? 'Manager Primera' : 'Manager Segunda', profits: budget });
});

test('the Admin invites someone new by a single-use link: the link creates the account that runs the team, and works once', async ({ page, browser }) => {
  const team = await teamOfUnusedManager(browser, 'manager18@superliga.local');
  await loginAs(page, ACCOUNTS.admin);
  await page.goto(`/teams/${team.id}`);
  const card = page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: 'Traspasar equipo' }) });
  await card.getByRole('button', { name: 'Crear enlace de invitación' }).click();
  const dialog = page.getByRole('dialog', { name: `¿Crear un enlace para dirigir ${team.name}?` });
  await dialog.getByRole('textbox', { name: 'Motivo' }).fill('Entra un manager nuevo');
  await dialog.getByRole('button', { name: 'Sí, crear el enlace' }).click();
  const link = await card.getByRole('textbox', { name: 'Enlace de invitación' }).inputValue();
  expect(link).toMatch(/\/invitacion\/[\w-]+$/);
  expect(await noSidewaysScroll(page)).toBe(true);

  // The invited person, on a phone of his own, with no session.
  const guest = await browser.newPage({ viewport: { width: 375, height: 740 } });
  const warnings: string[] = [];
  guest.on('console', (m) => ['warning', 'error'].includes(m.type()) && warnings.push(m.text()));
  await guest.goto(link);
  await expect(guest.getByRole('heading', { name: `Te invitaron a dirigir ${team.name}` })).toBeVisible();
  // The link opens the app: its frame and a loader drew while the screen's code arrived (no HydrateFallback warning).
  expect(warnings).toEqual([]);
  const stamp = Date.now();
  await guest.getByPlaceholder('Nombre de usuario').fill(`Invitado ${stamp}`);
  await guest.getByPlaceholder('Email').fill(`invitado${stamp}@liga.com`);
  await guest.getByPlaceholder('Password', { exact: true }).fill('secreto-largo-1');
  await guest.getByPlaceholder('Confirma tu password').fill('secreto-largo-1');
  expect(await noSidewaysScroll(guest)).toBe(true);
  await guest.getByRole('button', { name: 'Crear cuenta y dirigir el equipo' }).click();
  await expect(guest).toHaveURL(/\/plantel$/);
  const after = await api<Team>(page, 'GET', `/teams/${team.id}`);
  expect(after.user?.name).toBe(`Invitado ${stamp}`);

  // The same link again: refused, nothing created.
  const again = await browser.newPage({ viewport: { width: 375, height: 740 } });
  await again.goto(link);
  await expect(again.getByRole('alert')).toContainText('Esa invitación ya se usó');
  await guest.close();
  await again.close();
});
