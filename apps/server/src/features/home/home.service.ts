import {
  byUrgency,
  clauseRoundDueAt,
  HOME_MSG,
  LEADING_SOON_HOURS,
  minimumNextBid,
  NOW_PER_KIND,
  paths,
  scoreText,
  stageName,
  type NowItem,
  type NowResponse,
  type TournamentType,
} from '@superliga/league';
import type { ServiceContext } from '../../lib/context';
import { cachedRulesForSeason } from '../season-rules/season-rules.service';
import { currentSeasonIfAny } from '../settings/settings.service';
import { cachedManagedTeam } from '../teams/teams.service';
import * as repo from './home.repository';
import { whatNeedsStaffNow } from './staff-now';

const A = HOME_MSG.actions;
const names = (list: readonly string[]) => (list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} y ${list[list.length - 1]}`);

/**
 * GET /me/now: what needs the reader now, each with its deadline, its button and the screen where
 * the action happens (docs/decisions/034-what-needs-you-now.md): a manager's own things and, for
 * staff, the results waiting for them, the most urgent first.
 */
export async function whatNeedsMeNow(ctx: ServiceContext): Promise<NowResponse> {
  const [staff, own] = await Promise.all([whatNeedsStaffNow(ctx), whatNeedsTheManagerNow(ctx)]);
  return { data: [...staff, ...own].sort(byUrgency) };
}

/**
 * The manager's part: only his own rows and public figures, never another user's sealed offer or
 * maximum (decisions 013 and 016). A reader without a team (a visitante, a manager on the waiting
 * list, staff without one) has nothing of his own to act on.
 */
async function whatNeedsTheManagerNow(ctx: ServiceContext): Promise<NowItem[]> {
  const userId = ctx.actor.id;
  const team = await cachedManagedTeam(ctx, userId);
  if (!team) return [];
  const now = ctx.clock.now();
  const soonUntil = new Date(now.getTime() + LEADING_SOON_HOURS * 3_600_000);
  const season = await currentSeasonIfAny(ctx.db);
  const [toConfirm, auctions, offers, next, results] = await Promise.all([
    repo.transfersToConfirm(ctx.db, userId, NOW_PER_KIND),
    repo.myOpenAuctions(ctx.db, userId, now, soonUntil, 2 * NOW_PER_KIND),
    repo.myOffersAhead(ctx.db, userId, now, NOW_PER_KIND),
    season ? repo.nextMatch(ctx.db, team.id, season.id, now) : undefined,
    repo.resultsToConfirm(ctx.db, team.id, now, NOW_PER_KIND),
  ]);
  const items: NowItem[] = [];

  for (const t of toConfirm) {
    items.push({
      kind: 'transfer.to_confirm',
      key: `transfer.to_confirm:${t.id}`,
      title: HOME_MSG.transferTitle(t.proposer),
      detail: HOME_MSG.transferDetail(names(t.players)),
      amount: Number(t.budget),
      deadline: null,
      starts_at: null,
      // The notice's link: the dashboard opens the transfer's confirm dialog (decision 027).
      link: paths.pendingTransfer(t.id),
      action: A.confirm,
    });
  }

  for (const a of auctions) {
    const leading = Number(a.leading);
    if (Number(a.leaderId) === userId) {
      items.push({
        kind: 'auction.leading',
        key: `auction.leading:${a.id}`,
        title: HOME_MSG.leadingTitle(a.player),
        detail: HOME_MSG.leadingDetail,
        amount: leading,
        deadline: a.endsAt.toISOString(),
        starts_at: null,
        link: paths.playerAuctions(a.playerId),
        action: A.auction,
      });
    } else {
      // The minimum by the auction's own season rules, as the bid box computes it.
      const min = minimumNextBid(leading, await cachedRulesForSeason(ctx, a.seasonId));
      items.push({
        kind: 'auction.outbid',
        key: `auction.outbid:${a.id}`,
        title: HOME_MSG.outbidTitle(a.player),
        detail: HOME_MSG.outbidDetail,
        amount: min,
        deadline: a.endsAt.toISOString(),
        starts_at: null,
        // The outbid notice's link: the bid box in focus with this minimum (decision 034).
        link: paths.auctionBid(a.playerId, a.id),
        action: A.bid,
      });
    }
  }

  for (const o of offers) {
    const hidden = o.hidden === true || (o.hidden as unknown) === 't';
    const total = Number(o.total);
    items.push({
      kind: 'offer.revealing',
      key: `offer.revealing:${o.id}`,
      title: hidden ? HOME_MSG.offerTitle(o.player) : HOME_MSG.offerTieTitle(o.player),
      detail: hidden ? HOME_MSG.offerDetail : HOME_MSG.offerTieDetail,
      amount: total,
      // The round's time as the round decides it: the stored reveal (revealTimeForPlayer at the
      // offer, with the season's reveal hours), or the end of the tie's extension.
      deadline: (hidden ? o.revealAt : clauseRoundDueAt(o.revealAt, o.extendedUntil)).toISOString(),
      starts_at: null,
      link: paths.playerOffers(o.playerId),
      action: hidden ? A.offer : A.raise,
    });
  }

  if (next) {
    const started = next.startsAt !== null && next.startsAt.getTime() <= now.getTime();
    items.push({
      kind: 'match.next',
      key: `match.next:${next.id}`,
      title: HOME_MSG.matchNextTitle(next.home, next.away),
      detail: HOME_MSG.matchNextDetail(stageName(next.type as TournamentType, next.stage)),
      amount: null,
      deadline: next.deadlineAt?.toISOString() ?? null,
      starts_at: next.startsAt?.toISOString() ?? null,
      link: paths.match(next.id),
      action: started ? A.report : A.match,
    });
  }

  for (const r of results) {
    items.push({
      kind: 'match.to_confirm',
      key: `match.to_confirm:${r.id}`,
      title: HOME_MSG.matchToConfirmTitle(r.home, r.away),
      detail: HOME_MSG.matchToConfirmDetail(scoreText(r.scoreHome, r.scoreAway)),
      amount: null,
      deadline: r.confirmBy.toISOString(),
      starts_at: null,
      link: paths.match(r.id),
      action: A.confirmResult,
    });
  }

  return items;
}
