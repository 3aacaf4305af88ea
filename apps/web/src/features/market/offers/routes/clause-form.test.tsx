import { paths } from '@superliga/league';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { seasonHandlers } from '../../../../test/fixtures';
import { answer, renderRoute, type SentRequest } from '../../../../test/render-route';
import { server } from '../../../../test/server';

const PLAYER = { id: 42, name: 'Lionel Prueba', value: 10_000_000, ca: 150, pa: 170, age: 24, status: 'liberado', id_team: { id: 9, name: 'Club Nueve' } };
const MINE = { id: 51, name: 'Propio Uno', value: 2_000_000, ca: 120, pa: 130, age: 30, status: 'registrado', id_team: { id: 3, name: 'Club Siete' } };
const offers = (sent: SentRequest[]) => sent.filter((r) => r.path === '/api/clausula_rescision');
/** The players' requests the screen made: one team's each, never the whole league (docs/decisions/044). */
let asked: URLSearchParams[] = [];

beforeEach(() => {
  asked = [];
  server.use(
    ...seasonHandlers(),
    http.get('/api/teams', () =>
      answer({
        data: [
          { id: 3, name: 'Club Siete', division: 'Primera' },
          { id: 9, name: 'Club Nueve', division: 'Primera' },
        ],
      }),
    ),
    http.get('/api/players', ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      return answer({ data: [PLAYER, MINE].filter((p) => String(p.id_team.id) === query.get('id_team')) });
    }),
    http.get('/api/clausulas/42', () => answer({ player: PLAYER, offers: [] })),
    http.post('/api/compliance/preview', () => answer({ warnings: [] })),
  );
});

describe('Ejecutar cláusula (/clausula_rescision)', () => {
  it("sends the chosen player at the range's minimum and shows the server's field error in place", async () => {
    server.use(
      http.post('/api/clausula_rescision', () =>
        answer({ message: 'Tu presupuesto no alcanza.', errors: { total_value: ['Tu presupuesto no alcanza.'] } }, 422),
      ),
    );
    const { user, sent } = renderRoute(paths.clausula);
    const team = await screen.findByRole('combobox', { name: 'Equipo' });
    await user.click(team);
    await user.click(await screen.findByRole('option', { name: /Club Nueve/ }));
    const player = screen.getByRole('combobox', { name: 'Jugador' });
    await waitFor(() => expect(player).toBeEnabled());
    await user.click(player);
    await user.click(await screen.findByRole('option', { name: /Lionel Prueba/ }));
    await user.click(screen.getByRole('button', { name: 'Confirmar cláusula' }));

    expect(await screen.findByText('Tu presupuesto no alcanza.')).toHaveAttribute('role', 'alert');
    expect(offers(sent)).toHaveLength(1);
    expect(offers(sent)[0]).toMatchObject({ method: 'POST', body: { id_player: 42, id_team: 9, total_value: 10_000_000, other_players: '[]', created_by: 7 } });
    expect(offers(sent)[0]!.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(asked.map((q) => q.get('id_team')).sort()).toEqual(['3', '9']);
  });

  it("lists only the chosen team's players and the user's own squad, asking for those teams alone", async () => {
    const { user } = renderRoute(paths.clausula);
    await user.click(await screen.findByRole('combobox', { name: 'Otros jugadores (opcional)' }));
    expect(await screen.findByRole('option', { name: 'Propio Uno' })).toBeInTheDocument();
    // An empty team says what to do, as the player field does.
    expect(screen.getByRole('combobox', { name: 'Equipo' })).toHaveAttribute('placeholder', 'Elegí el equipo');
    await user.click(screen.getByRole('combobox', { name: 'Equipo' }));
    await user.click(await screen.findByRole('option', { name: /Club Nueve/ }));
    await user.click(screen.getByRole('combobox', { name: 'Jugador' }));
    expect(await screen.findByRole('option', { name: /Lionel Prueba/ })).toBeInTheDocument();
    expect(asked.every((q) => q.get('id_team') !== null)).toBe(true);
  });

  it('chooses the team and the player of ?jugador= from his own record, not from the whole league', async () => {
    const { user, sent } = renderRoute(`${paths.clausula}?jugador=42`);
    const confirm = await screen.findByRole('button', { name: 'Confirmar cláusula' });
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(screen.getByRole('combobox', { name: 'Equipo' })).toHaveValue('Club Nueve (Primera)');
    server.use(http.post('/api/clausula_rescision', () => answer({ id: 1, receipt: 'a'.repeat(64) }, 201)));
    await user.click(confirm);
    await waitFor(() => expect(offers(sent)).toHaveLength(1));
    expect(offers(sent)[0]).toMatchObject({ body: { id_player: 42, id_team: 9, total_value: 10_000_000 } });
    expect(asked.every((q) => q.get('id_team') !== null)).toBe(true);
  });
});
