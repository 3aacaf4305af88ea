import {
  PERMISSIONS,
  createMatchBody,
  createMatchResponseSchema,
  createTournamentBody,
  createTournamentResponseSchema,
  fixturesQuery,
  fixturesResponseSchema,
  gameUpdateBody,
  idParamSchema,
  matchesQuery,
  matchesResponseSchema,
  matchResponseSchema,
  matchSuspensionsResponseSchema,
  matchStatisticsBody,
  matchStatisticsQuery,
  matchStatisticsResponseSchema,
  messageSchema,
  playersTeamsQuery,
  playersTeamsResponseSchema,
  prizeFormResponseSchema,
  prizesBody,
  prizesResponseSchema,
  sendPrizesResponseSchema,
  standingsQuery,
  standingsResponseSchema,
  teamIdParam,
  teamStatisticsResponseSchema,
  tournamentsQuery,
  tournamentsResponseSchema,
  closingSchema,
  closeTournamentResponseSchema,
  objectivesBody,
  objectivesResponseSchema,
  objectivesSavedSchema,
  roundsResponseSchema,
  roundWindowsBody,
  spreadRoundsBody,
  reportBody,
  reportSavedSchema,
  matchReportResponseSchema,
  confirmReportBody,
  disputeReportBody,
  ruleDisputeBody,
  walkoverBody,
  idSchema,
} from '@superliga/league';
import { z } from 'zod';
import { cachedRead, contextOf, type App, type FeatureOptions } from '../../lib/http';
import * as fixtures from './fixtures.service';
import * as matches from './matches.service';
import * as closing from './closing.service';
import * as objectives from './objectives.service';
import * as results from './results.service';
import * as rounds from './rounds.service';
import * as prizes from './prizes.service';
import { standings } from './standings.service';
import * as statistics from './statistics.service';
import * as tournaments from './tournaments.service';

const tags = ['competencia'];
const P = PERMISSIONS;

