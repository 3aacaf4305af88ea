import { MSG, rolledTournamentDates, type CreateTournamentBody } from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext } from '../../lib/context';
import { refuse } from '../../lib/errors';
import { presentTournament } from './competition.presenters';
import * as repo from './competition.repository';
import { requireWritableSeason } from '../seasons/seasons.service';

export async function listTournaments(db: DbOrTx, seasonId?: number) {
  return { data: (await repo.listTournaments(db, seasonId)).map(presentTournament) };
}

export async function getTournament(db: DbOrTx, id: number) {
  const t = await repo.findTournament(db, id);
  if (!t) throw refuse('tournament.not_found');
  return t;
}

/** Results, statistics and prizes of an archived season's tournament are refused (decision 018). */
export async function requireWritableTournament(db: DbOrTx, tournamentId: number) {
  const t = await repo.findTournament(db, tournamentId);
  if (t) await requireWritableSeason(db, t.seasonId);
}

export async function createTournament(ctx: ServiceContext, body: CreateTournamentBody) {
  if (!(await repo.seasonExists(ctx.db, body.season_id))) throw refuse('tournament.season_unknown');
  await requireWritableSeason(ctx.db, body.season_id);
  const id = await repo.insertTournament(ctx.db, {
    name: body.name,
    startDate: body.start_date,
    endDate: body.end_date,
    seasonId: body.season_id,
    type: body.type,
    createdAt: ctx.clock.now(),
  });
  return { ...presentTournament((await repo.findTournament(ctx.db, id))!), message: MSG.tournamentCreated };
}

/**
 * The tournaments of a new season, one per tournament of the season it rolls over from: same name
 * and kind, the same length from the new season's first day (docs/decisions/025-season-close-and-rollover.md).
 */
export async function copyTournaments(tx: DbOrTx, from: number, to: number, firstDay: string, now: Date) {
  const old = await repo.listTournaments(tx, from);
  for (const t of [...old].reverse()) {
    const dates = rolledTournamentDates({ start_date: t.startDate, end_date: t.endDate }, firstDay);
    await repo.insertTournament(tx, { name: t.name, type: t.type, seasonId: to, startDate: dates.start_date, endDate: dates.end_date, createdAt: now });
  }
  return old.length;
}
