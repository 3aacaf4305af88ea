import { paths, WATCH_MSG } from '@superliga/league';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { inHours } from '../../../test/fixtures';
import { queryClient } from '../../../lib/query-client';
import { answer, renderRoute } from '../../../test/render-route';
import { server } from '../../../test/server';

/** The Seguidos screen (docs/decisions/035-market-filters-and-watchlist.md). */
const TEAM = { id: 4, name: 'Club Cuatro', division: 'Segunda' };
const player = (id: number, name: string) => ({ id, name, status: 'registrado', value: 10_000_000, ca: 140, pa: 160, age: 24, id_team: TEAM });

describe('Seguidos (/seguidos)', () => {
  it('lists the followed players with their open offers and auction, and stops following with one DELETE', async () => {
    const list = [
      { player: player(1, 'Con Oferta'), followed_at: inHours(-2), open_offers: { count: 2, reveal_at: inHours(3) }, open_auction: null },
      {
        player: player(2, 'En Subasta'),
        followed_at: inHours(-3),
        open_offers: { count: 0, reveal_at: null },
        open_auction: { id: 9, ends_at: inHours(5), best: 6_000_000 },
      },
      { player: player(3, 'Tranquilo'), followed_at: inHours(-4), open_offers: { count: 0, reveal_at: null }, open_auction: null },
    ];
    server.use(
      http.get('/api/watchlist', () => answer({ data: list, limit: 50 })),
      http.delete('/api/watchlist/:id', ({ params }) => {
        list.splice(
          list.findIndex((e) => e.player.id === Number(params.id)),
          1,
        );
        return answer({ message: WATCH_MSG.unfollowed('Tranquilo'), id_player: Number(params.id), following: false });
      }),
    );
    const { user, sent } = renderRoute(paths.seguidos);
    expect(await screen.findByText(/^2 ofertas de cláusula, se revela el/)).toBeInTheDocument();
    expect(screen.getByText(/^En subasta: \$\s6\.000\.000/)).toBeInTheDocument();
    expect(screen.getByText(WATCH_MSG.quiet)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: WATCH_MSG.unfollowLabel('Tranquilo') }));
    await screen.findByText(WATCH_MSG.unfollowed('Tranquilo'));
    expect(sent).toEqual([expect.objectContaining({ method: 'DELETE', path: '/api/watchlist/3' })]);
    expect(screen.queryByText('Tranquilo')).not.toBeInTheDocument();
  });

  it('tells the unfollow once even when the list is read again (a live event) and the row goes before the answer arrives', async () => {
    // Another name than the test above: a toast of an earlier test may still be on screen.
    const list = [{ player: player(5, 'Sereno'), followed_at: inHours(-4), open_offers: { count: 0, reveal_at: null }, open_auction: null }];
    server.use(
      http.get('/api/watchlist', () => answer({ data: list, limit: 50 })),
      http.delete('/api/watchlist/:id', async () => {
        list.splice(0, 1);
        // The list is read again before this answer arrives: the row and its button are gone.
        await queryClient.invalidateQueries({ queryKey: ['watchlist'] });
        await waitFor(() => expect(screen.queryByText('Sereno')).not.toBeInTheDocument());
        return answer({ message: WATCH_MSG.unfollowed('Sereno'), id_player: 5, following: false });
      }),
    );
    const { user } = renderRoute(paths.seguidos);
    await user.click(await screen.findByRole('button', { name: WATCH_MSG.unfollowLabel('Sereno') }));
    expect(await screen.findByText(WATCH_MSG.unfollowed('Sereno'))).toBeInTheDocument();
    expect(screen.getAllByText(WATCH_MSG.unfollowed('Sereno'))).toHaveLength(1);
    expect(screen.getByText(WATCH_MSG.empty)).toBeInTheDocument();
  });

  it('says so when nothing is followed', async () => {
    server.use(http.get('/api/watchlist', () => answer({ data: [], limit: 50 })));
    renderRoute(paths.seguidos);
    expect(await screen.findByText(WATCH_MSG.empty)).toBeInTheDocument();
  });
});
