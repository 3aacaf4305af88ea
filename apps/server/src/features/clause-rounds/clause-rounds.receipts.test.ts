import { receiptHash, receiptMatches } from '@superliga/league';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseClauses } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createUser } from '../../../test/factories';
import { resolveDueRounds } from './clause-rounds.service';

const HOUR = 3_600_000;
// Offers made at 08:00 in Buenos Aires (11:00 UTC) reveal at 10:00 (13:00 UTC).
const MORNING = new Date('2026-11-23T11:00:00Z');
const REVEAL = new Date('2026-11-23T13:00:00Z');

type LoggedOffer = {
  id: number;
  created_by: { id: number | null; name: string };
  total_value: number | null;
  receipt_hash: string | null;
  receipt_salt: string | null;
  receipt_total: number | null;
};

let t: TestApp;
let staff: { token: string };
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-11-20T12:00:00Z') });
  staff = await createUser(t.db, { rol: 'Organizador' });
  admin = await createUser(t.db, { rol: 'Admin' });
});
afterAll(() => t.close());

async function round() {
  t.clock.set(MORNING);
  const seller = await createManager(t.db, 'Segunda');
  const target = await createPlayer(t.db, { teamId: seller.team.id, value: 10_000_000 });
  const offer = async (extra: number) => {
    const m = await createManager(t.db, 'Primera');
    const res = await t.request('POST', '/api/clausula_rescision', {
      token: m.token,
      body: { id_player: target.id, id_team: seller.team.id, value: 10_000_000, extra_value: extra },
    });
    expect(res.status).toBe(201);
    expect(res.body.receipt).toMatch(/^[0-9a-f]{64}$/);
    return { ...m, offerId: res.body.id as number, receipt: res.body.receipt as string };
  };
  return { seller, target, offer };
}

const logOf = async (playerId: number, token: string) => {
  const res = await t.request('GET', '/api/clause-rounds', { token, query: { season: '57', all: 'true' } });
  expect(res.status).toBe(200);
  return res.body.data.find((r: { id_player: { id: number } }) => r.id_player.id === playerId);
};

/** What anyone reading the log can recompute an offer's receipt from. */
const published = (playerId: number, o: LoggedOffer) => ({ playerId, authorId: o.created_by.id!, total: o.receipt_total!, salt: o.receipt_salt! });

describe('sealed receipts of clause offers (decision 023)', () => {
  it('reveal nothing while hidden, to rivals, staff and the Admin; after the reveal anyone recomputes each receipt', async () => {
    const { target, offer } = await round();
    const low = await offer(2_000_000);
    const high = await offer(5_000_000);
    const rival = await createManager(t.db, 'Primera');

    // The salt is stored, never sent before the reveal (the hash alone tells nothing).
    const [stored] = await t.db.select().from(releaseClauses).where(eq(releaseClauses.id, high.offerId));
    expect(stored).toMatchObject({ receiptHash: high.receipt, receiptTotal: 15_000_000 });
    expect(stored!.receiptSalt).toMatch(/^[0-9a-f]{32}$/);
    for (const token of [rival.token, staff.token, admin.token, low.token]) {
      const res = await t.request('GET', '/api/clause-rounds', { token, query: { season: '57', all: 'true' } });
      expect(JSON.stringify(res.body)).not.toContain(stored!.receiptSalt!);
      const hidden = res.body.data.find((r: { id_player: { id: number } }) => r.id_player.id === target.id);
      expect(hidden).toMatchObject({ status: 'oculta', runner_up: null, reason_code: null });
      const other = hidden.offers.find((o: LoggedOffer) => o.id === high.offerId);
      expect(other).toMatchObject({ created_by: { id: null }, total_value: null, receipt_salt: null, receipt_total: null, receipt_hash: high.receipt });
    }

    t.clock.set(REVEAL);
    await resolveDueRounds(t.app.deps);
    const log = await logOf(target.id, rival.token);
    expect(log).toMatchObject({ status: 'resuelta', reason_code: 'highest', runner_up: 12_000_000, winner: { id_offer: high.offerId } });
    for (const mine of [low, high]) {
      const o: LoggedOffer = log.offers.find((x: LoggedOffer) => x.id === mine.offerId);
      expect(o.receipt_hash).toBe(mine.receipt);
      expect(await receiptMatches(published(target.id, o), mine.receipt)).toBe(true);
      // A changed amount does not reproduce it.
      expect(await receiptMatches({ ...published(target.id, o), total: o.receipt_total! + 1 }, mine.receipt)).toBe(false);
    }
  });

  it('a raise in the tie extension keeps the sealed total in the receipt; the log names the rule', async () => {
    const { target, offer } = await round();
    const first = await offer(4_000_000);
    const second = await offer(4_000_000);
    t.clock.set(REVEAL);
    await resolveDueRounds(t.app.deps);
    t.clock.set(new Date(REVEAL.getTime() + HOUR));
    expect(
      (await t.request('POST', `/api/clause-rounds/offers/${second.offerId}/raise`, { token: second.token, body: { total_value: 14_500_000 } })).status,
    ).toBe(200);
    t.clock.set(new Date(REVEAL.getTime() + 3 * HOUR));
    await resolveDueRounds(t.app.deps);

    const log = await logOf(target.id, staff.token);
    expect(log).toMatchObject({ status: 'resuelta', reason_code: 'tie_raised', runner_up: 14_000_000, winner: { id_offer: second.offerId } });
    const raised: LoggedOffer = log.offers.find((o: LoggedOffer) => o.id === second.offerId);
    expect(raised).toMatchObject({ total_value: 14_500_000, receipt_total: 14_000_000 });
    expect(await receiptHash(published(target.id, raised))).toBe(second.receipt);
    const other: LoggedOffer = log.offers.find((o: LoggedOffer) => o.id === first.offerId);
    expect(await receiptHash(published(target.id, other))).toBe(first.receipt);
  });
});
