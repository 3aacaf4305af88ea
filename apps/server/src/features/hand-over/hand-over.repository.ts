import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { restoreTransferPlayers } from '../../market/squad';
import { auctionBids, auctionMaxBids, auctions, matchBets, playerBets, players, releaseClauses, teams, transfers, userBets, users } from '../../db/schema';

export type TeamWithOwner = {
  id: number;
  name: string;
  division: string | null;
  ownerId: number | null;
  ownerName: string | null;
  ownerRol: string | null;
  ownerProfits: number | null;
};

const teamColumns = {
  id: teams.id,
  name: teams.name,
  division: teams.division,
  ownerId: teams.userId,
  ownerName: users.name,
  ownerRol: users.rol,
  ownerProfits: users.profits,
};

export async function findTeam(db: DbOrTx, id: number): Promise<TeamWithOwner | undefined> {
  const [row] = await db.select(teamColumns).from(teams).leftJoin(users, eq(users.id, teams.userId)).where(eq(teams.id, id));
  return row;
}

/** The team's row locked for the hand-over: two hand-overs of one team run one after the other. */
export async function lockTeam(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: teams.id, ownerId: teams.userId }).from(teams).where(eq(teams.id, id)).for('update');
  return row;
}

/** A user with the team he runs, if any. */
export async function findReceiver(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name, rol: users.rol, active: users.active, profits: users.profits, ownsTeamId: teams.id })
    .from(users)
    .leftJoin(teams, eq(teams.userId, users.id))
    .where(eq(users.id, id));
  return row;
}

/** Active waiting-list users without a team: who may receive one. */
export function waitingList(db: DbOrTx) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .leftJoin(teams, eq(teams.userId, users.id))
    .where(and(eq(users.rol, 'En lista de espera'), eq(users.active, true), isNull(teams.id)))
    .orderBy(asc(users.name), asc(users.id));
}

const pendingTransfer = and(eq(transfers.confirmed, 'no'), eq(transfers.active, 'yes'));

/** Pending transfers of the team (sent or received, in review or not). */
export function openTransfers(db: DbOrTx, teamId: number) {
  return db
    .select({ id: transfers.id, players: transfers.transferredPlayers, budget: transfers.budget, buyBy: transfers.buyBy, soldBy: transfers.soldBy })
    .from(transfers)
    .where(and(pendingTransfer, or(eq(transfers.teamFromId, teamId), eq(transfers.teamToId, teamId))))
    .orderBy(asc(transfers.id));
}

/** The old manager's live clause offers. */
export function openOffers(db: DbOrTx, userId: number) {
  return db
    .select({ id: releaseClauses.id, name: releaseClauses.name, total: releaseClauses.totalValue })
    .from(releaseClauses)
    .where(and(eq(releaseClauses.createdBy, userId), eq(releaseClauses.confirmed, 'no'), eq(releaseClauses.active, 'yes')))
    .orderBy(asc(releaseClauses.id));
}

/** Open auctions the old manager created or bid in (his bid may lead, his maximum may raise it). */
export function openAuctions(db: DbOrTx, userId: number) {
  const hisBid = sql`exists (select 1 from ${auctionBids} b where b.auction_id = ${auctions.id} and b.auctioned_by = ${userId})
    or exists (select 1 from ${auctionMaxBids} m where m.auction_id = ${auctions.id} and m.auctioned_by = ${userId})`;
  return db
    .select({
      id: auctions.id,
      player: players.name,
      top: sql<string>`coalesce((select max(b.amount) from ${auctionBids} b where b.auction_id = ${auctions.id}), 0)`,
    })
    .from(auctions)
    .innerJoin(players, eq(players.id, auctions.playerId))
    .where(and(eq(auctions.status, 'open'), or(eq(auctions.createdBy, userId), hisBid)))
    .orderBy(asc(auctions.id));
}

