import { z } from 'zod';
import { idSchema } from '../common/common.schema';
import { DIVISIONS } from '../constants';

const queryId = idSchema();
/**
 * An optional id in the query where an empty value (`?season=`, as the documents' client sends
 * an unset filter) means 'not given'.
 */
export const optionalQueryId = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), queryId.optional());

/** GET /tournaments: every tournament, or one season's (`season` as in 001 §7, `season_id` accepted too). */
export const tournamentsQuery = z.object({ season: optionalQueryId, season_id: optionalQueryId });

/** GET /matches: optional tournament and season filters (the season's lets a phone skip past seasons, decision 027). */
export const matchesQuery = z.object({ tournament_id: optionalQueryId, season_id: optionalQueryId });

/**
 * GET /match-statistics: one match's rows, or a tournament's totals per player (the old server's
 * top lists); `per_match=true` gives the tournament's rows per player and match (docs/decisions/017).
 */
export const matchStatisticsQuery = z
  .object({
    match_id: optionalQueryId,
    tournament_id: optionalQueryId,
    per_match: z
      .enum(['true', 'false', '1', '0', ''])
      .optional()
      .transform((v) => v === 'true' || v === '1'),
  })
  .refine((q) => q.match_id !== undefined || q.tournament_id !== undefined, { path: ['match_id'], message: 'Tienes que indicar el partido o el torneo.' });

export const standingsQuery = z.object({ tournament_id: queryId });

/** GET /players-teams?id_team=a,b : one or two team ids separated by a comma. */
export const playersTeamsQuery = z.object({
  id_team: z
    .string({ message: 'Tienes que indicar los equipos.' })
    .regex(/^\d{1,9}(,\d{1,9})?$/, 'Tienes que indicar los equipos.')
    .transform((v) => v.split(',').map(Number)),
});

export const teamIdParam = z.object({ team_id: queryId });

export const fixturesQuery = z.object({ division: z.enum(DIVISIONS, { message: 'Tienes que elegir la división.' }) });

export const gameUpdateBody = z.object({ status: z.literal('pending', { message: 'El estado debe ser pending.' }) });

/** Who may play a match (001 §7 players-teams): squad members; 'liberado' players have left the team. */
export const PLAYING_STATUSES = ['registrado', 'bloqueado', 'restringido'] as const;
