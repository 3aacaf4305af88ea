import { z } from 'zod';
import { userSchema } from '../accounts/accounts.schema';
import { zoneOffsetsSchema } from '../calendar/wall-clock.schema';
import { listOf, messageSchema } from '../common/common.schema';
import { playerSchema, seasonSchema, teamSchema } from './core.schema';

/** The answers of the league core's routes (000 §7), declared on each route as `schema.response`. */
export const usersListResponseSchema = listOf(userSchema);
export const userUpdateResponseSchema = messageSchema.extend({ user: userSchema });
export const playersListResponseSchema = listOf(playerSchema);
export const teamsListResponseSchema = listOf(teamSchema);
export const seasonsResponseSchema = z.object({ data: z.array(seasonSchema) });

/** `GET /seasons/start`: the current season's start, when the market opens, and the server's now. */
export const seasonStartResponseSchema = z.object({
  id: z.number(),
  name: z.string(),
  start_date: z.string(),
  market_opens_at: z.string(),
  now: z.string(),
});
export type SeasonStart = z.infer<typeof seasonStartResponseSchema>;

export const publicSettingsResponseSchema = z.object({
  links: z.object({ social: z.string(), streaming: z.string(), chat: z.string() }),
  version: z.string(),
  /** LEAGUE_TZ: the web shows every date in the league's zone as the server states it. */
  time_zone: z.string(),
  /** Its offsets from three years before today to two years after (calendar/wall-clock.rules.ts). */
  time_zone_offsets: zoneOffsetsSchema,
});
export type PublicSettings = z.infer<typeof publicSettingsResponseSchema>;

/** `GET /health`: 'ok', and (decision 023) the scheduler's lag and the notifications waiting in the outbox. */
export const healthResponseSchema = z.object({
  status: z.string(),
  scheduler: z.object({ lag_seconds: z.number().int(), last_run_at: z.string().nullable() }).optional(),
  outbox_backlog: z.number().int().optional(),
});

/** `GET /server-time` (and `PUT /test/clock`): the server's now, which countdowns run on. */
export const serverTimeResponseSchema = z.object({ now: z.string() });
export type ServerTime = z.infer<typeof serverTimeResponseSchema>;
