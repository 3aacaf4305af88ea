import { returnAfterReleaseRefusal, transferShare, type SeasonRules } from '@superliga/league';
import { sql } from 'drizzle-orm';
import { runOne, written } from '../../db/batch';
import type { DbOrTx } from '../../db/client';
import { refuse } from '../../lib/errors';

/**
 * What the market reads of a season's releases to close the money pump (decision 013), and its
 * guard: the teams that released a player this season (he may not go back to them, the league's
 * `returnAfterReleaseRefusal`) and what a team paid for a player who arrived this season (his
 * release pays at most that). Its own module, free of the squad actions' commands, so the market's
 * commands that move players can call it without a cycle.
 */

const idList = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The teams that released each player, by player id, from rows of (player_id, team_id). */
function byPlayer(rows: Record<string, unknown>[]) {
  const teams = new Map<number, number[]>();
  for (const r of rows) teams.set(Number(r.player_id), [...(teams.get(Number(r.player_id)) ?? []), Number(r.team_id)]);
  return teams;
}

/** For each player, the teams that released him in the season (squad_actions 'release' rows). */
export function releasingTeamsStatement(playerIds: readonly number[], seasonId: number) {
  // Written once (db/batch.ts `written`): the players' ids go in as one array value.
  return written(
    'releasing-teams',
    () =>
      sql`select distinct id_player as player_id, id_team as team_id from squad_actions
      where kind = 'release' and id_season = ${sql.placeholder('seasonId')} and id_player = any(${sql.placeholder('playerIds')})`,
    { seasonId, playerIds: [...playerIds] },
    byPlayer,
  );
}

/**
 * releasingTeamsStatement for the player of an auction, in the auction's season: a bid reads it
 * with the auction itself, in one round trip, before knowing who the player is (reads/bid.ts).
 */
export function releasingTeamsOfAuctionStatement(auctionId: number) {
  return written(
    'releasing-teams-of-auction',
    () => sql`select distinct s.id_player as player_id, s.id_team as team_id from squad_actions s
      join auctions a on a.id_player = s.id_player and a.id_season = s.id_season
      where s.kind = 'release' and a.id = ${sql.placeholder('auctionId')}`,
    { auctionId },
    byPlayer,
  );
}

type Moving = { players: readonly { id: number; name: string }[]; teamId: number; rules: SeasonRules };

/** The refusal (409) of moving any of the players into a team that released him this season, as read by releasingTeamsStatement. */
export function judgeReturn(releasing: Map<number, number[]>, input: Moving) {
  const error = returnAfterReleaseRefusal({ players: input.players, teamId: input.teamId, releasing }, input.rules);
  if (error) throw refuse('player.released_cannot_return', error);
}

/**
 * Refuses (409) a route that would bring a released player back, in the season he was released,
 * to the team that released him: an auction bid, a transfer, a clause offer, a staff move.
 */
export async function refuseReturnAfterRelease(db: DbOrTx, input: Moving & { seasonId: number }) {
  if (!input.rules.release_no_return || input.players.length === 0) return;
  judgeReturn(
    await runOne(
      db,
      releasingTeamsStatement(
        input.players.map((p) => p.id),
        input.seasonId,
      ),
    ),
    input,
  );
}

/**
 * What the team paid for each of these players if he arrived on it this season: by the latest
 * confirmed, not reversed, operation of the season that brought him (a transfer's even share, the
 * clause's total, the winning bid). Players who did not arrive this season are not in the map.
 */
export async function pricesPaidThisSeason(db: DbOrTx, input: { teamId: number; managerId: number; seasonId: number; playerIds: readonly number[] }) {
  const paid = new Map<number, number>();
  if (input.playerIds.length === 0) return paid;
  const ids = idList(input.playerIds);
  const notReversed = (kind: string, id: string) => sql`not exists (select 1 from reversals r where r.kind = ${kind} and r.operation_id = ${sql.raw(id)})`;
  const result = await db.execute(sql`
    select tp.player_id as player_id, t.confirmed_at as at, t.budget as amount,
        (select count(*) from transfer_players n where n.transfer_id = t.id) as players
      from transfer_players tp join transfers t on t.id = tp.transfer_id
      where tp.player_id in (${ids}) and t.id_team_to = ${input.teamId} and t.id_season = ${input.seasonId}
        and t.confirmed = 'yes' and ${notReversed('transfer', 't.id')}
    union all
    select rc.id_player, rc.decided_at, rc.total_value, 1 from release_clauses rc
      where rc.id_player in (${ids}) and rc.created_by = ${input.managerId} and rc.id_season = ${input.seasonId}
        and rc.confirmed = 'yes' and ${notReversed('clause', 'rc.id')}
    union all
    select a.id_player, a.confirmed_at, b.amount, 1 from auctions a join auction_bids b on b.id = a.winner_bid_id
      where a.id_player in (${ids}) and b.id_team = ${input.teamId} and a.id_season = ${input.seasonId}
        and a.status = 'confirmed' and ${notReversed('auction', 'a.id')}`);
  const rows = (result as unknown as { rows: { player_id: unknown; at: unknown; amount: unknown; players: unknown }[] }).rows;
  const latest = new Map<number, number>();
  for (const r of rows) {
    const playerId = Number(r.player_id);
    const at = new Date(r.at as string).getTime();
    if ((latest.get(playerId) ?? -Infinity) > at) continue;
    latest.set(playerId, at);
    paid.set(playerId, transferShare(Number(r.amount), Number(r.players)));
  }
  return paid;
}
