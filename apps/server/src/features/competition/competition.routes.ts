import {
  createMatchBody,
  createTournamentBody,
  fixturesQuery,
  gameUpdateBody,
  idParamSchema,
  matchesQuery,
  matchStatisticsBody,
  matchStatisticsQuery,
  playersTeamsQuery,
  prizesBody,
  standingsQuery,
  teamIdParam,
  tournamentsQuery,
} from '@superliga/league';
import { contextOf, sendCached, type App, type FeatureOptions } from '../../lib/http';
import * as fixtures from './fixtures.service';
import * as matches from './matches.service';
import * as prizes from './prizes.service';
import { standings } from './standings.service';
import * as statistics from './statistics.service';
import * as tournaments from './tournaments.service';

const tags = ['competencia'];
const STAFF = { roles: ['Admin', 'Organizador'] as const };
const ADMIN = { roles: ['Admin'] as const };

/** 001 §7: tournaments, matches, statistics, standings, prizes and fixtures. */
export default async function competitionRoutes(app: App, { deps }: FeatureOptions) {
  app.get('/tournaments', { config: { access: 'user' }, schema: { tags, querystring: tournamentsQuery } }, (req) =>
    tournaments.listTournaments(deps.db, req.query.season ?? req.query.season_id),
  );
  app.post('/tournaments', { config: { access: STAFF, idempotent: true }, schema: { tags, body: createTournamentBody } }, async (req, reply) =>
    reply.status(201).send(await tournaments.createTournament(contextOf(deps, req), req.body)),
  );

  app.get('/matches', { config: { access: 'user' }, schema: { tags, querystring: matchesQuery } }, (req) => matches.listMatches(deps.db, req.query.tournament_id));
  // Any logged-in user passes; the service lets only staff or a manager of either team create (DECISIONS).
  app.post('/matches', { config: { access: 'user', idempotent: true }, schema: { tags, body: createMatchBody } }, async (req, reply) =>
    reply.status(201).send(await matches.createMatch(contextOf(deps, req), req.body)),
  );
  app.get('/games/:id', { config: { access: 'user' }, schema: { tags, params: idParamSchema } }, (req) => matches.getMatch(deps.db, req.params.id));
  app.put('/game-update/:id', { config: { access: ADMIN, idempotent: true }, schema: { tags, params: idParamSchema, body: gameUpdateBody } }, (req) =>
    matches.reopenMatch(contextOf(deps, req), req.params.id),
  );
  app.get('/players-teams', { config: { access: 'user' }, schema: { tags, querystring: playersTeamsQuery } }, (req) =>
    matches.playersOfTeams(deps.db, req.query.id_team),
  );

  app.get('/match-statistics', { config: { access: 'user' }, schema: { tags, querystring: matchStatisticsQuery } }, (req) =>
    statistics.listStatistics(deps.db, req.query),
  );
  app.post('/match-statistics', { config: { access: 'user', idempotent: true }, schema: { tags, body: matchStatisticsBody } }, (req) =>
    statistics.saveStatistics(contextOf(deps, req), req.body),
  );
  app.get('/match-statistics/team/:team_id', { config: { access: 'user' }, schema: { tags, params: teamIdParam } }, (req) =>
    statistics.teamStatistics(deps.db, req.params.team_id),
  );

  app.get('/standings', { config: { access: 'user' }, schema: { tags, querystring: standingsQuery } }, (req, reply) =>
    sendCached(deps, req, reply, ['tournaments', 'matches', 'teams'], () => standings(deps.db, req.query.tournament_id)),
  );

  app.get('/prizes', { config: { access: 'user' }, schema: { tags } }, () => prizes.listPrizes(deps.db));
  app.post('/prizes', { config: { access: ADMIN, idempotent: true }, schema: { tags, body: prizesBody } }, async (req, reply) =>
    reply.status(201).send(await prizes.sendPrizes(contextOf(deps, req), req.body)),
  );
  app.get('/create-prizes', { config: { access: ADMIN }, schema: { tags } }, () => prizes.prizeFormData(deps.db));

  app.get('/fixtures', { config: { access: 'user' }, schema: { tags, querystring: fixturesQuery } }, (req) => fixtures.listFixtures(deps.db, req.query.division));
  app.post('/fixtures/generate', { config: { access: STAFF, idempotent: true }, schema: { tags } }, (req) => fixtures.generateForCurrentSeason(contextOf(deps, req)));
}
