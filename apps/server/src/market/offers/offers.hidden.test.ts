import type { AddressInfo } from 'node:net';
import { ASSISTANT_MSG } from '@superliga/league';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createUser } from '../../../test/factories';

/**
 * Hidden means hidden beyond the offer routes (decision 009): the money summaries of
 * another user's movements, the live events stream and the assistant never carry a hidden offer's
 * total, extra, creator or other players. (The offer routes themselves: offers.test.ts.)
 */
let t: TestApp;
let base: string;
// 11:00 in Buenos Aires: offers made now reveal at 18:00 (21:00 UTC).
const MORNING = new Date('2026-11-23T14:00:00Z');
const REVEAL = new Date('2026-11-23T21:00:00Z');
const TOTAL = 13_456_789;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T12:00:00Z') });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

async function hiddenOffer() {
  t.clock.set(MORNING);
  const buyer = await createManager(t.db, 'Primera');
  const seller = await createManager(t.db, 'Segunda');
  const target = await createPlayer(t.db, { teamId: seller.team.id, value: 10_000_000 });
  const sweetener = await createPlayer(t.db, { teamId: buyer.team.id, value: 1_000_000 });
  const send = () =>
    t.request('POST', '/api/clausula_rescision', {
      token: buyer.token,
      body: { id_player: target.id, id_team: seller.team.id, value: 10_000_000, extra_value: TOTAL - 10_000_000, other_players: `[${sweetener.id}]` },
    });
  return { buyer, seller, target, sweetener, send };
}

/** The pieces of a hidden offer a text must not contain (amounts as digits or as money, creator, other players). */
const secretsOf = (o: Awaited<ReturnType<typeof hiddenOffer>>) => [
  String(TOTAL),
  '13.456.789',
  '3.456.789',
  String(TOTAL - 10_000_000),
  o.buyer.user.name,
  `[${o.sweetener.id}]`,
];
const leaks = (text: string, secrets: string[]) => secrets.filter((s) => text.includes(s));

describe('committed money of another user (GET /users/{id}/movimientos)', () => {
  it("the Admin gets the committed money without the user's hidden offers and only how many there are; the owner gets all", async () => {
    const o = await hiddenOffer();
    expect((await o.send()).status).toBe(201);
    const admin = await createUser(t.db, { rol: 'Admin' });
    const asAdmin = await t.request('GET', `/api/users/${o.buyer.user.id}/movimientos`, { token: admin.token });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.summary).toEqual({ profits: 100_000_000, committed: 0, available: 100_000_000, hidden_offers: 1 });
    expect(leaks(JSON.stringify(asAdmin.body), [String(TOTAL), String(100_000_000 - TOTAL)])).toEqual([]);
    const asOwner = await t.request('GET', `/api/users/${o.buyer.user.id}/movimientos`, { token: o.buyer.token });
    expect(asOwner.body.summary).toEqual({ profits: 100_000_000, committed: TOTAL, available: 100_000_000 - TOTAL, hidden_offers: 0 });
    t.clock.set(REVEAL);
    const revealed = await t.request('GET', `/api/users/${o.buyer.user.id}/movimientos`, { token: admin.token });
    expect(revealed.body.summary).toEqual({ profits: 100_000_000, committed: TOTAL, available: 100_000_000 - TOTAL, hidden_offers: 0 });
  });
});

describe('the live events stream', () => {
  it('announces a new hidden offer with its id and player only', async () => {
    const o = await hiddenOffer();
    const controller = new AbortController();
    const res = await fetch(`${base}/api/events`, {
      headers: { authorization: `Bearer ${o.seller.token}`, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const until = async (needle: string) => {
      while (!text.includes(needle)) text += decoder.decode((await reader.read()).value, { stream: true });
    };
    await until(': conectado');
    const sent = await o.send();
    await until('event: offer.created');
    controller.abort();
    const frame = text.slice(text.indexOf('event: offer.created')).split('\n')[1]!;
    expect(JSON.parse(frame.replace(/^data: /, ''))).toEqual({ type: 'offer.created', payload: { id: sent.body.id, id_player: o.target.id } });
    expect(leaks(text, secretsOf(o))).toEqual([]);
  });
});

describe('the assistant', () => {
  it('answers the seller, the Admin and a rival without anything of a hidden offer; its creator is told their committed money', async () => {
    const o = await hiddenOffer();
    expect((await o.send()).status).toBe(201);
    const admin = await createUser(t.db, { rol: 'Admin' });
    const rival = await createManager(t.db, 'Primera');
    const questions = [...ASSISTANT_MSG.suggestions, '¿Cuánto tengo comprometido?', '¿Qué ofertas recibí por mis jugadores?'];
    for (const reader of [o.seller, admin, rival]) {
      for (const content of questions) {
        const res = await t.request('POST', '/api/chatbot', { token: reader.token, body: { content } });
        expect(res.status).toBe(200);
        expect({ content, leaks: leaks(res.body.message, secretsOf(o)) }).toEqual({ content, leaks: [] });
      }
    }
    const own = await t.request('POST', '/api/chatbot', { token: o.buyer.token, body: { content: '¿Cuánto presupuesto tengo?' } });
    expect(own.body.message).toContain('$ 13.456.789 comprometidos');
  });
});
