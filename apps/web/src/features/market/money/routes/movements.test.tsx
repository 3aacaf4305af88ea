import { MARKET_MSG, MARKET_SCREEN } from '@superliga/league';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MANAGER, renderRoute } from '../../../../test/render-route';
import { server } from '../../../../test/server';

const ADMIN = { ...MANAGER, id: 1, name: 'Admin', rol: 'Admin' as const, team: null };

/** As the server answers user 3's movements to whoever asks; `asked` records each ask. */
function movementsOfUser3(asked: string[]) {
  server.use(
    http.get('/api/users/3/movimientos', () => {
      asked.push('/api/users/3/movimientos');
      return HttpResponse.json({
        data: [],
        meta: { current_page: 1, last_page: 1, per_page: 15, total: 0 },
        summary: { profits: 12_500_000, committed: 0, available: 12_500_000, hidden_offers: 0 },
        series: [],
      });
    }),
  );
}

describe('/users/{id}/movimientos', () => {
  it("another manager's movements: the refusal, without asking the server for them", async () => {
    const asked: string[] = [];
    movementsOfUser3(asked);
    renderRoute('/users/3/movimientos', { user: MANAGER });
    expect(await screen.findByText(MARKET_MSG.movementsForbidden)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: MARKET_SCREEN.movimientos })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it("the Admin reads anyone's: the user's budget on screen", async () => {
    const asked: string[] = [];
    movementsOfUser3(asked);
    renderRoute('/users/3/movimientos', { user: ADMIN });
    expect(await screen.findByText(MARKET_SCREEN.noHayMovimientos)).toBeInTheDocument();
    expect(screen.getAllByText('$ 12.500.000').length).toBeGreaterThan(0);
    expect(asked).toEqual(['/api/users/3/movimientos']);
  });

  it("an address with no user's id: the server's refusal (as it answers it) in words, not a loader forever", async () => {
    server.use(
      http.get('/api/users/:id/movimientos', () =>
        HttpResponse.json({ code: 'validation', message: 'Debe ser un número entero.', errors: { id: ['Debe ser un número entero.'] } }, { status: 422 }),
      ),
    );
    renderRoute('/users/abc/movimientos', { user: ADMIN });
    expect(await screen.findByText('Debe ser un número entero.')).toBeInTheDocument();
  });
});
