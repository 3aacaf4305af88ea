import { COMPETITION_SCREEN, type User } from '@superliga/league';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { seasonHandlers } from '../../../test/fixtures';
import { answer, MANAGER, renderRoute } from '../../../test/render-route';
import { server } from '../../../test/server';

const page = { current_page: 1, last_page: 1, per_page: 50, total: 3 };
const tournament = (id: number, name: string, type: string) => ({
  id,
  name,
  type,
  format: type,
  start_date: '2026-01-01',
  end_date: '2026-12-31',
  season_id: 1,
  season: { id: 1, name: 'Temporada 2026' },
});
const CUP = tournament(4, 'Copa FM 2026', 'CFM');
const PRIMERA = tournament(5, 'Primera División 2026', 'PD');
const SEGUNDA = tournament(6, 'Segunda División 2026', 'SD');
/** Each tournament's table is led by a team named after it, so the screen shows which one it drew; the reader's team is second. */
const OWN_TEAM = { id: MANAGER.team!.id, name: MANAGER.team!.name };
const leaderOf = (id: number) => `Líder del torneo ${id}`;
let asked: number[];
/** The season each list of tournaments was asked for (null: every season's). */
let listsOf: (string | null)[];

beforeEach(() => {
  asked = [];
  listsOf = [];
  server.use(
    ...seasonHandlers(),
    http.get('/api/tournaments', ({ request }) => {
      listsOf.push(new URL(request.url).searchParams.get('season'));
      return answer({ data: [CUP, PRIMERA, SEGUNDA], meta: page });
    }),
    http.get('/api/standings', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('tournament_id'));
      asked.push(id);
      const t = [CUP, PRIMERA, SEGUNDA].find((x) => x.id === id)!;
      const ref = { id: t.id, name: t.name, type: t.type, format: t.format };
      const row = (team: { id: number; name: string }, position: number) => ({
        team,
        tournament: ref,
        played: 1,
        won: position === 1 ? 1 : 0,
        drawn: 0,
        lost: position === 1 ? 0 : 1,
        goals_for: 2,
        goals_against: 0,
        goal_difference: 2,
        points: position === 1 ? 3 : 0,
        position,
      });
      return answer({ tournament: ref, kind: 'league', data: [row({ id: 1, name: leaderOf(id) }, 1), row(OWN_TEAM, 2)], rounds: [] });
    }),
  );
});

const table = () => screen.findByRole('table', { name: COMPETITION_SCREEN.tablaDePosiciones });

describe('Tablas (/tablas) opens on the reader’s own league', () => {
  it.each<[string, User, typeof PRIMERA]>([
    ['a Segunda manager: Segunda’s table', { ...MANAGER, team: { id: 3, name: 'Club Siete', division: 'Segunda' as const } }, SEGUNDA],
    ['a Primera manager: Primera’s table', MANAGER, PRIMERA],
    ['a user with no team (staff, a visitante): Primera’s table', { ...MANAGER, rol: 'Admin' as const, team: null }, PRIMERA],
  ])('%s, with no choice to make', async (_, user, expected) => {
    renderRoute('/tablas', { user });
    expect(within(await table()).getByText(leaderOf(expected.id))).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: COMPETITION_SCREEN.torneo })).toHaveValue(`${expected.name} (${expected.type})`);
    expect(screen.queryByText(COMPETITION_SCREEN.elegiUnTorneoParaVer)).toBeNull();
    expect(asked).toEqual([expected.id]);
    // The reader's own team is his row, marked for him; a reader with no team has none.
    const marked = within(await table())
      .getAllByRole('row')
      .filter((r) => r.getAttribute('aria-current') === 'true')
      .map((r) => within(r).getAllByRole('cell')[1]?.textContent);
    expect(marked).toEqual(user.team ? [OWN_TEAM.name] : []);
    // Only the current season's list: every season's would be asked for nothing.
    expect(listsOf).toEqual(['1']);
  });

  it('keeps the tournament the reader picks', async () => {
    const { user } = renderRoute('/tablas');
    await table();
    await user.click(screen.getByRole('combobox', { name: COMPETITION_SCREEN.torneo }));
    await user.click(await screen.findByRole('option', { name: `${CUP.name} (CFM)` }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: COMPETITION_SCREEN.tablaDePosiciones })).getByText(leaderOf(CUP.id))).toBeInTheDocument(),
    );
    expect(screen.getByRole('combobox', { name: COMPETITION_SCREEN.torneo })).toHaveValue(`${CUP.name} (CFM)`);
    expect(asked).toEqual([PRIMERA.id, CUP.id]);
  });

  it('a season with no tournament still asks for a choice', async () => {
    server.use(http.get('/api/tournaments', () => answer({ data: [], meta: { ...page, total: 0 } })));
    renderRoute('/tablas');
    await waitFor(() => expect(screen.getByText(COMPETITION_SCREEN.elegiUnTorneoParaVer)).toBeVisible());
    expect(screen.getByRole('combobox', { name: COMPETITION_SCREEN.torneo })).toHaveValue('');
    expect(asked).toEqual([]);
  });
});

describe('Estadísticas (/estadisticas) opens on the reader’s own league', () => {
  it('a Segunda manager: Segunda’s statistics are asked for, with no choice to make', async () => {
    const statsOf: number[] = [];
    server.use(
      http.get('/api/teams', () => answer({ data: [] })),
      http.get('/api/match-statistics', ({ request }) => {
        statsOf.push(Number(new URL(request.url).searchParams.get('tournament_id')));
        return answer({ data: [] });
      }),
    );
    renderRoute('/estadisticas', { user: { ...MANAGER, team: { id: 3, name: 'Club Siete', division: 'Segunda' } } });
    await waitFor(() => expect(screen.getByText(COMPETITION_SCREEN.todaviaNoHayEstadisticasEn)).toBeVisible());
    expect(screen.getByRole('combobox', { name: COMPETITION_SCREEN.torneo })).toHaveValue(`${SEGUNDA.name} (SD)`);
    expect(screen.queryByText(COMPETITION_SCREEN.chooseTournamentForStatistics)).toBeNull();
    expect(statsOf).toEqual([SEGUNDA.id]);
  });
});
