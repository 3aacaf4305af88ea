import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, ledgerEntries, outbox, players, transfers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createUser, expectLedgersBalanced, profitsOf } from '../../../test/factories';
import { consentDueTransfers } from './commands/consent-due-transfers';

const HOUR = 3_600_000;
let t: TestApp;
let admin: { token: string; user: { id: number } };
let staff: { token: string; user: { id: number } };
beforeAll(async () => {
  t = await createTestApp();
  t.clock.advance(5 * HOUR); // past the market gate (season start + 4 h)
  admin = await createUser(t.db, { rol: 'Admin' });
  staff = await createUser(t.db, { rol: 'Organizador' });
});
afterAll(() => t.close());

const setReview = async (trade_review: 'none' | 'staff' | 'objection', trade_objection_hours = 24) =>
  expect((await t.request('PUT', '/api/seasons/57/rules', { token: admin.token, body: { trade_review, trade_objection_hours } })).status).toBe(200);

/** A seller's proposal of two players for 20M, accepted by the buyer. */
async function accepted() {
  const seller = await createManager(t.db, 'Primera');
  const buyer = await createManager(t.db, 'Segunda');
  const p1 = await createPlayer(t.db, { teamId: seller.team.id });
  const p2 = await createPlayer(t.db, { teamId: seller.team.id, status: 'restringido' });
  const created = await t.request('POST', '/api/transfer', {
    token: seller.token,
    body: {
      data: {
        transferred_players: [p1.id, p2.id],
        id_team_from: seller.team.id,
        id_team_to: buyer.team.id,
        budget: 20_000_000,
        status: 'bloqueado',
        buy_by: buyer.user.id,
        sold_by: seller.user.id,
        id_season: 57,
      },
    },
  });
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  const accept = await t.request('POST', `/api/transferencia_confirmada/${id}`, { token: buyer.token });
  expect(accept.status).toBe(200);
  return { seller, buyer, p1, p2, id, accept };
}

const transferRow = async (id: number) => (await t.db.select().from(transfers).where(eq(transfers.id, id)))[0]!;
const playerRows = (ids: number[]) => t.db.select().from(players).where(inArray(players.id, ids)).orderBy(players.id);
const auditsOf = (id: number) =>
  t.db
    .select()
    .from(auditEntries)
    .where(eq(auditEntries.reference, `transfer:${id}`))
    .orderBy(auditEntries.id);
const ledgerOf = (id: number) =>
  t.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.reference, `transfer:${id}`));
const noticesTo = (userId: number, kind: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.userId, userId), eq(outbox.kind, kind), eq(outbox.channel, 'app')));

/** Nothing moved: the players at the seller's, reserved; no money. */
async function expectNothingMoved(x: Awaited<ReturnType<typeof accepted>>) {
  expect((await playerRows([x.p1.id, x.p2.id])).map((p) => [p.teamId, p.status])).toEqual([
    [x.seller.team.id, 'bloqueado'],
    [x.seller.team.id, 'bloqueado'],
  ]);
  expect(await ledgerOf(x.id)).toHaveLength(0);
  expect(await profitsOf(t.db, x.buyer.user.id)).toBe(100_000_000);
}

