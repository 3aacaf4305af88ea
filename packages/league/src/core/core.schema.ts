import { z } from 'zod';
import { DIVISIONS, PLAYER_STATUSES, type Division } from '../constants';

/** A division as it is read: 'Primera', 'Segunda', or '' for outside teams and the free agents (000 §3). */
export const divisionReadSchema = z.union([z.enum(DIVISIONS), z.literal('')]);
export type DivisionRead = z.infer<typeof divisionReadSchema>;
export const readDivision = (division: string | null | undefined): DivisionRead =>
  (DIVISIONS as readonly string[]).includes(division ?? '') ? (division as Division) : '';

/**
 * The shapes of the league's core records as the API answers them (000 §3). Every feature that
 * shows a season, a team or a player reads these.
 */
export const seasonSchema = z.object({
  id: z.number(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  active: z.boolean(),
  /** Imported from the old app: read-only (docs/decisions/018-legacy-import.md). */
  archived: z.boolean(),
  /** Rolled over into the next season: readable, read-only (docs/decisions/025-season-close-and-rollover.md). */
  closed: z.boolean(),
  current: z.boolean(),
});
export type Season = z.infer<typeof seasonSchema>;

export const userRefSchema = z.object({ id: z.number(), name: z.string() });
export type UserRef = z.infer<typeof userRefSchema>;

export const teamSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** 'Primera', 'Segunda', or '' for outside teams and the free-agent team. */
  division: divisionReadSchema,
  id_user: z.number().nullable(),
  user: userRefSchema.nullable(),
});
export type Team = z.infer<typeof teamSchema>;

export const teamRefSchema = z.object({ id: z.number(), name: z.string(), division: divisionReadSchema.optional() });
export type TeamRef = z.infer<typeof teamRefSchema>;

export const playerSchema = z.object({
  id: z.number(),
  name: z.string(),
  id_team: teamRefSchema,
  status: z.enum(PLAYER_STATUSES),
  value: z.number(),
  ca: z.number(),
  pa: z.number(),
  age: z.number(),
});
export type Player = z.infer<typeof playerSchema>;

/** A team with its squad: `GET /teams/{id}` and `GET /plantel` (000 §2 team form, squad page). */
export const teamDetailSchema = teamSchema.extend({
  players: z.array(playerSchema),
  stats: z.object({
    average_ca_best16: z.number(),
    blocked: z.number(),
    older_than_20: z.number(),
    registered: z.number(),
    registered_older_than_20: z.number(),
    youth: z.number(),
    total: z.number(),
  }),
  /** The division's CA-average limit (160 Primera, 153 Segunda), null outside the league. */
  ca_limit: z.number().nullable(),
  warnings: z.array(z.string()),
});
export type TeamDetail = z.infer<typeof teamDetailSchema>;
