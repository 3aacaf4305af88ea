import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HAND_OVER_MSG as M } from '@superliga/league';
import {
  auctionBids,
  auctionMaxBids,
  auctions,
  auditEntries,
  ledgerEntries,
  matchBets,
  outbox,
  players,
  releaseClauses,
  teamInvitations,
  teams,
  tokens,
  transferPlayers,
  transfers,
  userBets,
  users,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/app';
import { createManager, createPlayer, createSeason, createUser, expectLedgersBalanced, profitsOf } from '../../../test/factories';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let seasonId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { rol: 'Admin', name: 'Admin Traspasos' });
  seasonId = (await createSeason(t.db)).id;
});
afterAll(() => t.close());

const waiting = (profits = 0) => createUser(t.db, { rol: 'En lista de espera', profits });
const handOver = (teamId: number, body: object, token = admin.token) => t.request('POST', `/api/teams/${teamId}/traspaso`, { token, body });
const auditOf = (teamId: number) =>
  t.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.teamId, teamId), eq(auditEntries.kind, 'team.handed_over')));
const roleOf = async (id: number) => (await t.db.select({ rol: users.rol }).from(users).where(eq(users.id, id)))[0]!.rol;
const ownerOf = async (teamId: number) => (await t.db.select({ u: teams.userId }).from(teams).where(eq(teams.id, teamId)))[0]!.u;

/** An old manager with one of each open operation: a transfer he proposed, a clause offer, an auction he leads, a bet. */
async function managerWithOpenOperations() {
  const old = await createManager(t.db, 'Segunda', { profits: 80_000_000 });
  const other = await createManager(t.db, 'Primera', { profits: 50_000_000 });
  const mine = await createPlayer(t.db, { teamId: old.team.id, status: 'bloqueado', name: 'Reservado Uno' });
  const [transfer] = await t.db
    .insert(transfers)
    .values({
      seasonId,
      transferredPlayers: mine.name,
      teamFromId: old.team.id,
      teamToId: other.team.id,
      budget: 5_000_000,
      createdBy: old.user.id,
      buyBy: other.user.id,
      soldBy: old.user.id,
    })
    .returning();
  await t.db.insert(transferPlayers).values({ transferId: transfer!.id, playerId: mine.id, previousStatus: 'registrado' });
  const target = await createPlayer(t.db, { teamId: other.team.id, name: 'Cláusula Objetivo' });
  const [offer] = await t.db
    .insert(releaseClauses)
    .values({
      playerId: target.id,
      name: target.name,
      teamId: other.team.id,
      createdBy: old.user.id,
      value: 7_000_000,
      totalValue: 7_000_000,
      seasonId,
      revealAt: new Date(Date.now() + 3_600_000),
    })
    .returning();
  const lot = await createPlayer(t.db, { teamId: other.team.id, name: 'Subastado' });
  const [auction] = await t.db
    .insert(auctions)
    .values({ playerId: lot.id, teamId: other.team.id, seasonId, createdBy: other.user.id, endsAt: new Date(Date.now() + 3_600_000) })
    .returning();
  await t.db.insert(auctionBids).values({ auctionId: auction!.id, userId: old.user.id, teamId: old.team.id, amount: 3_000_000 });
  await t.db.insert(auctionMaxBids).values({ auctionId: auction!.id, userId: old.user.id, teamId: old.team.id, amount: 4_000_000, setAt: new Date() });
  const [bet] = await t.db
    .insert(matchBets)
    .values({ match: 'A vs B', homeOdd: '2.00', awayOdd: '2.00', drawOdd: '3.00', under: '1.80', over: '1.80', createdBy: admin.user.id })
    .returning();
  await t.db.update(users).set({ profits: 79_000_000 }).where(eq(users.id, old.user.id));
  await t.db.insert(ledgerEntries).values({ userId: old.user.id, amount: -1_000_000, balanceAfter: 79_000_000, kind: 'bet' });
  const [stake] = await t.db
    .insert(userBets)
    .values({ userId: old.user.id, betId: bet!.id, amount: 1_000_000, selectedOption: 'home', odd: '2.00' })
    .returning();
  return { old, other, mine, transfer: transfer!, offer: offer!, auction: auction!, stake: stake! };
}

