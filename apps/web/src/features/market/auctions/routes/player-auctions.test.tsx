import { AUCTION_MSG, bidTooLowText, DEFAULT_SEASON_RULES, paths } from '@superliga/league';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { inHours, SEASON, seasonHandlers } from '../../../../test/fixtures';
import { answer, renderRoute } from '../../../../test/render-route';
import { server } from '../../../../test/server';

const PLAYER = { id: 42, name: 'Lionel Prueba', value: 10_000_000, status: 'liberado', id_team: { id: 9, name: 'Agentes libres' } };
const LEADING = {
  id: 100,
  id_auction: 5,
  id_player: PLAYER.id,
  id_team: 9,
  id_season: SEASON.id,
  status: 'open',
  ends_at: inHours(6),
  created_by: 8,
  creator: { id: 8, name: 'Manager Ocho' },
  amount: 6_000_000,
  created_at: inHours(-1),
  auctioned_by: 8,
  auctioneer: { id: 8, name: 'Manager Ocho' },
  team: { id: 4, name: 'Club Ocho' },
  player: { id: PLAYER.id, name: PLAYER.name, value: PLAYER.value, id_team: PLAYER.id_team },
  leading: true,
  winner: false,
  automatic: false,
};
const MIN = LEADING.amount + DEFAULT_SEASON_RULES.auction_min_raise;

beforeEach(() => {
  server.use(
    ...seasonHandlers(),
    http.get('/api/players/42', () => answer(PLAYER)),
    http.get('/api/auctions/player/42', () => answer([LEADING])),
  );
});

async function bidBox() {
  return screen.findByRole('textbox', { name: /Nueva oferta/ });
}

describe('One auction (/subastas/:id): the bid form', () => {
  it('takes the bid form away when the auction ends, on its own, at the end', async () => {
    server.use(http.get('/api/auctions/player/42', () => answer([{ ...LEADING, ends_at: new Date(Date.now() + 2_000).toISOString() }])));
    renderRoute(paths.playerAuctions(PLAYER.id));
    await bidBox();
    expect(screen.getByRole('timer')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /Nueva oferta/ })).toBeNull(), { timeout: 5_000 });
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText(AUCTION_MSG.ended)).toBeInTheDocument();
  });

  it('does not send a bid below the last one plus the minimum raise, and says so under the amount', async () => {
    const { user, sent } = renderRoute(paths.playerAuctions(PLAYER.id));
    const amount = await bidBox();
    await user.clear(amount);
    await user.type(amount, String(MIN - 500_000));
    await user.click(screen.getByRole('button', { name: 'Ofertar' }));

    expect(await screen.findByText(bidTooLowText(MIN, DEFAULT_SEASON_RULES))).toHaveAttribute('role', 'alert');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal of a bid in place, on the page, not only in a toast", async () => {
    server.use(http.post('/api/auctions/5/bids', () => answer({ message: 'La subasta ya terminó.' }, 409)));
    const { user, sent } = renderRoute(paths.playerAuctions(PLAYER.id));
    await bidBox();
    await user.click(screen.getByRole('button', { name: 'Ofertar' }));

    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(`${AUCTION_MSG.bidError.trim()} La subasta ya terminó.`);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/auctions/5/bids', body: { amount: MIN } });
    expect(sent[0]!.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it("puts a 422's field error under its field", async () => {
    server.use(
      http.post('/api/auctions/5/bids', () =>
        answer({ message: 'La oferta debe ser mayor que la oferta anterior.', errors: { amount: ['La oferta debe ser mayor que la oferta anterior.'] } }, 422),
      ),
    );
    const { user } = renderRoute(paths.playerAuctions(PLAYER.id));
    const amount = await bidBox();
    await user.click(screen.getByRole('button', { name: 'Ofertar' }));

    expect(await screen.findByText('La oferta debe ser mayor que la oferta anterior.')).toHaveAttribute('role', 'alert');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
  });
});

describe("One auction: the rules of the auction's season", () => {
  /** Answers the rules with the given minimum raise and records which path asked. */
  const rulesWith = (asked: string[], auction_min_raise: number) =>
    function answerRules({ request }: { request: Request }) {
      asked.push(new URL(request.url).pathname);
      return answer({ id_season: Number(new URL(request.url).pathname.split('/')[3]) || SEASON.id, ...DEFAULT_SEASON_RULES, auction_min_raise });
    };
  const minimumShown = async (raise: number) => expect(await bidBox()).toHaveValue(`$ ${(LEADING.amount + raise).toLocaleString('de-DE')}`);

  it("takes the current season's from the rules in force, without a request of their own", async () => {
    const asked: string[] = [];
    server.use(http.get('/api/season/rules', rulesWith(asked, 2_000_000)), http.get('/api/seasons/:id/rules', rulesWith(asked, 3_000_000)));
    renderRoute(paths.playerAuctions(PLAYER.id));
    await minimumShown(2_000_000);
    expect(asked).toEqual(['/api/season/rules']);
  });

  it("asks for an earlier season's own rules", async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/auctions/player/42', () => answer([{ ...LEADING, id_season: 7 }])),
      http.get('/api/season/rules', rulesWith(asked, 2_000_000)),
      http.get('/api/seasons/:id/rules', rulesWith(asked, 3_000_000)),
    );
    renderRoute(paths.playerAuctions(PLAYER.id));
    await minimumShown(3_000_000);
    expect(asked).toEqual(['/api/season/rules', '/api/seasons/7/rules']);
  });

  it("asks for the auction's season's own rules while the league has no current season", async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/season/rules', () => answer({ code: 'season.none_current', message: 'No hay una temporada activa.' }, 404)),
      http.get('/api/seasons/:id/rules', rulesWith(asked, 3_000_000)),
    );
    renderRoute(paths.playerAuctions(PLAYER.id));
    await minimumShown(3_000_000);
    expect(asked).toEqual([`/api/seasons/${SEASON.id}/rules`]);
  });
});

describe('One auction opened from an outbid notice or the home (?pujar=, decision 034)', () => {
  it('puts the focus on the bid box, the minimum filled in, and bids it', async () => {
    server.use(http.post('/api/auctions/5/bids', () => answer({ message: AUCTION_MSG.bidPlaced, leading: true }, 201)));
    const { user, sent } = renderRoute(paths.auctionBid(PLAYER.id, 5));
    const amount = await bidBox();
    await waitFor(() => expect(amount).toHaveFocus());
    expect(amount).toHaveValue(`$ ${MIN.toLocaleString('de-DE')}`);
    await user.click(screen.getByRole('button', { name: 'Ofertar' }));
    // A plain bid under manual settlement goes at once (bidQuestion): the minimum, once.
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/auctions/5/bids', body: { amount: MIN } });
  });

  it('leaves the focus alone without the parameter', async () => {
    renderRoute(paths.playerAuctions(PLAYER.id));
    const amount = await bidBox();
    expect(amount).toHaveValue(`$ ${MIN.toLocaleString('de-DE')}`);
    expect(amount).not.toHaveFocus();
  });
});

describe('One auction on a slow answer', () => {
  it("draws nothing under its loader until the player's name and line are in, so they do not push the auctions down", async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get('/api/players/42', async () => (await held, answer(PLAYER))));
    renderRoute(paths.playerAuctions(PLAYER.id));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    // The bids and the clock are in; the screen still waits for the player.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Nueva oferta/ })).toBeNull();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(PLAYER.name) })).toBeInTheDocument();
    expect(await bidBox()).toBeInTheDocument();
  });
});
