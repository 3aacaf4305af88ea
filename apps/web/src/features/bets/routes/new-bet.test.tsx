import { FIXTURE_BET_TEXTS as T, MARKET_MSG, paths, RESULTS_MSG } from '@superliga/league';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { inHours } from '../../../test/fixtures';
import { answer, MANAGER, renderRoute } from '../../../test/render-route';
import { server } from '../../../test/server';

const ADMIN = { ...MANAGER, id: 1, name: 'Admin', rol: 'Admin' as const, team: null };
type Form = ReturnType<typeof within>;
type User = ReturnType<typeof renderRoute>['user'];

async function matchForm() {
  return within(await screen.findByRole('form', { name: 'Apuesta de partido' }));
}
async function playerForm() {
  return within(await screen.findByRole('form', { name: 'Apuesta de jugador' }));
}

const team = (id: number, name: string) => ({ id, name });
const PD = { id: 5, name: 'Primera División 57', type: 'PD', format: 'PD' };
const roundMatch = (id: number, home: [number, string], away: [number, string], state = 'to_play') => ({
  id,
  fixture_id: id + 100,
  team_home: team(...home),
  team_away: team(...away),
  score_home: null,
  score_away: null,
  state,
  state_label: state,
  suspended: { home: [], away: [] },
});

/**
 * The league's fixture as the server lists it: round 4 already started (no stakes), round 5 ahead
 * with one match to play and one already reported (neither offered once closed).
 */
function fixtureHandlers() {
  server.use(
    http.get('/api/tournaments', () =>
      answer({
        data: [{ ...PD, start_date: '2026-01-01', end_date: '2026-12-31', season_id: 57, season: { id: 57, name: 'Temporada 57' } }],
        meta: { current_page: 1, last_page: 1, per_page: 50, total: 1 },
      }),
    ),
    http.get('/api/tournaments/5/rounds', () =>
      answer({
        tournament: PD,
        rounds: [
          { stage: 4, name: 'Fecha 4', starts_at: inHours(-12), deadline_at: inHours(100), matches: [roundMatch(40, [3, 'Tigre'], [4, 'Lanús'])] },
          {
            stage: 5,
            name: 'Fecha 5',
            starts_at: inHours(48),
            deadline_at: inHours(200),
            matches: [roundMatch(50, [1, 'Boca'], [2, 'River']), roundMatch(51, [3, 'Tigre'], [4, 'Lanús'], 'reported')],
          },
        ],
      }),
    ),
    http.get('/api/players-teams', ({ request }) => {
      expect(new URL(request.url).searchParams.get('id_team')).toBe('1,2');
      return answer({
        data: [
          { id: 900, name: 'Delantero Boca', id_team: team(1, 'Boca'), status: 'active' },
          { id: 901, name: 'Arquero River', id_team: team(2, 'River'), status: 'active' },
        ],
        meta: { current_page: 1, last_page: 1, per_page: 50, total: 2 },
      });
    }),
  );
}