describe('GET /api/teams/{id}/traspaso', () => {
  it('lists the old manager, the waiting list and every open operation, for the Admin only', async () => {
    const s = await managerWithOpenOperations();
    const candidate = await waiting();
    const res = await t.request('GET', `/api/teams/${s.old.team.id}/traspaso`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.owner).toEqual({ id: s.old.user.id, name: s.old.user.name, profits: 79_000_000 });
    expect(res.body.candidates).toContainEqual({ id: candidate.user.id, name: candidate.user.name });
    expect(res.body.operations).toEqual([
      { kind: 'transfer', id: s.transfer.id, description: 'Reservado Uno', amount: 5_000_000 },
      { kind: 'offer', id: s.offer.id, description: 'Cláusula Objetivo', amount: 7_000_000 },
      { kind: 'auction', id: s.auction.id, description: 'Subastado', amount: 3_000_000 },
      { kind: 'bet', id: s.stake.id, description: 'A vs B', amount: 1_000_000 },
    ]);
    expect(res.body.options).toEqual({ transfer: ['close', 'hand'], offer: ['close'], auction: ['close', 'hand'], bet: ['keep'] });
    expect((await t.request('GET', `/api/teams/${s.old.team.id}/traspaso`, { token: s.old.token })).status).toBe(403);
  });
});

