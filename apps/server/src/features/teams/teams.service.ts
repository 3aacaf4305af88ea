import {
  caLimit,
  CORE_MSG,
  pageMeta,
  palmaresRows,
  readDivision,
  squadStats,
  squadWarnings,
  type ListQuery,
  type Team,
  type TeamBody,
  type TeamDetail,
} from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext, ServiceDeps } from '../../lib/context';
import { currentSeasonRules } from '../season-rules/season-rules.service';
import { blocksUsedThisSeason } from '../../market/squad/queries';
import { refuse, refuseFields } from '../../lib/errors';
import { listPlayers } from '../../market/players/queries';
import { changedFields, recordAudit } from '../audit/audit.service';
import * as repo from './teams.repository';

/** The team a user manages (id, name, division), or undefined; inside a transaction too. */
export function managedTeam(db: DbOrTx, userId: number) {
  return repo.findTeamOfUser(db, userId);
}

/**
 * The same through the read cache until `teams` changes: every offer and bid of a deadline rush
 * reads it, and neither changes a team.
 */
export function cachedManagedTeam(deps: Pick<ServiceDeps, 'db' | 'cache'>, userId: number) {
  return deps.cache.read(`managed-team:${userId}`, ['teams'], () => managedTeam(deps.db, userId));
}

function presentTeam(row: repo.TeamWithManager): Team {
  return {
    id: row.id,
    name: row.name,
    division: readDivision(row.division),
    id_user: row.userId,
    user: row.userId && row.userName ? { id: row.userId, name: row.userName } : null,
  };
}

/** GET /palmares: the teams' honours from the old app's title counters (decision 018). */
export async function palmares(db: DbOrTx) {
  return { data: palmaresRows(await repo.listTitles(db)) };
}

export async function listTeams(db: DbOrTx, query: ListQuery) {
  if (query.all) return { data: (await repo.listTeams(db)).map(presentTeam) };
  const [rows, total] = await Promise.all([repo.listTeams(db, { limit: query.per_page, offset: (query.page - 1) * query.per_page }), repo.countTeams(db)]);
  return { data: rows.map(presentTeam), meta: pageMeta(total, query.page, query.per_page) };
}

/** The team with its players and the squad summary of 000 §9 (the same rule as /plantel). */
export async function teamDetail(db: DbOrTx, id: number): Promise<TeamDetail> {
  const row = await repo.findTeam(db, id);
  if (!row) throw refuse('team.not_found');
  const team = presentTeam(row);
  const { data: players } = await listPlayers(db, { id_team: id, all: true, page: 1, per_page: 1 });
  const stats = squadStats(players);
  const rules = await currentSeasonRules(db);
  return {
    ...team,
    players,
    stats,
    ca_limit: team.division ? caLimit(team.division, rules) : null,
    warnings: squadWarnings(stats, team.division || null, rules, await blocksUsedThisSeason(db, id)),
  };
}

/** The squad page: the actor's own team, or 404 'No tienes equipo asignado…'. */
export async function ownSquad(ctx: ServiceContext) {
  const squad = await ownSquadIfAny(ctx);
  if (!squad) throw refuse('squad.no_team');
  return squad;
}

/** The actor's squad, or null when the actor has no team (the assistant's read: no team is an answer, not a refusal). */
export async function ownSquadIfAny(ctx: ServiceContext) {
  const team = await repo.findTeamOfUser(ctx.db, ctx.actor.id);
  return team ? teamDetail(ctx.db, team.id) : null;
}

/** A name is unique, a manager must exist and owns at most one team (DECISIONS). */
async function checkTeam(db: DbOrTx, body: TeamBody, exceptTeamId?: number) {
  const errors: Record<string, string[]> = {};
  if (await repo.findTeamByName(db, body.name, exceptTeamId)) errors.name = [CORE_MSG.teamNameTaken];
  if (body.id_user) {
    if (!(await repo.activeUserExists(db, body.id_user))) errors.id_user = [CORE_MSG.managerMissing];
    else {
      const owned = await repo.findTeamOfUser(db, body.id_user, exceptTeamId);
      if (owned) errors.id_user = [CORE_MSG.managerHasTeam(owned.name)];
    }
  }
  if (Object.keys(errors).length) throw refuseFields('team.invalid', errors);
}

export async function createTeam(ctx: ServiceContext, body: TeamBody) {
  await checkTeam(ctx.db, body);
  const id = await ctx.db.transaction(async (tx) => {
    const teamId = await repo.insertTeam(tx, { name: body.name, division: body.division, userId: body.id_user ?? null });
    await recordAudit(tx, {
      actor: ctx.actor,
      kind: 'team.created',
      at: ctx.clock.now(),
      teamId,
      userId: body.id_user ?? null,
      reference: `team:${teamId}`,
      after: { name: body.name, division: body.division, user_id: body.id_user ?? null },
    });
    return teamId;
  });
  return presentTeam((await repo.findTeam(ctx.db, id))!);
}

const teamFacts = (t: repo.TeamWithManager) => ({ name: t.name, division: t.division, user_id: t.userId });

export async function updateTeam(ctx: ServiceContext, id: number, body: TeamBody) {
  if (!(await repo.findTeam(ctx.db, id))) throw refuse('team.not_found');
  await checkTeam(ctx.db, body, id);
  await ctx.db.transaction(async (tx) => {
    const before = (await repo.findTeam(tx, id))!;
    await repo.updateTeam(tx, id, {
      name: body.name,
      division: body.division,
      // Absent keeps the manager; null leaves the team without one.
      ...(body.id_user !== undefined ? { userId: body.id_user } : {}),
    });
    const after = (await repo.findTeam(tx, id))!;
    const changed = changedFields(teamFacts(before), teamFacts(after));
    if (changed) await recordAudit(tx, { actor: ctx.actor, kind: 'team.edited', at: ctx.clock.now(), teamId: id, reference: `team:${id}`, ...changed });
  });
  return presentTeam((await repo.findTeam(ctx.db, id))!);
}
