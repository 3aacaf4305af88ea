import { pageMeta, sealOffer, type ClauseListQuery, type Offer, type SeasonListQuery } from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import { type Actor, type ServiceContext } from '../../lib/context';
import { refuse } from '../../lib/errors';
import { presentReversalMark } from '../../lib/reversal-mark';
import { managedTeam } from '../../features/teams/teams.service';
import * as repo from './offers.repository';
import { asPlayerOffer } from './player-offer.presenter';

/** Players a team lost by clause in a season: the count the losses cap (max_clause_losses) is checked against. */
export function clauseLossesOf(db: DbOrTx, teamId: number, seasonId: number) {
  return repo.lossesThisSeason(db, teamId, seasonId);
}

/** The same count for many teams at once (the compliance report). */
export function clauseLossesByTeam(db: DbOrTx, seasonId: number, teamIds: readonly number[]) {
  return repo.lossesBySeason(db, seasonId, teamIds);
}

/**
 * An offer as its reader may see it: every offer put on the wire is shaped here and sealed by
 * sealOffer (decisions 009, 016); whether it is still hidden the database decided (`row.hidden`).
 */
function presentOffer(row: repo.OfferListRow, actor: Actor): Offer {
  const o = row.offer;
  return sealOffer(
    {
      id: o.id,
      id_player: { id: o.playerId, name: o.name },
      name: o.name,
      id_team: row.team,
      created_by: { id: o.createdBy, name: row.creatorName },
      other_players: o.otherPlayers,
      value: o.value,
      extra_value: o.extraValue,
      total_value: o.totalValue,
      id_season: { id: o.seasonId, name: row.seasonName ?? '' },
      status: o.status,
      confirmed: o.confirmed as 'yes' | 'no',
      active: o.active as 'yes' | 'no',
      created_at: o.createdAt.toISOString(),
      reveal_at: o.revealAt.toISOString(),
      hidden: row.hidden,
      reversal: presentReversalMark(row.reversal),
    },
    actor,
  );
}

export async function listOffers(ctx: ServiceContext, query: ClauseListQuery) {
  // The documents' client reads every offer with all=true and filters by its flags (001 §7).
  let scope: repo.OfferScope = query.all ? { kind: 'every' } : { kind: 'latest' };
  if (query.scope === 'mine') scope = { kind: 'mine', userId: ctx.actor.id };
  if (query.scope === 'received') {
    const team = await managedTeam(ctx.db, ctx.actor.id);
    if (!team) return query.all ? { data: [] } : { data: [], meta: pageMeta(0, query.page, query.per_page) };
    scope = { kind: 'received', teamId: team.id };
  }
  return pagedOffers(ctx, scope, query);
}

async function pagedOffers(ctx: ServiceContext, scope: repo.OfferScope, query: SeasonListQuery) {
  const now = ctx.clock.now();
  const present = (rows: repo.OfferListRow[]) => rows.map((r) => presentOffer(r, ctx.actor));
  if (query.all) return { data: present(await repo.listOffers(ctx.db, now, scope, query.season)) };
  const [rows, total] = await Promise.all([
    repo.listOffers(ctx.db, now, scope, query.season, { limit: query.per_page, offset: (query.page - 1) * query.per_page }),
    repo.countOffers(ctx.db, scope, query.season),
  ]);
  return { data: present(rows), meta: pageMeta(total, query.page, query.per_page) };
}

/** `GET /ofertas-confirmadas` (Admin): confirmed offers, by creator name. */
export function confirmedOffers(ctx: ServiceContext, query: SeasonListQuery) {
  return pagedOffers(ctx, { kind: 'confirmed' }, query);
}

/** `GET /clausulas/{playerId}`: `{ player, offers }`, every offer made for the player, newest first. */
export async function playerOffers(ctx: ServiceContext, playerId: number) {
  const found = await repo.findPlayerWithTeam(ctx.db, playerId);
  if (!found) throw refuse('player.not_found');
  const rows = await repo.listOffers(ctx.db, ctx.clock.now(), { kind: 'player', playerId });
  const { player, team } = found;
  return {
    player: {
      id: player.id,
      name: player.name,
      status: player.status,
      value: player.value,
      ca: player.ca,
      pa: player.pa,
      age: player.age,
      id_team: { id: team.id, name: team.name },
    },
    offers: rows.map((r) => asPlayerOffer(presentOffer(r, ctx.actor))),
  };
}
