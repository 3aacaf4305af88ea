import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { doubleClickOnce, paymentDialog } from './support/once';
import { loginAs } from './support/session';

const ACCOUNT = {
  admin: 'admin@superliga.local',
  organizador: 'organizador@superliga.local',
  manager9: 'manager9@superliga.local',
  manager13: 'manager13@superliga.local',
};
const pesos = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));
const shot = async (page: Page, name: string) => {
  // Screens reviewed by eye during development: SCREENSHOTS_DIR=/tmp/shots.
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `${dir}/${name}-375.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
};
const budgetOnScreen = async (page: Page) => {
  await page.goto('/apuestas');
  const budget = page.getByTestId('my-budget');
  await expect(budget).toBeVisible();
  return pesos(await budget.textContent());
};

test.describe('bets', () => {
  test('the organizador creates a match bet, manager9 bets, the admin confirms and the budget grows', async ({ browser }) => {
    const match = `Prueba E2E ${Date.now()} vs Visitante`;

    const organizer = await (await browser.newContext()).newPage();
    await loginAs(organizer, ACCOUNT.organizador);
    await organizer.goto('/apuestas/new');
    const form = organizer.locator('form', { has: organizer.getByRole('heading', { name: 'Apuesta de partido' }) });
    await form.getByLabel('Partido').fill(match);
    await form.getByLabel('Descripción').fill('Creada por la prueba');
    await form.getByLabel('Cuota local').fill('2.00');
    await form.getByLabel('Cuota visitante').fill('3,5');
    await form.getByLabel('Cuota empate').fill('3.10');
    await form.getByLabel('Cuota menos').fill('1.9');
    await form.getByLabel('Cuota más').fill('1.80');
    await expectAccessible(organizer, '/apuestas/new');
    await shot(organizer, 'new-bet');
    await form.getByRole('button', { name: 'Crear apuesta de partido' }).click();
    await expect(organizer.getByText('Apuesta de partido creada correctamente')).toBeVisible();
    const playerForm = organizer.locator('form', { has: organizer.getByRole('heading', { name: 'Apuesta de jugador' }) });
    await playerForm.getByLabel('Jugador').fill('Jugador E2E');
    await playerForm.getByLabel('Cuota gol').fill('1.234');
    await playerForm.getByLabel('Cuota tarjeta').fill('4');
    await playerForm.getByRole('button', { name: 'Crear apuesta de jugador' }).click();
    await expect(playerForm.getByText('La cuota debe tener el formato x.xx.')).toBeVisible();
    await playerForm.getByLabel('Cuota gol').fill('2.25');
    await playerForm.getByRole('button', { name: 'Crear apuesta de jugador' }).click();
    await expect(organizer.getByText('Apuesta de jugador creada correctamente')).toBeVisible();

    const manager = await (await browser.newContext()).newPage();
    await loginAs(manager, ACCOUNT.manager9);
    const before = await budgetOnScreen(manager);
    await expect(manager.getByRole('cell', { name: match, exact: true })).toBeVisible();
    await expect(manager.getByRole('cell', { name: 'Jugador E2E', exact: true })).toBeVisible();
    await expect(manager.getByRole('button', { name: /^Desactivar/ })).toHaveCount(0);
    await expectAccessible(manager, '/apuestas');
    await shot(manager, 'bets');
    await manager.getByRole('link', { name: `Apostar en ${match}` }).click();
    await expect(manager.getByRole('heading', { name: match })).toBeVisible();
    // Slider: Home goes to 1,000,000; ten steps of 100,000 make 2,000,000.
    const slider = manager.getByRole('slider');
    await slider.focus();
    await slider.press('Home');
    for (let i = 0; i < 10; i++) await slider.press('ArrowRight');
    await expect(manager.getByText('Monto: $ 2.000.000')).toBeVisible();
    await manager.getByRole('radio', { name: 'Local (2.00)' }).check();
    await expect(manager.getByTestId('potential-payout')).toHaveText('$ 4.000.000');
    await expectAccessible(manager, '/apuestas/{id}');
    await shot(manager, 'place-bet');
    await manager.getByRole('button', { name: 'Apostar', exact: true }).click();
    // Asked first, naming what is paid now and what a win pays (decision 027).
    const ask = await paymentDialog(manager, 'Confirmar la apuesta', 'Pagás $ 2.000.000 ahora', 'Si acertás, la liga te paga $ 4.000.000.');
    await ask.getByRole('button', { name: 'Apostar', exact: true }).click();
    await expect(manager.getByText('Apuesta agregada correctamente')).toBeVisible();
    await expect(manager).toHaveURL(/\/apuestas$/);
    await expect(manager.getByTestId('my-budget')).toHaveText(/Presupuesto/);
    expect(await budgetOnScreen(manager)).toBe(before - 2_000_000);
    await expect(manager.getByRole('row', { name: new RegExp(match) }).filter({ hasText: 'Pendiente' })).toBeVisible();

    const admin = await (await browser.newContext()).newPage();
    await loginAs(admin, ACCOUNT.admin);
    await admin.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Confirmar apuestas' }).click();
    await expect(admin).toHaveURL(/\/apuestas\/usuarios$/);
    const confirm = admin.getByRole('button', { name: new RegExp(`^Confirmar apuesta de .* en ${match}$`) });
    await expect(confirm).toBeVisible();
    // The nav has scrolled to the Admin links here: their colour is checked too.
    await expectAccessible(admin, 'user-bets');
    await shot(admin, 'user-bets');
    // Asked first; a double click on the dialog's button pays once and says so once.
    await confirm.click();
    const dialog = await paymentDialog(admin, 'Confirmar apuesta ganada', 'La liga le paga $ 4.000.000 a', `Apuesta: ${match}`);
    await doubleClickOnce(
      admin,
      dialog.getByRole('button', { name: 'Confirmar', exact: true }),
      /^\/api\/apuesta\/usuario\/\d+\/\d+$/,
      'Apuesta confirmada correctamente',
    );
    await expect(confirm).toHaveCount(0);

    // The manager's page, open all along, hears the settlement (bet.confirmed): no reload.
    await expect(manager.getByRole('row', { name: new RegExp(match) }).filter({ hasText: 'Ganada' })).toBeVisible();
    await expect.poll(async () => pesos(await manager.getByTestId('my-budget').textContent())).toBe(before - 2_000_000 + 4_000_000);
    expect(await budgetOnScreen(manager)).toBe(before - 2_000_000 + 4_000_000);
    await expect(manager.getByRole('row', { name: new RegExp(match) }).filter({ hasText: 'Ganada' })).toBeVisible();
  });

  test('a prode prediction is saved and kept', async ({ page }) => {
    await loginAs(page, ACCOUNT.manager13);
    await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Prode' }).click();
    await expect(page).toHaveURL(/\/prode$/);
    // The pointer rests on the active nav link after the click; its hover colours are the layout's, not this screen's.
    await page.mouse.move(600, 5);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: /^Guardar pronóstico/ }) })
      .first();
    await expect(row).toBeVisible();
    const [home, away] = [row.getByRole('textbox').nth(0), row.getByRole('textbox').nth(1)];
    await home.fill('2');
    await away.fill('1');
    await expectAccessible(page, '/prode');
    await shot(page, 'prode');
    await row.getByRole('button', { name: /^Guardar pronóstico/ }).click();
    await expect(page.getByText('Pronóstico guardado correctamente')).toBeVisible();
    const testId = await row.getAttribute('data-testid');
    await page.reload();
    const saved = page.getByTestId(testId!);
    await expect(saved.getByRole('textbox').nth(0)).toHaveValue('2');
    await expect(saved.getByRole('textbox').nth(1)).toHaveValue('1');
  });
});
