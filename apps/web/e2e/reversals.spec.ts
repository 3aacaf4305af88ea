import { expect, test, type Page } from '@playwright/test';
import { api } from './support/api';
import { paymentDialog } from './support/once';
import { checkScreen } from './support/screens';
import { ACCOUNTS, loginAs } from './support/session';

/** Reversals (decision 040): the Admin reverses a confirmed transfer from the screen, on a phone-sized window. */

type Team = { id: number; name: string; division: string; id_user: number | null; user: { name: string } | null };
type Squad = Team & { players: { id: number; name: string; status: string }[] };
const budgetOf = async (page: Page, userId: number) =>
  (await api<{ summary: { profits: number } }>(page, 'GET', `/users/${userId}/movimientos?per_page=1`)).summary.profits;
const pesos = (n: number) => `$ ${new Intl.NumberFormat('es-AR').format(n)}`;

test.use({ viewport: { width: 375, height: 740 } });

test('the Admin reverses a confirmed transfer from Intercambios: every peso back, the player home, "Revertida" with the reason', async ({ page }) => {
  await loginAs(page, ACCOUNTS.admin);
  // A transfer between two managed league teams, created and confirmed by the Admin.
  const teams = (await api<{ data: Team[] }>(page, 'GET', '/teams?all=true')).data.filter((t) => t.division && t.id_user);
  const [from, to] = [teams[2]!, teams[3]!];
  const squad = await api<Squad>(page, 'GET', `/teams/${from.id}`);
  const player = squad.players.find((p) => p.status === 'registrado') ?? squad.players[0]!;
  const [buyerBefore, sellerBefore] = [await budgetOf(page, to.id_user!), await budgetOf(page, from.id_user!)];
  const data = {
    transferred_players: [player.id],
    id_team_from: from.id,
    id_team_to: to.id,
    budget: 5_000_000,
    status: 'bloqueado',
    buy_by: to.id_user,
    sold_by: from.id_user,
  };
  const created = await api<{ id: number }>(page, 'POST', '/transfer', { data });
  expect(created.id, JSON.stringify(created)).toBeGreaterThan(0);
  const confirmed = await api<{ message: string }>(page, 'POST', `/transferencia_confirmada/${created.id}`, {});
  expect(confirmed.message).toBe('Transferencia realizada correctamente');
  expect(await budgetOf(page, to.id_user!)).toBe(buyerBefore - 5_000_000);

  await page.goto('/transferencias');
  const row = page
    .getByRole('row')
    .filter({ hasText: player.name })
    .filter({ has: page.getByRole('link', { name: 'Revertir' }) });
  await row.getByRole('link', { name: 'Revertir' }).click();
  await expect(page).toHaveURL(new RegExp(`/reversiones\\?kind=transfer&id=${created.id}$`));

  // Asked first: who gets how much back, which player goes back where; the reason is required.
  const dialog = await paymentDialog(
    page,
    `Revertir la transferencia #${created.id}`,
    `${to.user!.name} recibe ${pesos(5_000_000)}.`,
    `A ${from.user!.name} se le descuentan ${pesos(5_000_000)}.`,
    `${player.name} vuelve a ${from.name} (${player.status}).`,
  );
  const confirm = dialog.getByRole('button', { name: 'Revertir' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Motivo' }).fill('Se cargó el jugador equivocado');
  await page.screenshot({ path: test.info().outputPath('reversal-dialog-375.png') });
  await confirm.click();
  await expect(page.getByText('Operación revertida: el dinero y los jugadores volvieron a su lugar.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const transfers = page.getByRole('table', { name: 'Transferencias' });
  const reversed = transfers.getByRole('row').filter({ hasText: player.name });
  await expect(reversed).toContainText('Revertida');
  await expect(reversed).toContainText('Se cargó el jugador equivocado');
  await expect(reversed.getByRole('button', { name: 'Revertir' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('reversals-375.png'), fullPage: true });

  expect(await budgetOf(page, to.id_user!)).toBe(buyerBefore);
  expect(await budgetOf(page, from.id_user!)).toBe(sellerBefore);
  const back = await api<Squad>(page, 'GET', `/teams/${from.id}`);
  expect(back.players.find((p) => p.id === player.id)?.status).toBe(player.status);

  // Both sides see it in their movements, named as a reversal with the reason.
  const movements = await api<{ data: { kind: string; amount: number; description: string }[] }>(page, 'GET', `/users/${to.id_user}/movimientos`);
  expect(movements.data[0]).toMatchObject({ kind: 'reversal', amount: 5_000_000 });
  expect(movements.data[0]!.description).toContain('Motivo: Se cargó el jugador equivocado');

  // Everyone's history tells it too: Intercambios marks the transfer "Revertida" with the reason, no "Revertir" left.
  await page.goto('/transferencias');
  // On a phone each cell is a card line whose name starts with its column's label (decision 027).
  const history = page.getByRole('row').filter({ has: page.getByRole('cell', { name: new RegExp(`(^|\\s)${created.id}$`) }) });
  await expect(history.getByText('Revertida', { exact: true })).toBeVisible();
  await expect(history).toContainText('Motivo: Se cargó el jugador equivocado');
  await expect(history.getByRole('link', { name: 'Revertir' })).toHaveCount(0);
  await history.getByText('Revertida', { exact: true }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('transfers-history-reversed-375.png'), fullPage: true });

  await page.goto('/reversiones');
  await expect(page.getByRole('heading', { name: 'REVERSIONES' })).toBeVisible();
  await checkScreen(page, 'reversals');
});
