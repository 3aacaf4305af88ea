import { FIXTURE_BET_TEXTS, paths } from '@superliga/league';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, MANAGER, renderRoute } from '../../../test/render-route';
import { server } from '../../../test/server';

const ADMIN = { ...MANAGER, id: 1, name: 'El Admin', rol: 'Admin' as const, team: null };
const stake = (id: number, user: string, match_id: number | null) => ({
  id,
  id_user: id + 10,
  id_bet: 3,
  id_playerbet: null,
  user: { id: id + 10, name: user },
  bet: 'Boca vs River',
  kind: 'match' as const,
  amount: 1_000_000,
  selected_option: '2.00',
  option_label: 'Over' as const,
  potential_payout: 2_000_000,
  confirmed: 'no' as const,
  payout: null,
  match_id,
  created_at: '2026-11-20T12:00:00.000Z',
});

describe('Unconfirmed stakes (/apuestas/usuarios)', () => {
  it('offers no confirmation for a stake tied to a fixture match: it settles itself from the result', async () => {
    server.use(http.get('/api/bet_user', () => answer({ data: [stake(1, 'Ana', null), stake(2, 'Beto', 50)] })));
    renderRoute(paths.userBets, { user: ADMIN });

    const free = (await screen.findByText('Ana')).closest('tr')!;
    expect(within(free).getByRole('button', { name: /Confirmar apuesta de Ana/ })).toBeInTheDocument();
    const tied = screen.getByText('Beto').closest('tr')!;
    expect(within(tied).queryByRole('button')).toBeNull();
    expect(tied).toHaveTextContent(FIXTURE_BET_TEXTS.settlesItself);
  });
});
