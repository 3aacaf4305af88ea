import { LEGACY_ENTITIES, type LegacyEntity } from '@superliga/league';
import { and, eq, isNotNull, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  auctionBids,
  auctions,
  ledgerEntries,
  legacyMappings,
  matchBets,
  matches,
  matchStatistics,
  playerBets,
  players,
  prizes,
  releaseClauses,
  seasons,
  teams,
  tournaments,
  transferPlayers,
  transfers,
  userBets,
  users,
} from '../../db/schema';

/** The ledger kind of an opening entry; its reference names the old user (decision 018). */
export const OPENING_KIND = 'legacy_opening';
export const openingReference = (legacyUserId: number) => `legacy:user:${legacyUserId}`;

const TABLES = {
  users,
  seasons,
  teams,
  players,
  transfers,
  tournaments,
  matches,
  prizes,
  statistics: matchStatistics,
  matchBets,
  playerBets,
  userBets,
  offers: releaseClauses,
  auctions,
} as const;
/** Where each entity keeps the old id: a stake of playerbet_user has its own column (a second old id space). */
const LEGACY_COLUMN = (entity: LegacyEntity) =>
  entity === 'playerUserBets' ? { table: userBets, legacyId: userBets.legacyPlayerbetId } : { table: TABLES[entity], legacyId: TABLES[entity].legacyId };

/** Old id -> our id of every row imported before, per table. */
export async function importedIds(db: DbOrTx): Promise<Record<LegacyEntity, Record<number, number>>> {
  const entries = await Promise.all(
    LEGACY_ENTITIES.map(async (entity) => {
      const { table, legacyId } = LEGACY_COLUMN(entity);
      const rows = await db.select({ id: table.id, legacyId }).from(table).where(isNotNull(legacyId));
      return [entity, Object.fromEntries(rows.map((r) => [r.legacyId!, r.id]))] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<LegacyEntity, Record<number, number>>;
}

export function listUsers(db: DbOrTx) {
  return db
    .select({ id: users.id, name: users.name, email: users.email, hasTeam: sql<boolean>`exists (select 1 from ${teams} where ${teams.userId} = ${users.id})` })
    .from(users)
    .orderBy(users.id);
}

export const listTeams = (db: DbOrTx) => db.select({ id: teams.id, name: teams.name }).from(teams).orderBy(teams.id);
export const listSeasons = (db: DbOrTx) => db.select({ id: seasons.id, name: seasons.name }).from(seasons).orderBy(seasons.id);

/** Old user id -> amount of the opening entry written before. */
export async function openings(db: DbOrTx): Promise<Record<number, number>> {
  const rows = await db
    .select({ reference: ledgerEntries.reference, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.kind, OPENING_KIND), like(ledgerEntries.reference, 'legacy:user:%')));
  return Object.fromEntries(rows.map((r) => [Number(r.reference!.slice('legacy:user:'.length)), r.amount]));
}

export async function mappings(db: DbOrTx) {
  const rows = await db.select().from(legacyMappings);
  const of = (kind: string) => Object.fromEntries(rows.filter((r) => r.kind === kind).map((r) => [r.legacyId, r.targetId]));
  return { users: of('user'), teams: of('team') };
}

export async function saveMapping(db: DbOrTx, kind: 'user' | 'team', legacyId: number, targetId: number | null, now: Date) {
  await db
    .insert(legacyMappings)
    .values({ kind, legacyId, targetId, updatedAt: now })
    .onConflictDoUpdate({ target: [legacyMappings.kind, legacyMappings.legacyId], set: { targetId, updatedAt: now } });
}

export async function firstAdminId(db: DbOrTx) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.rol, 'Admin')).orderBy(users.id).limit(1);
  return row?.id;
}

export const userExists = async (db: DbOrTx, id: number) => (await db.select({ id: users.id }).from(users).where(eq(users.id, id))).length > 0;
export const teamExists = async (db: DbOrTx, id: number) => (await db.select({ id: teams.id }).from(teams).where(eq(teams.id, id))).length > 0;

// ---- writes of the apply (inside its one transaction)

const returningId = async (rows: Promise<{ id: number }[]>) => (await rows)[0]!.id;

export const linkUser = (db: DbOrTx, id: number, legacyId: number) => db.update(users).set({ legacyId }).where(eq(users.id, id));
export const insertUser = (db: DbOrTx, values: typeof users.$inferInsert) => returningId(db.insert(users).values(values).returning({ id: users.id }));
export const linkSeason = (db: DbOrTx, id: number, legacyId: number) => db.update(seasons).set({ legacyId }).where(eq(seasons.id, id));
export const insertSeason = (db: DbOrTx, values: typeof seasons.$inferInsert) => returningId(db.insert(seasons).values(values).returning({ id: seasons.id }));
export const linkTeam = (db: DbOrTx, id: number, legacyId: number, titles: Record<string, number>) =>
  db.update(teams).set({ legacyId, titles }).where(eq(teams.id, id));
export const insertTeam = (db: DbOrTx, values: typeof teams.$inferInsert) => returningId(db.insert(teams).values(values).returning({ id: teams.id }));
export const insertPlayer = (db: DbOrTx, values: typeof players.$inferInsert) => returningId(db.insert(players).values(values).returning({ id: players.id }));
export const insertTransfer = (db: DbOrTx, values: typeof transfers.$inferInsert) =>
  returningId(db.insert(transfers).values(values).returning({ id: transfers.id }));
export async function insertTransferPlayers(db: DbOrTx, transferId: number, playerIds: number[]) {
  if (playerIds.length) await db.insert(transferPlayers).values(playerIds.map((playerId) => ({ transferId, playerId })));
}
export const insertTournament = (db: DbOrTx, values: typeof tournaments.$inferInsert) =>
  returningId(db.insert(tournaments).values(values).returning({ id: tournaments.id }));
export const insertMatch = (db: DbOrTx, values: typeof matches.$inferInsert) => returningId(db.insert(matches).values(values).returning({ id: matches.id }));
export const insertPrize = (db: DbOrTx, values: typeof prizes.$inferInsert) => returningId(db.insert(prizes).values(values).returning({ id: prizes.id }));
export const insertStatistics = async (db: DbOrTx, values: (typeof matchStatistics.$inferInsert)[]) => {
  if (values.length) await db.insert(matchStatistics).values(values);
};
export const insertMatchBet = (db: DbOrTx, values: typeof matchBets.$inferInsert) =>
  returningId(db.insert(matchBets).values(values).returning({ id: matchBets.id }));
export const insertPlayerBet = (db: DbOrTx, values: typeof playerBets.$inferInsert) =>
  returningId(db.insert(playerBets).values(values).returning({ id: playerBets.id }));
export const insertUserBets = async (db: DbOrTx, values: (typeof userBets.$inferInsert)[]) => {
  if (values.length) await db.insert(userBets).values(values);
};
export const insertOffer = (db: DbOrTx, values: typeof releaseClauses.$inferInsert) =>
  returningId(db.insert(releaseClauses).values(values).returning({ id: releaseClauses.id }));
export const insertAuction = (db: DbOrTx, values: typeof auctions.$inferInsert) =>
  returningId(db.insert(auctions).values(values).returning({ id: auctions.id }));
export const insertAuctionBid = (db: DbOrTx, values: typeof auctionBids.$inferInsert) =>
  returningId(db.insert(auctionBids).values(values).returning({ id: auctionBids.id }));
export const setAuctionWinner = (db: DbOrTx, id: number, winnerBidId: number) => db.update(auctions).set({ winnerBidId }).where(eq(auctions.id, id));
