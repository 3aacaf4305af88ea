import { COMPETITION_SCREEN, RESULTS_SCREEN, type User } from '@superliga/league';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, MANAGER, renderRoute } from '../../../test/render-route';
import { server } from '../../../test/server';

const team = (id: number, name: string) => ({ id, name });
const OWN = team(MANAGER.team!.id, MANAGER.team!.name);
const pairing = (id: number, home: { id: number; name: string }, away: { id: number; name: string }) => ({
  id,
  team_home: home,
  team_away: away,
  match_id: null,
  score_home: null,
  score_away: null,
  status: null,
});
/** Round 1 has no results window (a result is typed in directly); round 2 has one (reported from the match's page). */
const FIXTURE = {
  season: { id: 1, name: 'Temporada 2026' },
  data: [
    { round: 1, name: 'Fecha 1', matches: [pairing(11, OWN, team(4, 'Rival Uno')), pairing(12, team(5, 'Otro Club'), team(6, 'Tercer Club'))] },
    { round: 2, name: 'Fecha 2', matches: [pairing(21, team(4, 'Rival Uno'), OWN)] },
  ],
};
const LEAGUE = {
  id: 9,
  name: 'Primera División 2026',
  type: 'PD',
  format: 'PD',
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  season_id: 1,
  season: { id: 1, name: 'Temporada 2026' },
};
const ROUNDS = {
  tournament: { id: 9, name: LEAGUE.name, type: 'PD', format: 'PD' },
  rounds: [
    { stage: 1, name: 'Fecha 1', starts_at: null, deadline_at: null, matches: [] },
    { stage: 2, name: 'Fecha 2', starts_at: '2026-12-01T21:00:00.000Z', deadline_at: '2026-12-07T21:00:00.000Z', matches: [] },
  ],
};

beforeEach(() => {
  server.use(
    http.get('/api/fixtures', () => answer(FIXTURE)),
    http.get('/api/tournaments', () => answer({ data: [LEAGUE], meta: { current_page: 1, last_page: 1, per_page: 50, total: 1 } })),
    http.get('/api/tournaments/9/rounds', () => answer(ROUNDS)),
  );
});

/** The pairings whose "Cargar" link the screen offers, by their link's name. */
async function loadable(user: User) {
  renderRoute('/fixture_primera', { user });
  // The rounds' windows are in once round 1 says it has none.
  await within(await screen.findByRole('region', { name: 'Fecha 1' })).findByText(RESULTS_SCREEN.noWindowYet);
  return screen.queryAllByRole('link', { name: /^Cargar partido / }).map((a) => a.getAttribute('aria-label'));
}

describe('the fixture offers "Cargar" to whoever the server lets load the match', () => {
  it('a manager: his own match in a round without a window, and nothing else', async () => {
    expect(await loadable(MANAGER)).toEqual([COMPETITION_SCREEN.cargarPartidoContra(OWN.name, 'Rival Uno')]);
    // Another pair's match and his own in a round with a window read "vs".
    expect(within(screen.getByRole('region', { name: 'Fecha 1' })).getByRole('row', { name: /Otro Club/ })).toHaveTextContent(/vs/);
  });

  it('a visitante: none', async () => {
    expect(await loadable({ ...MANAGER, rol: 'visitante', team: null })).toEqual([]);
  });

  it('staff: every pairing not played, windows or not', async () => {
    expect(await loadable({ ...MANAGER, rol: 'Organizador', team: null })).toEqual([
      COMPETITION_SCREEN.cargarPartidoContra(OWN.name, 'Rival Uno'),
      COMPETITION_SCREEN.cargarPartidoContra('Otro Club', 'Tercer Club'),
      COMPETITION_SCREEN.cargarPartidoContra('Rival Uno', OWN.name),
    ]);
  });
});

describe("the fixture's links to a pairing's match", () => {
  it('show the result of a played match, and "vs" for one that has none yet (the answer gives no score)', async () => {
    const played = { ...pairing(11, OWN, team(4, 'Rival Uno')), match_id: { id: 70, status: 'completed' }, score_home: 2, score_away: 1, status: 'completed' };
    const waiting = { ...pairing(21, team(4, 'Rival Uno'), OWN), match_id: { id: 71, status: 'pending' }, status: 'pending' };
    server.use(
      http.get('/api/fixtures', () =>
        answer({
          ...FIXTURE,
          data: [
            { ...FIXTURE.data[0], matches: [played] },
            { ...FIXTURE.data[1], matches: [waiting] },
          ],
        }),
      ),
    );
    renderRoute('/fixture_primera', { user: MANAGER });
    const result = await screen.findByRole('link', { name: `Ver ${OWN.name} 2 - 1 Rival Uno` });
    expect(result).toHaveTextContent(/^2 - 1$/);
    expect(result).toHaveAttribute('href', '/partidos/70');
    const open = screen.getByRole('link', { name: `Ver Rival Uno vs ${OWN.name}` });
    expect(open).toHaveTextContent(/^vs$/);
    expect(open).toHaveAttribute('href', '/partidos/71');
    expect(screen.queryByText(/null/)).toBeNull();
  });
});
