import { idParamSchema, PERMISSIONS, registerBodySchema, squadActionResultSchema, squadActionsQuerySchema, squadActionsSchema } from '@superliga/league';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import { blockPlayer } from './commands/block-player';
import { registerPlayer } from './commands/register-player';
import { releasePlayer } from './commands/release-player';
import { squadActionsOf } from './queries';

const tags = ['equipos'];

/**
 * The manager's squad actions on /plantel (decision 041). Each action moves money or a player,
 * so it takes an Idempotency-Key: a repeated request answers the first answer, once.
 */
export default async function squadActionsRoutes(app: App, { deps }: FeatureOptions) {
  app.get(
    '/plantel/acciones',
    { config: { access: PERMISSIONS.squadActions }, schema: { tags, querystring: squadActionsQuerySchema, response: { 200: squadActionsSchema } } },
    (req) => squadActionsOf(contextOf(deps, req), req.query),
  );
  const action = (path: string, run: typeof blockPlayer) =>
    app.post(
      `/plantel/:id/${path}`,
      {
        config: { access: PERMISSIONS.squadActions, idempotent: true },
        schema: { tags, params: idParamSchema, response: { 200: squadActionResultSchema } },
      },
      (req) => run(contextOf(deps, req), req.params.id),
    );
  action('bloquear', blockPlayer);
  action('liberar', releasePlayer);
  app.post(
    '/plantel/:id/inscribir',
    {
      config: { access: PERMISSIONS.squadActions, idempotent: true },
      schema: { tags, params: idParamSchema, body: registerBodySchema, response: { 200: squadActionResultSchema } },
    },
    (req) => registerPlayer(contextOf(deps, req), req.params.id, { liftProtection: req.body?.lift_protection === true }),
  );
}
