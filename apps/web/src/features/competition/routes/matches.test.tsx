import { COMMON_SCREEN, COMPETITION_SCREEN, MSG } from '@superliga/league';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, MANAGER, renderRoute, type SentRequest } from '../../../test/render-route';
import { seasonHandlers } from '../../../test/fixtures';
import { server } from '../../../test/server';

const TOURNAMENT = { id: 5, name: 'Primera División 57', type: 'PD', format: 'PD', start_date: '2026-01-01', end_date: '2026-12-31', season_id: 1 };
const created = (sent: SentRequest[]) => sent.filter((r) => r.path === '/api/matches');
const page = { current_page: 1, last_page: 1, per_page: 50, total: 0 };

beforeEach(() => {
  server.use(
    ...seasonHandlers(),
    http.get('/api/teams', () =>
      answer({
        data: [
          { id: 1, name: 'Boca', division: 'Primera' },
          { id: 2, name: 'River', division: 'Primera' },
        ],
      }),
    ),
    http.get('/api/tournaments', () => answer({ data: [TOURNAMENT], meta: { ...page, total: 1 } })),
    http.get('/api/matches', () => answer({ data: [], meta: page })),
  );
});

async function choose(user: ReturnType<typeof renderRoute>['user'], label: string, option: string) {
  const box = await screen.findByRole('combobox', { name: label });
  await waitFor(() => expect(box).toBeEnabled());
  await user.click(box);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Cargar partido (/partidos)', () => {
  it('a user with no team (a visitante) reads the matches without the form: the server takes no match from him', async () => {
    renderRoute('/partidos', { user: { ...MANAGER, rol: 'visitante', team: null } });
    expect(await screen.findByText(COMPETITION_SCREEN.noHayPartidosCargados)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: COMPETITION_SCREEN.cargarPartido })).toBeNull();
    expect(screen.queryByRole('combobox', { name: COMPETITION_SCREEN.torneo })).toBeNull();
  });

  it('a manager with a team and staff have the form', async () => {
    for (const user of [MANAGER, { ...MANAGER, rol: 'Organizador' as const, team: null }]) {
      const view = renderRoute('/partidos', { user });
      expect(await screen.findByRole('button', { name: COMPETITION_SCREEN.cargarPartido })).toBeInTheDocument();
      view.unmount();
    }
  });

  it("does not ask nor send a match without its goals (the league's match schema), and says so under the field", async () => {
    const { user, sent } = renderRoute('/partidos?home=1&away=2');
    await choose(user, COMPETITION_SCREEN.torneo, `${TOURNAMENT.name} (PD)`);
    await choose(user, COMPETITION_SCREEN.fechaORonda, 'Fecha 1');
    await user.click(screen.getByRole('button', { name: COMPETITION_SCREEN.cargarPartido }));

    expect(await screen.findAllByText(MSG.matchNeedsGoals)).toHaveLength(2);
    expect(screen.getAllByText(MSG.matchNeedsGoals)[0]).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(created(sent)).toEqual([]);
  });

  it("asks first, sends the match, and shows the server's field error under its field", async () => {
    server.use(http.post('/api/matches', () => answer({ message: MSG.validationFailed, errors: { stage: [MSG.matchNeedsRound] } }, 422)));
    const { user, sent } = renderRoute('/partidos?home=1&away=2');
    await choose(user, COMPETITION_SCREEN.torneo, `${TOURNAMENT.name} (PD)`);
    await choose(user, COMPETITION_SCREEN.fechaORonda, 'Fecha 1');
    fireEvent.change(screen.getByLabelText(COMPETITION_SCREEN.golesLocal, { exact: false }), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText(COMPETITION_SCREEN.golesVisitante, { exact: false }), { target: { value: '1' } });
    await user.click(screen.getByRole('button', { name: COMPETITION_SCREEN.cargarPartido }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/Boca 2 - 1 River/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: COMMON_SCREEN.confirmar }));

    expect(await screen.findByText(MSG.matchNeedsRound)).toHaveAttribute('role', 'alert');
    expect(created(sent)).toHaveLength(1);
    expect(created(sent)[0]).toMatchObject({ body: { team_home_id: 1, team_away_id: 2, tournament_id: 5, score_home: 2, score_away: 1, stage: 1 } });
    expect(created(sent)[0]?.idempotencyKey).toBeTruthy();
  });
});

