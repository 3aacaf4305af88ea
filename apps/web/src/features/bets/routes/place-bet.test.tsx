import { BETS_MSG, CONFIRM_MSG, DEFAULT_SEASON_RULES, FIXTURE_BET_TEXTS as T, paths } from '@superliga/league';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatMatchDate, formatPesos } from '../../../lib/format';
import { inHours, seasonHandlers } from '../../../test/fixtures';
import { answer, renderRoute } from '../../../test/render-route';
import { server } from '../../../test/server';

/** An amount as the page writes it, with a plain space after the '$' (the text matchers collapse spaces). */
const pesos = (n: number) => formatPesos(n).replace(/\u00a0/g, ' ');

const BET = {
  id: 3,
  match: 'Boca vs River',
  description: 'Más o menos de 2,5 goles',
  home_odd: '2.50',
  away_odd: '3.00',
  draw_odd: '3.20',
  under: '1.80',
  over: '2.00',
  match_id: null,
  line: '2.5',
  created_by: { id: 1, name: 'Admin' },
  active: 'on',
  created_at: '2026-11-20T12:00:00.000Z',
};

/** Bet 4 is tied to match 50, Boca vs River of Fecha 5 in Primera (docs/decisions/028). */
const TIED = { ...BET, id: 4, description: '', match_id: 50, line: '3.5' };
const PD = { id: 5, name: 'Primera División 57', type: 'PD', format: 'PD' };
const MATCH = {
  id: 50,
  team_home_id: 1,
  team_away_id: 2,
  team_home: { id: 1, name: 'Boca' },
  team_away: { id: 2, name: 'River' },
  tournament_id: 5,
  tournament: PD,
  score_home: 0,
  score_away: 0,
  stage: 5,
  stage_name: 'Fecha 5',
  status: 'pending',
  match_date: '2026-11-28T12:00:00.000Z',
  fixture_id: 150,
};
function tiedHandlers(startsAt: string, state: 'to_play' | 'confirmed', score: [number, number] | null = null) {
  server.use(
    http.get('/api/bets/4', () => answer({ data: TIED })),
    http.get('/api/games/50', () => answer({ data: MATCH })),
    http.get('/api/tournaments/5/rounds', () =>
      answer({
        tournament: PD,
        rounds: [
          {
            stage: 5,
            name: 'Fecha 5',
            starts_at: startsAt,
            deadline_at: inHours(200),
            matches: [
              {
                id: 50,
                fixture_id: 150,
                team_home: MATCH.team_home,
                team_away: MATCH.team_away,
                score_home: score?.[0] ?? null,
                score_away: score?.[1] ?? null,
                state,
                state_label: state,
                suspended: { home: [], away: [] },
              },
            ],
          },
        ],
      }),
    ),
  );
}

beforeEach(() => {
  server.use(
    ...seasonHandlers(),
    http.get('/api/bets/3', () => answer({ data: BET })),
  );
});

describe('Place a bet (/apuestas/:id)', () => {
  it("starts at the season's minimum stake, not the maximum", async () => {
    renderRoute(paths.bet(BET.id));
    const amount = await screen.findByRole('textbox', { name: /Monto exacto/ });
    expect(amount).toHaveValue(pesos(DEFAULT_SEASON_RULES.bet_min));
  });

  it("reads the rules in force in one request, at the current season's minimum", async () => {
    const asked: string[] = [];
    const rules =
      (bet_min: number) =>
      ({ request }: { request: Request }) => {
        asked.push(new URL(request.url).pathname);
        return answer({ id_season: 1, ...DEFAULT_SEASON_RULES, bet_min });
      };
    server.use(http.get('/api/season/rules', rules(2_000_000)), http.get('/api/seasons/:id/rules', rules(3_000_000)));
    renderRoute(paths.bet(BET.id));
    expect(await screen.findByRole('textbox', { name: /Monto exacto/ })).toHaveValue(pesos(2_000_000));
    expect(asked).toEqual(['/api/season/rules']);
  });

  it("starts at the documents' minimum while the league has no current season", async () => {
    server.use(http.get('/api/season/rules', () => answer({ code: 'season.none_current', message: 'No hay una temporada activa.' }, 404)));
    renderRoute(paths.bet(BET.id));
    expect(await screen.findByRole('textbox', { name: /Monto exacto/ })).toHaveValue(pesos(DEFAULT_SEASON_RULES.bet_min));
  });

  it('does not ask nor send without an option, and says so under the options', async () => {
    const { user, sent } = renderRoute(paths.bet(BET.id));
    await user.click(await screen.findByRole('button', { name: 'Apostar' }));

    expect(await screen.findByText(BETS_MSG.matchOptions)).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('asks first, then pays the stake once with an Idempotency-Key', async () => {
    server.use(http.post('/api/apuesta/jugador', () => answer({ message: 'Apuesta agregada correctamente' })));
    const { user, sent } = renderRoute(paths.bet(BET.id));
    await user.click(await screen.findByRole('radio', { name: /2\.50/ }));
    await user.click(screen.getByRole('button', { name: 'Apostar' }));

    const dialog = await screen.findByRole('dialog', { name: CONFIRM_MSG.placeBetTitle });
    expect(dialog).toHaveTextContent(`Pagás ${pesos(DEFAULT_SEASON_RULES.bet_min)} ahora`);
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: CONFIRM_MSG.placeBetConfirm }));

    expect(await screen.findByText('Otra pantalla')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/apuesta/jugador',
      body: { id_user: 7, id_bet: BET.id, amount: DEFAULT_SEASON_RULES.bet_min, selected_option: 'Home' },
    });
    expect(sent[0]!.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it("shows a tied bet's match, its line in words and when stakes close, with a countdown", async () => {
    const startsAt = inHours(30);
    tiedHandlers(startsAt, 'to_play');
    renderRoute(paths.bet(TIED.id));

    const info = await screen.findByTestId('fixture-bet');
    expect(info).toHaveTextContent(T.matchOf('Boca', 'River', 'Fecha 5'));
    expect(info).toHaveTextContent(T.closesAt(formatMatchDate(startsAt)));
    expect(within(info).getByLabelText(/^Faltan 1 días, 5 horas/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Más de 3,5 goles (2.00)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Menos de 3,5 goles (1.80)' })).toBeInTheDocument();
    expect(screen.getByTestId('over-under-line')).toHaveTextContent(T.lineWords('3.5'));
    expect(screen.getByRole('button', { name: 'Apostar' })).toBeEnabled();
  });

  it('says a tied bet whose round started takes no stakes, and one settled from the result says so', async () => {
    tiedHandlers(inHours(-1), 'to_play');
    const first = renderRoute(paths.bet(TIED.id));
    expect(await screen.findByText(T.closed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apostar' })).toBeDisabled();
    first.unmount();

    tiedHandlers(inHours(-30), 'confirmed', [2, 2]);
    server.use(http.get('/api/bets/4', () => answer({ data: { ...TIED, active: 'off' } })));
    renderRoute(paths.bet(TIED.id));
    expect(await screen.findByText(T.settled('Boca', 2, 2, 'River'))).toBeInTheDocument();
    expect(screen.queryByText(BETS_MSG.betInactive)).toBeNull();
    expect(screen.getByRole('button', { name: 'Apostar' })).toBeDisabled();
  });
});
