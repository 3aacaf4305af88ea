import { can, HOME_MSG, isStaff, NOW_PER_KIND, paths, stageName, type NowItem, type TournamentType } from '@superliga/league';
import type { ServiceContext } from '../../lib/context';
import { currentSeasonIfAny } from '../settings/settings.service';
import * as repo from './home.repository';

/**
 * Staff's part of "Ahora" (docs/decisions/034-what-needs-you-now.md): the results that wait for
 * them, and for the Admin the ended auctions whose winner he confirms. A dispute nobody rules and a
 * match nobody reported by its round's deadline hold the standings, the suspensions and the bets
 * tied to the match until staff act; an auction not confirmed holds the player and the winner's money.
 */
export async function whatNeedsStaffNow(ctx: ServiceContext): Promise<NowItem[]> {
  if (!isStaff(ctx.actor.rol)) return [];
  const now = ctx.clock.now();
  const season = await currentSeasonIfAny(ctx.db);
  const [disputes, overdue, auctions] = await Promise.all([
    repo.disputesToRule(ctx.db, NOW_PER_KIND),
    season ? repo.overdueMatches(ctx.db, season.id, now, NOW_PER_KIND) : [],
    can('confirmAuctions', ctx.actor.rol) ? repo.auctionsToConfirm(ctx.db, now, NOW_PER_KIND) : [],
  ]);
  const stage = (m: { type: string; stage: number }) => stageName(m.type as TournamentType, m.stage);
  const card = (m: (typeof disputes)[number]) => ({ amount: null, deadline: null, starts_at: null, link: paths.match(m.id) });
  return [
    ...auctions.map((a) => ({
      kind: 'auction.to_confirm' as const,
      key: `auction.to_confirm:${a.id}`,
      title: HOME_MSG.auctionToConfirmTitle(a.player),
      detail: HOME_MSG.auctionToConfirmDetail(a.manager, a.team),
      amount: Number(a.amount),
      deadline: null,
      starts_at: null,
      link: paths.playerAuctions(a.playerId),
      action: HOME_MSG.actions.confirmWinner,
    })),
    ...disputes.map((m) => ({
      ...card(m),
      kind: 'match.to_rule' as const,
      key: `match.to_rule:${m.id}`,
      title: HOME_MSG.matchToRuleTitle(m.home, m.away),
      detail: HOME_MSG.matchToRuleDetail(stage(m), m.tournament),
      action: HOME_MSG.actions.rule,
    })),
    ...overdue.map((m) => ({
      ...card(m),
      kind: 'match.overdue' as const,
      key: `match.overdue:${m.id}`,
      title: HOME_MSG.matchOverdueTitle(m.home, m.away),
      detail: HOME_MSG.matchOverdueDetail(stage(m), m.tournament),
      action: HOME_MSG.actions.resolve,
    })),
  ];
}
