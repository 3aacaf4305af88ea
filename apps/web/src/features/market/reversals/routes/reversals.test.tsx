import { MSG, paths, REVERSAL_MSG } from '@superliga/league';
import { fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, MANAGER, renderRoute, type SentRequest } from '../../../../test/render-route';
import { SEASON } from '../../../../test/fixtures';
import { server } from '../../../../test/server';

const ADMIN = { ...MANAGER, id: 1, name: 'El Admin', rol: 'Admin' as const, team: null };
const PLAN = {
  kind: 'transfer',
  id: 12,
  operation: 'la transferencia N° 12',
  players: [],
  movements: [{ user: { id: 7, name: 'Manager Siete' }, amount: 5_000_000 }],
  refusal: null,
};
const reversed = (sent: SentRequest[]) => sent.filter((r) => r.path === '/api/reversals');

/** A history screen's link opens the dialog of transfer 12 at once; no season is chosen, so no list is read. */
function openDialog() {
  server.use(
    http.get('/api/season', () => answer({ data: [] })),
    http.get('/api/reversals/plan', () => answer(PLAN)),
  );
  const view = renderRoute(`${paths.reversiones}?kind=transfer&id=12`, { user: ADMIN });
  return { ...view, dialog: async () => within(await screen.findByRole('dialog', { name: REVERSAL_MSG.dialogTitle(PLAN.operation) })) };
}

describe('Revertir una operación (/reversiones): the reason of the payment dialog', () => {
  it("does not send a reason the league's reversal schema refuses, and says why under the box", async () => {
    const { user, sent, dialog } = openDialog();
    const box = (await dialog()).getByRole('textbox', { name: REVERSAL_MSG.reason });
    const confirm = (await dialog()).getByRole('button', { name: REVERSAL_MSG.dialogConfirm });

    await user.type(box, '   ');
    expect(confirm).toBeDisabled();
    // The box stops typing at 500; a pasted text longer than the schema allows still gets its text.
    fireEvent.change(box, { target: { value: 'x'.repeat(501) } });
    await user.click(confirm);

    expect(await (await dialog()).findByText(REVERSAL_MSG.reasonTooLong)).toHaveAttribute('role', 'alert');
    expect(reversed(sent)).toEqual([]);
  });

  it("sends the reason once with its Idempotency-Key and shows the server's refusal in the dialog, which stays open", async () => {
    server.use(http.post('/api/reversals', () => answer({ message: MSG.validationFailed, errors: { reason: [REVERSAL_MSG.reasonRequired] } }, 422)));
    const { user, sent, dialog } = openDialog();
    await user.type((await dialog()).getByRole('textbox', { name: REVERSAL_MSG.reason }), '  Error de carga  ');
    await user.click((await dialog()).getByRole('button', { name: REVERSAL_MSG.dialogConfirm }));

    expect(await (await dialog()).findByText(REVERSAL_MSG.reasonRequired)).toHaveAttribute('role', 'alert');
    expect(reversed(sent)).toEqual([
      expect.objectContaining({ method: 'POST', body: { kind: 'transfer', id: 12, reason: 'Error de carga' }, idempotencyKey: expect.any(String) }),
    ]);
    // Still open, the button ready again: the reason can be corrected and sent.
    expect((await dialog()).getByRole('button', { name: REVERSAL_MSG.dialogConfirm })).toBeEnabled();
  });
});

describe('/reversiones on a poor connection (answers of 2 s)', () => {
  it('keeps its three lists hidden under one loader while the season, then the lists, arrive (4 s), and shows them together', async () => {
    const slow = () => new Promise((resolve) => setTimeout(resolve, 2_000));
    server.use(
      http.get('/api/season', async () => (await slow(), answer({ data: [SEASON] }))),
      http.get('/api/traspasos', async () => (await slow(), answer({ data: [] }))),
      http.get('/api/ofertas-confirmadas', async () => (await slow(), answer({ data: [] }))),
      http.get('/api/auction/last', async () => (await slow(), answer([]))),
      http.get('/api/reversals', async () => (await slow(), answer({ data: [] }))),
    );
    renderRoute(paths.reversiones, { user: ADMIN });
    const auctions = await screen.findByText(REVERSAL_MSG.auctions);
    // The season is in, the lists asked for and not yet answered: still hidden, one loader.
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(auctions).not.toBeVisible();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    await expect.poll(() => screen.getByText(REVERSAL_MSG.auctions), { timeout: 3_000 }).toBeVisible();
    expect(screen.getAllByText(REVERSAL_MSG.empty)).toHaveLength(3);
  }, 15_000);
});
