import {
  DEFAULT_SEASON_RULES,
  resolveSeasonRules,
  seasonRulesBodySchema,
  type SeasonRules,
  type SeasonRulesBody,
  type SeasonRulesResponse,
} from '@superliga/league';
import type { DbOrTx } from '../../db/client';
import type { ServiceContext, ServiceDeps } from '../../lib/context';
import { refuse, refuseFields } from '../../lib/errors';
import { currentSeason, currentSeasonIfAny } from '../settings/settings.service';
import { changedFields, recordAudit } from '../audit/audit.service';
import * as repo from './season-rules.repository';

/**
 * The market rules in force for a season (DECISIONS, 'The league's own rules as settings'): what
 * an Admin set, over the documents' defaults. Every market service reads its limits from here.
 */
export async function rulesForSeason(db: DbOrTx, seasonId: number): Promise<SeasonRules> {
  return resolveSeasonRules(await repo.readStoredRules(db, seasonId));
}

/**
 * The rules of a season as the market's hot paths read them, kept by the read cache until
 * `season_rules` changes. Only for use cases that do not change the rules themselves.
 */
export function cachedRulesForSeason(deps: Pick<ServiceDeps, 'db' | 'cache'>, seasonId: number): Promise<SeasonRules> {
  return deps.cache.read(`season-rules:${seasonId}`, ['season_rules'], () => rulesForSeason(deps.db, seasonId));
}

/** The rules of the current season; the defaults while the league has no active season. */
export async function currentSeasonRules(db: DbOrTx): Promise<SeasonRules> {
  const season = await currentSeasonIfAny(db);
  return season ? rulesForSeason(db, season.id) : { ...DEFAULT_SEASON_RULES };
}

/** `GET /seasons/{id}/rules` (everyone logged in). */
export async function getSeasonRules(db: DbOrTx, seasonId: number): Promise<SeasonRulesResponse> {
  if (!(await repo.findSeason(db, seasonId))) throw refuse('season.not_found');
  return { id_season: seasonId, ...(await rulesForSeason(db, seasonId)) };
}

/**
 * `GET /season/rules` (everyone logged in): the current season's, so a form that states a range
 * asks for them with its first data instead of after the seasons' list (decision 044, "The rules
 * in force with a screen's first data").
 */
export async function getCurrentSeasonRules(db: DbOrTx): Promise<SeasonRulesResponse> {
  const season = await currentSeason(db);
  return { id_season: season.id, ...(await rulesForSeason(db, season.id)) };
}

/**
 * `PUT /seasons/{id}/rules` (Admin): the settings sent replace those in force; the others stay.
 * Pairs (minimum/maximum) are checked again on the merged set so a half change cannot cross them.
 */
export async function updateSeasonRules(ctx: ServiceContext, seasonId: number, body: SeasonRulesBody): Promise<SeasonRulesResponse> {
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.findSeason(tx, seasonId))) throw refuse('season.not_found');
    const before = await rulesForSeason(tx, seasonId);
    const merged = { ...before, ...body };
    const checked = seasonRulesBodySchema.safeParse(merged);
    if (!checked.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of checked.error.issues) (errors[String(issue.path[0] ?? 'rules')] ??= []).push(issue.message);
      throw refuseFields('season_rules.invalid', errors);
    }
    await repo.writeRules(tx, seasonId, merged, ctx.actor.id, ctx.clock.now());
    const changed = changedFields(before, merged);
    if (changed)
      await recordAudit(tx, { actor: ctx.actor, kind: 'season_rules.changed', at: ctx.clock.now(), seasonId, reference: `season:${seasonId}`, ...changed });
    return { id_season: seasonId, ...merged };
  });
}

/** A new season starts with the rules of the one it rolls over from (editable after; docs/decisions/025-season-close-and-rollover.md). */
export async function copySeasonRules(tx: DbOrTx, from: number, to: number, userId: number, now: Date) {
  await repo.writeRules(tx, to, await rulesForSeason(tx, from), userId, now);
}
