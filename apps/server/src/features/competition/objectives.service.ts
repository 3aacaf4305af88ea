import { SEASON_MSG, type ObjectivesBody, type ObjectivesResponse } from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext } from '../../lib/context';
import { refuse } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { requireWritableSeason } from '../seasons/seasons.service';
import * as closings from './closing.repository';
import * as repo from './competition.repository';

/**
 * Each league team's objective of a season: the position it is asked to reach. Closing its league
 * pays or charges the season's objective_step per position of difference
 * (docs/decisions/025-season-close-and-rollover.md).
 */
export async function seasonObjectives(db: DbOrTx, seasonId: number): Promise<ObjectivesResponse> {
  if (!(await repo.seasonExists(db, seasonId))) throw refuse('season.not_found');
  const set = new Map((await closings.seasonObjectives(db, seasonId)).map((o) => [o.teamId, o.objective]));
  const teams = await repo.leagueTeams(db);
  return {
    id_season: seasonId,
    data: teams.map((t) => ({ team: { id: t.id, name: t.name }, division: t.division, objective: set.get(t.id) ?? null })),
  };
}

/** `PUT /seasons/{id}/objectives` (Admin): the objectives sent replace those of their teams; one audit entry. */
export async function setSeasonObjectives(ctx: ServiceContext, seasonId: number, body: ObjectivesBody) {
  if (!(await repo.seasonExists(ctx.db, seasonId))) throw refuse('season.not_found');
  await requireWritableSeason(ctx.db, seasonId);
  const ids = [...new Set(body.objectives.map((o) => o.team_id))];
  if ((await repo.findTeams(ctx.db, ids)).length !== ids.length) throw refuse('objectives.team_unknown');
  await ctx.db.transaction(async (tx) => {
    const before = Object.fromEntries((await closings.seasonObjectives(tx, seasonId)).map((o) => [o.teamId, o.objective]));
    for (const o of body.objectives) await closings.setObjective(tx, seasonId, o.team_id, o.objective);
    const after = Object.fromEntries((await closings.seasonObjectives(tx, seasonId)).map((o) => [o.teamId, o.objective]));
    await recordAudit(tx, { actor: ctx.actor, kind: 'season.objectives_changed', at: ctx.clock.now(), seasonId, before, after });
  });
  return { ...(await seasonObjectives(ctx.db, seasonId)), message: SEASON_MSG.objectivesSaved };
}
