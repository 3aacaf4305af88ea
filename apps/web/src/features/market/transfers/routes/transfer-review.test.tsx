import { MSG, TRADE_REVIEW_MSG, type User } from '@superliga/league';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, MANAGER, renderRoute, type SentRequest } from '../../../../test/render-route';
import { server } from '../../../../test/server';

const ADMIN: User = { ...MANAGER, id: 1, name: 'Admin Uno', rol: 'Admin', team: null };
const ref = (id: number, name: string) => ({ id, name });
const IN_REVIEW = {
  id: 12,
  id_season: ref(1, 'Temporada 2026'),
  transferred_players: 'Lionel Prueba',
  players: [ref(42, 'Lionel Prueba')],
  id_team_from: { ...ref(3, 'Club Siete'), id_user: 7 },
  id_team_to: { ...ref(4, 'Club Ocho'), id_user: 8 },
  team_from: ref(3, 'Club Siete'),
  team_to: ref(4, 'Club Ocho'),
  budget: 20_000_000,
  status: 'pending',
  confirmed: 'no',
  active: 'yes',
  created_by: ref(7, 'Manager Siete'),
  buy_by: ref(8, 'Manager Ocho'),
  sold_by: ref(7, 'Manager Siete'),
  created_at: '2026-03-01T12:00:00.000Z',
  confirmed_at: null,
  can_confirm: false,
  can_cancel: false,
  reversal: null,
  review: 'staff',
  review_until: null,
  review_reason: null,
  accepted_at: '2026-03-01T13:00:00.000Z',
  objections: [],
};
const reviewed = (sent: SentRequest[]) => sent.filter((r) => r.path === '/api/transfers/12/review');

beforeEach(() => {
  server.use(http.get('/api/transfers/review', () => answer({ data: [IN_REVIEW] })));
});

async function openVeto(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(await screen.findByRole('button', { name: TRADE_REVIEW_MSG.veto }));
  return within(await screen.findByRole('dialog'));
}

describe('Revisión de transferencias (/revision-transferencias)', () => {
  it("does not send a veto without a reason (the league's trade review schema): its button stays closed", async () => {
    const { user, sent } = renderRoute('/revision-transferencias', { user: ADMIN });
    const dialog = await openVeto(user);
    await user.type(dialog.getByRole('textbox', { name: TRADE_REVIEW_MSG.reasonLabel }), '   ');
    const veto = dialog.getByRole('button', { name: TRADE_REVIEW_MSG.veto });
    expect(veto).toBeDisabled();
    await user.click(veto);

    expect(reviewed(sent)).toEqual([]);
  });

  it("sends the decision with its reason and shows the server's field error under the reason", async () => {
    server.use(
      http.post('/api/transfers/12/review', () => answer({ message: MSG.validationFailed, errors: { reason: [TRADE_REVIEW_MSG.reasonTooLong] } }, 422)),
    );
    const { user, sent } = renderRoute('/revision-transferencias', { user: ADMIN });
    const dialog = await openVeto(user);
    await user.type(dialog.getByRole('textbox', { name: TRADE_REVIEW_MSG.reasonLabel }), 'Precio fuera de mercado');
    await user.click(dialog.getByRole('button', { name: TRADE_REVIEW_MSG.veto }));

    expect(await dialog.findByText(TRADE_REVIEW_MSG.reasonTooLong)).toHaveAttribute('role', 'alert');
    expect(reviewed(sent)).toEqual([expect.objectContaining({ body: { decision: 'veto', reason: 'Precio fuera de mercado' } })]);
    expect(reviewed(sent)[0]?.idempotencyKey).toBeTruthy();
  });
});
