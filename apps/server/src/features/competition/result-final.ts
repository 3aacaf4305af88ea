import { ANNOUNCE, PLAYING_STATUSES, redCardsOf, type ReportStatistic } from '@superliga/league';
import type { DbOrTx, Tx } from '../../db/client';
import { settleBetsForMatch } from '../bets/bets.service';
import type { Clock } from '../../lib/clock';
import type { ServiceDeps } from '../../lib/context';
import { announce } from '../notifications/discord.service';
import * as repo from './competition.repository';
import * as results from './results.repository';

/** The statuses whose players can still appear on a match's sheet (a released player played before he left). */
const SHEET_STATUSES = [...PLAYING_STATUSES, 'liberado'] as const;

/** player id → team id for both teams of a match. */
export async function teamsOfPlayers(db: DbOrTx, teamIds: number[]) {
  const squad = await repo.playersOfTeams(db, teamIds, SHEET_STATUSES);
  return new Map(squad.map((p) => [p.id, p.teamId]));
}

/**
 * What every path that makes a result final calls inside its transaction, after the match is
 * completed and its statistics written: the opponent's confirmation, the server's by silence, a
 * staff ruling, a walkover, and staff's direct entry (docs/decisions/024-results-reported-and-confirmed.md).
 * Standings, top lists and suspensions are computed from completed matches, so they follow by
 * themselves; what has to be written because of a final result is written here.
 */
export async function afterResultFinal(tx: Tx, matchId: number, clock: Clock): Promise<void> {
  await settleBetsForMatch(tx, matchId, clock.now());
}

/** One player's line of a match as it is stored (the documents' fields; red cards counted as the rule counts them). */
export const statisticRow = (match: { id: number; tournamentId: number }, teamId: number, s: ReportStatistic & { user_id?: number | null }) => ({
  matchId: match.id,
  playerId: s.player_id,
  tournamentId: match.tournamentId,
  teamId,
  userId: s.user_id ?? null,
  goals: s.goals,
  assists: s.assists,
  yellowCards: s.yellow_cards,
  redCards: redCardsOf(s),
  directRed: s.direct_red,
  simpleInjuries: s.simple_injuries,
  seriousInjuries: s.serious_injuries,
  mvp: s.mvp,
});

/**
 * Writes a final result: the score, the statistics of both teams, the state (confirmed or
 * walkover), announced on Discord, and the follow-ups. False when the match was already final
 * (a racing decision won), so the caller writes nothing else.
 */
export async function writeFinalResult(
  tx: Tx,
  deps: Pick<ServiceDeps, 'clock'>,
  match: repo.MatchRow,
  result: { home: number; away: number; lines: readonly ReportStatistic[]; state: 'confirmed' | 'walkover' },
): Promise<boolean> {
  const at = deps.clock.now();
  const done = await results.finalizeMatch(tx, match.id, { scoreHome: result.home, scoreAway: result.away, resultState: result.state, at });
  if (!done) return false;
  const teamOf = await teamsOfPlayers(tx, [match.teamHomeId, match.teamAwayId]);
  await repo.replaceStatistics(
    tx,
    match.id,
    result.lines.filter((s) => teamOf.has(s.player_id)).map((s) => statisticRow(match, teamOf.get(s.player_id)!, s)),
  );
  await announce(
    tx,
    deps,
    'result.loaded',
    ANNOUNCE.resultLoaded({ home: match.homeName, away: match.awayName, homeGoals: result.home, awayGoals: result.away, tournament: match.tournamentName }),
  );
  await afterResultFinal(tx, match.id, deps.clock);
  return true;
}
