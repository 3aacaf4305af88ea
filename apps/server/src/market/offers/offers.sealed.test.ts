import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createUser } from '../../../test/factories';
import { deliverDueNotices } from '../../features/notifications/notifications.service';

/**
 * Sealed means sealed everywhere (decision 016): every route that puts an offer on the wire, read
 * by a rival, the seller, staff and the Admin during the hidden window, carries no amount and no
 * author's id or name; an offer's hidden author is the same placeholder everywhere, and the
 * creator still reads his own offer whole. (The live events stream, the assistant and the
 * movements summary: offers.hidden.test.ts.)
 */
let t: TestApp;
// 11:00 in Buenos Aires: offers made now reveal at 18:00 (21:00 UTC).
const MORNING = new Date('2026-11-23T14:00:00Z');
const REVEAL = new Date('2026-11-23T21:00:00Z');
const TOTAL = 13_456_789;
const PLACEHOLDER = { id: null, name: 'Oculto' };

type Body = Record<string, unknown> & { data?: unknown[]; offers?: unknown[] };
type WireOffer = { id: number; created_by: unknown; total_value: unknown };

/**
 * Every route that carries offers, with where its offers are in the answer. `author: 'any-hidden'`
 * is the documents' `GET /clausulas/{id}`, whose presenter may send the author's id as a plain
 * number (then null while hidden) instead of the object.
 */
const OFFER_ROUTES: {
  name: string;
  path: (playerId: number) => string;
  query?: Record<string, string>;
  offers: (b: Body) => WireOffer[];
  author?: 'any-hidden';
}[] = [
  { name: 'the newest open offer per player', path: () => '/api/clausula_rescision', query: { per_page: '100' }, offers: (b) => b.data as WireOffer[] },
  { name: 'every offer (all=true)', path: () => '/api/clausula_rescision', query: { all: 'true' }, offers: (b) => b.data as WireOffer[] },
  { name: 'offers received', path: () => '/api/clausula_rescision', query: { all: 'true', scope: 'received' }, offers: (b) => b.data as WireOffer[] },
  { name: 'my offers', path: () => '/api/clausula_rescision', query: { scope: 'mine' }, offers: (b) => b.data as WireOffer[] },
  { name: "a player's offers", path: (id) => `/api/clausulas/${id}`, offers: (b) => b.offers as WireOffer[], author: 'any-hidden' },
  { name: 'confirmed offers', path: () => '/api/ofertas-confirmadas', query: { all: 'true' }, offers: (b) => b.data as WireOffer[] },
  {
    name: 'the clause-round log',
    path: () => '/api/clause-rounds',
    query: { all: 'true' },
    offers: (b) => (b.data as { offers: WireOffer[] }[]).flatMap((r) => r.offers),
  },
  {
    name: 'the clause-round log, paged',
    path: () => '/api/clause-rounds',
    query: { per_page: '100' },
    offers: (b) => (b.data as { offers: WireOffer[] }[]).flatMap((r) => r.offers),
  },
];

/** Routes that talk about offers without listing them: they must not leak either. */
const OTHER_ROUTES: { name: string; path: (playerId: number) => string }[] = [
  { name: 'notifications', path: () => '/api/notifications' },
  { name: 'the player', path: (id) => `/api/players/${id}` },
];

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T12:00:00Z') });
});
afterAll(() => t.close());

async function hiddenOffer() {
  t.clock.set(MORNING);
  const buyer = await createManager(t.db, 'Primera');
  const seller = await createManager(t.db, 'Segunda');
  const target = await createPlayer(t.db, { teamId: seller.team.id, value: 10_000_000 });
  const secretName = `Oferente sellado ${target.id}`;
  await t.db.execute(`update users set name = '${secretName}' where id = ${buyer.user.id}`);
  const res = await t.request('POST', '/api/clausula_rescision', {
    token: buyer.token,
    body: { id_player: target.id, id_team: seller.team.id, value: 10_000_000, extra_value: TOTAL - 10_000_000, other_players: '[]' },
  });
  expect(res.status).toBe(201);
  await deliverDueNotices(t.app.deps);
  // The author's id in either form a route may send it (object or plain number), ended so that id 5 does not match 57.
  const id = buyer.user.id;
  const secrets = [
    secretName,
    String(TOTAL),
    '13.456.789',
    String(TOTAL - 10_000_000),
    `"created_by":${id},`,
    `"created_by":${id}}`,
    `"created_by":{"id":${id},`,
  ];
  return { buyer, seller, target, offerId: res.body.id as number, secretName, secrets };
}