describe('trade review (decision 023)', () => {
  it("'none' (today): the counterparty's confirmation moves money and players at once", async () => {
    await setReview('none');
    const x = await accepted();
    expect(x.accept.body.message).toBe('Transferencia realizada correctamente');
    expect(await transferRow(x.id)).toMatchObject({ confirmed: 'yes', review: null });
    expect(await profitsOf(t.db, x.buyer.user.id)).toBe(80_000_000);
    expect(await auditsOf(x.id)).toHaveLength(0);
  });

  it("'staff': the accepted transfer moves nothing, holds the buyer's money; an approval moves it once, audited and told to both", async () => {
    await setReview('staff');
    const x = await accepted();
    expect(x.accept.body.message).toMatch(/revisión de la organización/);
    expect(await transferRow(x.id)).toMatchObject({ confirmed: 'no', active: 'yes', review: 'staff', acceptedBy: x.buyer.user.id });
    await expectNothingMoved(x);
    // Under review: nobody confirms or withdraws it again; staff see it in the queue.
    expect((await t.request('POST', `/api/transferencia_confirmada/${x.id}`, { token: x.buyer.token })).status).toBe(409);
    expect((await t.request('PUT', `/api/transferencia_cancelada/${x.id}`, { token: x.seller.token })).status).toBe(409);
    const queue = await t.request('GET', '/api/transfers/review', { token: staff.token });
    expect(queue.body.data.find((q: { id: number }) => q.id === x.id)).toMatchObject({ review: 'staff', can_confirm: false, objections: [] });
    expect((await t.request('GET', '/api/transfers/review', { token: x.buyer.token })).status).toBe(403);
    // The buyer's money is held: he cannot spend it elsewhere meanwhile (available = 80M).
    const summary = await t.request('GET', '/api/ledger/summary', { token: x.buyer.token, query: { season: '57' } });
    expect(summary).toMatchObject({ status: 200, body: { committed: 20_000_000, available: 80_000_000 } });

    // A reason is required; two approvals racing move it once.
    expect((await t.request('POST', `/api/transfers/${x.id}/review`, { token: staff.token, body: { decision: 'approve', reason: ' ' } })).status).toBe(422);
    const both = await Promise.all([
      t.request('POST', `/api/transfers/${x.id}/review`, { token: staff.token, body: { decision: 'approve', reason: 'Precio razonable' } }),
      t.request('POST', `/api/transfers/${x.id}/review`, { token: admin.token, body: { decision: 'approve', reason: 'De acuerdo' } }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await transferRow(x.id)).toMatchObject({ confirmed: 'yes', active: 'no', review: 'approved' });
    expect((await playerRows([x.p1.id, x.p2.id])).every((p) => p.teamId === x.buyer.team.id)).toBe(true);
    expect(await ledgerOf(x.id)).toHaveLength(2);
    expect(await profitsOf(t.db, x.buyer.user.id)).toBe(80_000_000);
    expect(await profitsOf(t.db, x.seller.user.id)).toBe(120_000_000);
    const audits = await auditsOf(x.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ kind: 'transfer.approved', reason: expect.any(String) });
    expect(await noticesTo(x.buyer.user.id, 'transfer.confirmed')).toHaveLength(1);
    expect(await noticesTo(x.seller.user.id, 'transfer.confirmed')).toHaveLength(1);
    await expectLedgersBalanced(t.db);
  });

  it('a veto releases the players (their statuses back), moves nothing, audited with its reason and told to both', async () => {
    await setReview('staff');
    const x = await accepted();
    const veto = await t.request('POST', `/api/transfers/${x.id}/review`, { token: staff.token, body: { decision: 'veto', reason: 'Colusión evidente' } });
    expect(veto).toMatchObject({ status: 200, body: { message: expect.stringMatching(/vetada/) } });
    expect(await transferRow(x.id)).toMatchObject({ confirmed: 'no', active: 'no', review: 'vetoed', reviewReason: 'Colusión evidente' });
    expect((await playerRows([x.p1.id, x.p2.id])).map((p) => [p.teamId, p.status])).toEqual([
      [x.seller.team.id, 'registrado'],
      [x.seller.team.id, 'restringido'],
    ]);
    expect(await ledgerOf(x.id)).toHaveLength(0);
    expect(await profitsOf(t.db, x.buyer.user.id)).toBe(100_000_000);
    expect((await auditsOf(x.id)).map((a) => [a.kind, a.reason])).toEqual([['transfer.vetoed', 'Colusión evidente']]);
    const [told] = await noticesTo(x.seller.user.id, 'transfer.cancelled');
    expect(JSON.stringify(told!.payload)).toContain('Colusión evidente');
    expect(await noticesTo(x.buyer.user.id, 'transfer.cancelled')).toHaveLength(1);
    // Decided: a second decision is refused and writes nothing.
    expect((await t.request('POST', `/api/transfers/${x.id}/review`, { token: admin.token, body: { decision: 'approve', reason: 'x' } })).status).toBe(409);
    expect(await auditsOf(x.id)).toHaveLength(1);
    // The players are free for another operation again.
    const history = await t.request('GET', '/api/traspasos', { token: x.buyer.token, query: { all: 'true' } });
    expect(history.body.data.some((h: { id: number }) => h.id === x.id)).toBe(false);
  });

  it("'objection': others object with a reason only staff read; silence until the window's end makes it final once", async () => {
    await setReview('objection', 2);
    const x = await accepted();
    expect(x.accept.body.message).toMatch(/ventana de objeciones/);
    const row = await transferRow(x.id);
    expect(row).toMatchObject({ review: 'objection' });
    expect(row.reviewUntil!.getTime() - row.acceptedAt!.getTime()).toBe(2 * HOUR);

    const rival = await createManager(t.db, 'Primera');
    const history = await t.request('GET', '/api/traspasos', { token: rival.token, query: { all: 'true' } });
    const seen = history.body.data.find((h: { id: number }) => h.id === x.id);
    expect(seen).toMatchObject({ review: 'objection', can_object: true, review_until: row.reviewUntil!.toISOString() });
    expect((await t.request('POST', `/api/transfers/${x.id}/objections`, { token: x.seller.token, body: { reason: 'Yo no' } })).status).toBe(403);
    expect((await t.request('POST', `/api/transfers/${x.id}/objections`, { token: rival.token, body: { reason: '' } })).status).toBe(422);
    expect((await t.request('POST', `/api/transfers/${x.id}/objections`, { token: rival.token, body: { reason: 'Regalo entre amigos' } })).status).toBe(200);
    expect((await t.request('POST', `/api/transfers/${x.id}/objections`, { token: rival.token, body: { reason: 'Otra vez' } })).status).toBe(409);

    // The reason reaches staff only: the queue has it, the transfer's readers do not.
    const queue = await t.request('GET', '/api/transfers/review', { token: staff.token });
    expect(queue.body.data.find((q: { id: number }) => q.id === x.id).objections).toEqual([
      { user: { id: rival.user.id, name: rival.user.name }, reason: 'Regalo entre amigos', created_at: expect.any(String) },
    ]);
    for (const token of [x.buyer.token, x.seller.token, rival.token]) {
      const read = await t.request('GET', '/api/traspasos', { token, query: { all: 'true' } });
      expect(JSON.stringify(read.body)).not.toContain('Regalo entre amigos');
    }
    expect(await noticesTo(staff.user.id, 'transfer.pending')).not.toHaveLength(0);

    // Before the end nothing is final; at the end the scheduler makes it final, once across runs.
    t.clock.advance(2 * HOUR - 1);
    expect(await consentDueTransfers(t.app.deps)).toEqual([]);
    await expectNothingMoved(x);
    t.clock.advance(1);
    const [a, b] = await Promise.all([consentDueTransfers(t.app.deps), consentDueTransfers(t.app.deps)]);
    expect([...a, ...b]).toEqual([x.id]);
    expect(await consentDueTransfers(t.app.deps)).toEqual([]);
    expect(await transferRow(x.id)).toMatchObject({ confirmed: 'yes', active: 'no', review: 'consented' });
    expect(await ledgerOf(x.id)).toHaveLength(2);
    expect((await playerRows([x.p1.id, x.p2.id])).every((p) => p.teamId === x.buyer.team.id)).toBe(true);
    expect((await auditsOf(x.id)).filter((e) => e.kind === 'transfer.consented')).toMatchObject([{ actorJob: 'transfers', actorId: null }]);
    // The window is over: no more objections.
    expect((await t.request('POST', `/api/transfers/${x.id}/objections`, { token: (await createManager(t.db)).token, body: { reason: 'Tarde' } })).status).toBe(
      409,
    );
    await expectLedgersBalanced(t.db);
    await setReview('none');
  });
});
