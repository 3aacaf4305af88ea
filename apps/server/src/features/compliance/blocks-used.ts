import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { players } from '../../db/schema';

/**
 * Blocks each team used in the season. THE ONE PLACE TO REWIRE once squad actions (issue 18 item 4)
 * record who blocked whom: today nothing records a block, so this counts the team's 'bloqueado'
 * players that are not bloqueado for another reason the market gives — bought this season (a
 * confirmed transfer, clause or auction brings a player 'bloqueado') or reserved by a pending
 * transfer. A player blocked in an earlier season and still 'bloqueado' counts too: there is no
 * date to tell.
 */
export async function blocksUsedByTeam(db: DbOrTx, seasonId: number, teamIds: readonly number[]): Promise<Map<number, number>> {
  if (!teamIds.length) return new Map();
  const rows = await db
    .select({ teamId: players.teamId, n: sql<number>`count(*)::int` })
    .from(players)
    .where(
      and(
        inArray(players.teamId, [...teamIds]),
        eq(players.status, 'bloqueado'),
        sql`not exists (
          select 1 from transfer_players tp join transfers t on t.id = tp.transfer_id
          where tp.player_id = ${players.id}
            and ((t.confirmed = 'no' and t.active = 'yes')
              or (t.confirmed = 'yes' and t.id_season = ${seasonId} and t.id_team_to = ${players.teamId})))`,
        sql`not exists (
          select 1 from release_clauses rc join teams bt on bt.id_user = rc.created_by
          where rc.id_player = ${players.id} and rc.confirmed = 'yes' and rc.id_season = ${seasonId} and bt.id = ${players.teamId})`,
        sql`not exists (
          select 1 from auctions a join auction_bids b on b.id = a.winner_bid_id
          where a.id_player = ${players.id} and a.status = 'confirmed' and a.id_season = ${seasonId} and b.id_team = ${players.teamId})`,
      ),
    )
    .groupBy(players.teamId);
  return new Map(rows.map((r) => [r.teamId, Number(r.n)]));
}
