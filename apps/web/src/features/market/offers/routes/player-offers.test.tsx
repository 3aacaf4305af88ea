import { MSG, paths } from '@superliga/league';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { inHours, SEASON, seasonHandlers } from '../../../../test/fixtures';
import { answer, renderRoute } from '../../../../test/render-route';
import { server } from '../../../../test/server';

const PLAYER = { id: 42, name: 'Lionel Prueba', value: 10_000_000, ca: 150, pa: 170, age: 24, status: 'liberado', id_team: { id: 9, name: 'Club Nueve' } };
const offer = (over: Record<string, unknown>) => ({
  id: 1,
  id_player: { id: PLAYER.id, name: PLAYER.name },
  name: PLAYER.name,
  team: { id: 9, name: 'Club Nueve', id_user: 9 },
  author: { id: 8, name: 'Manager Ocho' },
  other_players: '[]',
  value: 10_000_000,
  extra_value: 2_000_000,
  total_value: 12_000_000,
  id_season: { id: SEASON.id, name: SEASON.name },
  status: 'bloqueado',
  confirmed: 'no',
  active: 'yes',
  created_at: inHours(-1),
  reveal_at: inHours(5),
  hidden: false,
  reversal: null,
  ...over,
});

describe("A player's offers (/offers/:id)", () => {
  it("shows 'Oculto' for a hidden offer's author and amounts, and the revealed one's figures", async () => {
    server.use(
      ...seasonHandlers(),
      http.get('/api/clausulas/42', () =>
        answer({
          player: PLAYER,
          offers: [
            offer({ id: 1, hidden: true, author: { id: null, name: MSG.hidden }, value: null, extra_value: null, total_value: null, other_players: null }),
            offer({ id: 2, author: { id: 7, name: 'Manager Siete' }, created_at: inHours(-2) }),
          ],
        }),
      ),
    );
    renderRoute(paths.playerOffers(PLAYER.id));

    const hiddenRow = (await screen.findAllByRole('row')).find((row) => within(row).queryAllByText(MSG.hidden).length > 0);
    expect(hiddenRow).toBeDefined();
    // Author, other players, value and total value: nothing of a hidden offer is on the wire.
    expect(within(hiddenRow!).getAllByText(MSG.hidden).length).toBeGreaterThanOrEqual(3);
    expect(within(hiddenRow!).queryByText(/\$/)).toBeNull();
    const shownRow = screen.getAllByRole('row').find((row) => within(row).queryByText('Manager Siete'));
    expect(within(shownRow!).getByText(/12\.000\.000/)).toBeInTheDocument();
  });
});