async function choose(user: User, form: Form, label: string, option: string) {
  const box = await form.findByRole('combobox', { name: label });
  await waitFor(() => expect(box).toBeEnabled());
  await user.click(box);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Ties the form to Boca vs River of Fecha 5 (the only open match), checking what is not offered. */
async function pickFixtureMatch(user: User, form: Form) {
  await user.click(form.getByRole('radio', { name: T.sourceFixture }));
  await choose(user, form, T.tournament, 'Primera División 57');
  const round = form.getByRole('combobox', { name: T.round });
  await waitFor(() => expect(round).toBeEnabled());
  await user.click(round);
  expect(await screen.findByRole('option', { name: 'Fecha 5' })).toBeInTheDocument();
  expect(screen.queryByRole('option', { name: 'Fecha 4' })).toBeNull();
  await user.click(screen.getByRole('option', { name: 'Fecha 5' }));
  const match = form.getByRole('combobox', { name: T.match });
  await waitFor(() => expect(match).toBeEnabled());
  await user.click(match);
  expect(await screen.findByRole('option', { name: 'Boca vs River' })).toBeInTheDocument();
  expect(screen.queryByRole('option', { name: 'Tigre vs Lanús' })).toBeNull();
  await user.click(screen.getByRole('option', { name: 'Boca vs River' }));
}

/** The five odds, pasted (typing each key of five fields is most of a slow machine's test time). */
async function typeOdds(user: User, form: Form) {
  for (const name of ['Cuota local', 'Cuota visitante', 'Cuota empate', 'Cuota menos', 'Cuota más']) {
    await user.click(form.getByRole('textbox', { name }));
    await user.paste('1.90');
  }
}

describe('Crear apuesta (/apuestas/new)', () => {
  it('does not send a match bet whose odd the schema refuses, and says why under the field', async () => {
    const { user, sent } = renderRoute(paths.newBet, { user: ADMIN });
    const form = await matchForm();
    await user.type(form.getByRole('textbox', { name: 'Partido' }), 'Boca vs River');
    for (const name of ['Cuota local', 'Cuota visitante', 'Cuota empate', 'Cuota menos']) await user.type(form.getByRole('textbox', { name }), '1.50');
    await user.type(form.getByRole('textbox', { name: 'Cuota más' }), 'mucho');
    await user.click(form.getByRole('button', { name: 'Crear apuesta de partido' }));

    expect(await form.findByText(MARKET_MSG.oddFormat)).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Cuota más' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it("sends a valid match bet once, with an Idempotency-Key, and shows the server's field error in place", async () => {
    server.use(
      http.post('/api/bets', () => answer({ message: 'El partido ya tiene una apuesta.', errors: { match: ['El partido ya tiene una apuesta.'] } }, 422)),
    );
    const { user, sent } = renderRoute(paths.newBet, { user: ADMIN });
    const form = await matchForm();
    await user.type(form.getByRole('textbox', { name: 'Partido' }), 'Boca vs River');
    for (const name of ['Cuota local', 'Cuota visitante', 'Cuota empate', 'Cuota menos', 'Cuota más'])
      await user.type(form.getByRole('textbox', { name }), '2,5');
    await user.click(form.getByRole('button', { name: 'Crear apuesta de partido' }));

    const error = await form.findByText('El partido ya tiene una apuesta.');
    expect(error).toHaveAttribute('role', 'alert');
    expect(form.getByRole('textbox', { name: 'Partido' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/bets', body: { match: 'Boca vs River', home_odd: '2.50', over: '2.50', created_by: 1 } });
    expect(sent[0]!.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('ties a match bet to an open fixture match and sends its match_id and line', async () => {
    fixtureHandlers();
    server.use(http.post('/api/bets', () => answer({ id: 1 }, 201)));
    const { user, sent } = renderRoute(paths.newBet, { user: ADMIN });
    const form = await matchForm();
    await pickFixtureMatch(user, form);
    const line = form.getByRole('textbox', { name: T.line });
    expect(line).toHaveValue('2,5');
    await user.clear(line);
    await user.type(line, '3,5');
    await typeOdds(user, form);
    await user.click(form.getByRole('button', { name: 'Crear apuesta de partido' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/bets',
      body: { match: 'Boca vs River', match_id: 50, line: 3.5, over: '1.90', created_by: 1 },
    });
  });

  it('does not send a tied bet whose line is not x.5, nor one without its match', async () => {
    fixtureHandlers();
    const { user, sent } = renderRoute(paths.newBet, { user: ADMIN });
    const form = await matchForm();
    await user.click(form.getByRole('radio', { name: T.sourceFixture }));
    await user.click(form.getByRole('button', { name: 'Crear apuesta de partido' }));
    expect(await form.findByText(T.chooseMatch, { selector: '[role="alert"]' })).toBeInTheDocument();

    await pickFixtureMatch(user, form);
    const line = form.getByRole('textbox', { name: T.line });
    await user.clear(line);
    await user.type(line, '3');
    await user.click(form.getByRole('button', { name: 'Crear apuesta de partido' }));

    expect(await form.findByText(RESULTS_MSG.lineInvalid)).toHaveAttribute('role', 'alert');
    expect(line).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('ties a player bet to a fixture match and a player of its two squads, and sends player_id', async () => {
    fixtureHandlers();
    server.use(http.post('/api/singlebet', () => answer({ id: 2 }, 201)));
    const { user, sent } = renderRoute(paths.newBet, { user: ADMIN });
    const form = await playerForm();
    await pickFixtureMatch(user, form);
    const player = form.getByRole('combobox', { name: T.player });
    await waitFor(() => expect(player).toBeEnabled());
    await user.click(player);
    expect(await screen.findByRole('option', { name: 'Arquero River' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Delantero Boca' }));
    await user.type(form.getByRole('textbox', { name: 'Cuota gol' }), '2.00');
    await user.type(form.getByRole('textbox', { name: 'Cuota tarjeta' }), '3.50');
    await user.click(form.getByRole('button', { name: 'Crear apuesta de jugador' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/api/singlebet',
      body: { name: 'Delantero Boca', match_id: 50, player_id: 900, goal_odd: '2.00', card_odd: '3.50', created_by: 1 },
    });
  });

  it('tells a manager that only the Admin and the Organizador create bets, with no form', async () => {
    renderRoute(paths.newBet);
    expect(await screen.findByText('Solo el Admin y el Organizador pueden crear apuestas.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear apuesta de partido' })).toBeNull();
  });
});
