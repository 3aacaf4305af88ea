import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, loginAs } from './support/session';

const MANAGER5 = 'manager5@superliga.local';
const MANAGER6 = 'manager6@superliga.local';
const MANAGER7 = 'manager7@superliga.local';
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

/** manager5 opens an auction on the `nth` last player of an outside team (nobody else auctions those). */
async function openAuction(five: Awaited<ReturnType<typeof apiAs>>, nth: number) {
  const teams = (await five.get('/api/teams?all=true')).data as { id: number; name: string; division: string | null }[];
  const outside = teams.find((t) => t.name === 'Club Brujas') ?? teams.find((t) => t.division === null)!;
  const squad = (await five.get(`/api/players?id_team=${outside.id}&per_page=50`)).data as { id: number; value: number }[];
  const player = squad[squad.length - nth]!;
  const created = await five.post('/api/auctions', { id_player: player.id, amount: player.value });
  expect(created.status(), await created.text()).toBe(201);
  return { player, auction: (await created.json()) as { id: number } };
}

/**
 * Live screens after a reconnect (decision 007): a change made while the events stream is down is shown once the stream is
 * back, without a reload (the client refetches on reconnect; the event itself was never sent).
 */
test('a bid made while the live stream was cut shows after it reconnects', async ({ page, request }) => {
  const five = await apiAs(request, MANAGER5);
  const { player, auction } = await openAuction(five, 1);

  // The stream is down from the start: every attempt to open it fails (the client retries).
  await page.route('**/api/events', (route) => route.abort());
  await loginAs(page, MANAGER6);
  await page.goto(`/subastas/${player.id}`);
  const lastBid = page
    .getByTestId(/^auction-\d+$/)
    .first()
    .getByTestId('last-bid');
  await expect(lastBid).toHaveText(pesos(player.value));

  // manager7 outbids while manager6's stream is down (the opener leads: he does not bid against
  // himself): its 'auction.bid' never reaches this tab.
  const seven = await apiAs(request, MANAGER7);
  const raise = player.value + 1_000_000;
  const bid = await seven.post(`/api/auctions/${auction.id}/bids`, { amount: raise });
  expect(bid.status(), await bid.text()).toBe(201);

  // The stream comes back on the client's next retry; the page shows the bid it missed.
  const reopened = page.waitForRequest('**/api/events');
  await page.unroute('**/api/events');
  await reopened;
  await expect(lastBid).toHaveText(pesos(raise));
});

test('a bid made after an open stream dropped shows once a stream is back', async ({ page, request }) => {
  const five = await apiAs(request, MANAGER5);
  const { player, auction } = await openAuction(five, 2);

  // Every stream opens and ends at once, like a proxy that drops idle connections.
  let opened = 0;
  await page.route('**/api/events', (route) => {
    opened++;
    return route.fulfill({ status: 200, headers: { 'content-type': 'text/event-stream' }, body: 'retry: 3000\n: conectado\n\n' });
  });
  await loginAs(page, MANAGER6);
  await page.goto(`/subastas/${player.id}`);
  const lastBid = page
    .getByTestId(/^auction-\d+$/)
    .first()
    .getByTestId('last-bid');
  await expect(lastBid).toHaveText(pesos(player.value));
  await expect.poll(() => opened).toBeGreaterThan(0);

  const seven = await apiAs(request, MANAGER7);
  const raise = player.value + 1_000_000;
  const bid = await seven.post(`/api/auctions/${auction.id}/bids`, { amount: raise });
  expect(bid.status(), await bid.text()).toBe(201);
  // No stream ever carries this bid's event: only the refetch after a reopened stream shows it.
  await expect(lastBid).toHaveText(pesos(raise));
});
