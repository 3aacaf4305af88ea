import { MSG, paths, SQUAD_ACTIONS_MSG, type Player, type SquadActions, type TeamDetail } from '@superliga/league';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, renderRoute } from '../../../../test/render-route';
import { server } from '../../../../test/server';

const TEAM = { id: 3, name: 'Club Siete', division: 'Primera' as const };
// CA falls with the number, so the table's order (best CA first) is the players' order.
const player = (n: number): Player => ({
  id: n,
  name: `Jugador ${String(n).padStart(3, '0')}`,
  id_team: TEAM,
  status: 'registrado',
  value: 1_000_000,
  ca: 200 - n,
  pa: 200,
  age: 25,
});
const squad = (count: number): TeamDetail => ({
  ...TEAM,
  id_user: 7,
  user: { id: 7, name: 'Manager Siete' },
  players: Array.from({ length: count }, (_, i) => player(i + 1)),
  stats: { average_ca_best16: 150, blocked: 0, older_than_20: count, registered: count, registered_older_than_20: count, youth: 0, total: count },
  ca_limit: 160,
  warnings: [],
});
const actions = (count: number): SquadActions => {
  const no = { allowed: false, reason: null, amount: 0 };
  return {
    team: { id: TEAM.id, name: TEAM.name },
    division: 'Primera',
    id_season: 1,
    blocks_used: 0,
    blocks_per_team: 3,
    blocks_left: 3,
    next_block_free: true,
    release_factor: 0.6,
    players: Array.from({ length: count }, (_, i) => ({
      id_player: i + 1,
      block: no,
      release: { allowed: true, reason: null, amount: 600_000 },
      register: no,
    })),
  };
};
const serve = (count: number) =>
  server.use(
    http.get('/api/plantel', () => answer(squad(count))),
    http.get('/api/plantel/acciones', () => answer(actions(count))),
  );
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('Mi plantel (/plantel)', () => {
  it('draws a squad of the rulebook whole, with its buttons and no pager', async () => {
    serve(24);
    renderRoute(paths.plantel);
    await screen.findByRole('button', { name: SQUAD_ACTIONS_MSG.actionOn(SQUAD_ACTIONS_MSG.release, 'Jugador 024') });
    expect(bodyRows()).toHaveLength(24);
    expect(screen.queryByRole('button', { name: MSG.nextPage })).toBeNull();
  });

  it('draws a team of hundreds 50 rows at a time, best CA first, and pages on', async () => {
    serve(120);
    const { user } = renderRoute(paths.plantel);
    await screen.findByRole('button', { name: SQUAD_ACTIONS_MSG.actionOn(SQUAD_ACTIONS_MSG.release, 'Jugador 050') });
    expect(bodyRows()).toHaveLength(50);
    expect(bodyRows()[0]).toHaveTextContent('Jugador 001');
    expect(screen.queryByText('Jugador 051')).toBeNull();
    expect(screen.getByText(/Página 1 de 3/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MSG.previousPage })).toBeNull();

    await user.click(screen.getByRole('button', { name: MSG.nextPage }));
    await user.click(screen.getByRole('button', { name: MSG.nextPage }));
    expect(screen.getByText(/Página 3 de 3/)).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(20);
    expect(bodyRows()[0]).toHaveTextContent('Jugador 101');
    expect(screen.getByRole('button', { name: SQUAD_ACTIONS_MSG.actionOn(SQUAD_ACTIONS_MSG.release, 'Jugador 120') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MSG.nextPage })).toBeNull();
  });
});
