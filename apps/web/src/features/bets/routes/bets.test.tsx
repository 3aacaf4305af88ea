import { BETS_SCREEN, FIXTURE_BET_TEXTS as T } from '@superliga/league';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { inHours } from '../../../test/fixtures';
import { answer, renderRoute } from '../../../test/render-route';
import { server } from '../../../test/server';

const meta = { current_page: 1, last_page: 1, per_page: 10, total: 2 };
const bet = (id: number, match: string, match_id: number | null) => ({
  id,
  match,
  description: '',
  home_odd: '2.50',
  away_odd: '3.00',
  draw_odd: '3.20',
  under: '1.80',
  over: '2.00',
  match_id,
  line: '2.5',
  created_by: { id: 1, name: 'Admin' },
  active: 'on',
  created_at: '2026-11-20T12:00:00.000Z',
});
const PD = { id: 5, name: 'Primera División 57', type: 'PD', format: 'PD' };
const team = (id: number, name: string) => ({ id, name });

describe('Apuestas (/apuestas)', () => {
  it('shows a bet tied to a match whose round already started as closed, and keeps "Apostar" on the others', async () => {
    server.use(
      http.get('/api/bets', () => answer({ data: [bet(3, 'Boca vs River', null), bet(4, 'Tigre vs Lanús', 40)], meta })),
      http.get('/api/singlebet', () => answer({ data: [], meta: { ...meta, total: 0 } })),
      http.get('/api/bet_user', () => answer({ data: [] })),
      http.get('/api/games/40', () =>
        answer({
          data: {
            id: 40,
            team_home_id: 3,
            team_away_id: 4,
            team_home: team(3, 'Tigre'),
            team_away: team(4, 'Lanús'),
            tournament_id: 5,
            tournament: PD,
            score_home: 0,
            score_away: 0,
            stage: 4,
            stage_name: 'Fecha 4',
            status: 'pending',
            match_date: inHours(-12),
            fixture_id: 140,
          },
        }),
      ),
      http.get('/api/tournaments/5/rounds', () =>
        answer({
          tournament: PD,
          rounds: [
            {
              stage: 4,
              name: 'Fecha 4',
              starts_at: inHours(-12),
              deadline_at: inHours(100),
              matches: [
                {
                  id: 40,
                  fixture_id: 140,
                  team_home: team(3, 'Tigre'),
                  team_away: team(4, 'Lanús'),
                  score_home: null,
                  score_away: null,
                  state: 'to_play',
                  state_label: 'to_play',
                  suspended: { home: [], away: [] },
                },
              ],
            },
          ],
        }),
      ),
    );
    renderRoute('/apuestas');
    const closedRow = (await screen.findByRole('cell', { name: 'Tigre vs Lanús' })).closest('tr')!;
    expect(await within(closedRow).findByText(T.closedShort)).toBeInTheDocument();
    expect(within(closedRow).queryByRole('link', { name: BETS_SCREEN.apostarEn('Tigre vs Lanús') })).toBeNull();
    expect(screen.getByRole('link', { name: BETS_SCREEN.apostarEn('Boca vs River') })).toBeInTheDocument();
  });
});
