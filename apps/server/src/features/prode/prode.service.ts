import { BETS_MSG, predictionLocked, predictionPoints, prodeRanking, type PredictionBody, type Prode, type ProdeMatch } from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext } from '../../lib/context';
import { refuse } from '../../lib/errors';
import { currentSeason } from '../settings/settings.service';
import * as repo from './prode.repository';

const DIVISIONS = ['Primera', 'Segunda'] as const;

async function seasonOrNull(db: DbOrTx) {
  try {
    const season = await currentSeason(db);
    return { id: season.id, name: season.name };
  } catch {
    return null;
  }
}

const score = (home: number | null, away: number | null) => (home === null || away === null ? null : { score_home: home, score_away: away });

function withPoints(m: Omit<ProdeMatch, 'points'>): ProdeMatch {
  const points =
    m.result && m.prediction
      ? predictionPoints({ home: m.prediction.score_home, away: m.prediction.score_away }, { home: m.result.score_home, away: m.result.score_away })
      : null;
  return { ...m, points };
}

/**
 * The prode of the current round. With fixtures for the season: per division, the first round
 * with a match not completed; a prediction locks as `predictionLocked` says. Without fixtures: the
 * pending league matches created by organisers.
 */
export async function getProde(ctx: ServiceContext): Promise<{ data: Prode }> {
  const season = await seasonOrNull(ctx.db);
  if (season === null) return { data: { season: null, source: 'matches', matches: [] } };
  const seasonId = season.id;
  const userId = ctx.actor.id;
  if ((await repo.countFixtures(ctx.db, seasonId)) > 0) {
    const rounds = await repo.currentRounds(ctx.db, seasonId);
    const out: ProdeMatch[] = [];
    for (const division of DIVISIONS) {
      const round = rounds.find((r) => r.division === division)?.round;
      if (round === undefined) continue;
      const rows = await repo.fixturesOfRound(ctx.db, { seasonId, division, round, userId });
      for (const f of rows) {
        out.push(
          withPoints({
            id: f.id,
            kind: 'fixture',
            division: f.division,
            round: f.round,
            team_home: { id: f.homeId, name: f.homeName },
            team_away: { id: f.awayId, name: f.awayName },
            locked: predictionLocked({
              match: f.matchId !== null ? { completed: f.matchStatus === 'completed', state: f.matchState ?? 'to_play', startsAt: f.startsAt } : null,
              fixture: true,
              now: ctx.clock.now(),
            }),
            result: f.matchStatus === 'completed' ? score(f.scoreHome, f.scoreAway) : null,
            prediction: score(f.predHome, f.predAway),
          }),
        );
      }
    }
    return { data: { season, source: 'fixtures', matches: out } };
  }
  const rows = await repo.pendingLeagueMatches(ctx.db, { seasonId, userId });
  const out = rows.map((m) =>
    withPoints({
      id: m.id,
      kind: 'match',
      division: repo.LEAGUE_TYPES[m.type as keyof typeof repo.LEAGUE_TYPES] ?? null,
      round: m.round,
      team_home: { id: m.homeId, name: m.homeName },
      team_away: { id: m.awayId, name: m.awayName },
      locked: predictionLocked({ match: { completed: false, state: m.state, startsAt: m.startsAt }, fixture: false, now: ctx.clock.now() }),
      result: null,
      prediction: score(m.predHome, m.predAway),
    }),
  );
  return { data: { season, source: 'matches', matches: out } };
}

/** A prediction on a fixture: refused once the fixture's match is loaded. */
export async function predictFixture(ctx: ServiceContext, fixtureId: number, body: PredictionBody) {
  const fixture = await repo.findFixture(ctx.db, fixtureId);
  if (!fixture) throw refuse('prode.match_not_found');
  const match = fixture.matchId !== null ? { completed: fixture.completed, state: fixture.state ?? 'to_play', startsAt: fixture.startsAt } : null;
  if (predictionLocked({ match, fixture: true, now: ctx.clock.now() })) throw refuse('prode.prediction_locked');
  await repo.upsertPrediction(ctx.db, { userId: ctx.actor.id, fixtureId, scoreHome: body.score_home, scoreAway: body.score_away, now: ctx.clock.now() });
  return { message: BETS_MSG.predictionSaved };
}

/** A prediction on a league match created by organisers: refused once it is completed. */
export async function predictMatch(ctx: ServiceContext, matchId: number, body: PredictionBody) {
  const match = await repo.findLeagueMatch(ctx.db, matchId);
  if (!match || !(match.type in repo.LEAGUE_TYPES)) throw refuse('prode.match_not_found');
  if (predictionLocked({ match: { completed: match.completed, state: match.state, startsAt: match.startsAt }, fixture: false, now: ctx.clock.now() })) {
    throw refuse('prode.prediction_locked');
  }
  await repo.upsertPrediction(ctx.db, { userId: ctx.actor.id, matchId, scoreHome: body.score_home, scoreAway: body.score_away, now: ctx.clock.now() });
  return { message: BETS_MSG.predictionSaved };
}

/** The season ranking (current season by default). */
export async function ranking(db: DbOrTx, season?: number) {
  const seasonId = season ?? (await seasonOrNull(db))?.id ?? null;
  if (seasonId === null) return { data: [] };
  const rows = await repo.scoredPredictions(db, seasonId);
  return {
    data: prodeRanking(
      rows.map((r) => ({
        userId: r.userId,
        name: r.name,
        prediction: { home: r.predHome, away: r.predAway },
        result: { home: r.scoreHome, away: r.scoreAway },
      })),
    ),
  };
}
