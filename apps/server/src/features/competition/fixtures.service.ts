import {
  COMPETITION_TEXTS,
  DIVISIONS,
  fixtureRoundLabel,
  hasResult,
  roundRobin,
  TEAMS_PER_DIVISION,
  type Division,
  type MatchState,
  type MatchStatus,
} from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext } from '../../lib/context';
import { refuse } from '../../lib/errors';
import * as repo from './competition.repository';

/**
 * Writes the round robin of each division that has none yet in the season (13 rounds from its
 * 14 teams, ordered by id so the same league always gets the same fixture). Shared by the
 * on-demand call and the demo league.
 */
export async function generateFixtures(db: DbOrTx, seasonId: number, divisions: readonly Division[] = DIVISIONS): Promise<Division[]> {
  const done: Division[] = [];
  for (const division of divisions) {
    if (await repo.hasFixtures(db, seasonId, division)) continue;
    const teams = await repo.divisionTeams(db, division);
    if (teams.length !== TEAMS_PER_DIVISION) {
      throw refuse('fixture.division_incomplete', division, TEAMS_PER_DIVISION);
    }
    await repo.insertFixtures(
      db,
      roundRobin(teams.map((t) => t.id)).map((m) => ({ seasonId, division, round: m.round, teamHomeId: m.home, teamAwayId: m.away })),
    );
    done.push(division);
  }
  return done;
}

/** How many teams each division has and whether that is a full one (a fixture can be generated). */
export async function divisionsReady(db: DbOrTx) {
  const out: { division: Division; teams: number; ready: boolean }[] = [];
  for (const division of DIVISIONS) {
    const teams = (await repo.divisionTeams(db, division)).length;
    out.push({ division, teams, ready: teams === TEAMS_PER_DIVISION });
  }
  return out;
}

export async function generateForCurrentSeason(ctx: ServiceContext) {
  const season = await repo.currentSeason(ctx.db);
  if (!season) throw refuse('season.none_current');
  const done = await ctx.db.transaction((tx) => generateFixtures(tx, season.id));
  if (done.length === 0) throw refuse('fixture.already_generated');
  return { message: COMPETITION_TEXTS.fixturesGenerated };
}

/** The current season's fixture of one division as 'Fecha 1'..'Fecha 13', with results where a match has one. */
export async function listFixtures(db: DbOrTx, division: Division) {
  const season = await repo.currentSeason(db);
  if (!season) return { season: null, data: [] };
  const rows = await repo.listFixtures(db, season.id, division);
  const rounds = [...new Set(rows.map((r) => r.round))];
  return {
    season: { id: season.id, name: season.name },
    data: rounds.map((round) => ({
      round,
      name: fixtureRoundLabel(round),
      matches: rows
        .filter((r) => r.round === round)
        .map((r) => {
          // A score only where it is the match's result (league's hasResult, decision 024), not a round's placeholder 0–0.
          const result =
            r.matchId !== null &&
            hasResult({ completed: r.status === 'completed', state: r.resultState as MatchState, roundHasWindow: r.roundWindowId !== null });
          return {
            id: r.id,
            team_home: { id: r.teamHomeId, name: r.homeName },
            team_away: { id: r.teamAwayId, name: r.awayName },
            match_id: r.matchId ? { id: r.matchId, status: r.status as MatchStatus } : null,
            score_home: result ? r.scoreHome : null,
            score_away: result ? r.scoreAway : null,
            status: r.matchId ? (r.status as MatchStatus) : null,
          };
        }),
    })),
  };
}