describe('POST /api/teams/{id}/traspaso', () => {
  it('closes what the Admin chose to close, moves the budget through the ledger, changes roles and sessions, audits once and notifies both', async () => {
    const s = await managerWithOpenOperations();
    const receiver = await waiting(2_000_000);
    const res = await handOver(s.old.team.id, { id_user: receiver.user.id, reason: 'Se fue de la liga', choices: { transfer: 'close', auction: 'close' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: M.handedOver({ team: s.old.team.name, to: receiver.user.name }), closed: 3, handed: 0, budget: 79_000_000 });

    expect(await ownerOf(s.old.team.id)).toBe(receiver.user.id);
    expect(await roleOf(receiver.user.id)).toBe('Manager Segunda');
    expect(await roleOf(s.old.user.id)).toBe('En lista de espera');
    expect(await profitsOf(t.db, receiver.user.id)).toBe(81_000_000);
    expect(await profitsOf(t.db, s.old.user.id)).toBe(0);
    const moves = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'team_hand_over'));
    expect(
      moves
        .filter((m) => m.reference === `team:${s.old.team.id}:hand-over`)
        .map((m) => [m.userId, m.amount])
        .sort(),
    ).toEqual(
      [
        [s.old.user.id, -79_000_000],
        [receiver.user.id, 79_000_000],
      ].sort(),
    );
    await expectLedgersBalanced(t.db);

    const [transfer] = await t.db.select().from(transfers).where(eq(transfers.id, s.transfer.id));
    expect(transfer).toMatchObject({ active: 'no', confirmed: 'no' });
    expect((await t.db.select({ st: players.status }).from(players).where(eq(players.id, s.mine.id)))[0]!.st).toBe('registrado');
    expect((await t.db.select().from(releaseClauses).where(eq(releaseClauses.id, s.offer.id)))[0]).toMatchObject({ active: 'no', confirmed: 'no' });
    expect((await t.db.select().from(auctions).where(eq(auctions.id, s.auction.id)))[0]!.status).toBe('cancelled');
    // The bet is the person's: it stays with him.
    expect((await t.db.select().from(userBets).where(eq(userBets.id, s.stake.id)))[0]).toMatchObject({ userId: s.old.user.id, confirmed: 'no' });

    expect(await t.db.select().from(tokens).where(eq(tokens.userId, s.old.user.id))).toHaveLength(0);
    expect((await t.request('GET', '/api/user', { token: s.old.token })).status).toBe(401);

    const audit = await auditOf(s.old.team.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.user.id, userId: receiver.user.id, reason: 'Se fue de la liga' });
    expect(audit[0]!.after).toMatchObject({
      closed: { transfer: [s.transfer.id], offer: [s.offer.id], auction: [s.auction.id], bet: [] },
      kept: { bet: [s.stake.id] },
    });

    const notices = await t.db.select({ userId: outbox.userId, payload: outbox.payload }).from(outbox).where(eq(outbox.channel, 'app'));
    const titles = (id: number) => notices.filter((n) => n.userId === id).map((n) => (n.payload as { title: string }).title);
    expect(titles(receiver.user.id)).toContain(`Ahora dirigís ${s.old.team.name}`);
    expect(titles(s.old.user.id)).toContain(`Ya no dirigís ${s.old.team.name}`);
    expect(titles(s.other.user.id)).toContain('Transferencia cancelada');
  });

  it('hands transfers and auctions to the new manager when the Admin chooses so', async () => {
    const s = await managerWithOpenOperations();
    const receiver = await waiting();
    const res = await handOver(s.old.team.id, { id_user: receiver.user.id, reason: 'Cambio de manager', choices: { transfer: 'hand', auction: 'hand' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ closed: 1, handed: 2 });
    expect((await t.db.select().from(transfers).where(eq(transfers.id, s.transfer.id)))[0]).toMatchObject({
      active: 'yes',
      createdBy: receiver.user.id,
      soldBy: receiver.user.id,
      buyBy: s.other.user.id,
    });
    expect((await t.db.select({ st: players.status }).from(players).where(eq(players.id, s.mine.id)))[0]!.st).toBe('bloqueado');
    expect((await t.db.select().from(auctions).where(eq(auctions.id, s.auction.id)))[0]!.status).toBe('open');
    expect((await t.db.select({ u: auctionBids.userId }).from(auctionBids).where(eq(auctionBids.auctionId, s.auction.id)))[0]!.u).toBe(receiver.user.id);
    expect((await t.db.select({ u: auctionMaxBids.userId }).from(auctionMaxBids).where(eq(auctionMaxBids.auctionId, s.auction.id)))[0]!.u).toBe(
      receiver.user.id,
    );
    expect(await auditOf(s.old.team.id)).toHaveLength(1);
    await expectLedgersBalanced(t.db);
  });

  it('refuses without writing anything: missing choice, an offer handed, a receiver not on the waiting list, no reason', async () => {
    const s = await managerWithOpenOperations();
    const receiver = await waiting();
    const manager = await createManager(t.db, 'Primera');
    const visitor = await createUser(t.db, { rol: 'visitante' });
    const cases: [object, string, string][] = [
      [{ id_user: receiver.user.id, reason: 'x', choices: { auction: 'close' } }, 'choices.transfer', M.choicesMissing],
      [{ id_user: receiver.user.id, reason: 'x', choices: { transfer: 'close', auction: 'close', offer: 'hand' } }, 'choices.offer', M.choiceNotAllowed],
      [{ id_user: manager.user.id, reason: 'x', choices: { transfer: 'close', auction: 'close' } }, 'id_user', M.receiverHasTeam],
      [{ id_user: visitor.user.id, reason: 'x', choices: { transfer: 'close', auction: 'close' } }, 'id_user', M.receiverNotWaiting],
      [{ id_user: s.old.user.id, reason: 'x', choices: { transfer: 'close', auction: 'close' } }, 'id_user', M.receiverIsOwner],
      [{ id_user: receiver.user.id, reason: ' ', choices: { transfer: 'close', auction: 'close' } }, 'reason', M.reasonRequired],
    ];
    for (const [body, field, text] of cases) {
      const res = await handOver(s.old.team.id, body);
      expect(res.status).toBe(422);
      expect(res.body.errors[field]).toEqual([text]);
    }
    expect(await ownerOf(s.old.team.id)).toBe(s.old.user.id);
    expect(await roleOf(s.old.user.id)).toBe('Manager Segunda');
    expect(await profitsOf(t.db, s.old.user.id)).toBe(79_000_000);
    expect((await t.db.select().from(transfers).where(eq(transfers.id, s.transfer.id)))[0]!.active).toBe('yes');
    expect((await t.db.select().from(releaseClauses).where(eq(releaseClauses.id, s.offer.id)))[0]!.active).toBe('yes');
    expect(await auditOf(s.old.team.id)).toHaveLength(0);
  });

  it('is for the Admin only; a team without manager or outside the league is refused', async () => {
    const s = await createManager(t.db, 'Primera');
    const receiver = await waiting();
    const organizer = await createUser(t.db, { rol: 'Organizador' });
    const body = { id_user: receiver.user.id, reason: 'x' };
    expect((await handOver(s.team.id, body, s.token)).status).toBe(403);
    expect((await handOver(s.team.id, body, organizer.token)).status).toBe(403);
    expect(await ownerOf(s.team.id)).toBe(s.user.id);
    const [free] = await t.db.insert(teams).values({ name: 'Sin manager', division: 'Primera' }).returning();
    const noOwner = await handOver(free!.id, body);
    expect(noOwner.status).toBe(409);
    expect(noOwner.body.message).toBe(M.teamWithoutManager);
    expect((await handOver(999_999, body)).status).toBe(404);
  });
});

