import { expect, test } from '@playwright/test';
import { CLAUSE_DURATION_HOURS, MAX_PLAYERS_LOST_BY_CLAUSE, CA_AVERAGE_LIMIT, TEAMS_PER_DIVISION } from '@superliga/league';
import { expectAccessible } from './support/axe';
import { loginAs } from './support/session';

const MANAGER12 = 'manager12@superliga.local';

test.describe('league assistant', () => {
  test('manager12 asks two questions and gets grounded answers', async ({ page }) => {
    await loginAs(page, MANAGER12);
    await page.goto('/chatbot');
    await expect(page.getByRole('heading', { name: 'ASISTENTE DE LA LIGA' })).toBeVisible();
    const log = page.getByRole('log', { name: 'Conversación con el asistente' });

    const box = page.getByLabel('Tu mensaje');
    const question = '¿Cuánto presupuesto tengo?';
    await box.fill(question);
    await expect(page.getByText(`${question.length}/500`)).toBeVisible();
    await page.getByRole('button', { name: 'Enviar' }).click();
    // The demo gives every Primera manager $ 150.000.000; this spec is the only one using manager12.
    await expect(log.getByText(/Tu presupuesto es de \$ 150\.000\.000/)).toBeVisible();

    await page.getByRole('button', { name: '¿Cuántos jugadores puedo perder por cláusula?' }).click();
    await expect(log.getByText(`como máximo ${MAX_PLAYERS_LOST_BY_CLAUSE} jugadores por cláusula`)).toBeVisible();
    await expect(log.getByText(/Según el reglamento, Regla 5 —/)).toBeVisible();

    // What the user writes is shown as text, never run as HTML.
    await box.fill('<b id="inyectado">hola</b>');
    await box.press('Enter');
    await expect(log.getByText('<b id="inyectado">hola</b>')).toBeVisible();
    await expect(page.locator('#inyectado')).toHaveCount(0);

    // The conversation is kept.
    await page.reload();
    await expect(log.getByText(/Tu presupuesto es de \$ 150\.000\.000/)).toBeVisible();
    await page.screenshot({ path: 'test-results/assistant-desktop.png', fullPage: true });
    await expectAccessible(page);
  });

  test('another user does not see manager12’s conversation', async ({ page }) => {
    await loginAs(page, 'admin@superliga.local');
    await page.goto('/chatbot');
    await expect(page.getByText('Todavía no hay mensajes. Preguntá lo que quieras sobre la liga.')).toBeVisible();
    await expect(page.getByText('¿Cuánto presupuesto tengo?', { exact: true })).toHaveCount(1); // only the suggestion chip
  });

  test('shows the typing indicator while waiting and the Spanish error on failure', async ({ page }) => {
    await loginAs(page, MANAGER12);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/chatbot', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await held;
      await route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ message: 'Ocurrió un error al procesar tu solicitud.' }) });
    });
    await page.goto('/chatbot');
    await page.getByLabel('Tu mensaje').fill('¿Cómo está mi plantel?');
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('El asistente está escribiendo…')).toBeVisible();
    release();
    await expect(page.getByRole('alert').filter({ hasText: 'Ocurrió un error al procesar tu solicitud.' })).toBeVisible();
    await expect(page.getByText('El asistente está escribiendo…')).toHaveCount(0);
  });

  test('the chat works at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await loginAs(page, MANAGER12);
    await page.goto('/chatbot');
    await expect(page.getByRole('button', { name: 'Enviar' })).toBeVisible();
    await expect(page.getByRole('log').getByText(/Tu presupuesto es de/)).toBeVisible();
    await page.screenshot({ path: 'test-results/assistant-375.png', fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('at phone width it knows the season: the next rival and a clause range in pesos, with links', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await loginAs(page, MANAGER12);
    await page.goto('/chatbot');
    const log = page.getByRole('log', { name: 'Conversación con el asistente' });
    const box = page.getByLabel('Tu mensaje');

    // Natural wording, no accents: the demo fixture's round 4 is manager12's (AC Milan) next match.
    await box.fill('contra quien juego la proxima fecha');
    await box.press('Enter');
    await expect(log.getByText(/Tu próximo partido: Fecha 4 de Primera División 57, .+ \(jugás de (local|visitante) contra .+\)\./)).toBeVisible();
    // The demo's round 4 is dated (docs/decisions/024): the answer gives its window and deadline.
    await expect(log.getByText(/Se juega entre el .+ y el .+ \(fecha límite\)\./).last()).toBeVisible();

    // A clause range in pesos for a named player (the demo's Julián Silva), linked to his page.
    await box.fill('¿Cuánto sale la cláusula de Julián Silva?');
    await box.press('Enter');
    await expect(log.getByText(/La cláusula de .+ va de \$ [\d.]+ a \$ [\d.]+, según las reglas de Temporada 57\./)).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/assistant-season-375.png', fullPage: true });

    await log.getByRole('link', { name: 'Julián Silva' }).last().click();
    await expect(page).toHaveURL(/\/players\/\d+$/);
    await page.goBack();
    await log.getByRole('link', { name: 'el fixture' }).last().click();
    await expect(page).toHaveURL(/\/fixture_primera$/);
  });
});

test.describe('rulebook', () => {
  test('shows the constants, an index with anchors and search as you type', async ({ page }) => {
    await loginAs(page, MANAGER12);
    await page.goto('/reglamento');
    await expect(page.getByRole('heading', { name: 'REGLAMENTO' })).toBeVisible();
    await expect(page.getByText(`con ${TEAMS_PER_DIVISION} equipos en cada una`)).toBeVisible();
    await expect(page.getByText(`dura ${CLAUSE_DURATION_HOURS} horas`)).toBeVisible();
    await expect(page.getByText(`no puede pasar de ${CA_AVERAGE_LIMIT.Primera} en Primera ni de ${CA_AVERAGE_LIMIT.Segunda} en Segunda`)).toBeVisible();

    await page.screenshot({ path: 'test-results/rulebook-desktop.png', fullPage: true });
    await page.getByRole('navigation', { name: 'Índice' }).getByRole('link', { name: 'Subastas' }).click();
    await expect(page).toHaveURL(/#regla-subastas$/);

    const search = page.getByLabel('Buscar en el reglamento');
    await search.fill('LESION grave');
    await expect(page.getByRole('heading', { name: 'Regla 9. Sanciones y lesiones' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Regla 5\./ })).toHaveCount(0);
    await search.fill('zzzz');
    await expect(page.getByText('No hay reglas que coincidan con la búsqueda.')).toBeVisible();
    await expectAccessible(page);

    await page.setViewportSize({ width: 375, height: 740 });
    await search.fill('');
    // The sidebar slides away when the window narrows: measure once it has.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/rulebook-375.png' });
  });
});
