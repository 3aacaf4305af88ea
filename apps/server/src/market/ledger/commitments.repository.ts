import { and, count, eq, gt, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import { runOne, written } from '../../db/batch';
import type { DbOrTx } from '../../db/client';
import { auctionBids, auctionMaxBids, auctions, releaseClauses, transfers, users } from '../../db/schema';

/**
 * Locks a budget row for the rest of the transaction; budgets are always locked by user id.
 * FOR NO KEY UPDATE, the lock a budget's own UPDATE takes: it does not conflict with the KEY SHARE
 * lock a foreign-key check takes on the user (a bid, an outbox notice written to them), so a budget
 * held while its owner waits for an auction's row never blocks the writer ahead of them (decision 011).
 */
const lockBudgetStatement = (db: DbOrTx, userId: number) =>
  written(
    'lock-budget',
    () =>
      db
        .select({ id: users.id, profits: users.profits })
        .from(users)
        .where(eq(users.id, sql.placeholder('userId')))
        .for('no key update'),
    { userId },
    ([row]) => (row ? { id: Number(row.id), profits: Number(row.profits) } : undefined),
  );

export const lockBudget = (db: DbOrTx, userId: number) => runOne(db, lockBudgetStatement(db, userId));

/**
 * What a user has promised but not yet paid (DECISIONS, Money): open offers' total_value,
 * pending transfers as buyer that the buyer agreed to (his own or staff's, decision 013), and
 * open auctions where the user's bid is the highest (with the
 * user's maximum there, if larger: the server may raise up to it; `committedInAuction`).
 * `excluding` leaves out one commitment (the one being replaced or paid right now), or with
 * `hiddenAt` every offer still hidden at that time and with `maxBids` every maximum (what a
 * reader other than the owner may see: both are private).
 */
export type Excluding = { offerId?: number; transferId?: number; auctionId?: number; hiddenAt?: Date; maxBids?: boolean };

/**
 * What a new commitment is judged on (money.ts's judgeAvailable): the user's budget row locked,
 * then, in a statement of its own so that it sees everything committed before the lock was
 * granted, what the user has already committed. For a read of market/reads/ that sends them with
 * its own statements in one round trip (decision 012).
 */
export const availableMoneyStatements = (db: DbOrTx, userId: number, excluding?: Excluding) => ({
  budget: lockBudgetStatement(db, userId),
  committed: committedMoneyStatement(db, userId, excluding),
});

export const committedMoney = (db: DbOrTx, userId: number, excluding: Excluding = {}) => runOne(db, committedMoneyStatement(db, userId, excluding));

function committedMoneyStatement(db: DbOrTx, userId: number, excluding: Excluding = {}) {
  // Its text is written once for each set of exclusions (db/batch.ts `written`): the values are placeholders.
  const shape = ['committed', ...(['offerId', 'transferId', 'auctionId', 'hiddenAt', 'maxBids'] as const).filter((k) => excluding[k])].join(':');
  const values = { userId, offerId: excluding.offerId, transferId: excluding.transferId, auctionId: excluding.auctionId, hiddenAt: excluding.hiddenAt };
  return written(
    shape,
    () => committedMoneyQuery(db, excluding),
    values,
    ([row]) => Number(row?.offers ?? 0) + Number(row?.pending ?? 0) + Number(row?.leading ?? 0),
  );
}

/** committedMoneyStatement's query, each value a placeholder (userId, and the exclusions given). */
function committedMoneyQuery(db: DbOrTx, excluding: Excluding) {
  const userId = sql.placeholder('userId');
  const offers = db
    .select({ sum: sql<string>`coalesce(sum(${releaseClauses.totalValue}), 0)` })
    .from(releaseClauses)
    .where(
      and(
        eq(releaseClauses.createdBy, userId),
        eq(releaseClauses.confirmed, 'no'),
        eq(releaseClauses.active, 'yes'),
        excluding.offerId ? sql`${releaseClauses.id} <> ${sql.placeholder('offerId')}` : undefined,
        excluding.hiddenAt ? lte(releaseClauses.revealAt, sql.placeholder('hiddenAt')) : undefined,
      ),
    );
  const pending = db
    .select({ sum: sql<string>`coalesce(sum(${transfers.budget}), 0)` })
    .from(transfers)
    .where(
      and(
        eq(transfers.buyBy, userId),
        eq(transfers.confirmed, 'no'),
        eq(transfers.active, 'yes'),
        // transferCommitsBuyer (packages/league): a seller's proposal holds none of the buyer's money (decision 013).
        // An accepted transfer in review (decision 023) holds it too: the buyer agreed.
        or(eq(transfers.createdBy, transfers.buyBy), ne(transfers.createdBy, transfers.soldBy), isNotNull(transfers.acceptedAt)),
        excluding.transferId ? sql`${transfers.id} <> ${sql.placeholder('transferId')}` : undefined,
      ),
    );
  // The leading bid of each open auction: the highest amount (amounts are unique per auction),
  // or the leader's maximum there when larger. A bidder who does not lead commits nothing: their
  // maximum is spent (proxy bidding leaves no maximum able to raise), and a spent one never revives.
  const maximum = excluding.maxBids
    ? sql`0`
    : sql`coalesce((select m.amount from ${auctionMaxBids} m where m.auction_id = ${auctionBids.auctionId} and m.auctioned_by = ${userId}), 0)`;
  const leading = db
    .select({ sum: sql<string>`coalesce(sum(greatest(${auctionBids.amount}, ${maximum})), 0)` })
    .from(auctionBids)
    .innerJoin(auctions, eq(auctions.id, auctionBids.auctionId))
    .where(
      and(
        eq(auctionBids.userId, userId),
        eq(auctions.status, 'open'),
        excluding.auctionId ? sql`${auctions.id} <> ${sql.placeholder('auctionId')}` : undefined,
        sql`${auctionBids.amount} = (select max(b2.amount) from ${auctionBids} b2 where b2.auction_id = ${auctionBids.auctionId})`,
      ),
    );
  // One statement: it runs inside every money transaction right after the budget lock, as a
  // statement of its own (runInOrder), so what it sums includes everything committed before the lock.
  return sql`select (${offers}) as offers, (${pending}) as pending, (${leading}) as leading`;
}

/** The budget without a lock, for reads. */
export async function readBudget(db: DbOrTx, userId: number) {
  const rows = await db.select({ id: users.id, profits: users.profits }).from(users).where(eq(users.id, userId));
  return rows[0];
}

/** How many of the user's open offers are still hidden at `now` (counted, never summed, for other readers). */
export async function countHiddenOffers(db: DbOrTx, userId: number, now: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(releaseClauses)
    .where(and(eq(releaseClauses.createdBy, userId), eq(releaseClauses.confirmed, 'no'), eq(releaseClauses.active, 'yes'), gt(releaseClauses.revealAt, now)));
  return row?.n ?? 0;
}