describe('invitations', () => {
  const signup = (email: string) => ({ name: 'Nueva Manager', email, password: 'secreto-largo-1', password_confirmation: 'secreto-largo-1' });
  const invite = (teamId: number, body: object = { reason: 'Entra alguien nuevo', choices: { transfer: 'hand', auction: 'close' } }, token = admin.token) =>
    t.request('POST', `/api/teams/${teamId}/invitaciones`, { token, body });

  it('creates a single-use link that makes the account already owning the team, with its budget', async () => {
    const s = await managerWithOpenOperations();
    const created = await invite(s.old.team.id);
    expect(created.status).toBe(201);
    expect(created.body.path).toBe(`/invitacion/${created.body.token}`);
    expect(created.body.token).toMatch(/^[\w-]{40,}$/);
    const [stored] = await t.db.select({ token_hash: teamInvitations.tokenHash }).from(teamInvitations).where(eq(teamInvitations.id, created.body.id));
    expect(stored!.token_hash).not.toContain(created.body.token);
    expect(stored!.token_hash).toHaveLength(64);

    const shown = await t.request('GET', `/api/invitaciones/${created.body.token}`);
    expect(shown.status).toBe(200);
    expect(shown.body.team).toEqual({ id: s.old.team.id, name: s.old.team.name, division: 'Segunda' });

    const email = `invitada${Math.random()}@liga.com`;
    const used = await t.request('POST', `/api/invitaciones/${created.body.token}`, { body: signup(email) });
    expect(used.status).toBe(201);
    expect(used.body.token).toEqual(expect.any(String));
    const [newUser] = await t.db.select().from(users).where(eq(users.email, email));
    expect(newUser).toMatchObject({ rol: 'Manager Segunda', profits: 79_000_000 });
    expect(await ownerOf(s.old.team.id)).toBe(newUser!.id);
    expect(await roleOf(s.old.user.id)).toBe('En lista de espera');
    expect((await t.db.select().from(transfers).where(eq(transfers.id, s.transfer.id)))[0]).toMatchObject({ active: 'yes', soldBy: newUser!.id });
    expect((await t.db.select().from(auctions).where(eq(auctions.id, s.auction.id)))[0]!.status).toBe('cancelled');
    const audit = await auditOf(s.old.team.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.user.id, userId: newUser!.id, reason: 'Entra alguien nuevo' });
    await expectLedgersBalanced(t.db);
    const me = await t.request('GET', '/api/user', { token: used.body.token });
    expect(me.body).toMatchObject({ id: newUser!.id, rol: 'Manager Segunda' });

    const again = await t.request('POST', `/api/invitaciones/${created.body.token}`, { body: signup(`otra${Math.random()}@liga.com`) });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.invitationUsed);
    expect((await t.request('GET', `/api/invitaciones/${created.body.token}`)).body.message).toBe(M.invitationUsed);
  });

  it('refuses an expired, a revoked or an unknown link, and writes nothing', async () => {
    const s = await createManager(t.db, 'Primera');
    const old = await invite(s.team.id, { reason: 'x' });
    const was = t.clock.now();
    t.clock.advance(7 * 86_400_000);
    const expired = await t.request('POST', `/api/invitaciones/${old.body.token}`, { body: signup(`vencida${Math.random()}@liga.com`) });
    t.clock.set(was);
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe(M.invitationExpired);

    const fresh = await invite(s.team.id, { reason: 'x' });
    expect((await t.request('DELETE', `/api/teams/${s.team.id}/invitaciones/${fresh.body.id}`, { token: s.token })).status).toBe(403);
    const revoked = await t.request('DELETE', `/api/teams/${s.team.id}/invitaciones/${fresh.body.id}`, { token: admin.token });
    expect(revoked.status).toBe(200);
    const refused = await t.request('POST', `/api/invitaciones/${fresh.body.token}`, { body: signup(`anulada${Math.random()}@liga.com`) });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(M.invitationRevoked);
    expect((await t.request('GET', '/api/invitaciones/no-existe')).status).toBe(404);

    expect(await ownerOf(s.team.id)).toBe(s.user.id);
    expect(await auditOf(s.team.id)).toHaveLength(0);
    const kinds = (await t.db.select({ kind: auditEntries.kind }).from(auditEntries).where(eq(auditEntries.teamId, s.team.id))).map((e) => e.kind).sort();
    expect(kinds).toEqual(['team.invitation_created', 'team.invitation_created', 'team.invitation_revoked']);
  });

  it('only the Admin invites; a bad password is the registration’s refusal and the link still works', async () => {
    const s = await createManager(t.db, 'Primera');
    expect((await invite(s.team.id, { reason: 'x' }, s.token)).status).toBe(403);
    const created = await invite(s.team.id, { reason: 'x' });
    const bad = await t.request('POST', `/api/invitaciones/${created.body.token}`, {
      body: { name: 'N', email: `n${Math.random()}@liga.com`, password: 'corta', password_confirmation: 'corta' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.password).toBeDefined();
    expect((await t.request('GET', `/api/invitaciones/${created.body.token}`)).status).toBe(200);
  });
});
