import { MSG, paths } from '@superliga/league';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { inHours, SEASON, seasonHandlers } from '../../../../test/fixtures';
import { answer, renderRoute, type SentRequest } from '../../../../test/render-route';
import { server } from '../../../../test/server';

const PLAYER = { id: 42, name: 'Lionel Prueba', value: 10_000_000, status: 'registrado', id_team: { id: 3, name: 'Club Siete' } };
const OTHER = { id: 43, name: 'Otro Nueve', value: 3_000_000, status: 'registrado', id_team: { id: 9, name: 'Club Nueve' } };
const transfers = (sent: SentRequest[]) => sent.filter((r) => r.path === '/api/transfer');
/** The players' requests the screen made: the giving team's, never the whole league (docs/decisions/044). */
let asked: URLSearchParams[] = [];

beforeEach(() => {
  asked = [];
  server.use(
    ...seasonHandlers(),
    http.get('/api/seasons/start', () =>
      answer({ id: SEASON.id, name: SEASON.name, start_date: inHours(-48), market_opens_at: inHours(-44), now: new Date().toISOString() }),
    ),
    http.get('/api/teams', () =>
      answer({
        data: [
          { id: 3, name: 'Club Siete', division: 'Primera', user: { id: 7, name: 'Manager Siete' } },
          { id: 9, name: 'Club Nueve', division: 'Primera', user: { id: 9, name: 'Manager Nueve' } },
        ],
      }),
    ),
    http.get('/api/players', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      return answer({ data: [PLAYER, OTHER].filter((p) => String(p.id_team.id) === query.get('id_team')) });
    }),
    http.post('/api/compliance/preview', () => answer({ warnings: [] })),
  );
});

describe('Transferir (/transfer)', () => {
  it("sends the transfer with the schema's body and shows the server's refusal in place", async () => {
    server.use(http.post('/api/transfer', () => answer({ message: 'Lionel Prueba ya está en la transferencia pendiente #4.' }, 409)));
    const { user, sent } = renderRoute(paths.transfer);
    const to = await screen.findByRole('combobox', { name: 'Equipo destino' });
    await user.click(to);
    await user.click(await screen.findByRole('option', { name: /Club Nueve/ }));
    const player = screen.getByRole('combobox', { name: 'Jugador' });
    await waitFor(() => expect(player).toBeEnabled());
    await user.click(player);
    await user.click(await screen.findByRole('option', { name: /Lionel Prueba/ }));
    await user.click(screen.getByRole('button', { name: 'Agregar jugador' }));
    await user.click(screen.getByRole('button', { name: MSG.sendTransfer }));

    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(/Lionel Prueba ya está en la transferencia pendiente #4\./);
    expect(refusal).toHaveTextContent(MSG.transferError.replace(/[:\s]+$/, ''));
    expect(transfers(sent)).toHaveLength(1);
    expect(transfers(sent)[0]).toMatchObject({
      method: 'POST',
      body: { data: { transferred_players: [42], id_team_from: 3, id_team_to: 9, budget: 0, buy_by: 9, sold_by: 7, created_by: 7 } },
    });
    expect(transfers(sent)[0]!.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(asked.map((q) => q.get('id_team'))).toEqual(['3']);
  });

  it('lists the players of the giving team the user picks, asking for that team alone', async () => {
    const { user } = renderRoute(paths.transfer);
    // An empty team says what to do, as the player fields do.
    expect(await screen.findByRole('combobox', { name: 'Equipo destino' })).toHaveAttribute('placeholder', 'Elegí el equipo');
    await user.click(await screen.findByRole('combobox', { name: 'Equipo que cede' }));
    await user.click(await screen.findByRole('option', { name: /Club Nueve/ }));
    await user.click(screen.getByRole('combobox', { name: 'Jugador' }));
    expect(await screen.findByRole('option', { name: /Otro Nueve/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Lionel Prueba/ })).not.toBeInTheDocument();
    expect(asked.every((q) => q.get('id_team') !== null)).toBe(true);
  });
});
