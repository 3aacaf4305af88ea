import { formatLeagueTime, isAdmin, isMarketOpen, marketOpensAt, matchPlayerNames } from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import type { Actor, ServiceContext } from '../../lib/context';
import { refuse } from '../../lib/errors';
import { rulesForSeason } from '../../features/season-rules/season-rules.service';
import { currentSeason } from '../../features/settings/settings.service';
import * as repo from './transfers.repository';

/** The counterparty confirms: a party of the transfer who did not create it (or an Admin). */
export const canConfirm = (t: repo.TransferRow, actor: Actor) =>
  isAdmin(actor.rol) || ((actor.id === t.buyBy || actor.id === t.soldBy) && actor.id !== t.createdBy);

export const canCancel = (t: repo.TransferRow, actor: Actor) => isAdmin(actor.rol) || [t.buyBy, t.soldBy, t.createdBy].includes(actor.id);

/** The market gate (season start + 4 h) is the server's, whatever the client shows. */
export async function requireMarketOpen(ctx: ServiceContext, db: DbOrTx = ctx.db) {
  const season = await currentSeason(db);
  const rules = await rulesForSeason(db, season.id);
  const now = ctx.clock.now();
  if (!isMarketOpen(season.startDate, now, rules)) {
    throw refuse('transfer.market_closed', formatLeagueTime(marketOpensAt(season.startDate, rules), ctx.config.LEAGUE_TZ));
  }
  return season;
}

/**
 * Players named by id or (the documents' client) by name among the giving team's players, case
 * and accents ignored; an unknown or ambiguous name is a 422 naming it.
 */
export async function resolvePlayers(db: DbOrTx, teamFromId: number, refs: (number | string)[]) {
  const names = refs.filter((r): r is string => typeof r === 'string');
  const ids = refs.filter((r): r is number => typeof r === 'number');
  if (names.length === 0) return ids;
  const matched = matchPlayerNames(names, await repo.squadNames(db, teamFromId));
  if (matched.error !== undefined) throw refuse('transfer.player_name_unmatched', matched.error);
  const all = [...ids, ...matched.ids];
  if (new Set(all).size !== all.length) throw refuse('transfer.players_repeated');
  return all;
}

/** Why a transfer is no longer pending, read again after the conditional update found nothing. */
export async function closedTransferConflict(db: DbOrTx, id: number) {
  const now = await repo.findTransfer(db, id);
  return refuse(now?.confirmed === 'yes' ? 'transfer.already_confirmed' : 'transfer.cancelled');
}
