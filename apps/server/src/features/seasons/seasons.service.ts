import { marketOpensAt, type Season, type SeasonBody } from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext } from '../../lib/context';
import { refuse } from '../../lib/errors';
import { changedFields, recordAudit } from '../audit/audit.service';
import { rulesForSeason } from '../season-rules/season-rules.service';
import * as repo from './seasons.repository';

/** The current season is the newest active one (DECISIONS, seasons): the first active in this order. */
function present(rows: repo.SeasonRow[]): Season[] {
  const current = rows.find((s) => s.active)?.id;
  return rows.map((s) => ({
    id: s.id,
    name: s.name,
    start_date: s.startDate.toISOString(),
    end_date: s.endDate ? s.endDate.toISOString() : null,
    active: s.active,
    archived: s.archived,
    closed: s.closedAt !== null,
    current: s.id === current,
  }));
}

export async function listSeasons(db: DbOrTx) {
  return { data: present(await repo.listSeasons(db)) };
}

async function presentOne(db: DbOrTx, id: number) {
  const season = (await listSeasons(db)).data.find((s) => s.id === id);
  if (!season) throw refuse('season.not_found');
  return season;
}

const values = (body: SeasonBody) => ({
  name: body.name,
  startDate: new Date(body.start_date),
  endDate: body.end_date ? new Date(body.end_date) : null,
  active: body.active,
});

export async function createSeason(db: DbOrTx, body: SeasonBody) {
  const row = await repo.insertSeason(db, values(body));
  return presentOne(db, row.id);
}

/**
 * A season imported from the old app as an archive is read-only (docs/decisions/018-legacy-import.md):
 * every write into it (the season itself, its tournaments, results and prizes) is refused here. It is
 * never active (a constraint), so it is never the current season the market writes into.
 */
export async function requireWritableSeason(db: DbOrTx, id: number) {
  const season = await repo.findSeason(db, id);
  if (season?.archived) throw refuse('season.archived');
  // A season rolled over into the next stays readable and is read-only (docs/decisions/025-season-close-and-rollover.md).
  if (season?.closedAt) throw refuse('season.closed');
}

const seasonFacts = (s: repo.SeasonRow) => ({
  name: s.name,
  start_date: s.startDate.toISOString(),
  end_date: s.endDate ? s.endDate.toISOString() : null,
  active: s.active,
});

export async function updateSeason(ctx: ServiceContext, id: number, body: SeasonBody) {
  await requireWritableSeason(ctx.db, id);
  await ctx.db.transaction(async (tx) => {
    const stored = await repo.findSeason(tx, id);
    const row = await repo.updateSeason(tx, id, values(body));
    if (!row || !stored) throw refuse('season.not_found');
    const changed = changedFields(seasonFacts(stored), seasonFacts(row));
    if (changed) await recordAudit(tx, { actor: ctx.actor, kind: 'season.changed', at: ctx.clock.now(), seasonId: id, reference: `season:${id}`, ...changed });
  });
  return presentOne(ctx.db, id);
}

/**
 * `GET /seasons/start`: the current season's start, when the market opens (start + 4 h) and the
 * server's now, so countdowns run on server time whatever the device's clock says.
 */
export async function seasonStart(db: DbOrTx, now: Date) {
  const start = await seasonStartIfAny(db, now);
  if (!start) throw refuse('season.not_found');
  return start;
}

/** The same, or null while the league has no current season (the assistant's read). */
export async function seasonStartIfAny(db: DbOrTx, now: Date) {
  const current = (await listSeasons(db)).data.find((s) => s.current);
  if (!current) return null;
  const start = new Date(current.start_date);
  return {
    id: current.id,
    name: current.name,
    start_date: current.start_date,
    market_opens_at: marketOpensAt(start, await rulesForSeason(db, current.id)).toISOString(),
    now: now.toISOString(),
  };
}
