import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './session';

/** A demo user's API token, logged in through the API. */
export async function token(request: APIRequestContext, email: string) {
  const res = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** An outside team's player with no auction yet, and his value. */
export async function auctionablePlayer(request: APIRequestContext, auth: { Authorization: string }) {
  const teams = (await (await request.get('/api/teams?all=true', { headers: auth })).json()).data as { id: number; division: string | null }[];
  const auctioned = await (await request.get('/api/auction/last', { headers: auth })).json();
  const taken = new Set(
    (Array.isArray(auctioned) ? auctioned : auctioned.data).map((a: { id_player: number | { id: number } }) =>
      typeof a.id_player === 'object' ? a.id_player.id : a.id_player,
    ),
  );
  for (const team of teams.filter((t) => !t.division)) {
    const detail = await (await request.get(`/api/teams/${team.id}`, { headers: auth })).json();
    const player = (detail.players as { id: number; value: number }[]).find((p) => !taken.has(p.id) && p.value > 0);
    if (player) return player;
  }
  throw new Error('no auctionable player in the demo league');
}
