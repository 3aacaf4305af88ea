import {
  idParamSchema,
  messageSchema,
  outsidePlayersQuerySchema,
  PERMISSIONS,
  playerCreateBodySchema,
  playerNameQuerySchema,
  playerSchema,
  playersListResponseSchema,
  playersQuerySchema,
  playerUpdateBodySchema,
} from '@superliga/league';
import { cachedRead, contextOf, type App, type FeatureOptions } from '../../lib/http';
import { managedTeam } from '../../features/teams/teams.service';
import { createPlayer } from './commands/create-player';
import { deletePlayer } from './commands/delete-player';
import { updatePlayer } from './commands/update-player';
import { getPlayer, listPlayers, outsidePlayers, searchPlayers } from './queries';

const tags = ['jugadores'];
/** Player lists read players with their teams, nothing else. */
const playerTables = ['players', 'teams'] as const;

export default async function playersRoutes(app: App, { deps }: FeatureOptions) {
  const playerLists = cachedRead(deps, playerTables);
  app.get(
    '/players',
    {
      config: { access: PERMISSIONS.read },
      preValidation: playerLists.preValidation,
      schema: { tags, querystring: playersQuerySchema, response: { 200: playersListResponseSchema } },
    },
    async (req, reply) => {
      // "Libres para cláusula" depends on who asks (his team, his offers) and on the open operations:
      // not a body the shared read cache may keep (decision 035).
      if (req.query.clausulable) {
        const userId = contextOf(deps, req).actor.id;
        // His team as the clause form finds it (one team per manager).
        return listPlayers(deps.db, req.query, { userId, teamId: (await managedTeam(deps.db, userId))?.id ?? null });
      }
      return playerLists.send(req, reply, () => listPlayers(deps.db, req.query));
    },
  );
  app.get(
    '/players/filter-by-division',
    {
      config: { access: PERMISSIONS.read },
      preValidation: playerLists.preValidation,
      schema: { tags, querystring: outsidePlayersQuerySchema, response: { 200: playersListResponseSchema } },
    },
    (req, reply) => playerLists.send(req, reply, () => outsidePlayers(deps.db, req.query)),
  );
  app.get(
    '/playername',
    {
      config: { access: PERMISSIONS.read },
      preValidation: playerLists.preValidation,
      schema: { tags, querystring: playerNameQuerySchema, response: { 200: playersListResponseSchema } },
    },
    (req, reply) => playerLists.send(req, reply, () => searchPlayers(deps.db, req.query.name)),
  );
  app.get('/players/:id', { config: { access: PERMISSIONS.read }, schema: { tags, params: idParamSchema, response: { 200: playerSchema } } }, (req) =>
    getPlayer(deps.db, req.params.id),
  );
  app.post(
    '/players',
    { config: { access: PERMISSIONS.editPlayers, idempotent: true }, schema: { tags, body: playerCreateBodySchema, response: { 201: playerSchema } } },
    async (req, reply) => reply.status(201).send(await createPlayer(contextOf(deps, req), req.body)),
  );
  app.put(
    '/players/:id',
    { config: { access: PERMISSIONS.editPlayers }, schema: { tags, params: idParamSchema, body: playerUpdateBodySchema, response: { 200: playerSchema } } },
    (req) => updatePlayer(contextOf(deps, req), req.params.id, req.body),
  );
  app.delete(
    '/players/:id',
    { config: { access: PERMISSIONS.deletePlayers }, schema: { tags, params: idParamSchema, response: { 200: messageSchema } } },
    (req) => deletePlayer(contextOf(deps, req), req.params.id),
  );
}