/** 001 §7: tournaments, matches, statistics, standings, prizes and fixtures. */
export default async function competitionRoutes(app: App, { deps }: FeatureOptions) {
  app.get(
    '/tournaments',
    { config: { access: P.read }, schema: { tags, querystring: tournamentsQuery, response: { 200: tournamentsResponseSchema } } },
    (req) => tournaments.listTournaments(deps.db, req.query.season ?? req.query.season_id),
  );
  app.post(
    '/tournaments',
    {
      config: { access: P.createTournaments, idempotent: true },
      schema: { tags, body: createTournamentBody, response: { 201: createTournamentResponseSchema } },
    },
    async (req, reply) => reply.status(201).send(await tournaments.createTournament(contextOf(deps, req), req.body)),
  );

  app.get('/matches', { config: { access: P.read }, schema: { tags, querystring: matchesQuery, response: { 200: matchesResponseSchema } } }, (req) =>
    matches.listMatches(deps.db, { tournamentId: req.query.tournament_id, seasonId: req.query.season_id }),
  );
  // Any logged-in user passes; the service lets only staff or a manager of either team create (DECISIONS).
  app.post(
    '/matches',
    { config: { access: P.read, idempotent: true }, schema: { tags, body: createMatchBody, response: { 201: createMatchResponseSchema } } },
    async (req, reply) => reply.status(201).send(await matches.createMatch(contextOf(deps, req), req.body)),
  );
  app.get('/games/:id', { config: { access: P.read }, schema: { tags, params: idParamSchema, response: { 200: matchResponseSchema } } }, (req) =>
    matches.getMatch(deps.db, req.params.id),
  );
  app.get(
    '/games/:id/suspendidos',
    { config: { access: P.read }, schema: { tags, params: idParamSchema, response: { 200: matchSuspensionsResponseSchema } } },
    (req) => statistics.matchSuspensions(deps.db, req.params.id),
  );
  app.put(
    '/game-update/:id',
    { config: { access: P.reopenMatches, idempotent: true }, schema: { tags, params: idParamSchema, body: gameUpdateBody, response: { 200: messageSchema } } },
    (req) => matches.reopenMatch(contextOf(deps, req), req.params.id),
  );
  app.get(
    '/players-teams',
    { config: { access: P.read }, schema: { tags, querystring: playersTeamsQuery, response: { 200: playersTeamsResponseSchema } } },
    (req) => matches.playersOfTeams(deps.db, req.query.id_team),
  );

  app.get(
    '/match-statistics',
    { config: { access: P.read }, schema: { tags, querystring: matchStatisticsQuery, response: { 200: matchStatisticsResponseSchema } } },
    (req) => statistics.listStatistics(deps.db, req.query),
  );
  app.post(
    '/match-statistics',
    { config: { access: P.read, idempotent: true }, schema: { tags, body: matchStatisticsBody, response: { 200: messageSchema } } },
    (req) => statistics.saveStatistics(contextOf(deps, req), req.body),
  );
  app.get(
    '/match-statistics/team/:team_id',
    { config: { access: P.read }, schema: { tags, params: teamIdParam, response: { 200: teamStatisticsResponseSchema } } },
    (req) => statistics.teamStatistics(deps.db, req.params.team_id),
  );

  const standingsRead = cachedRead(deps, ['tournaments', 'matches', 'teams']);
  app.get(
    '/standings',
    {
      config: { access: P.read },
      preValidation: standingsRead.preValidation,
      schema: { tags, querystring: standingsQuery, response: { 200: standingsResponseSchema } },
    },
    (req, reply) => standingsRead.send(req, reply, () => standings(deps.db, req.query.tournament_id)),
  );

  app.get('/prizes', { config: { access: P.read }, schema: { tags, response: { 200: prizesResponseSchema } } }, () => prizes.listPrizes(deps.db));
  app.post(
    '/prizes',
    { config: { access: P.sendPrizes, idempotent: true }, schema: { tags, body: prizesBody, response: { 201: sendPrizesResponseSchema } } },
    async (req, reply) => reply.status(201).send(await prizes.sendPrizes(contextOf(deps, req), req.body)),
  );
  app.get('/create-prizes', { config: { access: P.sendPrizes }, schema: { tags, response: { 200: prizeFormResponseSchema } } }, () =>
    prizes.prizeFormData(deps.db),
  );

  app.get('/fixtures', { config: { access: P.read }, schema: { tags, querystring: fixturesQuery, response: { 200: fixturesResponseSchema } } }, (req) =>
    fixtures.listFixtures(deps.db, req.query.division),
  );
  app.post('/fixtures/generate', { config: { access: P.generateFixtures, idempotent: true }, schema: { tags, response: { 200: messageSchema } } }, (req) =>
    fixtures.generateForCurrentSeason(contextOf(deps, req)),
  );

  // Closing a tournament and the season's objectives (docs/decisions/025-season-close-and-rollover.md).
  app.get('/tournaments/:id/closing', { config: { access: P.sendPrizes }, schema: { tags, params: idParamSchema, response: { 200: closingSchema } } }, (req) =>
    closing.closingOf(deps.db, req.params.id),
  );
  app.post(
    '/tournaments/:id/close',
    { config: { access: P.sendPrizes, idempotent: true }, schema: { tags, params: idParamSchema, response: { 200: closeTournamentResponseSchema } } },
    (req) => closing.closeTournament(contextOf(deps, req), req.params.id),
  );
  app.get(
    '/seasons/:id/objectives',
    { config: { access: P.sendPrizes }, schema: { tags, params: idParamSchema, response: { 200: objectivesResponseSchema } } },
    (req) => objectives.seasonObjectives(deps.db, req.params.id),
  );
  app.put(
    '/seasons/:id/objectives',
    {
      config: { access: P.sendPrizes, idempotent: true },
      schema: { tags, params: idParamSchema, body: objectivesBody, response: { 200: objectivesSavedSchema } },
    },
    (req) => objectives.setSeasonObjectives(contextOf(deps, req), req.params.id, req.body),
  );

  // Rounds with dates and results reported and confirmed (docs/decisions/024-results-reported-and-confirmed.md).
  app.get('/tournaments/:id/rounds', { config: { access: P.read }, schema: { tags, params: idParamSchema, response: { 200: roundsResponseSchema } } }, (req) =>
    rounds.listRounds(deps.db, req.params.id),
  );
  app.put(
    '/tournaments/:id/rounds',
    {
      config: { access: P.manageResults, idempotent: true },
      schema: { tags, params: idParamSchema, body: roundWindowsBody, response: { 200: messageSchema } },
    },
    (req) => rounds.setRoundWindows(contextOf(deps, req), req.params.id, req.body),
  );
  app.post(
    '/tournaments/:id/rounds/spread',
    {
      config: { access: P.manageResults, idempotent: true },
      schema: { tags, params: idParamSchema, body: spreadRoundsBody, response: { 200: messageSchema } },
    },
    (req) => rounds.spreadRounds(contextOf(deps, req), req.params.id, req.body),
  );
  // Any logged-in user passes; the service lets only the two managers report, the opponent answer, and staff read.
  app.get('/games/:id/report', { config: { access: P.read }, schema: { tags, params: idParamSchema, response: { 200: matchReportResponseSchema } } }, (req) =>
    results.getReport(contextOf(deps, req), req.params.id),
  );
  app.post(
    '/games/:id/report',
    {
      config: { access: P.read, idempotent: true },
      bodyLimit: REPORT_BODY_LIMIT,
      schema: { tags, params: idParamSchema, body: reportBody, response: { 201: reportSavedSchema } },
    },
    async (req, reply) => reply.status(201).send(await results.reportResult(contextOf(deps, req), req.params.id, req.body)),
  );
  app.post(
    '/games/:id/report/confirm',
    { config: { access: P.read, idempotent: true }, schema: { tags, params: idParamSchema, body: confirmReportBody, response: { 200: messageSchema } } },
    (req) => results.confirmReport(contextOf(deps, req), req.params.id, req.body),
  );
  app.post(
    '/games/:id/report/dispute',
    { config: { access: P.read, idempotent: true }, schema: { tags, params: idParamSchema, body: disputeReportBody, response: { 200: messageSchema } } },
    (req) => results.disputeReport(contextOf(deps, req), req.params.id, req.body),
  );
  app.post(
    '/games/:id/report/rule',
    { config: { access: P.manageResults, idempotent: true }, schema: { tags, params: idParamSchema, body: ruleDisputeBody, response: { 200: messageSchema } } },
    (req) => results.ruleDispute(contextOf(deps, req), req.params.id, req.body),
  );
  app.post(
    '/games/:id/walkover',
    { config: { access: P.manageResults, idempotent: true }, schema: { tags, params: idParamSchema, body: walkoverBody, response: { 200: messageSchema } } },
    (req) => results.closeUnreported(contextOf(deps, req), req.params.id, req.body),
  );
  app.get(
    '/games/:id/evidence/:evidenceId',
    {
      config: { access: P.read },
      schema: { tags, params: evidenceParams, produces: ['image/jpeg', 'image/png', 'image/webp'], response: { 200: evidenceImageSchema } },
    },
    async (req, reply) => {
      const image = await results.evidenceImage(contextOf(deps, req), req.params.id, req.params.evidenceId);
      return reply
        .type(image.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .serializer((payload) => payload as string)
        .send(image.bytes as unknown as string);
    },
  );
}

const evidenceParams = z.object({ id: idSchema(), evidenceId: idSchema() });
/** The image's own bytes (documented as a binary string). */
const evidenceImageSchema = z.string().describe('binary');
/** Up to four screenshots of 2 MB each, as base64 (4/3 larger), plus the statistics. */
const REPORT_BODY_LIMIT = 12 * 1024 * 1024;
