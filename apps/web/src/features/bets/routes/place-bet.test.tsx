import { BETS_MSG, CONFIRM_MSG, DEFAULT_SEASON_RULES, paths } from '@superliga/league';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatPesos } from '../../../lib/format';
import { seasonHandlers } from '../../../test/fixtures';
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
  created_by: { id: 1, name: 'Admin' },
  active: 'on',
  created_at: '2026-11-20T12:00:00.000Z',
};

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
});
