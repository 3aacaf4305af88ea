import { PERMISSIONS, watchlistFollowResponseSchema, watchlistParamsSchema, watchlistResponseSchema } from '@superliga/league';
import { contextOf, type App, type FeatureOptions } from '../../lib/http';
import * as service from './watchlist.service';

const tags = ['seguidos'];

/**
 * The watchlist (docs/decisions/035-market-filters-and-watchlist.md). Each user reads and changes
 * only his own list: the user is the session's, never a parameter. Following is a PUT of a state,
 * idempotent by nature (repeating it leaves one row and the same answer), so it needs no
 * Idempotency-Key (decision 007 is for actions a repeat would do twice).
 */
export default async function watchlistRoutes(app: App, { deps }: FeatureOptions) {
  app.get('/watchlist', { config: { access: PERMISSIONS.followPlayers }, schema: { tags, response: { 200: watchlistResponseSchema } } }, (req) =>
    service.listWatchlist(contextOf(deps, req)),
  );
  app.put(
    '/watchlist/:playerId',
    { config: { access: PERMISSIONS.followPlayers }, schema: { tags, params: watchlistParamsSchema, response: { 200: watchlistFollowResponseSchema } } },
    (req) => service.follow(contextOf(deps, req), req.params.playerId),
  );
  app.delete(
    '/watchlist/:playerId',
    { config: { access: PERMISSIONS.followPlayers }, schema: { tags, params: watchlistParamsSchema, response: { 200: watchlistFollowResponseSchema } } },
    (req) => service.unfollow(contextOf(deps, req), req.params.playerId),
  );
}
