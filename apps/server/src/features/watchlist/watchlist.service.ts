import { formatLeagueTime, NOTIFY, WATCHLIST_ALERT_MAX, WATCHLIST_LIMIT, WATCH_MSG, type NotificationText, type WatchlistResponse } from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext, ServiceDeps } from '../../lib/context';
import { refuse } from '../../lib/errors';
import { notify } from '../notifications/notifications.service';
import { playersById } from '../../market/players/queries';
import * as repo from './watchlist.repository';

/**
 * The watchlist (docs/decisions/035-market-filters-and-watchlist.md): the players a user follows
 * and the alerts their offers and auctions send to the followers.
 */

/** `GET /watchlist`: the caller's followed players with their open offers and auction; nobody else's. */
export async function listWatchlist(ctx: ServiceContext): Promise<WatchlistResponse> {
  const rows = await repo.listFollowed(ctx.db, ctx.actor.id, WATCHLIST_LIMIT);
  const auctionIds = rows.flatMap((r) => (r.auctionId === null ? [] : [Number(r.auctionId)]));
  const [players, auctions] = await Promise.all([
    playersById(
      ctx.db,
      rows.map((r) => r.playerId),
    ),
    repo.auctionsWithBest(ctx.db, auctionIds),
  ]);
  const auctionById = new Map(auctions.map((a) => [a.id, a]));
  const data = rows.flatMap((r) => {
    const player = players.get(r.playerId);
    if (!player) return [];
    const auction = r.auctionId === null ? undefined : auctionById.get(Number(r.auctionId));
    return [
      {
        player,
        followed_at: r.createdAt.toISOString(),
        open_offers: { count: Number(r.offers), reveal_at: r.revealAt === null ? null : new Date(r.revealAt).toISOString() },
        open_auction: auction ? { id: auction.id, ends_at: auction.endsAt.toISOString(), best: auction.best === null ? null : Number(auction.best) } : null,
      },
    ];
  });
  return { data, limit: WATCHLIST_LIMIT };
}

/**
 * `PUT /watchlist/{playerId}`: follow. Idempotent by nature: following a followed player changes
 * nothing and answers the same. The limit is counted with the user's row locked, so racing follows
 * of one user cannot pass it together; the player is locked first (decision 009's order).
 */
export async function follow(ctx: ServiceContext, playerId: number) {
  const name = await ctx.db.transaction(async (tx) => {
    const player = await repo.findPlayerForFollow(tx, playerId);
    if (!player) throw refuse('player.not_found');
    await repo.lockFollower(tx, ctx.actor.id);
    if (await repo.isFollowing(tx, ctx.actor.id, playerId)) return player.name;
    if ((await repo.countFollowed(tx, ctx.actor.id)) >= WATCHLIST_LIMIT) throw refuse('watchlist.limit_reached', WATCHLIST_LIMIT);
    await repo.insertFollow(tx, { userId: ctx.actor.id, playerId, createdAt: ctx.clock.now() });
    return player.name;
  });
  return { message: WATCH_MSG.followed(name), id_player: playerId, following: true };
}

/** `DELETE /watchlist/{playerId}`: stop following; unfollowing a player not followed is not an error (the state asked for holds). */
export async function unfollow(ctx: ServiceContext, playerId: number) {
  const players = await playersById(ctx.db, [playerId]);
  const player = players.get(playerId);
  if (!player) throw refuse('player.not_found');
  await repo.deleteFollow(ctx.db, ctx.actor.id, playerId);
  return { message: WATCH_MSG.unfollowed(player.name), id_player: playerId, following: false };
}

type AlertDeps = Pick<ServiceDeps, 'clock' | 'config'>;

/**
 * Tells a player's followers, but `except` (those told of the event by a notice of their own, and
 * its author), inside the event's transaction: the notices go through the outbox with the event,
 * so a rolled-back event tells nobody and a committed one tells each follower once (decision 008).
 * The text is made only when someone follows the player (most players have no follower).
 */
async function alertFollowers(
  tx: DbOrTx,
  deps: AlertDeps,
  playerId: number,
  except: readonly (number | null | undefined)[],
  text: () => NotificationText | Promise<NotificationText>,
) {
  const skip = except.filter((id): id is number => typeof id === 'number');
  const followers = await repo.followersOf(tx, playerId, skip, WATCHLIST_ALERT_MAX);
  if (!followers.length) return;
  const said = await text();
  await notify(
    tx,
    deps,
    followers.map((userId) => ({ userId, text: said })),
  );
}

/**
 * A clause offer for a followed player: only what is public while it is sealed — that there is one
 * and when it reveals — never its amount or author (decisions 013, 016). Its author and the
 * player's manager (told by offer.received) are left out.
 */
export function alertOfferReceived(
  tx: DbOrTx,
  deps: AlertDeps,
  e: { playerId: number; player: string; revealAt: Date; authorId: number; ownerId: number | null },
) {
  return alertFollowers(tx, deps, e.playerId, [e.authorId, e.ownerId], () =>
    NOTIFY.watchOffer({ player: e.player, playerId: e.playerId, revealAt: formatLeagueTime(e.revealAt, deps.config.LEAGUE_TZ) }),
  );
}

/** A followed player put up for auction; the manager who opened it is left out. */
export function alertAuctionOpened(tx: DbOrTx, deps: AlertDeps, e: { playerId: number; player: string; endsAt: Date; openerId: number }) {
  return alertFollowers(tx, deps, e.playerId, [e.openerId], () =>
    NOTIFY.watchAuctionOpened({ player: e.player, playerId: e.playerId, endsAt: formatLeagueTime(e.endsAt, deps.config.LEAGUE_TZ) }),
  );
}

/**
 * A followed player's auction ended: won (`teamId` is where he goes), deserted or cancelled (null).
 * Its bidders and its opener are told by notices of their own.
 */
export function alertAuctionEnded(tx: DbOrTx, deps: AlertDeps, e: { playerId: number; player: string; teamId: number | null; except: readonly number[] }) {
  return alertFollowers(tx, deps, e.playerId, e.except, async () =>
    NOTIFY.watchAuctionEnded({ player: e.player, playerId: e.playerId, team: e.teamId === null ? null : await repo.teamName(tx, e.teamId) }),
  );
}

/** A followed player's clause round resolved: he goes to `team`; the round's offerers and the seller are told otherwise. */
export function alertRoundResolved(tx: DbOrTx, deps: AlertDeps, e: { playerId: number; player: string; team: string; except: readonly (number | null)[] }) {
  return alertFollowers(tx, deps, e.playerId, e.except, () => NOTIFY.watchRoundResolved({ player: e.player, playerId: e.playerId, team: e.team }));
}