/** The old manager's stakes not yet settled: personal, they stay with him. */
export function openBets(db: DbOrTx, userId: number) {
  return db
    .select({
      id: userBets.id,
      amount: userBets.amount,
      title: sql<string>`coalesce(${matchBets.match}, ${playerBets.name}, '')`,
    })
    .from(userBets)
    .leftJoin(matchBets, eq(matchBets.id, userBets.betId))
    .leftJoin(playerBets, eq(playerBets.id, userBets.playerBetId))
    .where(and(eq(userBets.userId, userId), eq(userBets.confirmed, 'no')))
    .orderBy(asc(userBets.id));
}

/** A handed transfer names the new manager wherever it named the old one. */
export async function handTransfers(db: DbOrTx, ids: number[], from: number, to: number) {
  if (!ids.length) return;
  const swap = (column: AnyPgColumn) => sql`case when ${column} = ${from} then ${to} else ${column} end`;
  await db
    .update(transfers)
    .set({ createdBy: swap(transfers.createdBy), buyBy: swap(transfers.buyBy), soldBy: swap(transfers.soldBy), acceptedBy: swap(transfers.acceptedBy) })
    .where(and(inArray(transfers.id, ids), pendingTransfer));
}

/** A handed auction: the new manager created it, and the old one's bids and maximum are his. */
export async function handAuctions(db: DbOrTx, ids: number[], from: number, to: number) {
  if (!ids.length) return;
  await db
    .update(auctions)
    .set({ createdBy: to })
    .where(and(inArray(auctions.id, ids), eq(auctions.createdBy, from), eq(auctions.status, 'open')));
  await db
    .update(auctionBids)
    .set({ userId: to })
    .where(and(inArray(auctionBids.auctionId, ids), eq(auctionBids.userId, from)));
  await db
    .update(auctionMaxBids)
    .set({ userId: to })
    .where(and(inArray(auctionMaxBids.auctionId, ids), eq(auctionMaxBids.userId, from)));
}

export async function setOwner(db: DbOrTx, teamId: number, userId: number) {
  await db.update(teams).set({ userId }).where(eq(teams.id, teamId));
}

export async function setRole(db: DbOrTx, userId: number, rol: string, now: Date) {
  await db.update(users).set({ rol, updatedAt: now }).where(eq(users.id, userId));
}

/**
 * The closings, the same conditional writes as the features' own cancel paths (transfers'
 * `closePending` + market/squad.ts's `restoreTransferPlayers`, offers' `decideOpenOffer`, auctions' `markCancelled`),
 * here because a feature reads and writes through its own repository and the hand-over needs them
 * in its transaction (docs/decisions/029-team-hand-over.md).
 */
export async function closeTransfer(db: DbOrTx, id: number, by: number, at: Date) {
  const [row] = await db
    .update(transfers)
    .set({ active: 'no', confirmedBy: by, confirmedAt: at })
    .where(and(eq(transfers.id, id), pendingTransfer))
    .returning({ id: transfers.id, players: transfers.transferredPlayers, buyBy: transfers.buyBy, soldBy: transfers.soldBy });
  if (!row) return undefined;
  await restoreTransferPlayers(db, id);
  return row;
}

export async function closeOffer(db: DbOrTx, id: number, by: number, at: Date) {
  const rows = await db
    .update(releaseClauses)
    .set({ active: 'no', decidedBy: by, decidedAt: at })
    .where(and(eq(releaseClauses.id, id), eq(releaseClauses.confirmed, 'no'), eq(releaseClauses.active, 'yes')))
    .returning({ id: releaseClauses.id });
  return rows.length > 0;
}

export async function cancelAuction(db: DbOrTx, id: number, by: number, at: Date) {
  const rows = await db
    .update(auctions)
    .set({ status: 'cancelled', confirmedBy: by, confirmedAt: at })
    .where(and(eq(auctions.id, id), eq(auctions.status, 'open')))
    .returning({ id: auctions.id });
  return rows.length > 0;
}

export async function emailTaken(db: DbOrTx, email: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row !== undefined;
}

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id, name: users.name });
  return row!;
}