describe('the matches (/partidos)', () => {
  const match = (id: number, fields: Record<string, unknown>) => ({
    id,
    team_home_id: 1,
    team_away_id: 2,
    team_home: { id: 1, name: 'Boca' },
    team_away: { id: 2, name: 'River' },
    tournament_id: TOURNAMENT.id,
    tournament: { id: TOURNAMENT.id, name: TOURNAMENT.name, type: 'PD', format: 'PD' },
    score_home: 0,
    score_away: 0,
    stage: id,
    stage_name: `Fecha ${id}`,
    status: 'pending',
    match_date: '2026-03-01T12:00:00Z',
    fixture_id: null,
    state: 'to_play',
    state_label: 'Por jugar',
    has_result: false,
    ...fields,
  });

  it('shows a result only where the match has one, and where the others stand instead of a 0 - 0', async () => {
    server.use(
      http.get('/api/matches', () =>
        answer({
          data: [
            match(1, { score_home: 3, score_away: 1, status: 'completed', state: 'confirmed', state_label: 'Confirmado', has_result: true }),
            match(2, { score_home: 2, score_away: 2, has_result: true }),
            match(3, {}),
            match(4, { state: 'reported', state_label: 'Reportado' }),
            match(5, { state: 'disputed', state_label: 'En disputa' }),
          ],
          meta: { ...page, total: 5 },
        }),
      ),
    );
    renderRoute('/partidos');
    const rowOf = async (stage: string) => within((await screen.findByRole('cell', { name: stage })).closest('tr')!);

    expect((await rowOf('Fecha 1')).getByRole('link', { name: 'Ver partido Boca 3 - 1 River' })).toHaveTextContent('3 - 1');
    expect((await rowOf('Fecha 1')).getByText(COMPETITION_SCREEN.completado)).toBeInTheDocument();
    // Typed in directly, waiting for its statistics: the documents' 'Pendiente' with its score.
    expect((await rowOf('Fecha 2')).getByRole('link', { name: 'Ver partido Boca 2 - 2 River' })).toHaveTextContent('2 - 2');
    expect((await rowOf('Fecha 2')).getByText(COMMON_SCREEN.pendiente)).toBeInTheDocument();
    for (const [stage, label] of [
      ['Fecha 3', 'Por jugar'],
      ['Fecha 4', 'Reportado'],
      ['Fecha 5', 'En disputa'],
    ]) {
      const row = await rowOf(stage!);
      expect(row.getByRole('link', { name: 'Ver partido Boca vs River' })).toHaveTextContent(/^vs$/);
      expect(row.getByText(label!)).toBeInTheDocument();
      expect(row.queryByText('0 - 0')).toBeNull();
      expect(row.queryByText(COMMON_SCREEN.pendiente)).toBeNull();
    }
  });

  it("opens on the current season's matches, and 'Todas las temporadas' asks for every season's", async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('/api/matches', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('season_id'));
        return answer({ data: [], meta: page });
      }),
    );
    const { user } = renderRoute('/partidos');
    expect(await screen.findByText(COMPETITION_SCREEN.noHayPartidosCargados)).toBeInTheDocument();
    expect(asked).toEqual(['1']);
    await user.selectOptions(screen.getByRole('combobox', { name: COMMON_SCREEN.temporada }), MSG.allSeasons);
    await waitFor(() => expect(asked).toEqual(['1', null]));
  });

  it("lists every season's matches when the seasons cannot be read, beside the select's error", async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('/api/season', () => answer({ message: 'x' }, 500)),
      http.get('/api/matches', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('season_id'));
        return answer({ data: [], meta: page });
      }),
    );
    renderRoute('/partidos');
    expect(await screen.findByText(COMPETITION_SCREEN.noHayPartidosCargados)).toBeInTheDocument();
    expect(screen.getByText(MSG.seasonsLoadError)).toBeInTheDocument();
    expect(asked).toEqual([null]);
  });
  it("a manager's box keeps only his team's matches, and says so when it has none", async () => {
    const club = { id: MANAGER.team!.id, name: MANAGER.team!.name };
    server.use(
      http.get('/api/matches', () =>
        answer({
          data: [match(1, { team_home: club, team_home_id: club.id }), match(2, {}), match(3, { team_away: club, team_away_id: club.id })],
          meta: { ...page, total: 3 },
        }),
      ),
    );
    const { user } = renderRoute('/partidos');
    expect(await screen.findByRole('cell', { name: 'Fecha 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: COMPETITION_SCREEN.soloLosDe(club.name) }));
    expect(screen.queryByRole('cell', { name: 'Fecha 2' })).toBeNull();
    expect(screen.getByRole('cell', { name: 'Fecha 1' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Fecha 3' })).toBeInTheDocument();

    server.use(http.get('/api/matches', () => answer({ data: [match(2, {})], meta: { ...page, total: 1 } })));
    await user.selectOptions(screen.getByRole('combobox', { name: COMMON_SCREEN.temporada }), MSG.allSeasons);
    expect(await screen.findByText(COMPETITION_SCREEN.sinPartidosDe(club.name))).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Fecha 2' })).toBeNull();
  });

  it('a user without a team has no such box', async () => {
    renderRoute('/partidos', { user: { ...MANAGER, rol: 'Organizador', team: null } });
    expect(await screen.findByText(COMPETITION_SCREEN.noHayPartidosCargados)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
