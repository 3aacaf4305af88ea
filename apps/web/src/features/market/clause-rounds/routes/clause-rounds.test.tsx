import { paths, RECEIPT_MSG, receiptHash } from '@superliga/league';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { inHours } from '../../../../test/fixtures';
import { answer, MANAGER, renderRoute } from '../../../../test/render-route';
import { server } from '../../../../test/server';

const SEALED = { playerId: 42, authorId: MANAGER.id, total: 12_000_000, salt: 'sal-de-prueba' };
const ROUND = {
  id_player: { id: SEALED.playerId, name: 'Lionel Prueba' },
  id_team: { id: 4, name: 'Club Cuatro' },
  id_season: 1,
  reveal_at: inHours(-2),
  extended_until: null,
  status: 'resuelta',
  winner: null,
  reason: null,
  reason_code: null,
  runner_up: null,
  offers: [
    {
      id: 30,
      created_by: { id: MANAGER.id, name: MANAGER.name },
      total_value: SEALED.total,
      created_at: inHours(-30),
      confirmed: 'no',
      active: 'no',
      receipt_hash: null,
      receipt_salt: SEALED.salt,
      receipt_total: SEALED.total,
    },
  ],
};

/** The log of one revealed round with the manager's own offer; he kept no receipt in this browser. */
async function openCheck() {
  server.use(
    http.get('/api/season', () => answer({ data: [] })),
    http.get('/api/clause-rounds', () => answer({ data: [ROUND], meta: { current_page: 1, last_page: 1, per_page: 15, total: 1 } })),
  );
  const { user } = renderRoute(paths.rondasClausulas);
  await user.click(await screen.findByRole('button', { name: RECEIPT_MSG.verifyMine }));
  const dialog = within(await screen.findByRole('dialog', { name: RECEIPT_MSG.verifyMine }));
  return { user, dialog, box: dialog.getByRole('textbox', { name: RECEIPT_MSG.yourReceipt }) };
}

describe('Verificar mi recibo (/rondas-clausulas)', () => {
  it("does not check a text that cannot be a receipt (the league's receipt schema), and says so under the box", async () => {
    const { user, dialog, box } = await openCheck();
    await user.type(box, 'abc123');
    await user.click(dialog.getByRole('button', { name: RECEIPT_MSG.check }));

    expect(await dialog.findByText(RECEIPT_MSG.notAReceipt)).toHaveAttribute('role', 'alert');
    expect(dialog.queryByRole('status')).toBeNull();
  });

  it('says in place whether a receipt matches what the log published', async () => {
    const { user, dialog, box } = await openCheck();
    await user.type(box, 'f'.repeat(64));
    await user.click(dialog.getByRole('button', { name: RECEIPT_MSG.check }));
    expect(await dialog.findByRole('status')).toHaveTextContent(RECEIPT_MSG.doesNotMatch);

    await user.clear(box);
    // Pasted in capitals with spaces around, as a phone may copy it: the schema reads it as it is meant.
    await user.type(box, `  ${(await receiptHash(SEALED)).toUpperCase()} `);
    expect(dialog.queryByRole('status')).toBeNull();
    await user.click(dialog.getByRole('button', { name: RECEIPT_MSG.check }));
    expect(await dialog.findByRole('status')).toHaveTextContent(RECEIPT_MSG.matches);
  });
});
