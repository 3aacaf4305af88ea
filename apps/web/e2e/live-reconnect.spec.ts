import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, loginAs } from './support/session';

const MANAGER5 = 'manager5@superliga.local';
const MANAGER6 = 'manager6@superliga.local';
const pesos = (n: number) => `$ ${new Intl.NumberFormat('es-AR').format(n)}`;

async function apiAs(request: APIRequestContext, email: string) {
  const login = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async (url: string) => (await request.get(url, { headers })).json(),
    post: (url: string, data: object) => request.post(url, { headers, data }),
  };
}

/**
 * Issue 16 item 5: a change made while the events stream is down is shown once the stream is
 * back, without a reload (the client refetches on reconnect; the event itself was never sent).
 */
test('a bid made while the live stream was cut shows after it reconnects', async ({ page, request }) => {
  const five = await apiAs(request, MANAGER5);
  // An outside player (a team without division) that nobody auctions yet.
  const teams = (await five.get('/api/teams?all=true')).data as { id: number; name: string; division: string | null }[];
  const outside = teams.find((t) => t.name === 'Club Brujas') ?? teams.find((t) => t.division === null)!;
  const squad = (await five.get(`/api/players?id_team=${outside.id}&per_page=50`)).data as { id: number; value: number }[];
  const player = squad[squad.length - 1]!;
  const created = await five.post('/api/auctions', { id_player: player.id, amount: player.value });
  expect(created.status(), await created.text()).toBe(201);
  const auction = (await created.json()) as { id: number };

  // The stream is down from the start: every attempt to open it fails (the client retries).
  await page.route('**/api/events', (route) => route.abort());
  await loginAs(page, MANAGER6);
  await page.goto(`/subastas/${player.id}`);
  const lastBid = page.getByTestId(/^auction-\d+$/).first().getByTestId('last-bid');
  await expect(lastBid).toHaveText(pesos(player.value));

  // manager5 raises while manager6's stream is down: its 'auction.bid' never reaches this tab.
  const raise = player.value + 1_000_000;
  const bid = await five.post(`/api/auctions/${auction.id}/bids`, { amount: raise });
  expect(bid.status(), await bid.text()).toBe(201);

  // The stream comes back on the client's next retry; the page shows the bid it missed.
  const reopened = page.waitForRequest('**/api/events');
  await page.unroute('**/api/events');
  await reopened;
  await expect(lastBid).toHaveText(pesos(raise));
});
