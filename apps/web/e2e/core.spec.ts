import { expect, test, type Page } from '@playwright/test';
import { PLAYER_PAGE_MSG } from '@superliga/league';
import { doubleClickOnce, paymentDialog } from './support/once';
import { checkScreen } from './support/screens';
import { ACCOUNTS, loginAs } from './support/session';

/** League core (000 §2–§9): users, players, teams, squad, seasons and about, as Admin and as a manager. */

async function acceptNextDialog(page: Page, expected: string) {
  page.once('dialog', async (dialog) => {
    expect(dialog.message()).toBe(expected);
    await dialog.accept();
  });
}

test.describe('league core', () => {
  test('the admin creates, edits, pages and deletes a user', async ({ page }) => {
    await loginAs(page, ACCOUNTS.admin);
    await page.goto('/users');
    await expect(page.getByRole('heading', { name: 'USUARIOS' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Página anterior' })).toHaveCount(0);
    await checkScreen(page, 'users');
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await expect(page.getByText('Página 2 de')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Página anterior' })).toBeVisible();

    await page.goto('/users');
    await page.getByRole('link', { name: 'Nuevo Usuario' }).click();
    await expect(page.getByRole('heading', { name: 'NUEVO USUARIO' })).toBeVisible();
    await page.getByLabel('Nombre').fill('Zoe Prueba');
    await page.getByLabel('Email').fill('zoe.prueba@superliga.local');
    await page.getByLabel('Presupuesto', { exact: true }).fill('5000000');
    await page.getByLabel(/^Contraseña/).fill('clave-segura-1');
    await page.getByLabel('Confirmá la contraseña').fill('clave-segura-1');
    await page.getByRole('button', { name: /Guardar|Crear/ }).click();
    await expect(page.getByText('Usuario creado satisfactoriamente')).toBeVisible();
    await expect(page).toHaveURL(/\/users$/);

    // The new user is on the last page (the list is sorted by name).
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    const row = page.getByRole('row', { name: /Zoe Prueba/ });
    await expect(row).toContainText('$ 5.000.000');
    await row.getByRole('link', { name: 'Editar Zoe Prueba' }).click();
    await expect(page.getByRole('heading', { name: 'ACTUALIZAR USUARIO: Zoe Prueba' })).toBeVisible();
    await checkScreen(page, 'user-form');
    await page.getByLabel('Sumar o restar al presupuesto').fill('-2000000');
    await page.getByRole('button', { name: /Guardar|Actualizar/ }).click();
    // A budget change is asked first; a double click moves it once.
    const dialog = await paymentDialog(page, 'Cambiar el presupuesto', 'El presupuesto de Zoe Prueba pasa de $ 5.000.000 a $ 3.000.000.');
    // The reason is required (docs/decisions/022-audit-log.md): the confirmation waits for it.
    await expect(dialog.getByRole('button', { name: 'Confirmar', exact: true })).toBeDisabled();
    await dialog.getByLabel('Motivo del cambio de presupuesto').fill('Multa por alineación indebida');
    await doubleClickOnce(
      page,
      dialog.getByRole('button', { name: 'Confirmar', exact: true }),
      /^\/api\/users\/\d+$/,
      'Usuario actualizado satisfactoriamente',
    );

    await page.goto('/users');
    await page.getByRole('button', { name: 'Página siguiente' }).click();
    await expect(page.getByRole('row', { name: /Zoe Prueba/ })).toContainText('$ 3.000.000');
    await acceptNextDialog(page, 'Estás seguro que quieres borrar este usuario??');
    await page.getByRole('button', { name: 'Borrar Zoe Prueba' }).click();
    await expect(page.getByText('Usuario eliminado satisfactoriamente')).toBeVisible();
    await expect(page.getByRole('row', { name: /Zoe Prueba/ })).toHaveCount(0);
  });

  test('a manager edits only their own password and sees no admin controls', async ({ page }) => {
    await loginAs(page, ACCOUNTS.manager2);
    await page.goto('/users');
    await expect(page.getByRole('heading', { name: 'USUARIOS' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nuevo Usuario' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Borrar / })).toHaveCount(0);
    const own = page.getByRole('link', { name: /^Editar / });
    await expect(own).toHaveCount(1);
    await own.click();
    await expect(page.getByLabel('Email')).toHaveCount(0);
    await expect(page.getByLabel('Rol')).toHaveCount(0);
    await expect(page.getByLabel('Nueva contraseña')).toBeVisible();
    await expect(page.getByLabel('Confirmá la contraseña')).toBeVisible();
  });

  test('players: search by name, filter outside teams, edit and create as admin', async ({ page }) => {
    await loginAs(page, ACCOUNTS.admin);
    await page.goto('/players');
    await expect(page.getByRole('heading', { name: 'JUGADORES' })).toBeVisible();
    for (const column of ['NOMBRE', 'EDAD', 'CA', 'PA', 'EQUIPO', 'VALOR', 'ESTADO', 'ACCIONES']) {
      await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    await checkScreen(page, 'players');
    // The name is the first cell's link (the cell also holds the Seguir toggle, decision 035).
    const firstName = (await page.getByRole('row').nth(1).getByRole('cell').first().getByRole('link').innerText()).trim();
    // Accents and case do not matter to the search.
    await page.getByLabel('Buscar por nombre').fill(
      firstName
        .toUpperCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, ''),
    );
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByRole('row', { name: new RegExp(firstName) }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Filtrar por equipos fuera de Primera y Segunda' }).click();
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    const leagueTeams = await page.evaluate(async () => {
      const res = await fetch('/api/teams?all=true', { headers: { authorization: `Bearer ${localStorage.getItem('ACCESS_TOKEN')}` } });
      const body = (await res.json()) as { data: { name: string; division: string | null }[] };
      return body.data.filter((t) => t.division).map((t) => t.name);
    });
    expect(leagueTeams).toHaveLength(28);
    const shownTeams = await page.locator('tbody tr td:nth-child(5)').allInnerTexts();
    expect(shownTeams.length).toBeGreaterThan(0);
    for (const team of shownTeams) expect(leagueTeams).not.toContain(team.trim());

    await page.goto('/players/new');
    await page.getByLabel('Nombre').fill('Ezequiel Pruebas');
    await page.getByLabel('Edad').fill('19');
    await page.getByLabel('CA', { exact: true }).fill('120');
    await page.getByLabel('PA', { exact: true }).fill('110');
    await page.getByLabel('Valor').fill('3000000');
    await page.getByRole('button', { name: /Guardar|Crear/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'PA' })).toBeVisible();
    await page.getByLabel('PA', { exact: true }).fill('150');
    await page.getByRole('button', { name: /Guardar|Crear/ }).click();
    await expect(page.getByText('Jugador creado satisfactoriamente')).toBeVisible();
    await page.getByLabel('Buscar por nombre').fill('ezequiel pruebas');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const created = page.getByRole('row', { name: /Ezequiel Pruebas/ });
    await expect(created).toContainText('Agentes libres');
    await created.getByRole('link', { name: 'Editar Ezequiel Pruebas' }).click();
    await page.getByLabel('Edad').fill('20');
    await page.getByRole('button', { name: /Guardar|Actualizar/ }).click();
    await expect(page.getByText('Jugador actualizado satisfactoriamente')).toBeVisible();
  });

  test('a manager opens the player page, not the edit form, and has no player actions', async ({ page }) => {
    await loginAs(page, ACCOUNTS.manager2);
    await page.goto('/players');
    await expect(page.getByRole('columnheader', { name: 'ACCIONES' })).toHaveCount(0);
    await page.getByRole('row').nth(1).getByRole('link').first().click();
    // The player page reads first (docs/decisions/027-the-phone-app.md, "The player page").
    await expect(page.getByTestId('player-value')).toBeVisible();
    await expect(page.getByLabel('Nombre')).toHaveCount(0);
    await expect(page.getByRole('link', { name: PLAYER_PAGE_MSG.edit })).toHaveCount(0);
    // The edit form's address still shows a manager the player read-only.
    await page.goto(page.url() + '/editar');
    await expect(page.getByLabel('Nombre')).toBeDisabled();
    await expect(page.getByLabel('Edad')).toBeDisabled();
    await expect(page.getByLabel('Valor')).toBeDisabled();
  });

  test('teams: list, team page with squad statistics, manager cannot save', async ({ page }) => {
    await loginAs(page, ACCOUNTS.manager2);
    await page.goto('/teams');
    await expect(page.getByRole('heading', { name: 'EQUIPOS' })).toBeVisible();
    await checkScreen(page, 'teams');
    await expect(page.getByRole('row', { name: /Real Madrid/ })).toContainText('Primera');
    // Outside teams come after the league's: the last page shows those without a manager.
    while (await page.getByRole('button', { name: 'Página siguiente' }).isVisible()) await page.getByRole('button', { name: 'Página siguiente' }).click();
    await expect(page.getByText('Equipo sin manager asignado').first()).toBeVisible();
    await page.goto('/teams');
    await page.getByRole('link', { name: /Ver equipo Real Madrid/ }).click();
    await expect(page.getByRole('heading', { name: 'Real Madrid' })).toBeVisible();
    await expect(page.getByLabel('Nombre')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ver estadísticas' })).toHaveAttribute('href', /\/estadisticas\/\d+$/);
    await expect(page.getByText('Promedio CA (mejores 16)')).toBeVisible();
    await checkScreen(page, 'team');
  });

  test('the admin renames a team and the list shows it', async ({ page }) => {
    await loginAs(page, ACCOUNTS.admin);
    await page.goto('/teams');
    await page.getByRole('link', { name: /Ver equipo Napoli/ }).click();
    await page.getByLabel('Nombre').fill('SSC Napoli');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Equipo actualizado satisfactoriamente')).toBeVisible();
    await page.goto('/teams');
    await expect(page.getByRole('row', { name: /SSC Napoli/ })).toBeVisible();
  });

  test('squad: a manager sees their team, a user without team gets the reload button', async ({ page }) => {
    await loginAs(page, ACCOUNTS.manager2);
    await page.goto('/plantel');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('FC Barcelona');
    await expect(page.getByRole('columnheader', { name: 'VALOR' })).toBeVisible();
    await expect(page.getByText('Promedio CA (mejores 16)')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver estadísticas' })).toBeVisible();
    await checkScreen(page, 'squad');

    await page.getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await loginAs(page, ACCOUNTS.visitante);
    await page.goto('/plantel');
    await expect(page.getByText('No tienes equipo asignado. Prueba presionando el botón Cargar plantel')).toBeVisible();
    await page.getByRole('button', { name: 'Cargar plantel' }).click();
    await expect(page.getByText('No tienes equipo asignado. Prueba presionando el botón Cargar plantel')).toBeVisible();
  });

  test('seasons and about', async ({ page }) => {
    await loginAs(page, ACCOUNTS.admin);
    await page.goto('/temporadas');
    await expect(page.getByRole('heading', { name: 'TEMPORADAS' })).toBeVisible();
    await expect(page.getByRole('row', { name: /Actual/ })).toBeVisible();
    await checkScreen(page, 'seasons');
    await page.goto('/about');
    await expect(page.getByRole('heading').first()).toBeVisible();
    await checkScreen(page, 'about');
  });
});
