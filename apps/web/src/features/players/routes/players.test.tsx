import { paths, WATCH_MSG } from '@superliga/league';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, renderRoute } from '../../../test/render-route';
import { server } from '../../../test/server';

/** The players list's market filters and the Seguir toggle (docs/decisions/035-market-filters-and-watchlist.md). */
const TEAM = { id: 4, name: 'Club Cuatro', division: 'Segunda' };
const PLAYER = { id: 42, name: 'Lionel Prueba', status: 'registrado', value: 10_000_000, ca: 140, pa: 160, age: 24, id_team: TEAM };
const page = (data: unknown[]) => ({ data, meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length } });

let asked: URLSearchParams[];
let followed: number[];
beforeEach(() => {
  asked = [];
  followed = [];
  server.use(
    http.get('/api/players', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return answer(page([PLAYER]));
    }),
    http.get('/api/teams', () => answer({ data: [{ ...TEAM, user: null }] })),
    http.get('/api/watchlist', () =>
      answer({
        data: followed.map((id) => ({
          player: { ...PLAYER, id },
          followed_at: new Date().toISOString(),
          open_offers: { count: 0, reveal_at: null },
          open_auction: null,
        })),
        limit: 50,
      }),
    ),
    http.put('/api/watchlist/:id', ({ params }) => {
      followed.push(Number(params.id));
      return answer({ message: WATCH_MSG.followed(PLAYER.name), id_player: Number(params.id), following: true });
    }),
  );
});

describe('Players (/players): filters', () => {
  it('sends the chosen filters and sort as query parameters, and shows them as chips', async () => {
    const { user, router } = renderRoute(paths.players);
    await screen.findByText(PLAYER.name);
    await user.click(screen.getByRole('button', { name: WATCH_MSG.filtersButton }));
    const panel = screen.getByRole('form', { name: WATCH_MSG.filtersTitle });
    await user.type(within(panel).getByLabelText(`${WATCH_MSG.ca} · ${WATCH_MSG.min}`), '130');
    await user.type(within(panel).getByLabelText(`${WATCH_MSG.age} · ${WATCH_MSG.max}`), '25');
    await user.click(within(panel).getByLabelText(WATCH_MSG.clausulable));
    await user.click(within(panel).getByRole('combobox', { name: WATCH_MSG.sortBy }));
    await user.click(await screen.findByRole('option', { name: WATCH_MSG.sortLabels.value }));
    await user.click(within(panel).getByRole('combobox', { name: WATCH_MSG.order }));
    await user.click(await screen.findByRole('option', { name: WATCH_MSG.orderLabels.desc }));
    await user.click(within(panel).getByRole('button', { name: WATCH_MSG.apply }));

    await screen.findByText(WATCH_MSG.chipRange(WATCH_MSG.ca, '130', undefined));
    const last = asked[asked.length - 1]!;
    expect(Object.fromEntries(last)).toEqual({ page: '1', ca_min: '130', age_max: '25', clausulable: 'true', sort: 'value', order: 'desc' });
    expect(router.state.location.search).toContain('ca_min=130');
    expect(screen.getByText(WATCH_MSG.chipRange(WATCH_MSG.age, undefined, '25'))).toBeInTheDocument();

    // Removing a chip drops its filter from the request.
    await user.click(screen.getByRole('button', { name: WATCH_MSG.chipRemove(WATCH_MSG.chipRange(WATCH_MSG.ca, '130', undefined)) }));
    await screen.findByText(PLAYER.name);
    expect(Object.fromEntries(asked[asked.length - 1]!)).toEqual({ page: '1', age_max: '25', clausulable: 'true', sort: 'value', order: 'desc' });
  });

  it('reads the filters from the URL on arrival', async () => {
    const { router } = renderRoute(paths.players);
    await screen.findByText(PLAYER.name);
    await router.navigate(`${paths.players}?team=4&value_min=5000000`);
    await screen.findByText(WATCH_MSG.chipRange(WATCH_MSG.value, '$ 5.000.000', undefined));
    expect(Object.fromEntries(asked[asked.length - 1]!)).toEqual({ page: '1', team: '4', value_min: '5000000' });
  });
});

describe('Players (/players): Seguir', () => {
  it('follows a player from his row with one PUT, and the row then says Siguiendo', async () => {
    const { user, sent } = renderRoute(paths.players);
    await screen.findByText(PLAYER.name);
    await user.click(await screen.findByRole('button', { name: WATCH_MSG.followLabel(PLAYER.name) }));
    expect(await screen.findByRole('button', { name: WATCH_MSG.unfollowLabel(PLAYER.name) })).toHaveTextContent(WATCH_MSG.following);
    expect(sent).toEqual([expect.objectContaining({ method: 'PUT', path: `/api/watchlist/${PLAYER.id}` })]);
  });
});
