import { MSG, paths } from '@superliga/league';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../../../../lib/query-client';
import { inHours, SEASON, seasonHandlers } from '../../../../test/fixtures';
import { answer, renderRoute, type SentRequest } from '../../../../test/render-route';
import { server } from '../../../../test/server';

const PLAYER = { id: 42, name: 'Lionel Prueba', value: 10_000_000, status: 'liberado', id_team: { id: 9, name: 'Agentes libres' } };
const created = (sent: SentRequest[]) => sent.filter((r) => r.path === '/api/auctions');

beforeEach(() => {
  server.use(
    ...seasonHandlers(),
    http.get('/api/seasons/start', () =>
      answer({ id: SEASON.id, name: SEASON.name, start_date: inHours(-48), market_opens_at: inHours(-44), now: new Date().toISOString() }),
    ),
    http.get('/api/teams', () => answer({ data: [{ id: 9, name: 'Agentes libres', division: '' }] })),
    http.get('/api/players', () => answer({ data: [PLAYER] })),
    http.post('/api/compliance/preview', () => answer({ warnings: [] })),
  );
});

/** The submit button, once the season's rules arrived (it shows a loader while they load). */
async function createButton() {
  await waitFor(() => expect(queryClient.getQueryState(['season-rules', SEASON.id])?.status).toBe('success'));
  const button = await screen.findByRole('button', { name: 'Crear subasta' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

async function choosePlayer(user: ReturnType<typeof renderRoute>['user']) {
  const team = await screen.findByRole('combobox', { name: 'Equipo' });
  await waitFor(() => expect(team).toBeEnabled());
  await user.click(team);
  await user.click(await screen.findByRole('option', { name: 'Agentes libres' }));
  const player = screen.getByRole('combobox', { name: 'Jugador' });
  await waitFor(() => expect(player).toBeEnabled());
  await user.click(player);
  await user.click(await screen.findByRole('option', { name: /Lionel Prueba/ }));
}

describe('Crear subasta (/crear_subasta)', () => {
  it('does not send without a team and a player', async () => {
    const { user, sent } = renderRoute(paths.crearSubasta);
    await user.click(await createButton());

    expect((await screen.findAllByText('Elegí un equipo y un jugador.'))[0]).toHaveAttribute('role', 'alert');
    expect(created(sent)).toEqual([]);
  });

  it("does not send a first bid below the season's share of the value", async () => {
    const { user, sent } = renderRoute(paths.crearSubasta);
    await choosePlayer(user);
    const amount = screen.getByRole('textbox', { name: /Monto/ });
    await user.clear(amount);
    await user.type(amount, '4000000');
    await user.click(await createButton());

    expect(await screen.findByText(/La primera oferta debe ser de al menos \$\s5\.000\.000\./)).toHaveAttribute('role', 'alert');
    expect(created(sent)).toEqual([]);
  });

  it('creates the auction once, starting at the minimum first bid, and goes to its page', async () => {
    server.use(http.post('/api/auctions', () => answer({ message: MSG.auctionCreated }, 201)));
    const { user, sent } = renderRoute(paths.crearSubasta);
    await choosePlayer(user);
    await user.dblClick(await createButton());

    expect(await screen.findByText('Otra pantalla')).toBeInTheDocument();
    expect(created(sent)).toHaveLength(1);
    expect(created(sent)[0]).toMatchObject({
      method: 'POST',
      body: { id_player: PLAYER.id, id_team: 9, amount: 5_000_000, created_by: 7, id_season: SEASON.id },
    });
    expect(created(sent)[0]!.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  });
});
