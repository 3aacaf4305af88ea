import { expect, test, type Page } from '@playwright/test';
import { api } from './support/api';
import { expectAccessible } from './support/axe';
import { loginAs } from './support/session';

/** Squad actions on /plantel (decision 041): block and release through the payment dialog, also on a phone. */

type Option = { allowed: boolean; amount: number };
type Actions = { team: { name: string }; players: { id_player: number; block: Option; release: Option }[] };
type Squad = { players: { id: number; name: string; ca: number; value: number }[] };
type Summary = { profits: number };

/** The squad's players as the table orders them (best CA first), with what each may do now. */
async function squadWithActions(page: Page) {
  const [squad, actions] = [await api<Squad>(page, 'GET', '/plantel'), await api<Actions>(page, 'GET', '/plantel/acciones')];
  const rows = [...squad.players].sort((a, b) => b.ca - a.ca || a.name.localeCompare(b.name));
  return { actions, rows: rows.map((p) => ({ ...p, options: actions.players.find((o) => o.id_player === p.id)! })) };
}

const pesos = (n: number) => `$ ${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

test('a manager blocks a player free, pays for the next block and releases a player from /plantel', async ({ page }) => {
  await loginAs(page, 'manager16@superliga.local');
  await page.goto('/plantel');
  await expect(page.getByText('Bloqueos usados esta temporada: 0 de 4. El próximo bloqueo no tiene costo.')).toBeVisible();
  await expectAccessible(page, 'squad-actions');
  const { actions, rows } = await squadWithActions(page);
  const blockable = rows.filter((p) => p.options.block.allowed);
  const [first, second] = [blockable[0]!, blockable[1]!];

  // The first block of the season: free, and the dialog says how many are left.
  await page.getByRole('button', { name: `Bloquear a ${first.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Bloquear a ${first.name}` });
  await expect(dialog.getByText('Es tu bloqueo sin costo de la temporada.')).toBeVisible();
  await expect(dialog.getByText('Después te quedan 3 bloqueos esta temporada.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Bloquear' }).click();
  await expect(page.getByText(`${first.name} quedó bloqueado por esta temporada.`).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Bloqueos usados esta temporada: 1 de 4.')).toBeVisible();
  await expect(page.getByRole('button', { name: `Bloquear a ${first.name}` })).toHaveCount(0);

  // The second one costs by CA and division (Segunda: 60,000,000 under CA 180, 85,000,000 from 180).
  const before = await api<Summary>(page, 'GET', '/ledger/summary');
  const cost = second.ca >= 180 ? 85_000_000 : 60_000_000;
  await page.getByRole('button', { name: `Bloquear a ${second.name}` }).click();
  const paid = page.getByRole('dialog', { name: `Bloquear a ${second.name}` });
  await expect(paid.getByText(`${actions.team.name} paga ${pesos(cost)} a la liga.`)).toBeVisible();
  await expect(paid.getByText('Después te quedan 2 bloqueos esta temporada.')).toBeVisible();
  await paid.getByRole('button', { name: 'Bloquear' }).click();
  await expect(page.getByText(`${second.name} quedó bloqueado por esta temporada.`).first()).toBeVisible();
  expect((await api<Summary>(page, 'GET', '/ledger/summary')).profits).toBe(before.profits - cost);

  // Releasing credits 60% of his value and takes him out of the squad.
  const leaving = rows.find((p) => p.options.release.allowed && p.id !== first.id && p.id !== second.id)!;
  const credit = Math.round(leaving.value * 0.6);
  await page.getByRole('button', { name: `Liberar a ${leaving.name}` }).click();
  const release = page.getByRole('dialog', { name: `Liberar a ${leaving.name}` });
  await expect(release.getByText(`La liga le paga ${pesos(credit)} a ${actions.team.name} (el 60% de su valor).`)).toBeVisible();
  await release.getByRole('button', { name: 'Liberar' }).click();
  await expect(page.getByText(`${leaving.name} quedó libre.`).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: leaving.name, exact: true })).toHaveCount(0);
  expect((await api<Summary>(page, 'GET', '/ledger/summary')).profits).toBe(before.profits - cost + credit);

  // The movements screen tells both.
  await page.goto('/movimientos');
  await expect(page.getByText(`Liberación de ${leaving.name}`)).toBeVisible();
  await expect(page.getByText(`Bloqueo de ${second.name}`)).toBeVisible();
});

test('on a 375 px phone the actions stay in view and a block goes through the dialog', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 760 });
  await loginAs(page, 'manager17@superliga.local');
  await page.goto('/plantel');
  const { rows } = await squadWithActions(page);
  const target = rows.find((p) => p.options.block.allowed)!;
  const button = page.getByRole('button', { name: `Bloquear a ${target.name}` });
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport();
  const box = (await button.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await button.click();
  const dialog = page.getByRole('dialog', { name: `Bloquear a ${target.name}` });
  await expect(dialog.getByText('Es tu bloqueo sin costo de la temporada.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Bloquear' }).click();
  await expect(page.getByText(`${target.name} quedó bloqueado por esta temporada.`).first()).toBeVisible();
});
