import { expect, test } from '@playwright/test';
import { ACCOUNTS, DEMO_PASSWORD, loginAs } from './support/session';

test.describe('accounts', () => {
  test('the login screen shows the documented texts', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Conectate con tu cuenta' })).toBeVisible();
    await expect(page.getByText('No estás registrado?')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create una cuenta' })).toHaveAttribute('href', '/signup');
    await expect(page.getByPlaceholder('Email')).toHaveAttribute('type', 'email');
    await expect(page.getByPlaceholder('Password')).toHaveAttribute('type', 'password');
  });

  test('a wrong password shows the server message in an alert', async ({ page }) => {
    await page.goto('/login');
    await page.getByPlaceholder('Email').fill(ACCOUNTS.manager1);
    await page.getByPlaceholder('Password').fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Conectate' }).click();
    await expect(page.getByRole('alert')).toHaveText('Contraseña o email incorrectos');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the admin logs in, sees the admin links, and logs out', async ({ page }) => {
    await loginAs(page, ACCOUNTS.admin);
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(nav.getByRole('link', { name: 'Mi estado' })).toBeVisible();
    for (const label of ['Confirmar apuestas', 'Cargar torneo', 'Ofertas confirmadas', 'Premios']) {
      await expect(nav.getByRole('link', { name: label })).toBeVisible();
    }
    expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toMatch(/^\d+\|/);
    await page.getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a manager does not see the admin links', async ({ page }) => {
    await loginAs(page, ACCOUNTS.manager1);
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(nav.getByRole('link', { name: 'Mi plantel' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Premios' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Cargar torneo' })).toHaveCount(0);
    await expect(page.getByTestId('profits')).toHaveText('$ 150.000.000');
  });

  test('signup shows each field error, then creates the account', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create una cuenta' }).click();
    await expect(page.getByRole('heading', { name: 'Registrate' })).toBeVisible();
    await page.getByPlaceholder('Nombre de usuario').fill('Nuevo Manager');
    await page.getByPlaceholder('Email').fill('nuevo.e2e@liga.com');
    // The password rule is shown, and a common password is refused with the server's reason.
    await expect(page.getByText('Al menos 10 caracteres, y que no sea una de las contraseñas más usadas.')).toBeVisible();
    await page.getByPlaceholder('Password', { exact: true }).fill('qwertyuiop');
    await page.getByPlaceholder('Confirma tu password').fill('qwertyuiop');
    await page.getByRole('button', { name: 'Registrate' }).click();
    await expect(page.getByRole('alert')).toContainText('Esa contraseña es de las más usadas y se adivina fácil. Elegí otra.');
    await page.getByPlaceholder('Password', { exact: true }).fill('clave-segura-1');
    await page.getByPlaceholder('Confirma tu password').fill('otra-clave-22');
    await page.getByRole('button', { name: 'Registrate' }).click();
    await expect(page.getByRole('alert')).toContainText('La confirmación de la contraseña no coincide.');
    await page.getByPlaceholder('Confirma tu password').fill('clave-segura-1');
    await page.getByRole('button', { name: 'Registrate' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Nuevo Manager').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ya estás registrado?' })).toHaveCount(0);
  });

  test('guest screens send a logged-in user to the dashboard, and / redirects', async ({ page }) => {
    await loginAs(page, ACCOUNTS.manager2);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the logged-in area sends a guest to /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Conectate con tu cuenta' })).toBeVisible();
  });

  test('a revoked token is dropped on the next 401', async ({ page }) => {
    await loginAs(page, ACCOUNTS.manager15);
    await page.evaluate(() => localStorage.setItem('ACCESS_TOKEN', '1|tokenrevocadoxxxxxxxxxxxxxxxxxx'));
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('ACCESS_TOKEN'))).toBeNull();
  });

  test('unknown paths show the not-found screen, logged in or not', async ({ page }) => {
    await page.goto('/esto-no-existe');
    await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
    await loginAs(page, ACCOUNTS.visitante, DEMO_PASSWORD);
    await page.goto('/otra/ruta/rara');
    await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toBeVisible();
  });

  test('the layout works at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await loginAs(page, ACCOUNTS.manager1);
    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    await expect(nav.getByRole('link', { name: 'Mi plantel' })).not.toBeInViewport();
    await page.getByRole('button', { name: 'Mostrar u ocultar el menú' }).first().click();
    await expect(nav.getByRole('link', { name: 'Mi plantel' })).toBeInViewport();
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
  });
});