const leaks = (body: unknown, secrets: string[]) => secrets.filter((s) => JSON.stringify(body).includes(s));

describe('every route that carries offers, during the hidden window', () => {
  it('gives a rival, the seller, staff and the Admin no amount and no author id or name; the author is the placeholder', async () => {
    const o = await hiddenOffer();
    const readers = {
      rival: await createManager(t.db, 'Primera'),
      seller: o.seller,
      staff: await createUser(t.db, { rol: 'Organizador' }),
      admin: await createUser(t.db, { rol: 'Admin' }),
    };
    let seen = 0;
    for (const [who, reader] of Object.entries(readers)) {
      for (const route of OFFER_ROUTES) {
        const res = await t.request('GET', route.path(o.target.id), { token: reader.token, query: route.query });
        if (res.status === 403) continue;
        const where = `${route.name} read by ${who}`;
        expect({ where, status: res.status }).toEqual({ where, status: 200 });
        expect({ where, leaks: leaks(res.body, o.secrets) }).toEqual({ where, leaks: [] });
        for (const offer of route.offers(res.body).filter((x) => x.id === o.offerId)) {
          seen++;
          expect({ where, total: offer.total_value }).toEqual({ where, total: null });
          if (route.author === 'any-hidden' && offer.created_by === null) continue;
          expect({ where, author: offer.created_by }).toEqual({ where, author: PLACEHOLDER });
        }
      }
      for (const route of OTHER_ROUTES) {
        const res = await t.request('GET', route.path(o.target.id), { token: reader.token });
        expect({ where: `${route.name} read by ${who}`, leaks: leaks(res.body, o.secrets) }).toEqual({ where: `${route.name} read by ${who}`, leaks: [] });
      }
    }
    // The hidden offer was on the wire in the routes that list it (so the checks above checked it).
    expect(seen).toBeGreaterThanOrEqual(20);
  });

  it('the creator reads his own offer whole on every route, the clause-round log included', async () => {
    const o = await hiddenOffer();
    for (const route of OFFER_ROUTES) {
      const res = await t.request('GET', route.path(o.target.id), { token: o.buyer.token, query: route.query });
      if (res.status === 403) continue;
      for (const offer of route.offers(res.body).filter((x) => x.id === o.offerId)) {
        expect({ route: route.name, total: offer.total_value }).toEqual({ route: route.name, total: TOTAL });
        if (route.author !== 'any-hidden') expect(offer.created_by).toEqual({ id: o.buyer.user.id, name: o.secretName });
      }
    }
  });

  it('at the reveal the log names every author and amount for everybody', async () => {
    const o = await hiddenOffer();
    const rival = await createManager(t.db, 'Primera');
    t.clock.set(new Date(REVEAL.getTime() - 1));
    const before = await t.request('GET', '/api/clause-rounds', { token: rival.token, query: { all: 'true' } });
    const round = (b: Body) => (b.data as { id_player: { id: number }; offers: WireOffer[] }[]).find((r) => r.id_player.id === o.target.id)!;
    expect(round(before.body).offers).toEqual([expect.objectContaining({ id: o.offerId, created_by: PLACEHOLDER, total_value: null })]);
    t.clock.set(REVEAL);
    const after = await t.request('GET', '/api/clause-rounds', { token: rival.token, query: { all: 'true' } });
    expect(round(after.body).offers).toEqual([
      expect.objectContaining({ id: o.offerId, created_by: { id: o.buyer.user.id, name: o.secretName }, total_value: TOTAL }),
    ]);
  });
});
